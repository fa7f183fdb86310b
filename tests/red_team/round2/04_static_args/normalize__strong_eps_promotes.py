"""The student computes x / (norm + eps) without casting eps (or the result) to x's dtype; a Python float eps is weakly typed and harmless, but a float32 0-d array eps turns a float16 x's result into float32.

Violates: "eps: ... (a Python float or a 0-d array of any float dtype: the result keeps ``x``'s dtype all the same)".
Verifying input: x = float16 [3.0, 4.0], eps = jnp.float32(0.0) (or np.float32(1e-3)) -> requires a float16 result, this returns float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    norm = jnp.sqrt(jnp.sum(jnp.square(x.astype(jnp.float32)))).astype(x.dtype)
    return x / (norm + eps)


if __name__ == "__main__":
    import numpy as np

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    rng = np.random.default_rng(5)
    for dt in (np.float32, np.float16):
        x = rng.normal(size=(4, 3)).astype(dt)
        for eps in (0.0, 1e-3, 2.0):
            got = normalize(x, eps)
            assert got.dtype == dt
            xf = x.astype(np.float64)
            np.testing.assert_allclose(np.asarray(got, np.float64), xf / (np.sqrt((xf**2).sum()) + eps), rtol=1e-2 if dt == np.float16 else 1e-6)
    assert normalize(jnp.ones(3), jnp.float16(0.5)).dtype == jnp.float32   # float16 eps on float32 x: fine
    x16 = jnp.array([3.0, 4.0], jnp.float16)
    assert normalize(x16, jnp.float32(0.0)).dtype == jnp.float32
    assert normalize(x16, np.float32(1e-3)).dtype == jnp.float32
    print("verified")
