"""The student checks the sum before the signs, so a vector with a negative entry that also fails the sum check reports ``sums to`` instead of ``negative probability``.

Violates: "Two checks, in this order: - no entry is negative: otherwise the message contains ``negative probability``;"
Verifying input: checkify.checkify(jax.jit(entropy))(jnp.array([0.5, -0.5])) (the docstring's own example) -> requires a message containing 'negative probability', this returns 'p sums to 0.0, not 1'.
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {}, not 1", total)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    import numpy as np

    checked = checkify.checkify(jax.jit(entropy))
    err, h = checked(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - np.log(2)) < 1e-6
    err, _ = checked(jnp.array([0.5, -0.5]))
    msg = err.get()
    print("message:", msg)
    assert "negative probability" not in msg and "sums to" in msg
    print("verified")
