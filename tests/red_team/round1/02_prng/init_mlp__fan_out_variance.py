"""Scales the weights by 1/sqrt(n) (fan-out) instead of 1/sqrt(m) (fan-in): right only for square layers.

Violates: "The weights are independent draws from a normal distribution with mean 0 and variance 1 / m (m is the layer's number of inputs)".
Verifying input: key(0), sizes=[400, 100] -> the docstring requires var(w) = 1/400, this gives var(w) = 1/100.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    keys = jax.random.split(key, max(len(sizes) - 1, 1))
    for k, m, n in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (m, n), jnp.float32) * (1.0 / np.sqrt(n))
        params.append({"w": w.astype(jnp.float32), "b": jnp.zeros((n,), jnp.float32)})
    return params


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(layer["w"].shape, layer["b"].shape) for layer in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    with jax.debug_key_reuse(True):
        sq = init_mlp(jax.random.key(1), [300, 300, 300])
    for layer in sq:
        assert abs(np.asarray(layer["w"]).var() * 300 - 1) < 0.05
    assert abs(np.corrcoef(np.asarray(sq[0]["w"]).ravel(), np.asarray(sq[1]["w"]).ravel())[0, 1]) < 0.02
    w = np.asarray(init_mlp(jax.random.key(0), [400, 100])[0]["w"])
    assert abs(w.var() * 100 - 1) < 0.05, w.var()   # the contract requires var = 1/400
    print("verified")
