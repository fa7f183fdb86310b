"""Lets alpha * x + (1 - alpha) * m promote inside the scan body, so a float32 0-d alpha with float16 xs changes the carry's dtype and scan rejects it.

Violates: "alpha: the weight of the newest row, ``0 <= alpha <= 1`` (a Python float or a 0-d array)." with "float16 stays float16"
Verifying input: ema(jnp.array([1.0, 3.0], jnp.float16), jnp.float32(0.5)) -> the docstring requires float16 [1.0, 2.0]; this raises TypeError (scan carry type changed).
"""
EXERCISE = "control_flow.ema"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    xs = jnp.asarray(xs)
    if not jnp.issubdtype(xs.dtype, jnp.floating):
        xs = xs.astype(jnp.float32)

    def step(m, x):
        m = alpha * x + (1 - alpha) * m
        return m, m

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest])


if __name__ == "__main__":
    assert ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([1.0, 3.0], jnp.float16), 0.5).dtype == jnp.float16  # Python float alpha is fine
    try:
        ema(jnp.array([1.0, 3.0], jnp.float16), jnp.float32(0.5))
    except TypeError as e:
        print("flaw shown:", type(e).__name__, str(e).splitlines()[0][:90])
    else:
        raise AssertionError("expected a scan carry type error")
