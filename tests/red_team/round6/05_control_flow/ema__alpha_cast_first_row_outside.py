"""Correct: converts alpha to the output float dtype once (what a weakly typed Python float does implicitly), scans only xs[1:] from the carry xs[0], and prepends xs[0], so m[0] is xs[0] exactly.

Verifying input: compared with a sequential reference in the output dtype on float16/bfloat16/float32/int32 xs of shapes (1,), (7,), (5,3), with alpha in {0, 0.3, 0.5, 1} as Python floats, 0-d float32/float16 arrays and traced under jit (one compile for all alphas); dtype and shape checked.
"""
EXERCISE = "control_flow.ema"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    dtype = xs.dtype if jnp.issubdtype(xs.dtype, jnp.floating) else jnp.float32
    xs = xs.astype(dtype)
    a = jnp.asarray(alpha).astype(dtype)

    def step(m, x):
        m = a * x + (1 - a) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    import numpy as np
    import ml_dtypes

    def ref(xs, alpha, dt):
        xs = np.asarray(xs).astype(dt); a = dt(alpha)
        out = [xs[0]]
        for x in xs[1:]:
            out.append((a * x + (dt(1) - a) * out[-1]).astype(dt))
        return np.stack(out)

    rng = np.random.default_rng(2)
    jema = jax.jit(ema)
    for dt, odt, tol in ((np.float16, np.float16, 4e-3), (ml_dtypes.bfloat16, ml_dtypes.bfloat16, 3e-2),
                         (np.float32, np.float32, 2e-6), (np.int32, np.float32, 2e-6)):
        for shape in ((1,), (7,), (5, 3)):
            x = (rng.integers(-50, 50, shape) if dt == np.int32 else rng.normal(size=shape) * 10).astype(dt)
            for alpha in (0.0, 0.3, 0.5, 1.0):
                for al in (alpha, jnp.float32(alpha), jnp.asarray(alpha, jnp.float16)):
                    want = ref(x, float(al), odt)   # the alpha value actually passed
                    for fn in (ema, jema):
                        got = np.asarray(fn(jnp.asarray(x), al))
                        assert got.dtype == np.dtype(odt) and got.shape == x.shape
                        np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=tol, atol=tol * 10)
                        assert np.array_equal(got[0].astype(np.float64), np.asarray(x[0], odt).astype(np.float64))
                        if alpha == 1.0:
                            np.testing.assert_array_equal(got, np.asarray(x).astype(odt))
    g = jax.jit(lambda x, a: ema(x, a))
    for a in (0.1, 0.2, 0.3, 0.4):
        g(jnp.ones(4), a)
    assert g._cache_size() == 1
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([1e8, 1.0]), 1.0).tolist() == [1e8, 1.0]
    assert "scan" in {e.primitive.name for e in jax.make_jaxpr(ema)(jnp.ones(4), 0.5).eqns}
    print("verified")
