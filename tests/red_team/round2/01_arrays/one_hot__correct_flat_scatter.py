"""Correct: scatter ones into a flat zero vector at row * num_classes + label (int32 arithmetic), then reshape.

Violates: nothing (correct solution).
Verifying input: n in {0, 1, 7, 300}, num_classes in {1, 4, 10}, int32/int8/uint8/int16 labels, jitted with num_classes static -> matches NumPy, float32, scatter in program, no eq.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels).astype(jnp.int32)
    n = labels.shape[0]
    flat = lax.iota(jnp.int32, n) * num_classes + labels
    out = jnp.zeros(n * num_classes, jnp.float32).at[flat].set(1.0, unique_indices=True)
    return out.reshape(n, num_classes)


if __name__ == "__main__":
    import numpy as np

    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    rng = np.random.default_rng(11)
    f = jax.jit(one_hot, static_argnums=1)
    for n, c in [(0, 3), (1, 1), (7, 4), (300, 10), (5, 1)]:
        for dt in (np.int32, np.int8, np.uint8, np.int16):
            lab = rng.integers(0, c, n).astype(dt)
            ref = np.zeros((n, c), np.float32); ref[np.arange(n), lab] = 1
            for got in (one_hot(lab, c), f(lab, c)):
                got = np.asarray(got)
                assert got.dtype == np.float32 and got.shape == (n, c)
                np.testing.assert_array_equal(got, ref)
    txt = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    assert "scatter" in txt and " eq " not in txt
    print("verified")
