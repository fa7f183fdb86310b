"""The student picks the output dtype as jnp.result_type(xs, alpha) (so integer xs give float32), which is right for a Python-float alpha but promotes float16 xs to float32 when alpha comes as a 0-d float32 array.

Violates: "alpha: ... (a Python float or a 0-d array)" with "in its float dtype (float16 stays float16; integers give float32)"
Verifying input: xs=float16 [1, 3, 5], alpha=jnp.array(0.5, jnp.float32) (or np.array(0.5)) -> requires a float16 result [1, 2, 3.5], this returns float32.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    dtype = jnp.result_type(xs, alpha)  # ints + 0.5 -> float32, float16 + 0.5 -> float16
    if not jnp.issubdtype(dtype, jnp.floating):
        dtype = jnp.float32
    xs = xs.astype(dtype)
    alpha = jnp.asarray(alpha, dtype)

    def step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    import numpy as np

    def ref(xs, a):
        xs = np.asarray(xs, np.float64)
        m = [xs[0]]
        for x in xs[1:]:
            m.append(a * x + (1 - a) * m[-1])
        return np.stack(m)

    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    x = np.random.default_rng(0).normal(size=(6, 3)).astype(np.float32)
    for a in (0.0, 0.3, 1.0):
        np.testing.assert_allclose(jax.jit(ema)(x, a), ref(x, a), rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(jax.jit(ema)(x, jnp.float32(a)), ref(x, a), rtol=1e-5, atol=1e-6)
    assert ema(jnp.array([1, 3, 5]), 0.5).dtype == jnp.float32
    assert ema(jnp.array([1.0, 3.0, 5.0], jnp.float16), 0.5).dtype == jnp.float16
    assert ema(jnp.ones((1, 2)), 0.5).shape == (1, 2)
    assert "scan" in str(jax.make_jaxpr(ema)(jnp.ones(3), 0.5))

    got = jax.jit(ema)(jnp.array([1.0, 3.0, 5.0], jnp.float16), jnp.array(0.5, jnp.float32))
    print("0-d alpha with float16 xs ->", got.dtype, got.tolist())
    assert got.tolist() == [1.0, 2.0, 3.5] and got.dtype == jnp.float32
    import numpy as np
    assert ema(jnp.array([1.0, 3.0, 5.0], jnp.float16), np.array(0.5)).dtype == jnp.float32
    print("verified")
