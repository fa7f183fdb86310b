"""Draws both weight matrices from the same key."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "reused a key"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    return {
        "w1": jax.random.normal(key, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(key, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }
