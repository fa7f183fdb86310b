"""Scales w1 by its outputs (fan-out, n_hidden) instead of its inputs (fan-in, n_features)."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "the variance of w1"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    key_1, key_2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(key_1, (n_features, n_hidden)) / jnp.sqrt(n_hidden),
        "b1": jnp.zeros((n_hidden,)),
        "w2": jax.random.normal(key_2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }
