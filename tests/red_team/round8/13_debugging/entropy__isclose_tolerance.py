"""The student checks the sum with jnp.isclose(total, 1.0, atol=1e-3), which also adds isclose's default relative tolerance (1e-5), so sums slightly more than 1e-3 away from 1 pass unreported.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to`` (followed by the sum)."
Verifying input: checkify.checkify(jax.jit(entropy))(jnp.array([0.5, 0.501005]))[0].get() must contain "sums to" (|sum - 1| = 0.001005 > 1e-3); this returns None.
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p):
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.isclose(total, 1.0, atol=1e-3), "p sums to {}, not 1", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    import numpy as np

    checked = checkify.checkify(jax.jit(entropy))
    p = jnp.array([0.5, 0.501005], jnp.float32)
    total = float(np.asarray(p, np.float64).sum())
    assert abs(total - 1) > 1e-3, total
    error, _ = checked(p)
    assert error.get() is None, error.get()

    error, h = checked(jnp.array([0.5, 0.5, 0.0]))
    assert (error.get(), round(float(h), 4)) == (None, 0.6931)
    error, _ = checked(jnp.array([0.5, -0.5]))
    assert "negative probability" in error.get()
    error, _ = checked(jnp.array([0.5, 0.6]))
    assert "sums to" in error.get()
    print("ok: flaw shows")
