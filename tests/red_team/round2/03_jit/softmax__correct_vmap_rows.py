"""Correct: a softmax written for one 1-D row with lax primitives (reduce_max, exp, reduce sum), vmapped over the rows of x reshaped to (-1, last), jitted.

Violates: nothing (correct solution).
Verifying input: shapes (5,), (3, 4), (2, 3, 6), (1, 1); rows like [1000, 1000], [-1000, 0], mixed in one batch; float16 -> matches NumPy's shifted softmax, rows sum to 1.
"""
EXERCISE = "jit.softmax"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import math

from jax import lax


def _smv_row(row):
    e = lax.exp(row - lax.reduce_max(row, axes=(0,)))
    return e / lax.reduce_sum(e, axes=(0,))


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    rows = x.reshape(math.prod(x.shape[:-1]), x.shape[-1])
    return jax.vmap(_smv_row)(rows).reshape(x.shape)


if __name__ == "__main__":
    import numpy as np

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    def ref(x):
        x = x.astype(np.float64); e = np.exp(x - x.max(-1, keepdims=True)); return e / e.sum(-1, keepdims=True)
    rng = np.random.default_rng(7)
    cases = [rng.normal(size=s) * 50 for s in [(5,), (3, 4), (2, 3, 6), (1, 1)]]
    cases.append(np.array([[1000.0, 1000.0], [-1000.0, 0.0], [0.0, -1000.0], [-5.0, 3.0]]))
    for x in cases:
        x = x.astype(np.float32)
        got = softmax(x)
        assert got.dtype == jnp.float32 and got.shape == x.shape
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(np.asarray(got).sum(-1), 1.0, rtol=1e-5)
    for shape in [(3, 0), (0, 4), (0,)]:
        assert softmax(jnp.zeros(shape)).shape == shape
    x16 = jnp.asarray(rng.normal(size=(4, 8)) * 3, jnp.float16)
    got = softmax(x16)
    assert got.dtype == jnp.float16
    np.testing.assert_allclose(np.asarray(got, np.float64), ref(np.asarray(x16, np.float64)), atol=1e-2)
    print("verified")
