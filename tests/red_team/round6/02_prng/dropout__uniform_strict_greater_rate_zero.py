"""The student keeps an element when uniform > rate; uniform draws can be exactly 0.0, so at rate == 0 an element is occasionally dropped.

Violates: "Two edge cases are exact: ``rate == 0`` returns ``x`` unchanged"
Verifying input: key = jax.random.key(7), x = ones(2**22), rate = 0.0 -> requires x unchanged, this zeroes the 3 elements whose uniform draw is exactly 0.0.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.uniform(key, x.shape) > rate
    scaled = (x / (1 - rate)).astype(x.dtype)
    return jnp.where(keep, scaled, jnp.zeros_like(x))


if __name__ == "__main__":
    import numpy as np

    x = jnp.ones(2**22)
    got = np.asarray(dropout(jax.random.key(7), x, 0.0))
    dropped = int((got != 1.0).sum())
    print("elements changed at rate 0:", dropped)
    assert dropped > 0
    # rate 1 and ordinary rates behave
    assert not np.asarray(dropout(jax.random.key(1), jnp.ones(100), 1.0)).any()
    print("verified")
