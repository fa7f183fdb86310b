"""The student computes in float32 "for accuracy" (x.astype(float32)) and forgets to cast back, so float16/bfloat16 input comes back as float32.

Violates: "An array of the same shape and dtype".
Verifying input: x = float16 [0.0, 0.001, 1.0] -> the docstring requires a float16 result; this returns float32 (the gradient itself is finite).
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    xf = jnp.asarray(x).astype(jnp.float32)
    is_zero = xf == 0
    safe = jnp.where(is_zero, 1.0, xf)
    return jnp.where(is_zero, 1.0, jnp.sin(safe) / safe)


if __name__ == "__main__":
    assert [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    x16 = jnp.array([0.0, 0.001, 1.0], jnp.float16)
    g16 = jax.grad(lambda x: sinc(x).sum())(x16)
    assert bool(jnp.all(jnp.isfinite(g16)))   # the gradient is fine ...
    assert sinc(x16).dtype == jnp.float32      # ... the dtype is not
    print("verified")
