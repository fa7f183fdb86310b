"""Computes in float32 for stability but never casts back: float16 / bfloat16 input comes back float32.

Violates: "An array of the same shape and dtype as x".
Verifying input: x = jnp.array([1.0, 2.0], float16) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    x32 = x.astype(jnp.float32)
    e = jnp.exp(x32 - jnp.max(x32, axis=-1, keepdims=True))
    return e / jnp.sum(e, axis=-1, keepdims=True)


def _sm_up_ref(x):
    x = np.asarray(x, np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    x = np.random.default_rng(8).normal(size=(2, 3, 9)).astype(np.float32) * 30
    out = softmax(x)
    assert out.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(out), _sm_up_ref(x), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(np.asarray(softmax(jnp.array([[-1000.0, 0.0]]))), [[0.0, 1.0]])
    h = softmax(jnp.array([1.0, 2.0], jnp.float16))
    assert h.dtype == jnp.float32, h.dtype     # the contract requires float16
    assert softmax(jnp.array([1.0, 2.0], jnp.bfloat16)).dtype == jnp.float32
    print("verified")
