"""The student checks the sum before the signs, so a vector that is both negative somewhere and badly normalised is reported as "sums to" instead of "negative probability".

Violates: "Two checks, in this order: - no entry is negative: otherwise the message contains ``negative probability``; - ``|sum(p) - 1| <= 1e-3``"
Verifying input: p = [0.5, -0.2] -> requires a message containing "negative probability", this returns "p sums to 0.3..., not 1".
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
    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - 0.6931) < 1e-4
    err, _ = f(jnp.array([0.5, -0.5, 1.0]))  # sums to 1, one negative
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.2, 0.2]))
    assert "sums to" in err.get()
    # the violation
    err, _ = f(jnp.array([0.5, -0.2]))
    msg = err.get()
    assert "negative probability" not in msg and "sums to" in msg, msg
    print("verified")
