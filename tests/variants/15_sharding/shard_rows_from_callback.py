"""Alternative: build the array block by block, each device asking for its own rows."""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"

import jax
import numpy as np
from jax.sharding import NamedSharding, PartitionSpec as P


def shard_rows(x, mesh):
    host = np.asarray(x)
    rows = NamedSharding(mesh, P("data"))
    return jax.make_array_from_callback(host.shape, rows, lambda index: host[index])
