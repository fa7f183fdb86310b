"""Casts `lr` to the first leaf's dtype: a tree without leaves has no first leaf (IndexError)."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "IndexError"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr):
    lr = jnp.asarray(lr, jax.tree.leaves(params)[0].dtype)
    return jax.tree.map(lambda p, g: jnp.asarray(p) - lr * g, params, grads)
