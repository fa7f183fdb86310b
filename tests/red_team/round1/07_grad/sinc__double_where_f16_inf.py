"""The student applies the textbook double-where fix; in float16, 1 / x**2 in the division's derivative overflows for small nonzero x, so the gradient is -inf there.

Violates: "x: a float array of any shape, float16 included (its gradient must be finite too)" / "with a finite gradient everywhere".
Verifying input: x = float16 [0.001] -> the docstring requires a finite gradient; jax.grad(lambda x: sinc(x).sum()) returns -inf.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    is_zero = x == 0
    safe = jnp.where(is_zero, jnp.ones_like(x), x)
    return jnp.where(is_zero, jnp.ones_like(x), jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    x32 = jnp.array([0.0, 0.05, 1.0, -3.0, 10.0])
    g32 = jax.grad(lambda x: sinc(x).sum())(x32)
    assert bool(jnp.all(jnp.isfinite(g32)))
    x16 = jnp.array([0.0, 0.001, 1.0], jnp.float16)
    assert sinc(x16).dtype == jnp.float16
    g16 = jax.grad(lambda x: sinc(x).sum())(x16)
    assert not bool(jnp.isfinite(g16[1])), g16
    print("verified")
