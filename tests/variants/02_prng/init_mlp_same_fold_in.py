"""Folds the same number into the key for every layer: equal keys, related layers; fold_in consumes
nothing, so JAX's key-reuse checker does not see it."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "the correlation of layer 0 and layer 1"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        layer_key = jax.random.fold_in(key, len(sizes))  # meant: the layer's index
        params.append({"w": jax.random.normal(layer_key, (m, n)) / jnp.sqrt(m), "b": jnp.zeros((n,))})
    return params
