"""The student lays out x by rows and w by columns with device_put and multiplies, which shards correctly without collectives, but a float16 or bfloat16 pair of inputs gives a product in that dtype, not float32.

Violates: "The float32 ``(n, m)`` product, sharded ``PartitionSpec("data", "model")``" (x and w: "a float array")
Verifying input (8 CPU devices, mesh (4, 2)): matmul_2d(jnp.ones((8, 3), jnp.float16), jnp.ones((3, 2), jnp.float16), mesh).dtype must be float32; this returns float16.
"""
EXERCISE = "sharding.matmul_2d"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def matmul_2d(x, w, mesh):
    x = jax.device_put(x, NamedSharding(mesh, P("data", None)))
    w = jax.device_put(w, NamedSharding(mesh, P(None, "model")))
    return x @ w


if __name__ == "__main__":
    assert jax.device_count() >= 2, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((jax.device_count() // 2, 2), ("data", "model"))
    got = matmul_2d(jnp.ones((8, 3), jnp.float16), jnp.ones((3, 2), jnp.float16), mesh)
    assert got.dtype == jnp.float16, got.dtype
    assert got.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)

    mesh1 = jax.make_mesh((jax.device_count(), 1), ("data", "model"))
    out = matmul_2d(jnp.ones((8, 3)), jnp.ones((3, 2)), mesh1)
    assert (out.tolist()[0], out.sharding.is_equivalent_to(NamedSharding(mesh1, P("data", "model")), 2)) == ([3.0, 3.0], True)
    out = jax.jit(matmul_2d, static_argnums=2)(jnp.ones((8, 3)), jnp.ones((3, 4)), mesh)
    assert out.dtype == jnp.float32 and out.sharding.is_equivalent_to(NamedSharding(mesh, P("data", "model")), 2)
    print("ok: flaw shows")
