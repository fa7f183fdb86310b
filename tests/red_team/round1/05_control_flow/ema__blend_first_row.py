"""Starts the scan carry at xs[0] and scans over every row including xs[0], so m[0] is alpha*xs[0] + (1-alpha)*xs[0], not xs[0] exactly (and nan for inf with alpha 0 or 1).

Violates: "``m[0] = xs[0]``".
Verifying input: xs = jnp.array([3.3, 1.0]), alpha = 0.1 -> the docstring requires m[0] == 3.3 (float32), this returns 3.2999997; xs = [inf, 1.0], alpha = 1.0 -> requires m[0] = inf, this returns nan.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, 1.0))
    a = jnp.asarray(alpha).astype(xs.dtype)

    def step(m, x):
        m = a * x + (1 - a) * m
        return m, m

    _, out = lax.scan(step, xs[0], xs)
    return out


if __name__ == "__main__":
    import numpy as np

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    rng = np.random.default_rng(0)
    a = rng.standard_normal((6, 2)).astype(np.float32)
    want = a.astype(np.float64).copy()
    for t in range(1, 6):
        want[t] = 0.3 * a[t] + 0.7 * want[t - 1]
    np.testing.assert_allclose(np.asarray(ema(jnp.asarray(a), 0.3)), want, rtol=1e-5, atol=1e-6)
    assert ema(jnp.ones((3, 2), jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.array([1, 2, 3]), 0.5).dtype == jnp.float32
    assert "scan" in str(jax.make_jaxpr(ema)(jnp.ones(3), 0.5))
    out = ema(jnp.array([3.3, 1.0]), 0.1)
    assert float(out[0]) != float(np.float32(3.3)), out  # contract: exactly xs[0]
    out = np.asarray(ema(jnp.array([np.inf, 1.0]), 1.0))
    assert np.isnan(out[0]), out  # contract: inf
    print("verified")
