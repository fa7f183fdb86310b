"""The student cuts x into blocks by hand and puts block i on jax.devices()[i], then assembles them with the mesh's sharding: on a mesh whose devices are not in jax.devices() order the rows come out permuted.

Violates: "Every device of the mesh holds one block of ``n / devices`` consecutive rows ... the first device rows ``0 .. n/8 - 1``" ... "A ``jax.Array`` with the values of ``x``"
Verifying input: x = arange(32.).reshape(16, 2), mesh = Mesh(np.array(jax.devices()[::-1]), ("data",)) (Auto) -> requires an array equal to x, this returns x with its 2-row blocks in reverse order.
"""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
KIND = "placement"

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    n_dev = mesh.shape["data"]
    x = np.asarray(x)
    blocks = np.split(x, n_dev, axis=0)
    devices = jax.devices()[:n_dev]
    pieces = [jax.device_put(block, d) for block, d in zip(blocks, devices)]
    return jax.make_array_from_single_device_arrays(x.shape, NamedSharding(mesh, P("data")), pieces)


if __name__ == "__main__":
    from jax.sharding import AxisType

    assert jax.device_count() == 8, "run with XLA_FLAGS=--xla_force_host_platform_device_count=8"
    mesh = jax.make_mesh((8,), ("data",), axis_types=(AxisType.Auto,))
    x = jnp.arange(32.0).reshape(16, 2)
    y = shard_rows(x, mesh)
    assert y.sharding.is_equivalent_to(NamedSharding(mesh, P("data")), y.ndim)
    assert len(y.addressable_shards) == 8 and np.array_equal(np.asarray(y), np.asarray(x))
    assert all(s.data.shape == (2, 2) for s in y.addressable_shards)
    z = shard_rows(np.random.rand(64, 3).astype(np.float32), mesh)
    assert isinstance(z, jax.Array) and z.shape == (64, 3)
    # the flaw: a mesh whose devices run in another order
    rev = Mesh(np.array(jax.devices()[::-1]), ("data",), axis_types=(AxisType.Auto,))
    y = shard_rows(x, rev)
    print(np.asarray(y)[:4].tolist(), "should start", np.asarray(x)[:4].tolist())
    assert not np.array_equal(np.asarray(y), np.asarray(x))
    print("verified")
