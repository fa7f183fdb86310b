"""The student stores alpha and scale as jnp.float32 constants (strongly typed), so a float16 input is promoted and comes back float32.

Violates: "An array of the same shape and dtype as ``x`` (float16 in, float16 out)."
Verifying input: x = jnp.array([-1.0, 0.0, 2.0], float16) -> requires float16, this returns float32.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp

SELU_ALPHA = jnp.float32(1.6732632)
SELU_SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x):
    return SELU_SCALE * jnp.where(x > 0, x, SELU_ALPHA * jnp.expm1(x))


if __name__ == "__main__":
    import numpy as np

    x32 = jnp.array([-1.0, 0.0, 2.0])
    assert [round(v, 4) for v in selu(x32).tolist()] == [-1.1113, 0.0, 2.1014]
    got = selu(x32.astype(jnp.float16))
    print("float16 in ->", got.dtype, "out")
    assert got.dtype != jnp.float16
    print("verified")
