"""The student tests the sum with ``jnp.isclose(total, 1.0, atol=1e-3)``, whose default ``rtol=1e-5`` widens the tolerance to ``1.00001e-3``, so sums just beyond ``1 + 1e-3`` pass.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to`` (followed by the sum)."
Verifying input: checkify.checkify(jax.jit(entropy))(jnp.array([0.5, 0.501005])) (float32 sum 1.0010049, |sum - 1| = 1.0049e-3 > 1e-3) -> requires a 'sums to' message, this returns None.
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
    checkify.check(jnp.isclose(total, 1.0, atol=1e-3), "p sums to {}, not 1", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    import numpy as np

    checked = checkify.checkify(jax.jit(entropy))
    p = np.array([0.5, 0.501005], np.float32)
    s = np.float32(p[0] + p[1])
    print("float32 sum:", repr(s), " |sum-1| =", abs(float(s) - 1))
    assert abs(np.float32(s) - np.float32(1)) > np.float32(1e-3)  # in float32 too
    err, _ = checked(jnp.asarray(p))
    print("error:", err.get())
    assert err.get() is None
    assert "sums to" in checked(jnp.array([0.5, 0.502]))[0].get()  # a larger miss is caught
    print("verified")
