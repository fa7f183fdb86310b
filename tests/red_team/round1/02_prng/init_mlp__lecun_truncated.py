"""Uses jax.nn.initializers.lecun_normal(): variance 1/m, but from a truncated normal (no weight beyond about 2.3 standard deviations).

Violates: "The weights are independent draws from a normal distribution with mean 0 and variance 1 / m".
Verifying input: key(0), sizes=[500, 400] -> the docstring requires about 1.2% of |w|*sqrt(m) above 2.5, this returns none.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp
import numpy as np


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    init = jax.nn.initializers.lecun_normal()
    params = []
    keys = jax.random.split(key, max(len(sizes) - 1, 1))
    for k, m, n in zip(keys, sizes[:-1], sizes[1:]):
        params.append({"w": init(k, (m, n), jnp.float32), "b": jnp.zeros((n,), jnp.float32)})
    return params


if __name__ == "__main__":
    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(layer["w"].shape, layer["b"].shape) for layer in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [7]) == []
    with jax.debug_key_reuse(True):
        layers = init_mlp(jax.random.key(0), [500, 400])
    z = np.asarray(layers[0]["w"]) * np.sqrt(500)
    assert layers[0]["w"].dtype == jnp.float32 and abs(z.var() - 1) < 0.02 and abs(z.mean()) < 0.01
    assert (np.abs(z) > 2.5).mean() == 0.0, (np.abs(z) > 2.5).mean()   # a normal has about 1.24%
    print("verified")
