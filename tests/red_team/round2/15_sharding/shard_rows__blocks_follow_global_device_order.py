"""The student splits x on the host and hands block i to jax.devices()[i], so on a mesh whose devices are in another order the rows land in the wrong places.

Violates: "the first device rows ``0 .. n/8 - 1``, and so on" and "A ``jax.Array`` with the values of ``x``".
Verifying input: x = arange(16.).reshape(8, 2) on a mesh Mesh(devices[::-1], ("data",)) -> requires y == x, this returns the rows in reverse block order (y[0] == [14, 15]).
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    host = np.asarray(x)
    blocks = np.split(host, mesh.shape["data"])
    pieces = [jax.device_put(block, device) for block, device in zip(blocks, jax.devices())]
    return jax.make_array_from_single_device_arrays(host.shape, NamedSharding(mesh, P("data")), pieces)


if __name__ == "__main__":
    import jax.numpy as jnp
    from jax.sharding import AxisType

    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = jnp.arange(64.0).reshape(16, 4)
    y = shard_rows(x, mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), 2)
    assert [s.data.shape for s in y.addressable_shards] == [(2, 4)] * 8
    np.testing.assert_array_equal(np.asarray(y), np.asarray(x))
    rmesh = Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,))
    x = np.arange(16.0, dtype=np.float32).reshape(8, 2)
    y = shard_rows(x, rmesh)
    assert y.sharding.is_equivalent_to(NamedSharding(rmesh, P("data")), 2)
    assert np.asarray(y)[0].tolist() == [14.0, 15.0], np.asarray(y)[0]
    assert not np.array_equal(np.asarray(y), x)
    print("verified")
