"""An identity program whose output layout is demanded with out_shardings: an input committed to one device
("on any device", the docstring says) is refused as incompatible with the mesh's devices."""
EXERCISE = "sharding.shard_rows"
VERDICT = "fail"
MESSAGE = "jax.devices()[3]"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def shard_rows(x, mesh):
    place = jax.jit(lambda v: v, out_shardings=NamedSharding(mesh, P("data", None)))
    return place(jnp.asarray(x))
