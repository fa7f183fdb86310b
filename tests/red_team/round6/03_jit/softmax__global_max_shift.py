"""The student subtracts the maximum of the whole array rather than of each row, so a row far below the global maximum underflows to 0 / 0 = nan.

Violates: "row by row along the last axis ... It must stay finite where a literal ``exp`` overflows float32" ("along the last axis every row is non-negative and sums to 1")
Verifying input: x = [[0.0, 0.0], [-1000.0, -1000.0]] -> requires [[0.5, 0.5], [0.5, 0.5]], this returns [[0.5, 0.5], [nan, nan]].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x):
    e = jnp.exp(x - jnp.max(x))
    return e / e.sum(axis=-1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]        # the docstring examples pass
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    got = np.asarray(softmax(jnp.array([[0.0, 0.0], [-1000.0, -1000.0]])))
    print("got", got.tolist())
    assert np.isnan(got[1]).all()
    print("verified")
