"""Scales by the layer's outputs (fan-out) instead of its inputs: variance 1/n, not 1/m."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "the variance of layer 0"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (m, n)) / jnp.sqrt(n), "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
