"""The student computes a stable softmax in a jit with the row sharding as out_shardings, but in the input's dtype, so a bfloat16 or float16 x gives a bfloat16 or float16 result instead of float32.

Violates: "A float32 ``jax.Array`` of shape ``(n, d)`` whose rows each sum to 1, sharded by rows." (x: "a float array of shape ``(n, d)``")
Verifying input (8 CPU devices): row_softmax(jnp.zeros((8, 4), jnp.bfloat16), mesh).dtype must be float32; this returns bfloat16.
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "admitted"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def row_softmax(x, mesh):
    @functools.partial(jax.jit, out_shardings=NamedSharding(mesh, P("data", None)))
    def softmax(x):
        z = x - jnp.max(x, axis=1, keepdims=True)
        e = jnp.exp(z)
        return e / jnp.sum(e, axis=1, keepdims=True)

    return softmax(x)


if __name__ == "__main__":
    from jax.sharding import AxisType

    assert jax.device_count() >= 2, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    got = row_softmax(jnp.zeros((8, 4), jnp.bfloat16), mesh)
    assert got.dtype == jnp.bfloat16, got.dtype

    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert (y[0].tolist(), y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)) == ([0.25, 0.25, 0.25, 0.25], True)
    z = row_softmax(jnp.tile(jnp.array([[1000.0, 0.0]]), (8, 1)), mesh)
    assert bool(jnp.all(jnp.isfinite(z)))
    print("ok: flaw shows")
