"""The student consumes ``sizes`` as a queue with list.pop(0), which empties the caller's list down to its last width.

Violates: "sizes: layer widths ... (a Python list, static under ``jax.jit``, not modified)."
Verifying input: sizes = [3, 4, 2] -> requires sizes == [3, 4, 2] after the call, this leaves [2].
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    while len(sizes) > 1:
        m = sizes.pop(0)
        n = sizes[0]
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (m, n)) * (1.0 / m) ** 0.5, "b": jnp.zeros(n)})
    return params


if __name__ == "__main__":
    sizes = [3, 4, 2]
    params = init_mlp(jax.random.key(0), sizes)
    assert [(p["w"].shape, p["b"].shape) for p in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    print("sizes after the call:", sizes)
    assert sizes != [3, 4, 2]
    print("verified")
