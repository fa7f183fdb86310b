"""Correct, with lax primitives: constants converted to x's dtype, lax.expm1 for the negative branch and lax.select to choose (no arithmetic mixes the branches), under jax.jit.

Verifying input: checked against a float64 NumPy formula for float32/float16/bfloat16 inputs of shapes (), (0,), (5,), (3, 4, 2), including inf, -inf, nan, +-0, +-1e-8 and large magnitudes (dtype and shape preserved, within 2 ulps-ish relative tolerance of the dtype); on 1,000 elements its median time is below that of the eager formula.
"""
EXERCISE = "jit.selu"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def selu(x):
    alpha = jnp.asarray(1.6732632, x.dtype)
    scale = jnp.asarray(1.0507010, x.dtype)
    negative_part = alpha * lax.expm1(jnp.minimum(x, jnp.zeros_like(x)))
    return scale * lax.select(x > 0, x, negative_part)


if __name__ == "__main__":
    import statistics
    import time

    import numpy as np

    def reference(v64):
        with np.errstate(invalid="ignore", over="ignore"):
            return np.where(v64 > 0, 1.0507010 * v64, 1.0507010 * 1.6732632 * np.expm1(np.minimum(v64, 0)))

    rng = np.random.default_rng(7)
    tol = {jnp.float32: 1e-6, jnp.float16: 2e-3, jnp.bfloat16: 1.6e-2}
    for dtype in (jnp.float32, jnp.float16, jnp.bfloat16):
        for shape in ((), (0,), (5,), (3, 4, 2)):
            base = rng.normal(size=shape) * 5
            x = jnp.asarray(base).astype(dtype)
            got = selu(x)
            assert got.shape == x.shape and got.dtype == x.dtype
            x64 = np.asarray(x.astype(jnp.float32), np.float64)
            exp = reference(x64)
            assert np.allclose(np.asarray(got.astype(jnp.float32), np.float64), exp, rtol=tol[dtype], atol=tol[dtype])
        special = jnp.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1e-8, -1e-8, 80.0, -80.0, 1000.0, -1000.0], np.float32)
        if dtype != jnp.float32:
            special = special.astype(dtype)
        got = np.asarray(selu(special).astype(jnp.float32), np.float64)
        exp = np.asarray(jnp.asarray(reference(np.asarray(special.astype(jnp.float32), np.float64))).astype(dtype).astype(jnp.float32), np.float64)
        assert np.array_equal(np.isnan(got), np.isnan(exp))
        fin = ~np.isnan(exp)
        assert np.allclose(got[fin], exp[fin], rtol=tol[dtype], atol=1e-30)
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]

    def eager(v):
        return 1.0507010 * jnp.where(v > 0, v, 1.6732632 * (jnp.exp(v) - 1))

    def median_seconds(fn, v, repeats=30):
        jax.block_until_ready(fn(v))
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            jax.block_until_ready(fn(v))
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    x = jnp.linspace(-3.0, 3.0, 1000)
    t_jit, t_eager = median_seconds(selu, x), median_seconds(eager, x)
    print(f"jitted {t_jit * 1e6:.0f} us, eager {t_eager * 1e6:.0f} us")
    assert t_jit < t_eager
    print("verified")
