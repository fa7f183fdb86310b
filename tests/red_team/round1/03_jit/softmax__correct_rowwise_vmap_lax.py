"""Correct: flattens the leading axes, vmaps a one-row softmax written with lax.reduce_max / lax.exp over the rows (in float32), and casts back.

Violates: nothing.
Verifying input: the docstring rows, [[1000, 1000], [-1000, -1000]], [1000, 999], rows with -inf, 3-D inputs, a (3, 0) and a (1,) array, float16/bfloat16 -> equals the NumPy stable softmax, same dtype, rows sum to 1.
"""
EXERCISE = "jit.softmax"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    work = jnp.promote_types(x.dtype, jnp.float32)
    rows = x.astype(work).reshape((math.prod(x.shape[:-1]), x.shape[-1]))

    def one_row(v):
        shifted = v - lax.reduce_max(v, (0,))
        e = lax.exp(shifted)
        return e / jnp.sum(e)

    return jax.vmap(one_row)(rows).reshape(x.shape).astype(x.dtype)


def _sm_rv_ref(x):
    x = np.asarray(x, np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    rng = np.random.default_rng(13)
    cases = [
        (np.array([[1000.0, 1000.0], [-1000.0, -1000.0], [-1000.0, 0.0], [1000.0, 999.0]], np.float32), 1e-6),
        (np.array([[0.0, -np.inf, 1.0]], np.float32), 1e-6),
        ((rng.normal(size=(2, 3, 5)) * 50).astype(np.float32), 1e-5),
        (np.array([3.0], np.float32), 0.0),
        ((rng.normal(size=(4, 6)) * 5).astype(np.float16), 1e-2),
        ((rng.normal(size=(4, 6)) * 5).astype(jnp.bfloat16), 5e-2),
    ]
    for x, tol in cases:
        out = softmax(x)
        assert out.dtype == x.dtype and out.shape == x.shape
        o = np.asarray(out, np.float64)
        np.testing.assert_allclose(o, _sm_rv_ref(np.asarray(x, np.float64)), rtol=tol, atol=tol + 1e-7)
        assert (o >= 0).all() and np.allclose(o.sum(-1), 1, atol=max(tol, 1e-6) * 5)
    assert softmax(jnp.zeros((3, 0))).shape == (3, 0)
    print("verified")
