"""Scales each weight matrix by its fan-out (1 / sqrt(n_hidden) for w1, 1 for w2) instead of its fan-in.

Violates: "normal with variance ``1 / fan_in``: ``normal / sqrt(n_features)`` and ``normal / sqrt(n_hidden)``"
Verifying input: init_params(key(0), 400, 50) -> requires var(w1) = 1/400 = 0.0025 and var(w2) = 1/50 = 0.02, this gives about 0.02 and 1.0.
"""
EXERCISE = "training.init_params"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_hidden),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(1),
        "b2": jnp.zeros(()),
    }


if __name__ == "__main__":
    import numpy as np

    params = init_params(jax.random.key(0), 400, 50)
    v1, v2 = float(jnp.var(params["w1"])), float(jnp.var(params["w2"]))
    print("var(w1)", v1, "required 0.0025; var(w2)", v2, "required 0.02")
    # with 20000 and 50 samples, the sample variances are within 5% and 50% of the truth
    assert abs(v1 / (1 / 400) - 1) > 0.5 and abs(v2 / (1 / 50) - 1) > 0.5
    print("verified")
