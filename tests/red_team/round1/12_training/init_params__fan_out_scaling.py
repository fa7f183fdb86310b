"""Scales ``w1`` by ``1 / sqrt(n_hidden)`` (its fan-out) instead of ``1 / sqrt(n_features)``; square layers hide it.

Violates: "``w1`` (shape ``(n_features, n_hidden)``) ... normal with variance ``1 / fan_in``: ``normal / sqrt(n_features)``".
Verifying input: init_params(jax.random.key(0), 2, 4096) -> the docstring requires w1 with standard deviation 1/sqrt(2) = 0.71, this returns about 1/64 = 0.016.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    scale = 1.0 / np.sqrt(n_hidden)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden), jnp.float32) * scale,
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(k2, (n_hidden,), jnp.float32) * scale,
        "b2": jnp.zeros((), jnp.float32),
    }


if __name__ == "__main__":
    params = init_params(jax.random.key(0), 3, 4)
    assert {k: v.shape for k, v in params.items()} == {"w1": (3, 4), "b1": (4,), "w2": (4,), "b2": ()}
    p = init_params(jax.random.key(0), 2, 4096)
    assert abs(float(jnp.std(p["w2"])) - 1 / 64) < 0.003
    std_w1 = float(jnp.std(p["w1"]))
    assert std_w1 < 0.05, std_w1  # should be about 0.707
    print("verified")
