"""Writes the new parameters into the dict it was given."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax


def _step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


_compiled = jax.jit(_step)


def train_step(params, x, y, lr):
    new, loss = _compiled(params, x, y, lr)
    for name in params:
        params[name] = new[name]
    return params, loss
