"""The student subtracts the maximum of the whole array instead of each row's maximum along the last axis, so a row far below the global maximum underflows to ``0 / 0``.

Violates: "It must stay finite where a literal ``exp`` overflows float32: rows such as ... ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``" and "along the last axis every row is non-negative and sums to 1" (for "a float array of any shape").
Verifying input: x = [[-1000, -1000], [0, 0]] -> requires [[0.5, 0.5], [0.5, 0.5]], this returns [[nan, nan], [0.5, 0.5]].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


@jax.jit
def softmax(x: jax.Array) -> jax.Array:
    e = jnp.exp(x - jnp.max(x))
    return e / jnp.sum(e, axis=-1, keepdims=True)


if __name__ == "__main__":
    import numpy as np

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    np.testing.assert_allclose(np.asarray(softmax(jnp.array([-1000.0, 0.0]))), [0.0, 1.0])
    x = np.random.default_rng(0).normal(size=(4, 3, 6)).astype(np.float32)
    e = np.exp(x - x.max(-1, keepdims=True))
    np.testing.assert_allclose(np.asarray(softmax(x)), e / e.sum(-1, keepdims=True), rtol=1e-5)
    # the violation: a row far below another row
    bad = np.asarray(softmax(jnp.array([[-1000.0, -1000.0], [0.0, 0.0]])))
    assert np.isnan(bad[0]).all() and bad[1].tolist() == [0.5, 0.5], bad
    print("verified")
