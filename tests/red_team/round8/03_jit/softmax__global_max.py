"""The student subtracts the maximum of the whole array instead of each row's maximum, so a row far below the largest row underflows to 0/0 = nan.

Violates: "rows such as [1000.0, 1000.0] or [-1000.0, 0.0] give the exact softmax, not nan" / "along the last axis every row is non-negative and sums to 1"
Verifying input: softmax(jnp.array([[1000.0, 1000.0], [-1000.0, 0.0]])) must be [[0.5, 0.5], [0.0, 1.0]]; this returns nan in the second row.
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    e = jnp.exp(x - jnp.max(x))
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    assert softmax(jnp.array([-1000.0, 0.0])).tolist() == [0.0, 1.0]
    got = np.asarray(softmax(jnp.array([[1000.0, 1000.0], [-1000.0, 0.0]])))
    print("expected [[0.5, 0.5], [0.0, 1.0]] got", got.tolist())
    assert np.isnan(got[1]).all()
    print("flaw shown")
