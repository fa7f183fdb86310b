"""Derives each layer's key as fold_in(key, m) from its fan-in: two layers with the same (m, n) get identical weights.

Violates: "Every weight is independent of every other, within a layer and across layers".
Verifying input: key(0), sizes=[8, 8, 8] -> the docstring requires independent layers, this returns params[0]["w"] == params[1]["w"].
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
MESSAGE = 'the correlation of layer 0 and layer 2 weights'

import jax
import jax.numpy as jnp
import numpy as np


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        layer_key = jax.random.fold_in(key, m)
        w = jax.random.normal(layer_key, (m, n), jnp.float32) / jnp.sqrt(jnp.float32(m))
        params.append({"w": w, "b": jnp.zeros((n,), jnp.float32)})
    return params
