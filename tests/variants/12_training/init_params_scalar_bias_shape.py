"""Makes b2 a one-element vector instead of a 0-d array."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(1),
    }
