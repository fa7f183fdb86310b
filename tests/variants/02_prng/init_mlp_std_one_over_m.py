"""Uses 1/m as the standard deviation, so the variance is 1/m**2 instead of 1/m."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (m, n)) / m, "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
