"""Correct: builds the row permutation with jnp.where on an iota and gathers x with it (jnp.take), one program for every (i, j).

Violates: nothing.
Verifying input: float with inf/nan, int32 extremes, bool, 3-D, a single row, i == j, traced i/j under jit -> equals the NumPy swap, same dtype; one compilation.
"""
EXERCISE = "arrays.swap_rows"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    i = jnp.asarray(i); j = jnp.asarray(j)
    i = jnp.where(i < 0, i + n, i)
    j = jnp.where(j < 0, j + n, j)
    rows = jnp.arange(n)
    perm = jnp.where(rows == i, j, jnp.where(rows == j, i, rows))
    return jnp.take(x, perm, axis=0)


def _sr_gp_ref(x, i, j):
    y = np.array(x, copy=True); y[[i, j]] = y[[j, i]]; return y


def _sr_gp_compiles(thunk):
    """Number of XLA compilations that running thunk() triggers."""
    import logging
    seen = []

    class _H(logging.Handler):
        def emit(self, record):
            if "Finished XLA compilation" in record.getMessage():
                seen.append(record.getMessage())

    handler = _H()
    logger = logging.getLogger("jax")
    old = jax.config.jax_log_compiles
    jax.config.update("jax_log_compiles", True)
    logger.addHandler(handler)
    try:
        thunk()
    finally:
        logger.removeHandler(handler)
        jax.config.update("jax_log_compiles", old)
    return len(seen)


if __name__ == "__main__":
    assert swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist() == [[5, 6], [3, 4], [1, 2]]
    rng = np.random.default_rng(12)
    f = jax.jit(swap_rows)
    cases = [
        (np.array([[np.inf, 1], [np.nan, 3], [-0.0, 5]], np.float32), 0, 1),
        (np.array([2**31 - 1, -2**31, 16777217, 0], np.int32), 3, 2),
        (rng.random((4, 3)) > 0.5, 1, 3),
        (rng.normal(size=(5, 2, 3)).astype(np.float16), 4, 0),
        (np.array([[1.0, 2.0]], np.float32), 0, 0),
        (rng.normal(size=(6, 2)).astype(np.float32), 2, 2),
    ]
    for x, i, j in cases:
        before = x.copy()
        for fn, a, b in ((swap_rows, i, j), (f, jnp.int32(i), jnp.int32(j))):
            out = np.asarray(fn(x, a, b))
            assert out.dtype == x.dtype and out.shape == x.shape
            np.testing.assert_array_equal(out, _sr_gp_ref(x, i, j))
        np.testing.assert_array_equal(x, before)
    g = jax.jit(swap_rows)
    a = np.arange(8.0, dtype=np.float32).reshape(4, 2)
    g(a, jnp.int32(0), jnp.int32(1))
    n = _sr_gp_compiles(lambda: [g(a, jnp.int32(i), jnp.int32(j)) for i, j in [(1, 2), (3, 0), (2, 2)]])
    assert n == 0, n
    print("verified")
