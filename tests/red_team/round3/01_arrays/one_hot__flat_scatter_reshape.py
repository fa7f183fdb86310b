"""Unusual style: scatter the ones into a flat vector of length ``n * num_classes`` at offsets ``r * num_classes + labels[r]`` and reshape, instead of a 2-D ``.at[rows, labels]``.

Correct: the flat ``.at[...].set`` is a scatter (an indexed update, no ``==`` against class numbers), the offsets are distinct so each row gets exactly one 1.0, the result is float32 ``(n, num_classes)``, and ``num_classes`` only fixes shapes.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"
KIND = "style"

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
    print("verified")
