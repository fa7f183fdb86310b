"""The gradient of the mean loss: one averaged gradient instead of one per example."""
EXERCISE = "vmap.per_example_grads"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax
import jax.numpy as jnp


def per_example_grads(params, xs, ys):
    mean_loss = lambda p: jnp.mean(jax.vmap(example_loss, in_axes=(None, 0, 0))(p, xs, ys))  # noqa: F821 (given in vmap.py)
    return jax.grad(mean_loss)(params)
