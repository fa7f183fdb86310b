"""Silences shard_map's replication check instead of combining: P() then returns one device's loss."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "one device's share"

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def data_parallel_grad(w, x, y, mesh):
    def local_loss(w, x, y):
        return jnp.mean((x @ w - y) ** 2)

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P(),
                         check_vma=False)
    return jax.value_and_grad(loss)(w, x, y)
