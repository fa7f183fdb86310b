"""Scales the learning rate by a factor kept in a module-level dict of hyperparameters."""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
MESSAGE = "reads the global variable `hyper`"

import jax

hyper = {"lr_scale": 1.0, "nesterov": False}


def sgd_step(params, grads, lr, weight_decay=0.0):
    step = lr * hyper["lr_scale"]
    return jax.tree.map(lambda p, g: p - step * (g + weight_decay * p if jax.numpy.ndim(p) >= 2 else g), params, grads)
