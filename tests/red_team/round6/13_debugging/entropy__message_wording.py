"""The student words the second check as ``probabilities must sum to 1, got ...``: it never contains the words ``sums to``.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to`` (followed by the sum)."
Verifying input: checkify.checkify(jax.jit(entropy))(jnp.array([0.5, 0.2])) -> requires a message containing 'sums to', this returns 'probabilities must sum to 1, got 0.7'.
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: min entry {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "probabilities must sum to 1, got {}", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    checked = checkify.checkify(jax.jit(entropy))
    assert checked(jnp.array([0.5, 0.5, 0.0]))[0].get() is None
    assert "negative probability" in checked(jnp.array([0.5, -0.5]))[0].get()
    msg = checked(jnp.array([0.5, 0.2]))[0].get()
    print("message:", msg)
    assert msg is not None and "sums to" not in msg
    print("verified")
