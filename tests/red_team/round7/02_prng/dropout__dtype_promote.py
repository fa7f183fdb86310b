"""The student divides by ``1 - rate`` without casting back, so a float32 array ``rate`` promotes a float16 ``x`` to float32.

Violates: "rate: ... a Python float or a traced scalar." / "An array of the same shape and dtype as ``x``" (x "float32, float16, ...")
Verifying input: dropout(key, jnp.ones(8, jnp.float16), jnp.float32(0.5)) must be float16; this is float32.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1 - rate, x.shape)
    safe = jnp.where(rate < 1, 1 - rate, 1.0)
    return jnp.where(keep & (rate < 1), x / safe, jnp.zeros_like(x))


if __name__ == "__main__":
    key = jax.random.key(1)
    x16 = jnp.ones(8, jnp.float16)
    assert dropout(key, x16, jnp.float32(0.5)).dtype == jnp.float32  # contract: float16
    assert dropout(key, x16, 0.5).dtype == jnp.float16
    assert jax.jit(dropout)(key, x16, 0.5).dtype == jnp.float16
    x = jnp.array([1.0, -2.0, jnp.inf, jnp.nan, 5.0, 6.0])
    f = jax.jit(dropout)
    assert np.array_equal(np.asarray(f(key, x, 0.0)), np.asarray(x), equal_nan=True)
    assert not np.asarray(f(key, x, 1.0)).any()
    y = np.asarray(f(key, jnp.arange(1.0, 101.0), 0.25))
    assert np.all((y == 0) | np.isclose(y, np.arange(1.0, 101.0) / 0.75))
    print("verified")
