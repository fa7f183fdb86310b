"""Correct: compares one uniform draw with 1 - rate and picks with lax.select, scaling in float32 and casting back to x's dtype.

Violates: nothing.
Verifying input: rates 0, 0.2, 0.5, 1 through one jitted program, float16/bfloat16/float32 x with inf, a strong float32 rate -> exact edge cases, right drop rate, values 0 or x/(1-rate), x's dtype.
"""
EXERCISE = "prng.dropout"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep_prob = 1.0 - jnp.asarray(rate, jnp.float32)
    keep = jax.random.uniform(key, x.shape, jnp.float32) < keep_prob
    wide = jnp.promote_types(x.dtype, jnp.float32)
    scaled = (x.astype(wide) / keep_prob).astype(x.dtype)
    return lax.select(keep, scaled, jnp.zeros_like(x))


def _do_ls_compiles(thunk):
    import logging
    seen = []

    class _H(logging.Handler):
        def emit(self, record):
            if "Finished XLA compilation" in record.getMessage():
                seen.append(1)

    handler = _H()
    jax.config.update("jax_log_compiles", True)
    logging.getLogger("jax").addHandler(handler)
    try:
        thunk()
    finally:
        logging.getLogger("jax").removeHandler(handler)
        jax.config.update("jax_log_compiles", False)
    return len(seen)


if __name__ == "__main__":
    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jax.random.normal(jax.random.key(1), (100, 100))
    f(jax.random.key(9), x, 0.5)
    n = _do_ls_compiles(lambda: [f(jax.random.key(9), x, r) for r in (0.2, 0.0, 1.0)])
    assert n == 0, n
    xn = np.asarray(x)
    for fn in (dropout, f):
        assert np.array_equal(np.asarray(fn(jax.random.key(2), x, 0.0)), xn)
        assert np.array_equal(np.asarray(fn(jax.random.key(2), x, 1.0)), np.zeros_like(xn))
        for rate in (0.2, 0.5):
            out = np.asarray(fn(jax.random.key(3), x, rate))
            kept = out != 0
            assert abs(kept.mean() - (1 - rate)) < 0.02
            np.testing.assert_allclose(out[kept], xn[kept] / (1 - rate), rtol=1e-6)
    with jax.debug_key_reuse(True):
        dropout(jax.random.key(4), x, 0.5)
    for dt in (jnp.float16, jnp.bfloat16):
        xd = jnp.array([1.0, -2.0, jnp.inf, -jnp.inf] * 8, dt)
        for rate in (0.5, np.float32(0.5), jnp.float32(0.25), 1.0, 0.0):
            out = dropout(jax.random.key(5), xd, rate)
            assert out.dtype == dt and out.shape == xd.shape
            o = np.asarray(out, np.float64); xx = np.asarray(xd, np.float64)
            assert not np.isnan(o).any()
            with np.errstate(divide="ignore", invalid="ignore"):
                ok = (o == 0) | np.isclose(o, xx / (1 - float(rate)), rtol=1e-2)
            assert ok.all()
        assert np.array_equal(np.asarray(dropout(jax.random.key(5), xd, 0.0), np.float64), np.asarray(xd, np.float64))
    assert dropout(jax.random.key(0), jnp.zeros((0, 3)), 0.5).shape == (0, 3)
    print("verified")
