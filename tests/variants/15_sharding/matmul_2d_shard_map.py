"""Alternative: the per-device program written out with shard_map (inputs placed first, as Explicit axes ask)."""
EXERCISE = "sharding.matmul_2d"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def matmul_2d(x, w, mesh):
    x = jax.device_put(jnp.asarray(x, jnp.float32), NamedSharding(mesh, P("data", None)))
    w = jax.device_put(jnp.asarray(w, jnp.float32), NamedSharding(mesh, P(None, "model")))
    blocks = jax.shard_map(jnp.matmul, mesh=mesh, in_specs=(P("data", None), P(None, "model")),
                           out_specs=P("data", "model"))
    return blocks(x, w)
