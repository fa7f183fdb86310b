"""Splits the columns instead of the rows: P(None, "data")."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = "Wrong PartitionSpec"

import jax
from jax.sharding import NamedSharding, PartitionSpec as P


def shard_rows(x, mesh):
    return jax.device_put(x, NamedSharding(mesh, P(None, "data")))
