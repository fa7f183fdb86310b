"""Writes the update as ``p -= step; return p``: harmless rebinding for JAX arrays, but a NumPy params leaf is updated in place, so the caller's params change.

Violates: "``params`` is not modified."
Verifying input: params={"w": np.ones((2, 2), float32), "b": np.ones(2, float32)}, grads all 1, lr=0.1 -> requires the caller's arrays to stay all 1, this leaves them all 0.9.
"""
EXERCISE = "pytrees.sgd_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def sgd_step(params, grads, lr, weight_decay=0.0):
    def update(p, g):
        step = lr * (g + weight_decay * p) if jnp.ndim(p) >= 2 else lr * g
        p -= step
        return p

    return jax.tree.map(update, params, grads)


if __name__ == "__main__":
    import numpy as np

    params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
    grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
    new = sgd_step(params, grads, 0.5, weight_decay=0.5)
    assert new["w"].tolist() == [[0.75, 1.5]] and new["b"].tolist() == [1.0]
    np_params = {"w": np.ones((2, 2), np.float32), "b": np.ones(2, np.float32)}
    np_grads = {"w": np.ones((2, 2), np.float32), "b": np.ones(2, np.float32)}
    out = sgd_step(np_params, np_grads, 0.1)
    np.testing.assert_allclose(np.asarray(out["w"]), 0.9, rtol=1e-6)
    print("caller's params after the call:", np_params["w"].tolist(), np_params["b"].tolist())
    assert np.allclose(np_params["w"], 0.9) and np.allclose(np_params["b"], 0.9)
    print("verified")
