"""Correct: writes the two-pass formula for one column and vmaps it over axis 1 (in_axes=1, out_axes=1), computing in float32 and casting back.

Violates: nothing.
Verifying input: random, huge-mean, tiny-spread, constant columns, float16 with spread 300, one row, non-square shapes -> equals NumPy's (x - mean) / (std + 1e-6), same dtype and shape.
"""
EXERCISE = "jit.standardize"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    work = jnp.promote_types(x.dtype, jnp.float32)

    def column(c):
        c = c.astype(work)
        mean = jnp.mean(c)
        std = jnp.sqrt(jnp.mean(jnp.square(c - mean)))
        return (c - mean) / (std + 1e-6)

    return jax.vmap(column, in_axes=1, out_axes=1)(x).astype(x.dtype)


def _st_vc_ref(x):
    x = np.asarray(x, np.float64)
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


if __name__ == "__main__":
    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    rng = np.random.default_rng(12)
    cases = [
        (rng.normal(size=(30, 4)).astype(np.float32), 1e-4),
        ((10000 + np.array([[-1.0], [1.0], [-1.0], [1.0]])).astype(np.float32), 1e-3),
        (np.array([[-1e-3, 5.0], [1e-3, 5.0]], np.float32), 1e-4),
        (np.array([[2.0, -3.0, 7.0]], np.float32), 1e-6),
        (np.array([[-300.0], [300.0]], np.float16), 1e-2),
        ((rng.normal(size=(9, 3)) * 4).astype(np.float16), 2e-2),
        ((rng.normal(size=(7, 2)) * 3).astype(jnp.bfloat16), 5e-2),
    ]
    for x, tol in cases:
        out = standardize(x)
        assert out.dtype == x.dtype and out.shape == x.shape
        np.testing.assert_allclose(np.asarray(out, np.float64), _st_vc_ref(np.asarray(x, np.float64)), rtol=tol, atol=tol)
    assert standardize(jnp.zeros((3, 0))).shape == (3, 0)
    print("verified")
