"""Writes the update as m + alpha * (x - m): algebraically equal, but x - m overflows where the contract's form does not.

Violates: "``m[t] = alpha * xs[t] + (1 - alpha) * m[t-1]``".
Verifying input: float16 xs = [-60000, 60000], alpha = 0.5 -> the docstring requires [-60000, 0], this returns [-60000, inf].
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)
    alpha = jnp.asarray(alpha).astype(xs.dtype)

    def _ema_lf_step(m, x):
        m = m + alpha * (x - m)
        return m, m

    _, rest = lax.scan(_ema_lf_step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    import numpy as np
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]

    def _ref(xs, a):
        m = [xs[0]]
        for t in range(1, len(xs)):
            m.append(a * xs[t] + (1 - a) * m[-1])
        return np.array(m)

    rng = np.random.default_rng(0)
    for a in (0.0, 0.3, 1.0):
        x = rng.normal(size=(6, 2)).astype(np.float32)
        assert np.allclose(jax.jit(ema)(x, a), _ref(x.astype(np.float64), a), rtol=1e-5, atol=1e-6)
    assert ema(jnp.ones((3,), jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.arange(3), 0.5).dtype == jnp.float32
    xs = jnp.array([-60000.0, 60000.0], jnp.float16)
    want = _ref(np.array([-60000.0, 60000.0], np.float16), np.float16(0.5))
    got = ema(xs, 0.5)
    print(got, want)
    assert np.isfinite(want).all() and not np.isfinite(np.asarray(got, np.float32)).all()
    print("verified")
