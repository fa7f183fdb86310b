"""The student writes the sum check as ``~(|sum - 1| > 1e-3)``, which is True for a NaN sum, so a vector containing NaN passes both checks.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to`` (followed by the sum)."
Verifying input: checkify.checkify(jax.jit(entropy))(jnp.array([nan, 0.5])) -> |nan - 1| <= 1e-3 is False, so requires a 'sums to' message; this returns error.get() None.
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(~jnp.any(p < 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(~(jnp.abs(total - 1) > 1e-3), "p sums to {}, not 1", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    import numpy as np

    checked = checkify.checkify(jax.jit(entropy))
    for good in ([0.5, 0.5, 0.0], [0.2, 0.3, 0.5], [1.0]):
        err, h = checked(jnp.array(good, jnp.float32))
        g = np.array(good)
        ref = -np.sum(np.where(g > 0, g * np.log(np.where(g > 0, g, 1)), 0))
        assert err.get() is None and abs(float(h) - ref) < 1e-5
    assert "negative probability" in checked(jnp.array([0.5, -0.5]))[0].get()
    assert "sums to" in checked(jnp.array([0.5, 0.2]))[0].get()
    bad = np.array([np.nan, 0.5], np.float32)
    assert not (abs(np.sum(bad) - 1) <= 1e-3)  # the docstring's condition fails for this p
    assert not np.any(bad < 0)  # and the first check passes, so 'sums to' must be reported
    err, _ = checked(jnp.asarray(bad))
    print("error for [nan, 0.5]:", err.get())
    assert err.get() is None
    print("verified")
