"""Right weights, but reads the loss back to Python at every step to log it."""
EXERCISE = "sharding.fit"
VERDICT = "fail"
MESSAGE = "does not work under jax.jit"

import jax
import jax.numpy as jnp
from jax.sharding import NamedSharding, PartitionSpec as P


def fit(w, x, y, mesh, n_steps, lr):
    w = jax.device_put(w, NamedSharding(mesh, P()))

    @jax.jit
    def step(w, x, y, lr):
        loss, grad = jax.value_and_grad(lambda v: jnp.mean((x @ v - y) ** 2))(w)
        return w - lr * grad, loss

    history = []
    for _ in range(n_steps):
        w, loss = step(w, x, y, lr)
        history.append(float(loss))
    return w
