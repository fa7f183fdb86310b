"""The student writes x / (norm(x) + eps) with no cast, so a 0-d float32 (or bfloat16) eps array promotes a float16 x to float32.

Violates: "eps: ... (a Python float or a 0-d array of any float dtype: the result keeps ``x``'s dtype all the same)" / "a float16 ``x`` gives float16"
Verifying input: normalize(jnp.array([3., 4.], float16), jnp.array(1e-3, float32)) -> requires float16, this returns float32.
"""
EXERCISE = "static_args.normalize"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x: jax.Array, eps: float) -> jax.Array:
    return x / (jnp.linalg.norm(x) + eps)


if __name__ == "__main__":
    import numpy as np

    assert normalize(jnp.array([3.0, 4.0]), 0.0).tolist() == [0.6000000238418579, 0.800000011920929]
    assert normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist() == [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    x16 = jnp.array([3.0, 4.0], jnp.float16)
    assert normalize(x16, 1e-3).dtype == jnp.float16
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3, 4)).astype(np.float32)
    normalize._clear_cache()
    for eps in np.linspace(0, 1, 10):
        out = normalize(x, float(eps))
        np.testing.assert_allclose(np.asarray(out), x / (np.linalg.norm(x) + eps), rtol=1e-6)
    assert normalize._cache_size() == 1
    assert normalize(x, jnp.array(0.5, jnp.float32)).dtype == jnp.float32

    for e in (jnp.array(1e-3, jnp.float32), jnp.array(1e-3, jnp.bfloat16)):
        out = normalize(x16, e)
        print(f"x float16, eps {e.dtype}: expected float16, got {out.dtype}")
        assert out.dtype != jnp.float16
    print("verified")
