"""Correct, with a single draw: one standard-normal vector as long as all weights together, cut into consecutive slices, each reshaped to (m, n) and scaled by 1/sqrt(m); no key is split at all.

Verifying input: checked for sizes [5], [3, 4, 2], [784, 128, 10], [1, 1], [400, 300, 200]: list of len(sizes) - 1 dicts, float32 w (m, n) and zero b (n,), sizes unchanged, no KeyReuseError under jax.debug_key_reuse, deterministic for a key and different across keys, works under jax.jit with sizes static; per layer mean ~0 and variance within 5% of 1/m; correlations between layers and between columns ~0.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    shapes = list(zip(sizes[:-1], sizes[1:]))
    total = sum(m * n for m, n in shapes)
    flat = jax.random.normal(key, (total,), jnp.float32)
    params, start = [], 0
    for m, n in shapes:
        w = flat[start : start + m * n].reshape(m, n) * jnp.float32(1.0 / math.sqrt(m))
        params.append({"w": w, "b": jnp.zeros((n,), jnp.float32)})
        start += m * n
    return params


if __name__ == "__main__":
    import numpy as np

    jitted = jax.jit(init_mlp, static_argnums=1)
    for sizes in ([5], [3, 4, 2], [784, 128, 10], [1, 1], [400, 300, 200]):
        original = list(sizes)
        with jax.debug_key_reuse(True):
            params = init_mlp(jax.random.key(0), sizes)
        assert sizes == original
        assert len(params) == len(sizes) - 1
        again = jitted(jax.random.key(0), tuple(sizes))
        other = init_mlp(jax.random.key(1), sizes)
        for layer, layer2, layer3, (m, n) in zip(params, again, other, zip(sizes[:-1], sizes[1:])):
            assert set(layer) == {"w", "b"}
            assert layer["w"].shape == (m, n) and layer["b"].shape == (n,)
            assert layer["w"].dtype == jnp.float32 and layer["b"].dtype == jnp.float32
            assert not np.asarray(layer["b"]).any()
            assert np.allclose(np.asarray(layer["w"]), np.asarray(layer2["w"]), rtol=1e-6, atol=1e-7)
            assert m * n == 1 or not np.array_equal(np.asarray(layer["w"]), np.asarray(layer3["w"]))
            if m * n >= 10000:
                w = np.asarray(layer["w"], np.float64)
                assert abs(w.mean()) < 5 / math.sqrt(m * n) / math.sqrt(m) + 1e-9
                assert abs(w.var() * m - 1) < 0.05, (m, n, w.var() * m)
                assert abs(np.corrcoef(w[:, 0], w[:, 1])[0, 1]) < 5 / math.sqrt(m)
    # across layers: the first weights of consecutive equal-shape layers are uncorrelated
    p = init_mlp(jax.random.key(3), [200, 200, 200])
    a = np.asarray(p[0]["w"]).ravel(); b = np.asarray(p[1]["w"]).ravel()
    assert abs(np.corrcoef(a, b)[0, 1]) < 0.02
    # law over many keys for a single weight
    ws = jax.vmap(lambda k: init_mlp(k, [4, 3])[0]["w"][2, 1])(jax.random.split(jax.random.key(9), 20000))
    ws = np.asarray(ws, np.float64)
    assert abs(ws.var() * 4 - 1) < 0.05 and abs(ws.mean()) < 0.02
    print("verified")
