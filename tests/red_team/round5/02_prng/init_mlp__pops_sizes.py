"""The student walks the layer widths by popping them off the front of ``sizes`` like a queue, which empties the caller's list: a second call with the same list returns no layers.

Violates: "sizes: layer widths, e.g. ``[784, 128, 10]`` (a Python list, static under ``jax.jit``, not modified)"
Verifying input: sizes = [3, 4, 2] -> requires sizes still [3, 4, 2] afterwards, this leaves it [] (and calling again with it gives []).
"""
EXERCISE = "prng.init_mlp"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    params = []
    m = sizes.pop(0)
    while sizes:
        n = sizes.pop(0)
        key, sub = jax.random.split(key)
        w = jax.random.normal(sub, (m, n), jnp.float32) / jnp.sqrt(m)
        params.append({"w": w, "b": jnp.zeros((n,), jnp.float32)})
        m = n
    return params


if __name__ == "__main__":
    import numpy as np

    with jax.debug_key_reuse(True):
        params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(p["w"].shape, p["b"].shape) for p in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert all(p["w"].dtype == jnp.float32 and p["b"].dtype == jnp.float32 for p in params)
    assert init_mlp(jax.random.key(0), [5]) == []
    # variance 1/m, independence across layers of equal shape
    big = init_mlp(jax.random.key(1), [400, 400, 400, 300])
    for p in big:
        m = p["w"].shape[0]
        w = np.asarray(p["w"]).ravel()
        assert abs(w.mean()) < 0.01 and abs(w.var() * m - 1) < 0.02, w.var() * m
        assert not np.asarray(p["b"]).any()
    w0, w1 = np.asarray(big[0]["w"]).ravel(), np.asarray(big[1]["w"]).ravel()
    assert abs(np.corrcoef(w0, w1)[0, 1]) < 0.01
    # same key, same params; works with sizes closed over under jit
    again = jax.jit(lambda k: init_mlp(k, [3, 4, 2]))(jax.random.key(0))
    for a, b in zip(params, again):
        np.testing.assert_allclose(np.asarray(a["w"]), np.asarray(b["w"]), rtol=1e-6)
    # but the caller's list is consumed
    sizes = [3, 4, 2]
    init_mlp(jax.random.key(0), sizes)
    print("sizes after the call:", sizes)
    assert sizes == []
    print("verified")
