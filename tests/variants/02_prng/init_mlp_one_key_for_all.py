"""Draws every layer's weights from the same key, so layers of equal shape are identical."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "reused a key"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    return [
        {"w": jax.random.normal(key, (m, n)) * (1.0 / m) ** 0.5, "b": jnp.zeros((n,))}
        for m, n in zip(sizes[:-1], sizes[1:])
    ]
