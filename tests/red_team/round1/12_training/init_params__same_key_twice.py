"""Draws both weight matrices from the same ``key`` (no split); when ``n_features == 1`` the two draws have the same size and ``w2`` is ``w1`` rescaled.

Violates: "no key is used for two draws (``w1`` and ``w2`` are independent)".
Verifying input: init_params(jax.random.key(0), 1, 8) -> the docstring requires independent w1 and w2, this returns w2 * sqrt(8) == w1[0] exactly.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def init_params(key, n_features, n_hidden):
    return {
        "w1": jax.random.normal(key, (n_features, n_hidden), jnp.float32) / np.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(key, (n_hidden,), jnp.float32) / np.sqrt(n_hidden),
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    assert all(v.dtype == jnp.float32 for v in params.values())
    p = init_params(jax.random.key(0), 1, 8)
    assert np.allclose(np.asarray(p["w2"]) * np.sqrt(8), np.asarray(p["w1"][0]), rtol=1e-6)
    print("verified")
