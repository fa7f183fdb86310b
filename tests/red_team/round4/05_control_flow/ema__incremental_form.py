"""The student uses the "incremental" form m += alpha * (x - m), which overflows on huge finite values of opposite sign.

Violates: "``m[0] = xs[0]`` and ``m[t] = alpha * xs[t] + (1 - alpha) * m[t-1]``"
Verifying input: xs=float32 [-3e38, 3e38], alpha=0.5 -> requires [-3e38, 0.0], this returns [-3e38, inf] (x - m overflows).
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
    alpha = jnp.asarray(alpha).astype(xs.dtype)

    def step(m, x):
        m = m + alpha * (x - m)
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    import numpy as np

    def ref(xs, a):
        xs = np.asarray(xs, np.float64); m = [xs[0]]
        for t in range(1, len(xs)):
            m.append(a * xs[t] + (1 - a) * m[-1])
        return np.stack(m)

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    rng = np.random.default_rng(0)
    x = rng.normal(size=(10, 3)).astype(np.float32)
    for a in (0.0, 0.1, 0.9, 1.0):
        np.testing.assert_allclose(jax.jit(ema)(x, jnp.float32(a)), ref(x, a), rtol=1e-5, atol=1e-6)
    assert ema(jnp.ones((1, 2)), 0.3).shape == (1, 2)
    assert ema(jnp.ones(3, jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.arange(3), 0.5).dtype == jnp.float32
    assert "scan" in str(jax.make_jaxpr(ema)(x, 0.5))
    got = ema(jnp.array([-3e38, 3e38], jnp.float32), 0.5)
    assert ref(np.array([-3e38, 3e38]), 0.5).tolist() == [-3e38, 0.0]
    assert got.tolist()[1] == float("inf"), got  # the breach
    print("verified")
