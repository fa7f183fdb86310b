"""psum of the per-device means: eight means added, eight times the batch's loss and gradient."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "8 times too large"

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def data_parallel_grad(w, x, y, mesh):
    def local_loss(w, x, y):
        return jax.lax.psum(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)
