"""The student stores alpha and scale as jnp.float32 constants; a strongly typed float32 scalar promotes a float16 x, so float16 in gives float32 out.

Violates: "An array of the same shape and dtype as ``x`` (float16 in, float16 out)."
Verifying input: x = jnp.array([-1.0, 0.0, 2.0], float16) -> requires a float16 result, this returns float32.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp

_SELU32_ALPHA = jnp.float32(1.6732632)
_SELU32_SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return _SELU32_SCALE * jnp.where(x > 0, x, _SELU32_ALPHA * jnp.expm1(x))


if __name__ == "__main__":
    import numpy as np

    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    def ref(x):
        x = x.astype(np.float64)
        return np.where(x > 0, 1.0507010 * x, 1.0507010 * 1.6732632 * (np.exp(x) - 1))
    rng = np.random.default_rng(0)
    for x in (rng.normal(size=1000).astype(np.float32) * 5, np.array([np.inf, -np.inf, np.nan, 0.0, 100.0, -100.0], np.float32),
              np.zeros((0, 3), np.float32), np.array(1.5, np.float32)):
        with np.errstate(over="ignore", invalid="ignore"):
            r = ref(x)
        got = selu(x)
        assert got.dtype == jnp.float32 and got.shape == x.shape
        np.testing.assert_allclose(np.asarray(got), r, rtol=1e-5, atol=1e-6)
    assert selu(jnp.array([-1.0, 0.0, 2.0], jnp.float16)).dtype == jnp.float32
    print("verified")
