"""The student consumes the caller's ``sizes`` list with pop(0) to walk the layers, so the list is emptied and a second call with the same list gives different parameters.

Violates: "sizes: layer widths ... (a Python list, static under ``jax.jit``, not modified)."
Verifying input: sizes = [3, 4, 2]; init_mlp(key, sizes) -> requires sizes still [3, 4, 2], this leaves [4, 2], and calling again returns 1 layer instead of 2.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    m = sizes.pop(0)
    keys = jax.random.split(key, max(len(sizes), 1))
    for k, n in zip(keys, sizes):
        w = jax.random.normal(k, (m, n), jnp.float32) / jnp.sqrt(jnp.float32(m))
        params.append({"w": w, "b": jnp.zeros((n,), jnp.float32)})
        m = n
    return params


if __name__ == "__main__":
    import numpy as np

    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(l["w"].shape, l["b"].shape) for l in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    with jax.debug_key_reuse(True):
        big = init_mlp(jax.random.key(1), [400, 300, 300, 10])
    for layer, m in zip(big, (400, 300, 300)):
        assert layer["w"].dtype == jnp.float32 and not np.asarray(layer["b"]).any()
        assert abs(float(layer["w"].var()) * m - 1) < 0.05 and abs(float(layer["w"].mean())) < 0.01
    assert not np.allclose(np.asarray(big[1]["w"])[:, :10], np.asarray(big[2]["w"]))

    sizes = [3, 4, 2]
    first = init_mlp(jax.random.key(0), sizes)
    print("sizes after one call:", sizes)
    assert sizes != [3, 4, 2]
    second = init_mlp(jax.random.key(0), sizes)
    print("layers on first call", len(first), "on second call with the same list", len(second))
    assert len(second) != len(first)
    print("verified")
