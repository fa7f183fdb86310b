"""The student avoids jnp.where by blending the two branches with a 0/1 mask; the unused exp branch overflows to inf for large x and inf * 0 is nan.

Violates: "``selu(x) = scale * x`` for ``x > 0``" for "x: ... Any values: inf and nan included."
Verifying input: x = [100.0, inf] (float32) -> requires [105.0701, inf], this returns [nan, nan] (in float16 already from x > 11, where exp overflows).
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    pos = (x > 0).astype(x.dtype)
    return scale * (x * pos + alpha * (jnp.exp(x) - 1) * (1 - pos))


if __name__ == "__main__":
    import numpy as np

    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    rng = np.random.default_rng(1)
    for dt in (np.float32, np.float16):
        x = np.clip(rng.normal(size=500) * 3, -10, 10).astype(dt)
        r = np.where(x > 0, 1.0507010 * x.astype(np.float64), 1.0507010 * 1.6732632 * np.expm1(x.astype(np.float64)))
        got = selu(x)
        assert got.dtype == dt
        np.testing.assert_allclose(np.asarray(got, np.float64), r, rtol=2e-3 if dt == np.float16 else 1e-5, atol=1e-3 if dt == np.float16 else 1e-6)
    got = np.asarray(selu(jnp.array([100.0, np.inf])))
    assert np.isnan(got).all(), got
    print("verified")
