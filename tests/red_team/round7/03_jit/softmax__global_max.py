"""The student subtracts the maximum of the whole array instead of each row's maximum, so a row far below another underflows to 0/0.

Violates: "x: a float array of any shape with at least one dimension." / "row by row along the last axis ... rows such as ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``"
Verifying input: softmax([[1000.0, 1000.0], [-1000.0, -1000.0]]) must be [[0.5, 0.5], [0.5, 0.5]]; this returns nan in row 1.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x):
    e = jnp.exp(x - jnp.max(x))
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    bad = np.array([[1000.0, 1000.0], [-1000.0, -1000.0]], np.float32)
    assert not np.allclose(np.asarray(softmax(bad)), ref(bad), equal_nan=False)
    rng = np.random.default_rng(0)
    for x in (np.array([1000.0, 1000.0], np.float32), np.array([-1000.0, 0.0], np.float32),
              np.zeros((1, 4), np.float32), rng.normal(size=(3, 5)).astype(np.float32),
              rng.normal(size=(2, 3, 4)).astype(np.float32)):
        y = softmax(jnp.asarray(x))
        assert y.dtype == x.dtype and np.allclose(np.asarray(y), ref(x), atol=1e-6)
    print("verified")
