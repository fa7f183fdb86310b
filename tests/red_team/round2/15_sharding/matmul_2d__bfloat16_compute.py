"""The student casts both operands to bfloat16 for a faster product and casts the result back to float32, so the product carries bfloat16 rounding, not float32's.

Violates: "The float32 ``(n, m)`` product" (of ``x @ w``).
Verifying input: x = full((8, 4), 1 + 2**-10), w = ones((4, 2)) on the (4, 2) mesh -> requires 4.00390625 everywhere, this returns 4.0.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "values"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    x = jax.device_put(jnp.asarray(x, jnp.bfloat16), NamedSharding(mesh, P("data", None)))
    w = jax.device_put(jnp.asarray(w, jnp.bfloat16), NamedSharding(mesh, P(None, "model")))
    return jnp.matmul(x, w, preferred_element_type=jnp.float32)


if __name__ == "__main__":
    import numpy as np

    COLLECTIVES = ("all-gather", "all-reduce", "all-to-all", "collective-permute", "reduce-scatter")
    mesh = jax.make_mesh((4, 2), ("data", "model"))
    want = NamedSharding(mesh, P("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), jax.make_mesh((8, 1), ("data", "model")))
    assert out.tolist()[0] == [3.0, 3.0]
    x = np.arange(48, dtype=np.float32).reshape(8, 6) % 5 - 2
    w = np.arange(24, dtype=np.float32).reshape(6, 4) % 3
    out = matmul_2d(x, w, mesh)  # small integers: exact in bfloat16
    np.testing.assert_array_equal(np.asarray(out), x @ w)
    assert out.dtype == jnp.float32 and out.sharding.is_equivalent_to(want, 2)
    xs = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    ws = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    hlo = jax.jit(matmul_2d, static_argnums=2).lower(xs, ws, mesh).compile().as_text()
    assert not [c for c in COLLECTIVES if c in hlo]
    x = np.full((8, 4), 1 + 2.0 ** -10, np.float32)
    got = np.asarray(matmul_2d(x, np.ones((4, 2), np.float32), mesh))
    assert (x @ np.ones((4, 2), np.float32))[0, 0] == np.float32(4.00390625)
    assert (got == 4.0).all(), got
    print("verified")
