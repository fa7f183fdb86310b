"""The student builds a fresh mesh over jax.devices() instead of using the mesh argument, which only agrees with the caller's when that mesh is all eight devices in order."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = "over the mesh {'data': 4}"

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import AxisType, Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    everyone = jax.make_mesh((jax.device_count(),), ("data",), axis_types=(AxisType.Auto,))
    return jax.device_put(x, NamedSharding(everyone, P("data")))
