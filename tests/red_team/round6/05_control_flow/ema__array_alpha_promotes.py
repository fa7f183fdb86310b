"""Written and tested with Python-float alpha only: a 0-d float32 alpha array is not weakly typed, so with float16 xs the step's result is float32 while the carry is float16 and scan rejects it.

Violates: "alpha: ... (a Python float or a 0-d array)" / "in its float dtype (float16 stays float16"
Verifying input: xs=float16 [1, 3, 5], alpha=jnp.float32(0.5) -> requires float16 [1, 2, 3.5], this raises TypeError (carry float16 vs float32).
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
    import numpy as np

    xs16 = jnp.array([1.0, 3.0, 5.0], jnp.float16)
    ok = ema(xs16, 0.5)                       # Python float: fine
    assert ok.dtype == jnp.float16 and ok.tolist() == [1.0, 2.0, 3.5]
    assert ema(jnp.array([1.0, 3.0, 5.0]), jnp.float32(0.5)).tolist() == [1.0, 2.0, 3.5]
    try:
        out = ema(xs16, jnp.float32(0.5))
    except TypeError as error:
        print("float16 xs with 0-d float32 alpha raised TypeError:", str(error).splitlines()[0][:60])
    else:
        raise AssertionError(f"expected a failure, got {out!r}")
    print("verified")
