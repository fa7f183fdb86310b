"""The student keeps alpha and scale as float32 arrays, so a float16 input is promoted and comes back float32.

Violates: "x: a float array of any shape" / "An array of the same shape and dtype as ``x`` (float16 in, float16 out)."
Verifying input: selu(jnp.array([-1.0, 2.0], jnp.float16)) must be float16; this is float32.
"""
EXERCISE = "jit.selu"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np

ALPHA = jnp.float32(1.6732632)
SCALE = jnp.float32(1.0507010)


@jax.jit
def selu(x):
    return SCALE * jnp.where(x > 0, x, ALPHA * (jnp.exp(x) - 1))


if __name__ == "__main__":
    def ref(x):
        x = np.asarray(x, np.float64)
        with np.errstate(over="ignore", invalid="ignore"):
            return 1.0507010 * np.where(x > 0, x, 1.6732632 * (np.exp(x) - 1))

    assert selu(jnp.array([-1.0, 2.0], jnp.float16)).dtype != jnp.float16
    for x in (jnp.array([-1.0, 0.0, 2.0, jnp.inf, -jnp.inf, jnp.nan]), jnp.zeros((0,)), jnp.float32(-0.5),
              jnp.linspace(-5, 5, 1000)):
        y = selu(x)
        assert y.shape == x.shape and y.dtype == x.dtype
        assert np.allclose(np.asarray(y), ref(x), rtol=1e-6, atol=1e-6, equal_nan=True)
    print("verified")
