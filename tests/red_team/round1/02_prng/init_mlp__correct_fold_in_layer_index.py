"""Correct: each layer's key is fold_in(key, layer index), weights scaled with lax.rsqrt(m), built with a list comprehension.

Violates: nothing.
Verifying input: sizes [3, 4, 2], [5], [300, 300, 300, 300], [600, 50] under key-reuse checking -> shapes, float32, zero biases, variance 1/m, normal tails, no correlation between layers, sizes untouched.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    return [
        {
            "w": jax.random.normal(jax.random.fold_in(key, index), (m, n), jnp.float32)
            * lax.rsqrt(jnp.float32(m)),
            "b": jnp.zeros((n,), jnp.float32),
        }
        for index, (m, n) in enumerate(zip(sizes[:-1], sizes[1:]))
    ]


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(layer["w"].shape, layer["b"].shape) for layer in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    sizes = [300, 300, 300, 300]
    with jax.debug_key_reuse(True):
        layers = init_mlp(jax.random.key(1), sizes)
        jitted = jax.jit(lambda k: init_mlp(k, [300, 300, 300, 300]))(jax.random.key(1))
    assert sizes == [300, 300, 300, 300]
    for a, b in zip(layers, jitted):
        np.testing.assert_allclose(np.asarray(a["w"]), np.asarray(b["w"]), rtol=1e-6)
    flats = [np.asarray(layer["w"], np.float64).ravel() * np.sqrt(300) for layer in layers]
    for z, layer in zip(flats, layers):
        assert layer["w"].dtype == jnp.float32 and layer["b"].dtype == jnp.float32
        assert not np.asarray(layer["b"]).any()
        assert abs(z.mean()) < 0.01 and abs(z.var() - 1) < 0.02
        assert abs((np.abs(z) > 2.5).mean() - 0.0124) < 0.002
    for i in range(3):
        for j in range(i + 1, 3):
            assert abs(np.corrcoef(flats[i], flats[j])[0, 1]) < 0.01
    w = np.asarray(init_mlp(jax.random.key(2), [600, 50])[0]["w"], np.float64)
    assert abs(w.var() * 600 - 1) < 0.05
    print("verified")
