"""Alternative: the gradient derived by hand, 2/n X^T r and 2/n sum(r)."""
EXERCISE = "grad.loss_and_grads"
VERDICT = "pass"

import jax.numpy as jnp


def loss_and_grads(params, x, y):
    x, y = jnp.asarray(x), jnp.asarray(y)
    residual = x @ params["w"] + params["b"] - y
    n = y.shape[0]
    return jnp.mean(residual**2), {"w": 2 * x.T @ residual / n, "b": 2 * jnp.sum(residual) / n}
