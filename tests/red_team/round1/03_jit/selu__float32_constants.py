"""Keeps alpha and scale as float32 arrays (jnp.float32(...)), which are strongly typed: float16 input comes back float32.

Violates: "An array of the same shape and dtype as x (float16 in, float16 out)."
Verifying input: x = jnp.array([-1.0, 0.0, 2.0], float16) -> the docstring requires float16, this returns float32.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np

_SELU_F32_ALPHA = jnp.float32(1.6732632)
_SELU_F32_SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x: jax.Array) -> jax.Array:
    return _SELU_F32_SCALE * jnp.where(x > 0, x, _SELU_F32_ALPHA * jnp.expm1(x))


def _selu_f32_ref(x):
    x = np.asarray(x, np.float64)
    return 1.0507010 * np.where(x > 0, x, 1.6732632 * np.expm1(np.minimum(x, 0)))


if __name__ == "__main__":
    assert [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()] == [-1.1113, 0.0, 2.1014]
    x = np.random.default_rng(0).normal(size=(4, 5)).astype(np.float32) * 3
    out = selu(x)
    assert out.dtype == jnp.float32 and out.shape == x.shape
    np.testing.assert_allclose(np.asarray(out), _selu_f32_ref(x), rtol=1e-5, atol=1e-6)
    assert selu(jnp.zeros((0, 3))).shape == (0, 3) and selu(jnp.float32(1.0)).shape == ()
    h = selu(jnp.array([-1.0, 0.0, 2.0], jnp.float16))
    assert h.dtype == jnp.float32, h.dtype     # the contract requires float16
    print("verified")
