"""The student builds the sharded array piece by piece with jax.make_array_from_callback, handing each device exactly the row block the sharding asks for.

Correct: the callback is given each device's index into x by NamedSharding(mesh, P("data")), so every device of the mesh (in the mesh's own order, on any mesh) holds its block of n/devices rows, the result has x's values and dtype, whatever device or host x came from.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"
KIND = "style"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    host = np.asarray(x)
    return jax.make_array_from_callback(host.shape, NamedSharding(mesh, P("data")), lambda index: host[index])


if __name__ == "__main__":
    import jax.numpy as jnp
    from jax.sharding import AxisType

    meshes = [
        jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,)),
        Mesh(np.array(jax.devices()[4:]), ("data",), axis_types=(AxisType.Auto,)),
    ]
    for mesh in meshes:
        k = mesh.shape["data"]
        x = jnp.arange(16.0 * 3).reshape(16, 3) - 7.5
        for arg in (x, np.asarray(x), jax.device_put(x, jax.devices()[5]), jax.device_put(x, NamedSharding(mesh, P()))):
            y = shard_rows(arg, mesh)
            assert isinstance(y, jax.Array) and y.dtype == x.dtype
            assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
            assert len(y.addressable_shards) == k
            assert all(s.data.shape == (16 // k, 3) for s in y.addressable_shards)
            first = mesh.devices.flat[0]
            assert [s for s in y.addressable_shards if s.device == first][0].index[0] == slice(0, 16 // k)
            np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    mesh = meshes[0]
    assert shard_rows(jnp.ones((8, 2), jnp.bfloat16), mesh).dtype == jnp.bfloat16
    special = np.array([[np.inf, -np.inf], [np.nan, -0.0]] * 4, np.float32)
    got = np.asarray(shard_rows(special, mesh))
    np.testing.assert_array_equal(got, special)
    assert np.signbit(got[1, 1])
    print("verified")
