"""The student wrote a correct, stable softmax but never applied jax.jit to it: every call runs the jnp operations one at a time.

Violates: "Softmax over the last axis, finite even for large inputs; compiled with ``jax.jit``."
Verifying input: softmax itself -> the docstring requires a jitted function, this one has no `.lower` (not a jax.jit wrapper) and a call runs several separate eager operations.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp


def softmax(x: jax.Array) -> jax.Array:
    shifted = x - jnp.max(x, axis=-1, keepdims=True)
    e = jnp.exp(shifted)
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    def ref(x):
        x = x.astype(np.float64); e = np.exp(x - x.max(-1, keepdims=True)); return e / e.sum(-1, keepdims=True)
    rng = np.random.default_rng(6)
    for shape in [(5,), (3, 4), (2, 3, 6)]:
        x = (rng.normal(size=shape) * 500).astype(np.float32)
        for got in (softmax(x), jax.jit(softmax)(x)):
            np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-5, atol=1e-6)
    x = jnp.array([[1000.0, 1000.0], [-1000.0, 0.0]])
    np.testing.assert_allclose(np.asarray(softmax(x)), [[0.5, 0.5], [0.0, 1.0]])
    assert softmax(x.astype(jnp.float16)).dtype == jnp.float16
    assert not hasattr(softmax, "lower")
    print("verified")
