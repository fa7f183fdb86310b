"""The student pins x and y replicated (P()) inside the jitted loop "so every device sees the whole batch", which gives the right weights but gathers the whole batch onto every device."""
EXERCISE = "sharding.fit"
VERDICT = "fail"
MESSAGE = 'the batch does not stay split'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    rep = NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x.astype(jnp.float32), rep)
    y = jax.lax.with_sharding_constraint(y.astype(jnp.float32), rep)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
    step = lambda _, v: jax.lax.with_sharding_constraint(v - lr * grad(v), rep)
    return jax.lax.fori_loop(0, n_steps, step, w.astype(jnp.float32))


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _run(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)
