"""The student detects negative entries with ``jnp.signbit`` (to catch "-tiny" values too), which also flags ``-0.0``, a zero probability that is not negative.

Violates: "no entry is negative: otherwise ..." and "For a good ``p``, ``error.get()`` is ``None``."
Verifying input: p = [0.5, 0.5, -0.0] -> requires error.get() is None (value log 2), this returns "negative probability: -0.0".
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(~jnp.any(jnp.signbit(p)), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {}", total)
    return -jnp.sum(jax.scipy.special.xlogy(p, p))


if __name__ == "__main__":
    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - 0.6931) < 1e-4
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.5, 0.4]))
    assert "sums to" in err.get()
    # the violation
    err, _ = f(jnp.array([0.5, 0.5, -0.0]))
    assert err.get() is not None and "negative probability" in err.get(), err.get()
    print("verified")
