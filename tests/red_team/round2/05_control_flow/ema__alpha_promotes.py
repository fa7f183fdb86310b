"""Casts xs to jnp.result_type(xs, alpha): a 0-d float32 alpha turns float16 data into float32.

Violates: "A float array of the same shape as ``xs``, in its float dtype (float16 stays float16 ...)" with "alpha: ... (a Python float or a 0-d array)".
Verifying input: xs float16 [1, 3, 5], alpha = jnp.array(0.5, jnp.float32) (a strongly typed 0-d array) -> the docstring requires a float16 result, this returns float32.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    xs = xs.astype(jnp.result_type(xs, alpha, 1.0))

    def _ema_ap_step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, ys = lax.scan(_ema_ap_step, xs[0], xs)
    return ys


if __name__ == "__main__":
    import numpy as np
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]

    def _ref(xs, a):
        m = [xs[0]]
        for t in range(1, len(xs)):
            m.append(a * xs[t] + (1 - a) * m[-1])
        return np.array(m)

    rng = np.random.default_rng(0)
    for a in (0.0, 0.25, 1.0):
        x = rng.normal(size=(5, 3)).astype(np.float32)
        assert np.allclose(jax.jit(ema)(x, a), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
        assert np.allclose(ema(x, jnp.float32(a)), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
    assert ema(jnp.ones(3, jnp.float16), 0.5).dtype == jnp.float16
    assert jax.jit(ema)(jnp.ones(3, jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.arange(3), 0.5).dtype == jnp.float32
    got = ema(jnp.array([1.0, 3.0, 5.0], jnp.float16), jnp.array(0.5, jnp.float32))
    print(got.dtype)
    assert got.dtype == jnp.float32
    print("verified")
