"""The student skips the layout when x already lives on all the mesh's devices, so an input that arrives replicated over the mesh comes back replicated, not split by rows."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = '[layout] Nothing was split'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import jax
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


def shard_rows(x: jax.Array, mesh: Mesh) -> jax.Array:
    if isinstance(x, jax.Array) and len(x.sharding.device_set) == mesh.size:
        return x  # already spread over the mesh: nothing to move
    return jax.device_put(x, NamedSharding(mesh, P("data")))
