"""Forgets the 1/m scaling, so the weights have variance 1."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (m, n)), "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
