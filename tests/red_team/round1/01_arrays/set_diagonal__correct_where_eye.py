"""Correct: selects with a boolean identity mask (jnp.where), converting value to x's dtype first.

Violates: nothing.
Verifying input: several float/int/bool/float16 matrices with inf/nan, n = 0 and 1, under jit -> equals np.fill_diagonal on a copy, same dtype, input untouched.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    on_diagonal = jnp.eye(x.shape[0], dtype=bool)
    return jnp.where(on_diagonal, jnp.asarray(value).astype(x.dtype), x)


def _sd_we_ref(x, value):
    y = np.array(x, copy=True); np.fill_diagonal(y, value); return y


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    rng = np.random.default_rng(10)
    cases = [
        (np.array([[np.inf, np.nan], [-np.inf, -0.0]], np.float32), 3.0),
        (rng.normal(size=(5, 5)).astype(np.float32), -0.0),
        (np.zeros((0, 0), np.float32), 1.0),
        (np.array([[7]], np.int32), 2),
        (np.array([[0, 16777217], [2**31 - 1, -2**31]], np.int32), -5),
        (np.arange(9, dtype=np.int8).reshape(3, 3), 100),
        (rng.normal(size=(4, 4)).astype(np.float16), 65504.0),
        (np.eye(3, dtype=bool) == False, True),
        (rng.normal(size=(3, 3)).astype(np.float32), np.float32(2.5)),
    ]
    f = jax.jit(set_diagonal)
    for x, v in cases:
        before = x.copy()
        for fn in (set_diagonal, f):
            out = np.asarray(fn(x, v))
            assert out.dtype == x.dtype, (out.dtype, x.dtype)
            np.testing.assert_array_equal(out, _sd_we_ref(x, v))
        np.testing.assert_array_equal(x, before)
    traced = f(jnp.ones((3, 3)), jnp.float32(4.0))
    assert np.asarray(traced).tolist() == _sd_we_ref(np.ones((3, 3), np.float32), 4.0).tolist()
    print("verified")
