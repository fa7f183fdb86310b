"""Correct alternative: one key per layer with fold_in, scale via jax.nn.initializers."""
EXERCISE = "training.init_params"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def init_params(key, n_features, n_hidden):
    return {
        "w1": jax.random.normal(jax.random.fold_in(key, 1), (n_features, n_hidden)) * (1 / n_features) ** 0.5,
        "b1": jnp.zeros((n_hidden,), jnp.float32),
        "w2": jax.random.normal(jax.random.fold_in(key, 2), (n_hidden,)) * (1 / n_hidden) ** 0.5,
        "b2": jnp.array(0.0),
    }
