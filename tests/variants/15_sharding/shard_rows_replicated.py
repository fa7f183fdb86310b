"""P(): a full copy of x on every device, where blocks of rows were asked for."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = "a full copy on each of 8 devices (replicated)"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def shard_rows(x, mesh):
    return jax.device_put(x, NamedSharding(mesh, P()))
