"""The student asks the sharding which rows each device needs (addressable_devices_indices_map), puts those rows on that device, and assembles them with make_array_from_single_device_arrays.

Correct: the indices come from NamedSharding(mesh, P("data")) itself, so each device of the given mesh, whatever its order or size, holds one block of n/devices consecutive rows; the result is one jax.Array with x's values, sharded P("data").
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    x = jnp.asarray(x)
    layout = NamedSharding(mesh, P("data", None))
    pieces = [jax.device_put(x[index], device) for device, index in layout.addressable_devices_indices_map(x.shape).items()]
    return jax.make_array_from_single_device_arrays(x.shape, layout, pieces)


if __name__ == "__main__":
    import numpy as np
    from jax.sharding import AxisType

    meshes = [
        jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[1:3]), ("data",), axis_types=(AxisType.Auto,)),
    ]
    for mesh in meshes:
        k = mesh.shape["data"]
        for n, d in [(8, 1), (16, 5), (64, 2)]:
            x = np.random.default_rng(n + d).normal(size=(n, d)).astype(np.float32)
            for arg in (x, jnp.asarray(x), jax.device_put(x, jax.devices()[7])):
                y = shard_rows(arg, mesh)
                assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
                assert sorted(s.device.id for s in y.addressable_shards) == sorted(d_.id for d_ in mesh.devices.flat)
                assert all(s.data.shape == (n // k, d) for s in y.addressable_shards)
                np.testing.assert_array_equal(np.asarray(y), x)
    print("verified")
