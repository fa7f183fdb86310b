"""Alternative: a Python loop over layer numbers that indexes the split keys."""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    n_layers = len(sizes) - 1
    keys = jax.random.split(key, n_layers)
    params = []
    for layer in range(n_layers):
        m, n = sizes[layer], sizes[layer + 1]
        w = jax.random.normal(keys[layer], (m, n)) / jnp.sqrt(m)
        params.append({"w": w, "b": jnp.zeros(n)})
    return params
