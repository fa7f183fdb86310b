"""Correct: appends fill_value to x and reads index n wherever idx // n != 0 (a floor-division range test that cannot overflow).

Violates: nothing.
Verifying input: int32 extremes, negative indices, inf/nan in x, int and float16 x, n = 1, traced fill under jit -> equals the NumPy reference with x's dtype; one compilation for several fills.
"""
EXERCISE = "arrays.safe_get"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    x = jnp.asarray(x)
    n = x.shape[0]
    idx = jnp.asarray(idx).astype(jnp.int32)
    padded = jnp.concatenate([x, jnp.asarray(fill_value).astype(x.dtype).reshape(1)])
    inside = (idx // n) == 0
    return padded[jnp.where(inside, idx, n)]


def _sg_fd_ref(x, idx, fill):
    x = np.asarray(x); idx = np.asarray(idx, np.int64)
    ok = (idx >= 0) & (idx < len(x))
    return np.where(ok, x[np.where(ok, idx, 0)], np.asarray(fill).astype(x.dtype)).astype(x.dtype)


def _sg_fd_compiles(thunk):
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
    assert safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist() == [10.0, -1.0, -1.0, 30.0]
    ext = np.array([-2**31, 2**31 - 1, -2**30 - 1, 2**30 + 1, -1, 0, 1, 2, 3, 4], np.int32)
    cases = [
        (np.array([np.inf, np.nan, -0.0, 4.0], np.float32), ext, np.inf),
        (np.array([5], np.float32), ext, -1.0),
        (np.array([1, 2, 3], np.int32), ext, -1.0),
        (np.array([1, 2, 3], np.int8), ext, 7),
        (np.array([0.5, 1.5], np.float16), ext, 2.0),
        (np.array([1.0, 2.0], np.float32), np.zeros(0, np.int32), 0.0),
    ]
    f = jax.jit(safe_get)
    for x, idx, fill in cases:
        for fn in (safe_get, f):
            out = np.asarray(fn(x, idx, fill))
            assert out.dtype == x.dtype and out.shape == idx.shape
            np.testing.assert_array_equal(out, _sg_fd_ref(x, idx, fill))
    g = jax.jit(safe_get)
    xs = np.arange(4, dtype=np.float32)
    g(xs, ext, 0.0)
    n = _sg_fd_compiles(lambda: [g(xs, ext, fill) for fill in (1.0, 2.0, -3.5)])
    assert n == 0, n
    print("verified")
