"""The student computes sinc in float32 for safety and forgets to cast back, so a float16 input gives a float32 result.

Violates: "x: a float array of any shape, float16 included" / "Returns: An array of the same shape and dtype"
Verifying input: sinc(jnp.array([0.0, 1.0], jnp.float16)) must be float16; this is float32.
"""
EXERCISE = "grad.sinc"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def sinc(x):
    x32 = jnp.asarray(x).astype(jnp.float32)
    zero = x32 == 0
    safe = jnp.where(zero, 1.0, x32)
    return jnp.where(zero, 1.0, jnp.sin(safe) / safe)


if __name__ == "__main__":
    assert sinc(jnp.array([0.0, 1.0], jnp.float16)).dtype != jnp.float16
    x = jnp.array([0.0, jnp.pi / 2, 0.05, -3.0, 10.0])
    want = np.where(np.asarray(x) == 0, 1.0, np.sin(np.asarray(x, np.float64)) / np.where(np.asarray(x) == 0, 1, np.asarray(x, np.float64)))
    assert sinc(x).dtype == jnp.float32 and np.allclose(np.asarray(sinc(x)), want, rtol=1e-6)
    g = jax.grad(lambda v: sinc(v).sum())(jnp.array([0.0, 1.0, 2.0]))
    xs = np.array([1.0, 2.0])
    assert np.allclose(np.asarray(g), [0.0, *(np.cos(xs) / xs - np.sin(xs) / xs**2)], atol=1e-6)
    assert np.all(np.isfinite(np.asarray(jax.grad(lambda v: sinc(v).sum())(jnp.array([0.0, 1.0], jnp.float16)), np.float32)))
    assert np.allclose(np.asarray(jax.jit(sinc)(x)), want, rtol=1e-6)
    print("verified")
