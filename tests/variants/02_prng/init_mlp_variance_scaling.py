"""Alternative: jax.nn.initializers.variance_scaling(1.0, "fan_in", "normal") for the weights."""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    init_w = jax.nn.initializers.variance_scaling(1.0, "fan_in", "normal")
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": init_w(k, (m, n), jnp.float32), "b": jnp.zeros((n,), jnp.float32)}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]
