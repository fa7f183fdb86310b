"""Draws one row of weights per layer and broadcasts it over the m inputs: every row is the same."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "even and odd rows"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jnp.broadcast_to(jax.random.normal(k, (n,)) / jnp.sqrt(m), (m, n)), "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
