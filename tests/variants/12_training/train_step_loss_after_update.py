"""Returns the loss after the update instead of the loss the gradient was computed at."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax


@jax.jit
def train_step(params, x, y, lr):
    grads = jax.grad(loss_fn)(params, x, y)
    new = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return new, loss_fn(new, x, y)
