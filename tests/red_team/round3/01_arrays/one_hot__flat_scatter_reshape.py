"""Unusual style: scatter the ones into a flat vector of length ``n * num_classes`` at offsets ``r * num_classes + labels[r]`` and reshape, instead of a 2-D ``.at[rows, labels]``.

Written as correct; it is not: the offsets are computed in the labels' own dtype, so int8 labels (an "integer
vector") overflow once ``n * num_classes`` passes 127 (``one_hot(int8 labels of length 30, 10)`` raises
OverflowError). Relabelled a flaw when the grader's dtype contracts tried int8 labels.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    offsets = jnp.arange(n, dtype=labels.dtype) * num_classes + labels
    flat = jnp.zeros(n * num_classes, jnp.float32).at[offsets].set(1.0)
    return flat.reshape(n, num_classes)


if __name__ == "__main__":
    import numpy as np

    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    f = jax.jit(one_hot, static_argnums=1)
    for n, k, seed in [(50, 7, 0), (1, 1, 1), (13, 2, 2), (300, 10, 3)]:
        labels = np.random.default_rng(seed).integers(0, k, n).astype(np.int32)
        got = f(jnp.asarray(labels), k)
        assert got.dtype == jnp.float32 and got.shape == (n, k)
        np.testing.assert_array_equal(np.asarray(got), np.eye(k)[labels])
    assert one_hot(jnp.zeros(0, jnp.int32), 4).shape == (0, 4)
    jaxpr = jax.make_jaxpr(lambda l: one_hot(l, 5))(jnp.array([4, 0, 1]))
    prims = [str(e.primitive) for e in jaxpr.jaxpr.eqns]
    assert any("scatter" in p for p in prims) and "eq" not in prims, prims
    try:
        one_hot(jnp.arange(30, dtype=jnp.int8) % 10, 10)
    except OverflowError:
        print("verified")
