"""The student writes the per-leaf update with an augmented assignment, ``p -= lr * g``.
With JAX arrays that is harmless (arrays are immutable, ``-=`` just rebinds the local name),
so every test on ``jnp`` inputs passes, jitted or not. But ``params`` may be any float
arrays, and a NumPy array is updated *in place* by ``-=``: the caller's parameters change
under it (and the "new" tree shares its buffers with the old one).

Violates: "``params`` is not modified."
Verifying input: params = {"w": np.array([[1.0, 2.0]], np.float32), "b": np.array([1.0], np.float32)}, grads = ones of the same shapes, sgd_step(params, grads, 0.5): params["b"] must still be [1.0] afterwards; this leaves it [0.5].
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        if p.ndim >= 2:
            g = g + weight_decay * p
        p -= lr * g
        return p

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert (new["w"].tolist(), new["b"].tolist()) == ([[0.75, 1.5]], [1.0])
    assert jax.jit(sgd_step)(params, grads, 0.5, 0.5)["w"].tolist() == [[0.75, 1.5]]
    np_params = {"w": np.array([[1.0, 2.0]], np.float32), "b": np.array([1.0], np.float32)}
    np_grads = {"w": np.ones((1, 2), np.float32), "b": np.ones(1, np.float32)}
    sgd_step(np_params, np_grads, 0.5)
    print("caller's params after the step:", {k: v.tolist() for k, v in np_params.items()})
    assert np_params["b"].tolist() == [0.5]
    print("flaw shown")
