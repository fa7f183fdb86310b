"""The student stabilises with the maximum of the whole array (``x - x.max()``, axis forgotten) instead of each row's maximum; one row far below another underflows to 0/0 = nan.

Violates: "It must stay finite where a literal ``exp`` overflows float32: rows such as ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``"
Verifying input: x = [[-1000.0, -1000.0], [0.0, 0.0]] -> requires [[0.5, 0.5], [0.5, 0.5]], this returns [[nan, nan], [0.5, 0.5]].
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

    def ref(x):
        x = np.asarray(x, np.float64)
        e = np.exp(x - x.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    cases = [jnp.array([1000.0, 1000.0]), jnp.array([-1000.0, 0.0]), jnp.array([[0.0, 0.0, 0.0, 0.0]]),
             jax.random.normal(jax.random.key(0), (8, 5)), 10 * jax.random.normal(jax.random.key(1), (3, 4, 6)),
             jnp.array([[1000.0, 999.0], [998.0, 1000.0]]), jnp.array([[3.0]])]
    for x in cases:
        got = softmax(x)
        assert got.shape == x.shape and got.dtype == x.dtype
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=1e-5, atol=1e-7)
    assert softmax(jnp.array([1.0, 2.0], jnp.float16)).dtype == jnp.float16
    bad = jnp.array([[-1000.0, -1000.0], [0.0, 0.0]])
    got = np.asarray(softmax(bad))
    print(got, "expected", ref(bad))
    assert np.isnan(got[0]).all()
    print("verified")
