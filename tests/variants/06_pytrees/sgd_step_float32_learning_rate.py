"""The learning rate made a float32 array first ("so it can be traced"): a Python float would have taken each leaf's
dtype, but a float32 array does not, and float16 parameters come back float32."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "got float32"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    lr = jnp.asarray(lr, jnp.float32)
    weight_decay = jnp.asarray(weight_decay, jnp.float32)

    def update(p, g):
        p = jnp.asarray(p)
        return p - lr * g if p.ndim < 2 else p - lr * (g + weight_decay * p)

    return jax.tree.map(update, params, grads)
