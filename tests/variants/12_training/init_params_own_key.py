"""Makes its own key from a fixed seed: every call gives the same network."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "made its own key"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(jax.random.key(0))
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }
