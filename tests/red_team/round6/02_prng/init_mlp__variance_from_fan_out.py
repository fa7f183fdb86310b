"""The student takes the variance from the layer's number of outputs (1 / n) instead of its inputs (1 / m); square layers hide it.

Violates: "variance ``1 / m`` (``m`` is the layer's number of inputs)"
Verifying input: key = jax.random.key(0), sizes = [400, 100] -> requires weight variance ~0.0025, this gives ~0.01.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (m, n)) * jnp.sqrt(1.0 / n), "b": jnp.zeros(n)})
    return params


if __name__ == "__main__":
    import numpy as np

    (layer,) = init_mlp(jax.random.key(0), [400, 100])
    var = float(np.var(np.asarray(layer["w"], np.float64)))
    print("weight variance", var, "required about", 1 / 400)
    assert abs(var - 1 / 400) > 0.5 * (1 / 400)
    print("verified")
