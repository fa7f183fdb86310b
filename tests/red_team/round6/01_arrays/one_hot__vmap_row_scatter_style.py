"""Correct, written for one label and vmapped: each row is zeros(num_classes).at[label].set(1.0), and vmap turns the per-row update into one batched scatter (no comparison, no gather).

Verifying input: checked against np.eye(num_classes, dtype=float32)[labels] for num_classes 1..6, n 0..9, int8/int16/int32/uint8 labels covering every class, eagerly and under jax.jit with num_classes static; the jaxpr contains a scatter and no eq or gather.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def one_hot(labels, num_classes):
    def row(label):
        return jnp.zeros(num_classes, jnp.float32).at[label].set(1.0)

    return jax.vmap(row)(jnp.asarray(labels))


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(4)
    jitted = jax.jit(one_hot, static_argnums=1)
    cases = 0
    for c in range(1, 7):
        for n in range(10):
            for dtype in (np.int8, np.int16, np.int32, np.uint8):
                labels = rng.integers(0, c, size=n).astype(dtype)
                expected = np.eye(c, dtype=np.float32)[labels]
                for fn in (one_hot, jitted):
                    got = fn(jnp.asarray(labels), c)
                    assert got.dtype == jnp.float32 and got.shape == (n, c)
                    assert np.array_equal(np.asarray(got), expected)
                cases += 1
    text = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0, 1]), 3))
    assert "scatter" in text and " eq " not in text and "gather" not in text, text
    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    print(cases, "cases")
    print("verified")
