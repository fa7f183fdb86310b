"""Correct alternative: each layer's key is fold_in(key, layer index); standard deviation via lax.rsqrt."""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"

import jax
import jax.numpy as jnp
from jax import lax


def init_mlp(key, sizes):
    params = []
    for index, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(jax.random.fold_in(key, index), (m, n)) * lax.rsqrt(jnp.float32(m))
        params.append({"w": w, "b": jnp.zeros((n,), jnp.float32)})
    return params
