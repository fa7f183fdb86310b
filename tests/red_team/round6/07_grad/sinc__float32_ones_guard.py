"""Builds the safe denominator with jnp.ones(x.shape), which is float32, so a float16 input is promoted and the result comes back float32.

Violates: "An array of the same shape and dtype"
Verifying input: sinc(jnp.array([0.0, 1.0], jnp.float16)) -> requires a float16 array, this returns float32 (values and gradients right).
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def sinc(x):
    zero = x == 0
    safe = jnp.where(zero, jnp.ones(x.shape), x)
    return jnp.where(zero, 1.0, jnp.sin(safe) / safe)


if __name__ == "__main__":
    import numpy as np

    x = jnp.array([0.0, np.pi / 2])
    assert [round(v, 5) for v in sinc(x).tolist()] == [1.0, 0.63662]
    assert [round(v, 4) for v in jax.grad(lambda v: sinc(v).sum())(jnp.array([0.0, 1.0])).tolist()] == [0.0, -0.3012]
    x16 = jnp.array([0.0, 1.0], jnp.float16)
    got = sinc(x16)
    print("float16 input -> dtype", got.dtype)
    assert got.dtype == jnp.float32
    print("verified")
