"""out_specs=P("data"): the eight per-device losses and gradients come back stacked, never combined (no collective)."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "no all-reduce in the compiled program"

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def data_parallel_grad(w, x, y, mesh):
    def local(w, x, y):
        loss, grad = jax.value_and_grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)
        return loss[None], grad

    return jax.shard_map(local, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P("data"), P("data")),
                         check_vma=False)(w, x, y)
