"""Blends the two branches with (1 +/- sign(x)) / 2 weights instead of selecting: exp overflows for large x and inf * 0 gives nan.

Violates: "selu(x) = scale * x for x > 0" (for every float x: the result must not be nan where x is finite and large, or infinite).
Verifying input: x = [100.0, inf, -inf] (float32) -> the docstring requires [105.07, inf, -1.7581], this returns [nan, nan, nan]; float16 x = [12.0] gives nan too.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    alpha, scale = 1.6732632, 1.0507010
    s = jnp.sign(x)
    positive = x * (1 + s) / 2
    negative = alpha * (jnp.exp(x) - 1) * (1 - s) / 2
    return scale * (positive + negative)


def _selu_sb_ref(x):
    x = np.asarray(x, np.float64)
    return 1.0507010 * np.where(x > 0, x, 1.6732632 * np.expm1(np.minimum(x, 0)))


if __name__ == "__main__":
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    x = np.random.default_rng(1).normal(size=(50,)).astype(np.float32) * 5
    out = selu(x)
    assert out.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(out), _selu_sb_ref(x), rtol=1e-5, atol=1e-5)
    h = selu(jnp.array([-3.0, -0.5, 0.0, 1.5, 4.0], jnp.float16))
    assert h.dtype == jnp.float16
    np.testing.assert_allclose(np.asarray(h, np.float64), _selu_sb_ref([-3.0, -0.5, 0.0, 1.5, 4.0]), rtol=1e-2, atol=1e-2)
    bad = np.asarray(selu(jnp.array([100.0, jnp.inf, -jnp.inf])))
    assert np.isnan(bad).all(), bad    # the contract requires [105.07, inf, -1.7581]
    assert np.isnan(np.asarray(selu(jnp.array([12.0], jnp.float16)))).all()
    print("verified")
