"""The student builds a fresh mesh over jax.devices() instead of using the mesh argument, which only agrees with the caller's when that mesh is all eight devices in order.

Violates: "Every device of the mesh holds one block of ``n / devices`` consecutive rows" and "sharded ``PartitionSpec("data")``" (over ``mesh``).
Verifying input: x of shape (8, 3) with mesh = Mesh(devices[:4], ("data",)) -> requires 4 blocks of (2, 3) on devices 0..3, this returns 8 blocks of (1, 3) spread over all 8 devices.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "shapes"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import AxisType, Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    everyone = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    return jax.device_put(x, NamedSharding(everyone, P("data")))


if __name__ == "__main__":
    import numpy as np
    import jax.numpy as jnp

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = jnp.arange(48.0).reshape(16, 3)
    y = shard_rows(x, mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    small = Mesh(np.array(jax.devices()[:4]), ("data",), axis_types=(AxisType.Auto,))
    x = np.arange(24.0, dtype=np.float32).reshape(8, 3)
    y = shard_rows(x, small)
    np.testing.assert_array_equal(np.asarray(y), x)
    assert not y.sharding.is_equivalent_to(NamedSharding(small, P("data")), 2)
    assert len(y.sharding.device_set) == 8 and y.addressable_shards[0].data.shape == (1, 3)
    print("verified")
