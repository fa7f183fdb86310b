"""The student lays out and multiplies the inputs as given, so bfloat16 inputs give a bfloat16 product instead of the float32 one promised.

Violates: "Returns: The float32 ``(n, m)`` product" for "x: a float array", "w: a float array".
Verifying input: x = ones((8, 6), bfloat16), w = ones((6, 4), bfloat16) on the (4, 2) mesh -> requires a float32 result, this returns bfloat16.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "dtypes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    w = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    return x @ w


if __name__ == "__main__":
    import numpy as np

    COLLECTIVES = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    want = NamedSharding(mesh, P("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), jax.make_mesh((8, 1), ("data", "model")))
    assert out.tolist()[0] == [3.0, 3.0]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 6)).astype(np.float32)
    w = rng.normal(size=(6, 4)).astype(np.float32)
    out = matmul_2d(x, w, mesh)
    np.testing.assert_allclose(np.asarray(out), x @ w, rtol=1e-5, atol=1e-5)
    assert out.dtype == jnp.float32 and out.sharding.is_equivalent_to(want, 2)
    assert [s.data.shape for s in out.addressable_shards] == [(2, 2)] * 8
    xs = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    ws = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    hlo = jax.jit(matmul_2d, static_argnums=2).lower(xs, ws, mesh).compile().as_text()
    assert not [c for c in COLLECTIVES if c in hlo]
    bf = matmul_2d(jnp.ones((8, 6), jnp.bfloat16), jnp.ones((6, 4), jnp.bfloat16), mesh)
    assert bf.sharding.is_equivalent_to(want, 2) and bf.dtype == jnp.bfloat16
    print("verified")
