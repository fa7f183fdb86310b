"""The student used Glorot/Xavier scaling, variance 2 / (m + n), instead of the asked 1 / m; the two agree only for square layers.

Violates: "The weights are independent draws from a normal distribution with mean 0 and variance ``1 / m`` (``m`` is the layer's number of inputs)".
Verifying input: sizes = [400, 25], key(0) -> requires weight variance 1/400 = 0.0025, this gives 2/425 = 0.0047 (variance ratio 1.88 on 10,000 weights).
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    keys = jax.random.split(key, max(len(sizes) - 1, 1))
    for k, (m, n) in zip(keys, zip(sizes[:-1], sizes[1:])):
        std = jnp.sqrt(2.0 / (m + n))
        params.append({"w": jax.random.normal(k, (m, n), jnp.float32) * std,
                       "b": jnp.zeros((n,), jnp.float32)})
    return params


if __name__ == "__main__":
    import numpy as np

    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(l["w"].shape, l["b"].shape) for l in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    with jax.debug_key_reuse(True):
        sq = init_mlp(jax.random.key(1), [300, 300, 300])
    for l in sq:   # square layers: right variance, zero biases, float32
        w = np.asarray(l["w"]); assert l["w"].dtype == jnp.float32 and not np.asarray(l["b"]).any()
        assert abs(w.var() * 300 - 1) < 0.03 and abs(w.mean()) < 0.01
    assert abs(np.corrcoef(np.asarray(sq[0]["w"]).ravel(), np.asarray(sq[1]["w"]).ravel())[0, 1]) < 0.01
    w = np.asarray(init_mlp(jax.random.key(0), [400, 25])[0]["w"])
    ratio = w.var() / (1 / 400)
    assert ratio > 1.7, ratio
    print("verified")
