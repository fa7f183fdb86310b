"""The student computes the variance in one pass as mean(x**2) - mean(x)**2, which cancels catastrophically in float32 when a column has a large mean.

Violates: "Computes ``(x - mean) / (std + 1e-6)`` with ... the (population, ``ddof=0``) standard deviation taken over axis 0"
Verifying input: one column [10000., 10001., 10002., 10003.] -> requires about [-1.342, -0.447, 0.447, 1.342], this returns values off by a large factor (or inf/nan when the difference goes negative).
"""
EXERCISE = "jit.standardize"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    mean = jnp.mean(x, axis=0)
    var = jnp.mean(x * x, axis=0) - mean * mean
    std = jnp.sqrt(jnp.maximum(var, 0.0))
    return (x - mean) / (std + 1e-6)


if __name__ == "__main__":
    import numpy as np

    def ref(x):
        x = np.asarray(x, np.float64)
        return (x - x.mean(0)) / (x.std(0) + 1e-6)

    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    rng = np.random.default_rng(0)
    for shape in ((5, 3), (100, 7), (1, 4)):
        x = rng.normal(size=shape).astype(np.float32)
        out = standardize(x)
        assert out.shape == shape and out.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(out), ref(x), rtol=1e-4, atol=1e-4)

    x = np.array([[10000.0], [10001.0], [10002.0], [10003.0]], np.float32)
    out = np.asarray(standardize(x)).ravel()
    print("expected", ref(x).ravel().round(3).tolist(), "got", out.tolist())
    assert not np.allclose(out, ref(x).ravel(), rtol=1e-2)
    print("verified")
