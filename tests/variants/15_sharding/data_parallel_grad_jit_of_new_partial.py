"""The student keeps the per-device loss at module level but jits `functools.partial(_loss_and_grad, mesh=mesh)`
inside the function: a new partial object on every call, which JAX's cache never recognises, so every call traces
and compiles again. The docstring asks for one compilation per input shape."""
EXERCISE = "sharding.data_parallel_grad"
VERDICT = "fail"
MESSAGE = "recompiled"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


def _loss_and_grad(w, x, y, mesh):
    def local_loss(w, x, y):
        return jax.lax.pmean(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())
    return jax.value_and_grad(loss)(w, x, y)


def data_parallel_grad(w, x, y, mesh):
    return jax.jit(functools.partial(_loss_and_grad, mesh=mesh))(w, x, y)
