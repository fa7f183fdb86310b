"""Derives both weight keys with the same fold_in (copy-paste): w2 repeats the start of w1.
fold_in consumes nothing, so JAX's key-reuse checker does not see it."""
EXERCISE = "training.init_params"
VERDICT = "fail"
MESSAGE = "the correlation of w1 and w2"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    return {
        "w1": jax.random.normal(jax.random.fold_in(key, 1), (n_features, n_hidden)) / jnp.sqrt(n_features),
        "b1": jnp.zeros((n_hidden,)),
        "w2": jax.random.normal(jax.random.fold_in(key, 1), (n_hidden,)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(()),
    }
