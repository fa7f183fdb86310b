"""Adds the gradient instead of subtracting it."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


@jax.jit
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p + lr * g, params, grads), loss
