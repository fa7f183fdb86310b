"""The student multiplies by the 0/1 mask (x * keep / (1 - rate), guarding the division for rate == 1), so a dropped inf becomes 0 * inf = nan instead of 0.

Violates: "each element ``0`` or ``x / (1 - rate)``" (x: "Any values: inf and nan included")
Verifying input: x = [inf] * 64, rate = 0.5, key = jax.random.key(0) -> requires every element inf or 0, this returns nan for the dropped ones.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape).astype(x.dtype)
    scale = 1.0 / jnp.maximum(1.0 - rate, 1e-12)
    return (x * keep * scale).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    x = jnp.full(64, jnp.inf)
    got = np.asarray(dropout(jax.random.key(0), x, 0.5))
    allowed = (got == 0) | (got == np.inf)
    print("elements neither 0 nor inf:", int((~allowed).sum()), "e.g.", got[~allowed][:3].tolist())
    assert not allowed.all()
    # the two exact edge cases on finite x pass, which hides it
    y = jnp.arange(5.0)
    assert np.array_equal(np.asarray(dropout(jax.random.key(1), y, 0.0)), np.asarray(y))
    assert np.array_equal(np.asarray(dropout(jax.random.key(1), y, 1.0)), np.zeros(5))
    print("verified")
