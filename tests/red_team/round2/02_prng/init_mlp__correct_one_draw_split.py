"""Correct: one normal draw of all weights at once (total size sum(m*n)), cut into layers with static offsets and scaled by 1/sqrt(m).

Violates: nothing (correct solution).
Verifying input: sizes [3, 4, 2], [5], [], [400, 25, 25, 7], key reuse debug on, jitted with sizes static (tuple), list not modified -> shapes, float32, zero biases, variance 1/m per layer, no correlation between layers with equal shapes.
"""
EXERCISE = "prng.init_mlp"
VERDICT = "pass"
KIND = "style"

import itertools
import math

import jax
import jax.numpy as jnp


def init_mlp(key: jax.Array, sizes: list[int]) -> list[dict[str, jax.Array]]:
    shapes = list(zip(sizes[:-1], sizes[1:]))
    if not shapes:
        return []
    counts = [m * n for m, n in shapes]
    flat = jax.random.normal(key, (sum(counts),), jnp.float32)
    offsets = [0] + list(itertools.accumulate(counts))
    return [{"w": flat[a:a + c].reshape(m, n) * (1.0 / math.sqrt(m)), "b": jnp.zeros((n,), jnp.float32)}
            for (m, n), a, c in zip(shapes, offsets, counts)]


if __name__ == "__main__":
    import numpy as np

    params = init_mlp(jax.random.key(0), [3, 4, 2])
    assert [(l["w"].shape, l["b"].shape) for l in params] == [((3, 4), (4,)), ((4, 2), (2,))]
    assert init_mlp(jax.random.key(0), [5]) == []
    sizes = [400, 25, 25, 7]
    keep = list(sizes)
    with jax.debug_key_reuse(True):
        p = init_mlp(jax.random.key(1), sizes)
        pj = jax.jit(init_mlp, static_argnums=1)(jax.random.key(1), tuple(sizes))
    assert sizes == keep
    for a, b in zip(p, pj):
        np.testing.assert_allclose(np.asarray(a["w"]), np.asarray(b["w"]), rtol=1e-6)
    for l, (m, n) in zip(p, zip(sizes[:-1], sizes[1:])):
        w = np.asarray(l["w"])
        assert l["w"].dtype == jnp.float32 and l["b"].dtype == jnp.float32 and l["b"].shape == (n,)
        assert not np.asarray(l["b"]).any() and w.shape == (m, n)
    w0 = np.asarray(p[0]["w"]); assert abs(w0.var() * 400 - 1) < 0.05
    pools = [np.concatenate([np.asarray(l["w"]).ravel() * np.sqrt(l["w"].shape[0]) for l in init_mlp(jax.random.key(s), [25, 25, 25])])
             for s in range(40)]
    allw = np.concatenate(pools)
    assert abs(allw.var() - 1) < 0.02 and abs(allw.mean()) < 0.01
    a = np.concatenate([np.asarray(init_mlp(jax.random.key(s), [25, 25, 25])[0]["w"]).ravel() for s in range(40)])
    b = np.concatenate([np.asarray(init_mlp(jax.random.key(s), [25, 25, 25])[1]["w"]).ravel() for s in range(40)])
    assert abs(np.corrcoef(a, b)[0, 1]) < 0.02
    print("verified")
