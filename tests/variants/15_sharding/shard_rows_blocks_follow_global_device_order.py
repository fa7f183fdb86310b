"""The student splits x on the host and hands block i to jax.devices()[i], so on a mesh whose devices are in another order the rows land in the wrong places."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = 'devices do not match'

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
