"""The student uses ``jax.nn.initializers.lecun_normal()``, which has the right variance ``1 / m`` but draws from a *truncated* normal (nothing beyond about 2.3 standard deviations), not a normal distribution.

Violates: "The weights are independent draws from a normal distribution with mean 0 and variance ``1 / m``"
Verifying input: init_mlp(key(0), [400, 500]) -> requires about 2.1% of weights beyond 2.3 / sqrt(400) in magnitude (normal tails), this returns none at all.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    init = jax.nn.initializers.lecun_normal()
    n_layers = len(sizes) - 1
    if n_layers <= 0:
        return []
    keys = jax.random.split(key, n_layers)
    params = []
    for k, m, n in zip(keys, sizes[:-1], sizes[1:]):
        params.append({"w": init(k, (m, n), jnp.float32), "b": jnp.zeros((n,), jnp.float32)})
    return params


if __name__ == "__main__":
    import numpy as np

    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(l["w"].shape, l["b"].shape) for l in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    sizes = [400, 500, 300]
    with jax.debug_key_reuse(True):
        params = init_mlp(jax.random.key(0), sizes)
    assert sizes == [400, 500, 300]
    for layer, m in zip(params, sizes[:-1]):
        w = np.asarray(layer["w"])
        assert w.dtype == np.float32 and layer["b"].dtype == jnp.float32 and not np.asarray(layer["b"]).any()
        assert abs(w.mean()) < 0.01 / np.sqrt(m) * 10 and abs(w.var() * m - 1) < 0.03  # variance 1/m holds
    # the violation: the tails of a normal distribution are missing
    z = np.asarray(params[0]["w"]).ravel() * np.sqrt(400)
    frac_beyond = (np.abs(z) > 2.3).mean()
    assert frac_beyond == 0.0, frac_beyond  # a normal gives 2 * (1 - Phi(2.3)) = 2.1% of 200,000 = ~4,300 draws
    print("verified")
