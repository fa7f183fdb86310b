"""Right numbers, by jit's automatic partitioning of sharded inputs: no shard_map, which the exercise asks for."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "no shard_map"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def data_parallel_grad(w, x, y, mesh):
    rows = NamedSharding(mesh, P("data"))
    x, y = jax.device_put(x, rows), jax.device_put(y, rows)

    def loss(w):
        return jnp.mean((x @ w - y) ** 2)

    return jax.jit(jax.value_and_grad(loss), out_shardings=NamedSharding(mesh, P()))(w)
