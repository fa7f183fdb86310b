"""A jitted step in a Python loop, but w goes back to NumPy after every step and is uploaded again."""
EXERCISE = "sharding.fit"
VERDICT = "fail"
MESSAGE = "a host round trip"

import jax
import numpy as np


def fit(w, x, y, mesh, n_steps, lr):
    @jax.jit
    def step(w, x, y):
        return w - lr * 2.0 * x.T @ (x @ w - y) / y.shape[0]

    w = np.asarray(w)
    for _ in range(n_steps):
        w = np.asarray(step(w, x, y))
    return jax.numpy.asarray(w)
