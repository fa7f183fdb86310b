"""The student applies the mask by multiplication, x * keep / (1 - rate), so a dropped inf becomes 0 * inf = nan instead of 0.

Violates: "x: ... Any values: inf and nan included." / "each element ``0`` or ``x / (1 - rate)``"
Verifying input: dropout(key, jnp.full(64, jnp.inf), 0.5) must hold only 0.0 and inf; this holds nan where elements were dropped (called un-jitted; under jax.jit XLA rewrites x * convert(mask) into a select and hides it).
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def dropout(key, x, rate):
    keep = jax.random.uniform(key, x.shape) >= rate
    scale = jnp.where(rate < 1, 1 / (1 - jnp.where(rate < 1, rate, 0.0)), 0.0)
    return (x * keep.astype(x.dtype) * scale).astype(x.dtype)


if __name__ == "__main__":
    key = jax.random.key(0)
    f = jax.jit(dropout)
    y = np.asarray(dropout(key, jnp.full(64, jnp.inf), 0.5))
    assert np.isnan(y).any()  # contract: every element 0 or inf
    x = jnp.arange(1.0, 65.0)
    for rate in (0.0, 0.3, 0.5, 1.0):
        y = np.asarray(f(key, x, rate))
        assert y.shape == x.shape and not np.isnan(y).any()
        assert np.all((y == 0) | np.isclose(y, np.asarray(x) / (1 - rate) if rate < 1 else 0))
    assert np.array_equal(np.asarray(f(key, x, 0.0)), np.asarray(x))
    assert not np.asarray(f(key, x, 1.0)).any()
    assert 10 < int((np.asarray(f(key, x, 0.5)) == 0).sum()) < 54
    assert dropout(key, jnp.ones(4, jnp.float16), 0.5).dtype == jnp.float16
    print("verified")
