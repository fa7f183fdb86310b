"""The student passes rate straight to bernoulli as the keep probability, so elements survive with probability rate instead of 1 - rate (invisible at rate 0.5).

Violates: "Each element is set to zero with probability ``rate``" and "``rate == 0`` returns ``x`` unchanged"
Verifying input: x = ones(100_000), rate = 0.2 -> requires ~80% of the elements kept (as 1.25), this keeps ~20%; rate = 0.0 -> requires x, this returns zeros.
"""
EXERCISE = "prng.dropout"
VERDICT = "fail"
KIND = "law"

import jax
import jax.numpy as jnp


def dropout(key, x, rate):
    keep = jax.random.bernoulli(key, rate, x.shape)
    return jnp.where(keep, x / (1 - rate), jnp.zeros_like(x)).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    x = jnp.ones(100_000)
    got = np.asarray(dropout(jax.random.key(0), x, 0.2))
    kept = float((got != 0).mean())
    print("fraction kept at rate 0.2:", kept, "(required ~0.8)")
    assert abs(kept - 0.8) > 0.1
    z = np.asarray(dropout(jax.random.key(1), jnp.arange(1.0, 6.0), 0.0))
    print("rate 0 on [1..5]:", z.tolist())
    assert not np.array_equal(z, np.arange(1.0, 6.0))
    print("verified")
