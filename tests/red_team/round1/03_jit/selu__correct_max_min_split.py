"""Correct: a branch-free split, scale * (max(x, 0) + alpha * expm1(min(x, 0))), jitted; weak Python constants keep x's dtype.

Violates: nothing.
Verifying input: float32/float16/bfloat16 arrays with inf, -inf, nan, -0.0, large values, empty and 0-d shapes -> equals the NumPy formula, same dtype and shape, faster than the eager formula.
"""
EXERCISE = "jit.selu"
VERDICT = "pass"
KIND = "style"

import time

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    return scale * (jnp.maximum(x, 0) + alpha * jnp.expm1(jnp.minimum(x, 0)))


def _selu_mm_ref(x):
    x = np.asarray(x, np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        return 1.0507010 * np.where(x > 0, x, 1.6732632 * (np.exp(np.where(x > 0, 0, x)) - 1))


def _selu_mm_eager(x):
    return 1.0507010 * jnp.where(x > 0, x, 1.6732632 * (jnp.exp(x) - 1))


def _selu_mm_time(fn, x, n=200):
    jax.block_until_ready(fn(x))
    start = time.perf_counter()
    for _ in range(n):
        jax.block_until_ready(fn(x))
    return (time.perf_counter() - start) / n


if __name__ == "__main__":
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    special = np.array([np.inf, -np.inf, np.nan, -0.0, 0.0, 1e30, -1e30, 88.0, 100.0, -3.0, 1e-8], np.float32)
    rng = np.random.default_rng(11)
    for dt, tol in ((np.float32, 1e-6), (np.float16, 1e-2), (jnp.bfloat16, 5e-2)):
        for x in (special.astype(dt), (rng.normal(size=(3, 4)) * 5).astype(dt), np.zeros((0, 2), dt), np.array(-0.5, dt)):
            out = selu(x)
            assert out.dtype == x.dtype and out.shape == x.shape
            np.testing.assert_allclose(np.asarray(out, np.float64), _selu_mm_ref(np.asarray(x, np.float64)), rtol=tol, atol=tol)
    v = jnp.linspace(-3, 3, 1000)
    assert _selu_mm_time(_selu_mm_eager, v) > 1.5 * _selu_mm_time(selu, v)
    print("verified")
