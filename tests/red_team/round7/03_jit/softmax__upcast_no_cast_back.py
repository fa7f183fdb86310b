"""The student computes in float32 for stability and forgets to cast back, so a float16 or bfloat16 input comes back float32.

Violates: "x: a float array of any shape" / "An array of the same shape and dtype as ``x``"
Verifying input: softmax(jnp.array([1.0, 2.0], jnp.float16)) must be float16; this is float32.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x):
    x = x.astype(jnp.float32)
    z = x - jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(z)
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    assert softmax(jnp.array([1.0, 2.0], jnp.float16)).dtype != jnp.float16
    assert softmax(jnp.array([1.0, 2.0], jnp.bfloat16)).dtype != jnp.bfloat16
    rng = np.random.default_rng(0)
    for x in (np.array([1000.0, 1000.0], np.float32), np.array([[-1000.0, 0.0], [1000.0, 999.0]], np.float32),
              rng.normal(size=(3, 5)).astype(np.float32)):
        y = softmax(jnp.asarray(x))
        assert y.dtype == x.dtype and np.allclose(np.asarray(y), ref(x), atol=1e-6)
    print("verified")
