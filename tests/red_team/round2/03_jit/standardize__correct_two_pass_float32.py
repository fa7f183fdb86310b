"""Correct: an explicit two-pass variance (centre by the mean with keepdims, then the mean of squares), computed in at least float32 and cast back to x's dtype.

Violates: nothing (correct solution).
Verifying input: random (rows, columns) incl. (1, 5), (0, 3), large means, tiny spreads, constant columns, float16 and bfloat16 -> matches NumPy's (x - mean) / (std + 1e-6) in float64.
"""
EXERCISE = "jit.standardize"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


@jax.jit
def standardize(x: jax.Array) -> jax.Array:
    x32 = x.astype(jnp.promote_types(x.dtype, jnp.float32))
    centred = x32 - jnp.mean(x32, axis=0, keepdims=True)
    std = jnp.sqrt(jnp.mean(jnp.square(centred), axis=0, keepdims=True))
    return (centred / (std + 1e-6)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist() == [[-1.0, 0.0], [1.0, 0.0]]
    def ref(x):
        x = x.astype(np.float64)
        with np.errstate(all="ignore"):
            import warnings; warnings.simplefilter("ignore")
            return (x - x.mean(0)) / (x.std(0) + 1e-6)
    rng = np.random.default_rng(4)
    cases = [rng.normal(size=(50, 4)) * 3 + 1, rng.normal(size=(1, 5)), rng.normal(size=(7, 3)) + 10000.0,
             rng.normal(size=(9, 2)) * 1e-3, np.full((4, 3), 7.0), np.zeros((0, 3))]
    for x in cases:
        x = x.astype(np.float32)
        got = standardize(x)
        assert got.dtype == jnp.float32 and got.shape == x.shape
        np.testing.assert_allclose(np.asarray(got), ref(x), rtol=2e-3, atol=2e-3)
    for dt, tol in ((jnp.float16, 1e-2), (jnp.bfloat16, 5e-2)):
        x = jnp.asarray(rng.normal(size=(30, 4)) * 200, dt)
        got = standardize(x)
        assert got.dtype == dt
        np.testing.assert_allclose(np.asarray(got.astype(jnp.float32)), ref(np.asarray(x.astype(jnp.float32))), rtol=tol, atol=tol)
    print("verified")
