"""The student derives each layer's key as fold_in(key, m) ("the layer's fan-in is its id"), so two layers with the same input width get the same key and identical weights.

Violates: "Every weight is independent of every other, within a layer and across layers, and no key is used for two draws."
Verifying input: sizes = [8, 8, 8], key(0) -> requires independent layers, this returns params[0]["w"] == params[1]["w"] exactly (jax.debug_key_reuse does not notice: each fold_in makes a fresh key object).
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    for m, n in zip(sizes[:-1], sizes[1:]):
        k = jax.random.fold_in(key, m)
        params.append({"w": jax.random.normal(k, (m, n), jnp.float32) / jnp.sqrt(m),
                       "b": jnp.zeros((n,), jnp.float32)})
    return params


if __name__ == "__main__":
    import numpy as np

    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(l["w"].shape, l["b"].shape) for l in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    with jax.debug_key_reuse(True):
        p = init_mlp(jax.random.key(1), [200, 300, 100])
        jax.jit(init_mlp, static_argnums=1)(jax.random.key(1), (200, 300, 100))
        same = init_mlp(jax.random.key(0), [8, 8, 8])   # no reuse error raised
    for l, m in zip(p, [200, 300]):
        w = np.asarray(l["w"])
        assert abs(w.var() * m - 1) < 0.03 and abs(w.mean()) < 0.01 and not np.asarray(l["b"]).any()
    np.testing.assert_array_equal(np.asarray(same[0]["w"]), np.asarray(same[1]["w"]))
    print("verified")
