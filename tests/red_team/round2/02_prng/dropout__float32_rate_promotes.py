"""The student divides x by (1 - rate) and never casts back, so a float16 x with a float32 rate (an array or a traced float32 scalar) comes back float32.

Violates: "An array of the same shape and dtype as ``x``" for "x: ... (any shape; float32, float16, ...)" and "rate: ... a Python float or a traced scalar".
Verifying input: x = ones(8, float16), rate = jnp.float32(0.5), under jax.jit too -> requires a float16 result, this returns float32 (a Python-float rate happens to keep float16).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def dropout(key: jax.Array, x: jax.Array, rate: float) -> jax.Array:
    x = jnp.asarray(x)
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0)


if __name__ == "__main__":
    import numpy as np

    y = dropout(jax.random.key(0), jnp.ones(6), 0.5)
    assert sorted(set(y.tolist())) in ([0.0, 2.0], [0.0], [2.0])
    f = jax.jit(dropout)
    x = jnp.array([1.0, -2.0, np.inf, np.nan, 0.5, 3.0] * 50, jnp.float32)
    for xx in (x, x.astype(jnp.float16)):
        with jax.debug_key_reuse(True):
            for rate in (0.0, 1.0, 0.25):
                y = f(jax.random.key(1), xx, rate)
                assert y.dtype == xx.dtype
                y = np.asarray(y)
                if rate == 0.0:
                    np.testing.assert_array_equal(y, np.asarray(xx))
                elif rate == 1.0:
                    assert not y.any()
                else:
                    xn = np.asarray(xx)
                    ok = (y == 0) | (y == (xn / np.asarray(0.75, xn.dtype)).astype(xn.dtype)) | (np.isnan(xn) & np.isnan(y))
                    assert ok.all()
    x16 = jnp.ones(8, jnp.float16)
    assert dropout(jax.random.key(2), x16, jnp.float32(0.5)).dtype == jnp.float32
    assert f(jax.random.key(2), x16, jnp.float32(0.5)).dtype == jnp.float32
    print("verified")
