"""The student follows the advice to work in float32 but returns the float32 quotient, so a float16 x comes back as float32.

Violates: "An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16)."
Verifying input: x = float16 [300.0, 400.0], eps = 0.0 -> requires float16 [0.6, 0.8], this returns float32 [0.6, 0.8].
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, eps):
    x32 = x.astype(jnp.float32)
    return x32 / (jnp.sqrt(jnp.sum(x32 * x32)) + eps)


if __name__ == "__main__":
    import numpy as np

    got = normalize(jnp.array([300.0, 400.0], jnp.float16), 0.0)
    print("float16 in ->", got.dtype, got.tolist())
    assert np.allclose(np.asarray(got), [0.6, 0.8], atol=1e-3)
    assert got.dtype != jnp.float16
    print("verified")
