"""Alternative: a shard_map gradient with pmean, the steps in lax.scan, all in one jitted program."""
EXERCISE = "sharding.fit"
VERDICT = "pass"

import functools

import jax
import jax.numpy as jnp
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnums=(3, 4))
def fit(w, x, y, mesh, n_steps, lr):
    def local_loss(w, x, y):
        return jax.lax.pmean(jnp.mean((x @ w - y) ** 2), "data")

    loss = jax.shard_map(local_loss, mesh=mesh, in_specs=(P(), P("data"), P("data")), out_specs=P())

    def step(w, _):
        return w - lr * jax.grad(loss)(w, x, y), None

    w, _ = jax.lax.scan(step, jnp.asarray(w, jnp.float32), None, length=n_steps)
    return w
