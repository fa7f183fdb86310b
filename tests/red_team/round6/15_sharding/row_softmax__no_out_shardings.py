"""The student jits a stable softmax and leaves the layout to the compiler, so the result stays where the uncommitted input was: on one device.

Violates: "The result must come back sharded ``PartitionSpec("data", None)`` over ``mesh``: left to itself, the compiler keeps a result where its input was, on one device."
Verifying input: row_softmax(jnp.zeros((8, 4)), 8-device Auto mesh) (the docstring's example) -> requires y.sharding equivalent to NamedSharding(mesh, P('data', None)), this returns SingleDeviceSharding(cpu:0).
"""
EXERCISE = "sharding.row_softmax"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@jax.jit
def _softmax(x):
    x = x.astype(jnp.float32)
    e = jnp.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def row_softmax(x: jax.Array, mesh: Mesh) -> jax.Array:
    return _softmax(x)


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
    assert y[0].tolist() == [0.25, 0.25, 0.25, 0.25]
    print("result sharding:", y.sharding)
    assert not y.sharding.is_equivalent_to(NamedSharding(mesh, P("data", None)), 2)
    assert len(y.sharding.device_set) == 1
    print("verified")
