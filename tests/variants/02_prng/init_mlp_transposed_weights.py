"""Makes w of shape (n, m), PyTorch's Linear layout, instead of (m, n)."""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (n, m)) * (1.0 / m) ** 0.5, "b": jnp.zeros((n,))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
