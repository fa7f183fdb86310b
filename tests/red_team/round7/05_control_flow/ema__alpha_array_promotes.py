"""The student starts the scan from ``xs[0]`` and mixes in ``alpha`` as given, so a 0-d float32 ``alpha`` with float16 rows changes the carry dtype and the scan fails.

Violates: "alpha: the weight of the newest row, ``0 <= alpha <= 1`` (a Python float or a 0-d array)." / "in its float dtype (float16 stays float16...)"
Verifying input: ema(jnp.array([1.0, 3.0], jnp.float16), jnp.float32(0.5)) must be float16 [1.0, 2.0]; this raises a scan carry-type error.
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def ema(xs, alpha):
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])


if __name__ == "__main__":
    try:
        y = ema(jnp.array([1.0, 3.0], jnp.float16), jnp.float32(0.5))
        wrong = y.dtype != jnp.float16
    except Exception:
        wrong = True
    assert wrong
    f = jax.jit(ema)
    assert f(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert f(jnp.array([1.0, 3.0, 5.0]), jnp.float32(0.25)).tolist() == [1.0, 1.5, 2.375]
    y = f(jnp.array([1, 3, 5]), 0.5)
    assert y.dtype == jnp.float32 and y.tolist() == [1.0, 2.0, 3.5]
    y16 = ema(jnp.array([1.0, 3.0], jnp.float16), 0.5)
    assert y16.dtype == jnp.float16 and y16.tolist() == [1.0, 2.0]
    assert f(jnp.array([[1.0, 2.0]]), 0.3).tolist() == [[1.0, 2.0]]
    print("verified")
