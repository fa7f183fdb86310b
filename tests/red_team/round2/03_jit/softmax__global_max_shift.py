"""The student subtracts the maximum of the whole array instead of each row's maximum: exact for one row, but a row far below the global maximum underflows to 0/0.

Violates: "It must stay finite where a literal ``exp`` overflows float32: rows such as ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``."
Verifying input: x = [[1000.0, 1000.0], [-1000.0, 0.0]] -> requires [[0.5, 0.5], [0.0, 1.0]], this returns [[0.5, 0.5], [nan, nan]].
"""
EXERCISE = "jit.softmax"
VERDICT = "fail"
KIND = "values"

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
    assert np.allclose(np.asarray(softmax(jnp.array([-1000.0, 0.0]))), [0.0, 1.0])
    def ref(x):
        x = x.astype(np.float64); e = np.exp(x - x.max(-1, keepdims=True)); return e / e.sum(-1, keepdims=True)
    rng = np.random.default_rng(5)
    for shape in [(5,), (3, 4), (2, 3, 6), (1, 1)]:
        x = (rng.normal(size=shape) * 5).astype(np.float32)
        got = softmax(x)
        assert got.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-5, atol=1e-6)
    got = np.asarray(softmax(jnp.array([[1000.0, 1000.0], [-1000.0, 0.0]])))
    assert np.allclose(got[0], [0.5, 0.5]) and np.isnan(got[1]).all(), got
    print("verified")
