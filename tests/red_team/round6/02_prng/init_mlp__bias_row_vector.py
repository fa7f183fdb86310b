"""The student makes the biases (1, n) row vectors (so they broadcast against a batch) instead of (n,) vectors.

Violates: "``{"w": (m, n) weights, "b": (n,) biases}``"
Verifying input: key = jax.random.key(0), sizes = [3, 4, 2] -> requires bias shapes (4,) and (2,), this returns (1, 4) and (1, 2).
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, len(sizes))
    return [
        {"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros((1, n))}
        for k, m, n in zip(keys, sizes[:-1], sizes[1:])
    ]


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    shapes = [(layer["w"].shape, layer["b"].shape) for layer in params]
    print(shapes)
    assert [w for w, _ in shapes] == [(3, 4), (4, 2)]
    assert [b for _, b in shapes] != [(4,), (2,)]
    print("verified")
