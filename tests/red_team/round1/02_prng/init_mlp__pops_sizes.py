"""Walks the layer sizes with sizes.pop(0), emptying the caller's list.

Violates: "sizes: layer widths ... (a Python list, static under jax.jit, not modified)".
Verifying input: sizes = [3, 4, 2] -> the docstring requires sizes == [3, 4, 2] after the call, this leaves sizes == [].
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp
import numpy as np


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    if not sizes:
        return params
    m = sizes.pop(0)
    while sizes:
        n = sizes.pop(0)
        key, sub = jax.random.split(key)
        w = jax.random.normal(sub, (m, n), jnp.float32) / np.sqrt(m)
        params.append({"w": w.astype(jnp.float32), "b": jnp.zeros((n,), jnp.float32)})
        m = n
    return params


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(layer["w"].shape, layer["b"].shape) for layer in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    with jax.debug_key_reuse(True):
        big = init_mlp(jax.random.key(1), [300, 300, 300])
    for layer in big:
        assert abs(np.asarray(layer["w"]).var() * 300 - 1) < 0.05
    assert abs(np.corrcoef(np.asarray(big[0]["w"]).ravel(), np.asarray(big[1]["w"]).ravel())[0, 1]) < 0.02
    sizes = [3, 4, 2]
    init_mlp(jax.random.key(0), sizes)
    assert sizes == [], sizes     # the contract requires [3, 4, 2]
    print("verified")
