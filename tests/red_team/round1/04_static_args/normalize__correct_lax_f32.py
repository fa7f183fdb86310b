"""Correct: lax primitives, the sum of squares accumulated in float32, the division done in float32 and cast back to x's dtype.

Violates: nothing.
Verifying input: float32/float16/bfloat16 arrays (incl. float16 values whose squares overflow), eps as Python float, float32 0-d array and NumPy scalar -> matches a float64 NumPy reference, dtype kept, one compilation for ten eps values.
"""
EXERCISE = "static_args.normalize"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    xf = lax.convert_element_type(x, jnp.float32)
    norm = lax.sqrt(lax.reduce_sum(lax.mul(xf, xf), tuple(range(x.ndim))))
    den = norm + lax.convert_element_type(eps, jnp.float32)
    return lax.convert_element_type(lax.div(xf, den), x.dtype)


if __name__ == "__main__":
    import numpy as np

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    rng = np.random.default_rng(2)
    cases = [rng.standard_normal((3, 4)), rng.standard_normal(7) * 1e-3, np.array([300.0, 400.0]),
             np.zeros((2, 0)), np.array(2.5), rng.standard_normal((1, 1, 5))]
    for a in cases:
        for dt in (jnp.float32, jnp.float16, jnp.bfloat16):
            for eps in (0.0, 1e-3, jnp.array(0.5, jnp.float32), np.float32(2.0)):
                got = normalize(jnp.asarray(a, dt), eps)
                assert got.dtype == dt and got.shape == a.shape
                a64 = np.asarray(jnp.asarray(a, dt), np.float64)
                want = a64 / (np.sqrt((a64 ** 2).sum()) + float(eps)) if a.size else a64
                tol = 1e-5 if dt == jnp.float32 else 1e-2
                np.testing.assert_allclose(np.asarray(got, np.float64), want, rtol=tol, atol=tol)
    x = jnp.ones(4)
    before = normalize._cache_size()
    for k in range(10):
        normalize(x, 1e-3 * (k + 1))
    assert normalize._cache_size() - before == 1
    print("verified")
