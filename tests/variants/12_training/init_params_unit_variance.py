"""Forgets to scale by 1/sqrt(fan_in): unit-variance weights."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "the variance of w1"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_features, n_hidden)),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden,)),
        "b2": jnp.zeros(()),
    }
