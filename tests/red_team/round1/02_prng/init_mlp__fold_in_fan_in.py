"""Derives each layer's key as fold_in(key, m) from its fan-in: two layers with the same (m, n) get identical weights.

Violates: "Every weight is independent of every other, within a layer and across layers".
Verifying input: key(0), sizes=[8, 8, 8] -> the docstring requires independent layers, this returns params[0]["w"] == params[1]["w"].
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

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


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(layer["w"].shape, layer["b"].shape) for layer in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    with jax.debug_key_reuse(True):
        big = init_mlp(jax.random.key(1), [400, 300, 200])
    for layer, m in zip(big, [400, 300]):
        w = np.asarray(layer["w"])
        assert w.dtype == np.float32 and abs(w.var() * m - 1) < 0.05 and abs(w.mean()) < 0.01
        assert not np.asarray(layer["b"]).any()
    same = init_mlp(jax.random.key(0), [8, 8, 8])
    assert np.array_equal(np.asarray(same[0]["w"]), np.asarray(same[1]["w"]))   # must be independent
    print("verified")
