"""The student computes the softmax in the input's dtype, so a float16 or bfloat16 ``x`` comes back float16/bfloat16 instead of float32.

Violates: "Returns: A float32 ``jax.Array`` of shape ``(n, d)`` whose rows each sum to 1, sharded by rows." ("x: a float array")
Verifying input: row_softmax(jnp.zeros((8, 4), float16), 8-device mesh) -> requires dtype float32, this returns float16 (bfloat16 likewise).
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "dtypes"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def _softmax(x, mesh):
    e = jnp.exp(x - x.max(axis=1, keepdims=True))
    y = e / e.sum(axis=1, keepdims=True)
    return jax.lax.with_sharding_constraint(y, NamedSharding(mesh, P("data", None)))


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    return _softmax(jnp.asarray(x), mesh=mesh)


if __name__ == "__main__":
    import os
    import sys

    if jax.device_count() < 8 and "device_count=8" not in os.environ.get("XLA_FLAGS", ""):
        os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8").strip()
        os.execv(sys.executable, [sys.executable] + sys.argv)
    import numpy as np
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    y = row_softmax(jnp.zeros((8, 4)), mesh)
    assert y.dtype == jnp.float32 and y[0].tolist() == [0.25] * 4
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)
    for dt in (jnp.float16, jnp.bfloat16):
        y = row_softmax(jnp.zeros((8, 4), dt), mesh)
        print("input", jnp.dtype(dt).name, "-> output", y.dtype)
        assert y.dtype == dt and y.dtype != jnp.float32
    print("verified")
