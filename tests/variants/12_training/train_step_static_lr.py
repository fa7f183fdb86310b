"""Makes the learning rate static: every new learning rate compiles the step again."""
EXERCISE = "training.train_step"
VERDICT = "fail"
MESSAGE = "recompiled"

from functools import partial

import jax


@partial(jax.jit, static_argnames="lr")
def train_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss
