"""Alternative: each device differentiates its own loss (w made device-varying first), then both are averaged.
Jitted once, with the mesh static (a `jax.jit` of the shard_map made inside the function would compile on every call)."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "pass"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames="mesh")
def data_parallel_grad(w, x, y, mesh):
    def local(w, x, y):
        w = jax.lax.pcast(w, "data", to="varying")
        loss, grad = jax.value_and_grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)
        return jax.lax.pmean(loss, "data"), jax.lax.pmean(grad, "data")

    step = jax.shard_map(local, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=(P(), P()))
    return step(w, x, y)
