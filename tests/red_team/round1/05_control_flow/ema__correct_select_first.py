"""Correct: one scan over every row with (step index, row) pairs; lax.select keeps row 0 exactly and blends the others.

Violates: nothing.
Verifying input: float32/float16/int inputs, alpha 0, 0.3, 1 as Python float, float32 0-d array and traced; rows with inf; n = 1 -> matches a NumPy loop, dtype as promised, one compilation for several alphas under jit.
"""
EXERCISE = "control_flow.ema"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    dt = jnp.result_type(xs, 1.0)
    xs = lax.convert_element_type(xs, dt)
    a = lax.convert_element_type(alpha, dt)
    b = 1 - a

    def step(m, tx):
        t, x = tx
        new = lax.select(jnp.broadcast_to(t == 0, x.shape), x, a * x + b * m)
        return new, new

    _, out = lax.scan(step, jnp.zeros(xs.shape[1:], dt), (jnp.arange(xs.shape[0]), xs))
    return out


if __name__ == "__main__":
    import numpy as np

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    rng = np.random.default_rng(3)
    base = rng.standard_normal((5, 3))
    base[2, 1] = np.inf
    for dt in (np.float32, np.float16):
        x = base.astype(dt)
        for al in (0.0, 0.3, 1.0, jnp.array(0.3, jnp.float32)):
            got = ema(jnp.asarray(x), al)
            assert got.dtype == dt and got.shape == x.shape
            alf = float(al)
            want = x.astype(np.float64).copy()
            with np.errstate(invalid="ignore"):
                for t in range(1, 5):
                    want[t] = alf * want[t] + (1 - alf) * want[t - 1]
            np.testing.assert_allclose(np.asarray(got, np.float64), want, rtol=1e-5 if dt == np.float32 else 5e-3, atol=1e-6 if dt == np.float32 else 5e-3)
            assert np.asarray(got)[0].tolist() == x[0].tolist()
    assert ema(jnp.array([1, 3, 5]), 0.5).dtype == jnp.float32
    assert ema(jnp.array([[7.0, 2.0]]), 0.9).tolist() == [[7.0, 2.0]]
    jf = jax.jit(ema)
    for al in (0.1, 0.2, 0.7):
        jf(jnp.ones((4, 2)), al)
    assert jf._cache_size() == 1
    assert "scan" in str(jax.make_jaxpr(ema)(jnp.ones(3), 0.5))
    print("verified")
