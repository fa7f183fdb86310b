"""The student stores alpha and scale as ``jnp.float32`` constants, which are strongly typed, so a float16 or bfloat16 input is promoted and comes back float32.

Violates: "An array of the same shape and dtype as x (float16 in, float16 out)."
Verifying input: selu(jnp.array([-1.0, 2.0], jnp.float16)).dtype must be float16; this returns float32.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np

ALPHA = jnp.float32(1.6732632)
SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return SCALE * jnp.where(x > 0, x, ALPHA * jnp.expm1(x))


if __name__ == "__main__":
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    assert selu(jnp.zeros((0, 3))).shape == (0, 3)
    got = selu(jnp.array([-1.0, 2.0], jnp.float16))
    print("dtype for float16 input:", got.dtype)
    assert got.dtype == jnp.float32
    print("flaw shown")
