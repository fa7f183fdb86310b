"""The student multiplies on the host with NumPy and lays the finished product out P("data", "model"): the values and the layout are right, but it cannot run under jax.jit and nothing is computed on the devices.

Violates: "Must work under ``jax.jit`` (``mesh`` static)" and "each device then computes its block of the product from the blocks it holds".
Verifying input: jax.jit(matmul_2d, static_argnums=2)(ones((8, 6)), ones((6, 4)), mesh) -> requires the product, this raises TracerArrayConversionError.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "purity"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x: jax.Array, w: jax.Array, mesh: Mesh) -> jax.Array:
    product = np.asarray(x, np.float32) @ np.asarray(w, np.float32)
    return jax.device_put(product, NamedSharding(mesh, P("data", "model")))


if __name__ == "__main__":
    import jax.numpy as jnp

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
    try:
        jax.jit(matmul_2d, static_argnums=2)(xs, ws, mesh)
    except jax.errors.TracerArrayConversionError:
        pass
    else:
        raise AssertionError("expected a tracer conversion error under jit")
    print("verified")
