"""Alternative: a Python loop over a jitted step whose arguments all stay on the devices."""
EXERCISE = "sharding.fit"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


@jax.jit
def _step(w, x, y, lr):
    return w - lr * jax.grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)


def fit(w, x, y, mesh, n_steps, lr):
    rows, replicated = NamedSharding(mesh, P("data")), NamedSharding(mesh, P())
    x, y = jax.device_put(x, rows), jax.device_put(y, rows)
    w, lr = jax.device_put(jnp.asarray(w, jnp.float32), replicated), jax.device_put(lr, replicated)
    for _ in range(n_steps):
        w = _step(w, x, y, lr)
    return w
