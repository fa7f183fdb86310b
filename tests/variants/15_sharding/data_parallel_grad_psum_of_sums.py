"""Alternative: each device adds its squared errors, psum adds the devices' sums, then one division by n (jitted)."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "pass"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnums=3)
def data_parallel_grad(w, x, y, mesh):
    n = x.shape[0]

    def total_loss(w, x, y):
        return jax.lax.psum(jnp.sum((x @ w - y) ** 2), "data") / n

    loss = jax.shard_map(total_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)
