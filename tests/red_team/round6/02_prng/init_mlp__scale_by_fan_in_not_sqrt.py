"""The student scales the standard normals by 1 / m instead of 1 / sqrt(m), so the weights have variance 1 / m**2.

Violates: "The weights are independent draws from a normal distribution with mean 0 and variance ``1 / m``"
Verifying input: key = jax.random.key(0), sizes = [400, 300] -> requires the 120,000 weights to have variance ~0.0025, this gives ~6.3e-6.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    keys = jax.random.split(key, max(len(sizes) - 1, 1))
    params = []
    for k, m, n in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (m, n)) / m
        params.append({"w": w, "b": jnp.zeros(n)})
    return params


if __name__ == "__main__":
    import numpy as np

    (layer,) = init_mlp(jax.random.key(0), [400, 300])
    var = float(np.var(np.asarray(layer["w"], np.float64)))
    print("weight variance", var, "required about", 1 / 400)
    assert abs(var - 1 / 400) > 0.5 * (1 / 400)
    print("verified")
