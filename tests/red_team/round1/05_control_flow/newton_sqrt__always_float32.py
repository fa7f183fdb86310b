"""Converts a to float32 up front so integers work, which also turns float16 input into float32 output.

Violates: "An array with the shape and float dtype of ``a`` (float16 stays float16; an integer ``a`` gives float32)".
Verifying input: jnp.array([4.0, 9.0], jnp.float16), n_iters = 8 -> the docstring requires float16 [2, 3], this returns float32 [2, 3].
"""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    a = jnp.asarray(a, jnp.float32)
    return lax.fori_loop(0, n_iters, lambda i, y: (y + a / y) / 2, a)


if __name__ == "__main__":
    assert float(newton_sqrt(jnp.float32(9.0), 6)) == 3.0
    jf = jax.jit(newton_sqrt)
    assert float(jf(jnp.float32(9.0), 0)) == 9.0
    assert jf(jnp.array([4, 9]), 8).dtype == jnp.float32 and jf(jnp.array([4, 9]), 8).tolist() == [2.0, 3.0]
    out = jf(jnp.array([4.0, 9.0], jnp.float16), 8)
    assert out.tolist() == [2.0, 3.0]
    assert out.dtype == jnp.float32, out.dtype  # contract: float16
    print("verified")
