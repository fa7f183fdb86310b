"""The student draws one keep/drop decision per feature (mask of shape x.shape[-1:]) and broadcasts it over the rows, so the elements are not dropped independently.

Violates: "Each element is set to zero with probability ``rate``, independently of the others"
Verifying input: x = ones((1000, 8)), rate = 0.5, key = jax.random.key(0) -> requires each column to be a mix of 0 and 2 (P(a column all equal) = 2**-999), this returns every column all 0 or all 2.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape[-1:])
    keep = jnp.broadcast_to(keep, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    got = np.asarray(dropout(jax.random.key(0), jnp.ones((1000, 8)), 0.5))
    constant_columns = [bool((got[:, c] == got[0, c]).all()) for c in range(8)]
    print("columns with a single value:", sum(constant_columns), "of 8")
    assert all(constant_columns)
    print("verified")
