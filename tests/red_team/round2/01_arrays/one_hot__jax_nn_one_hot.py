"""The student calls jax.nn.one_hot: right numbers, but it is built from an equality comparison of labels against an iota, with no indexed update.

Violates: "The matrix must be built by an indexed update of an array (the grader looks for a scatter in the program, and refuses an equality comparison ``==`` of labels against class numbers)."
Verifying input: labels=[2, 0], num_classes=3 -> the docstring requires a scatter and no eq in the program, this jaxpr has an `eq` and no `scatter`.
"""
EXERCISE = "arrays.one_hot"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    return jax.nn.one_hot(jnp.asarray(labels), num_classes, dtype=jnp.float32)


if __name__ == "__main__":
    import numpy as np

    assert one_hot(jnp.array([2, 0]), 3).tolist() == [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    rng = np.random.default_rng(9)
    for n, c in [(0, 3), (1, 1), (7, 4), (20, 10)]:
        lab = rng.integers(0, c, n).astype(np.int32)
        ref = np.zeros((n, c), np.float32); ref[np.arange(n), lab] = 1
        got = np.asarray(jax.jit(one_hot, static_argnums=1)(lab, c))
        assert got.dtype == np.float32
        np.testing.assert_array_equal(got, ref)
    txt = str(jax.make_jaxpr(one_hot, static_argnums=1)(jnp.array([2, 0]), 3))
    assert "scatter" not in txt and " eq " in txt, txt
    print("verified")
