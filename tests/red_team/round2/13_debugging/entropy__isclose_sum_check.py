"""The student tests the sum with ``jnp.isclose(total, 1.0)``, whose default tolerance (about 1e-5) is far tighter than the promised 1e-3, so slightly unnormalised but valid vectors are rejected.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise ..." and "For a good ``p``, ``error.get()`` is ``None``."
Verifying input: p = [0.5, 0.5005] (sum 1.0005) -> requires error.get() is None, this returns "sums to 1.0005".
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.isclose(total, 1.0), "p sums to {}, not 1", total)
    return -jnp.sum(jax.scipy.special.xlogy(p, p))


if __name__ == "__main__":
    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - 0.6931) < 1e-4
    err, h = f(jnp.array([0.25, 0.25, 0.5]))
    assert err.get() is None
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.5, 0.6]))
    assert "sums to" in err.get()
    # the violation
    err, _ = f(jnp.array([0.5, 0.5005]))
    assert err.get() is not None and "sums to" in err.get(), err.get()
    print("verified")
