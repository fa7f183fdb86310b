"""Draws the weights with NumPy's global random generator (np.random.randn) instead of from ``key``, so the same key gives different parameters on every call.

Violates: "All randomness comes from ``key``: the same key gives the same parameters"
Verifying input: init_params(key(0), 3, 4) called twice -> requires equal parameters, this returns different w1 and w2.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def init_params(key, n_features, n_hidden):
    w1 = np.random.randn(n_features, n_hidden) / np.sqrt(n_features)
    w2 = np.random.randn(n_hidden) / np.sqrt(n_hidden)
    return {
        "w1": jnp.asarray(w1, jnp.float32),
        "b1": jnp.zeros(n_hidden),
        "w2": jnp.asarray(w2, jnp.float32),
        "b2": jnp.zeros(()),
    }


if __name__ == "__main__":
    a = init_params(jax.random.key(0), 3, 4)
    b = init_params(jax.random.key(0), 3, 4)
    assert {k: (v.shape, v.dtype) for k, v in a.items()} == {
        "w1": ((3, 4), jnp.float32), "b1": ((4,), jnp.float32), "w2": ((4,), jnp.float32), "b2": ((), jnp.float32)}
    print("same key, max |w1 difference| =", float(jnp.max(jnp.abs(a["w1"] - b["w1"]))))
    assert not bool(jnp.array_equal(a["w1"], b["w1"]))
    print("verified")
