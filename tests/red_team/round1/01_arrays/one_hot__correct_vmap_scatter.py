"""Correct: writes a single 1.0 into a zero row with .at[label].set, vmapped over the labels (a batched scatter).

Violates: nothing.
Verifying input: random labels, empty labels, int8 labels with 200 classes, one class, under jit with num_classes static -> equals np.eye(C)[labels] as float32; the program has a scatter and no eq.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    labels = jnp.asarray(labels).astype(jnp.int32)
    row = lambda label: jnp.zeros(num_classes, jnp.float32).at[label].set(1.0)
    return jax.vmap(row)(labels).reshape(labels.shape[0], num_classes)


if __name__ == "__main__":
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    rng = np.random.default_rng(13)
    f = jax.jit(one_hot, static_argnums=1)
    cases = [
        (rng.integers(0, 5, 30).astype(np.int32), 5),
        (np.zeros(0, np.int32), 4),
        (np.array([0, 0, 0], np.int32), 1),
        (np.array([127, 0, 5], np.int8), 200),
        (np.array([3, 3, 1], np.uint8), 4),
    ]
    for labels, c in cases:
        for fn in (one_hot, f):
            out = fn(labels, c)
            assert out.dtype == jnp.float32 and out.shape == (len(labels), c)
            np.testing.assert_array_equal(np.asarray(out), np.eye(c, dtype=np.float32)[labels.astype(np.int64)])
    text = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    assert "scatter" in text and " eq " not in text, text
    print("verified")
