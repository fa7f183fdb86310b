"""The student keeps w in the dtype it arrives in, so bfloat16 weights are updated and returned in bfloat16: steps smaller than bfloat16's spacing are lost and the result is not float32."""
EXERCISE = "sharding.fit"
VERDICT = "fail"
MESSAGE = 'should be float32'

import os
os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
import functools

import jax
import jax.numpy as jnp
from jax.sharding import Mesh, NamedSharding
from jax.sharding import PartitionSpec as P


@functools.partial(jax.jit, static_argnames=("mesh", "n_steps"))
def _run(w, x, y, lr, mesh, n_steps):
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x = jax.lax.with_sharding_constraint(x, rows)
    y = jax.lax.with_sharding_constraint(y, rows)
    grad = jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))
    step = lambda _, v: jax.lax.with_sharding_constraint((v - lr * grad(v)).astype(w.dtype), rep)
    return jax.lax.fori_loop(0, n_steps, step, w)


def fit(w: jax.Array, x: jax.Array, y: jax.Array, mesh: Mesh, n_steps: int, lr: float) -> jax.Array:
    rows, rep = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    if isinstance(lr, jax.Array):
        lr = jax.device_put(lr, rep)
    return _run(jax.device_put(w, rep), jax.device_put(x, rows), jax.device_put(y, rows), lr, mesh, n_steps)
