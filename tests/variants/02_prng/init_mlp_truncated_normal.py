"""Truncated normal at +-2 rescaled to variance 1/m (a common initialiser, but not the normal asked for)."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "beyond 3 standard deviations"

import jax
import jax.numpy as jnp

TRUNCATED_STD = 0.87962566103423978  # standard deviation of N(0, 1) truncated to [-2, 2]


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.truncated_normal(k, -2.0, 2.0, (m, n)) / TRUNCATED_STD / jnp.sqrt(m), "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
