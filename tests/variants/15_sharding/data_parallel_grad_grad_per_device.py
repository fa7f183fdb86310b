"""Alternative: each device differentiates its own loss (w made device-varying first), then both are averaged."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def data_parallel_grad(w, x, y, mesh):
    def local(w, x, y):
        w = jax.lax.pcast(w, "data", to="varying")
        loss, grad = jax.value_and_grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)
        return jax.lax.pmean(loss, "data"), jax.lax.pmean(grad, "data")

    step = jax.shard_map(local, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P()))
    return jax.jit(step)(w, x, y)
