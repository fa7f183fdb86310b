"""The student uses the "update" form ``m + alpha * (x - m)``, algebraically equal but not in floating point: with alpha = 1 and rows of very different size, ``x - m`` rounds and ``m[t]`` is not ``xs[t]``.

Violates: "m[t] = alpha * xs[t] + (1 - alpha) * m[t-1]" (with 0 <= alpha <= 1, alpha = 1 included)
Verifying input: ema(jnp.array([1e8, 1.0]), 1.0) must be [1e8, 1.0]; this returns [1e8, 0.0].
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
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
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert jax.jit(ema)(jnp.array([[1.0], [3.0]]), 0.25).tolist() == [[1.0], [1.5]]
    got = jax.jit(ema)(jnp.array([1e8, 1.0]), 1.0)
    print("expected [1e8, 1.0] got", got.tolist())
    assert got.tolist()[1] != 1.0
    print("flaw shown")
