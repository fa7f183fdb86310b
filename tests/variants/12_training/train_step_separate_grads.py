"""Correct alternative: jax.grad plus a separate loss call, updates written out per parameter."""
EXERCISE = "training.train_step"
VERDICT = "pass"

import jax


@jax.jit
def train_step(params, x, y, lr):
    grads = jax.grad(loss_fn)(params, x, y)
    new = {name: params[name] - lr * grads[name] for name in params}
    return new, loss_fn(params, x, y)
