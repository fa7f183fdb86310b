"""Alternative: an identity program whose output layout is demanded with out_shardings."""
EXERCISE = "sharding.shard_rows"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def shard_rows(x, mesh):
    place = jax.jit(lambda v: v, out_shardings=NamedSharding(mesh, P("data", None)))
    return place(jnp.asarray(x))
