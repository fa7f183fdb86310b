"""The student stabilises with the max of the whole array instead of each row's max, so a batch mixing large and very negative rows underflows to 0/0.

Violates: "It must stay finite where a literal ``exp`` overflows float32: rows such as ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``."
Verifying input: softmax(jnp.array([[-1000.0, 0.0], [1000.0, 1000.0]])) -> requires [[0, 1], [0.5, 0.5]], this returns [[nan, nan], [0.5, 0.5]].
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
        e = np.exp(x - x.max(-1, keepdims=True))
        return e / e.sum(-1, keepdims=True)

    assert softmax(jnp.array([1000.0, 1000.0])).tolist() == [0.5, 0.5]
    assert softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist() == [[0.25, 0.25, 0.25, 0.25]]
    np.testing.assert_allclose(np.asarray(softmax(jnp.array([-1000.0, 0.0]))), [0.0, 1.0])
    rng = np.random.default_rng(0)
    for shape in ((7,), (4, 5), (2, 3, 6)):
        x = (3 * rng.normal(size=shape)).astype(np.float32)
        out = softmax(x)
        assert out.shape == shape and out.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(out), ref(x), rtol=1e-5, atol=1e-7)

    x = jnp.array([[-1000.0, 0.0], [1000.0, 1000.0]])
    out = np.asarray(softmax(x))
    print("expected", ref(x).tolist(), "got", out.tolist())
    assert np.isnan(out).any()
    print("verified")
