"""The student checks the sum with jnp.isclose(total, 1, atol=1e-3), whose default rtol=1e-5 silently widens the tolerance.

Violates: "``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to``"
Verifying input: p = [0.5, 0.501005] (sum 1.001005, off by 1.005e-3) -> requires an error containing "sums to", this returns error.get() None.
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

    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - np.log(2)) < 1e-6
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.5, 0.6]))
    assert "sums to" in err.get()
    err, _ = f(jnp.array([0.25, 0.25, 0.25, 0.2505]))  # within 1e-3
    assert err.get() is None
    errs, hs = jax.vmap(f)(jnp.array([[0.5, 0.5], [0.2, 0.2]]))
    assert "sums to" in errs.get()
    # the flaw
    p = jnp.array([0.5, 0.501005], jnp.float32)
    print("sum - 1 =", float(jnp.sum(p)) - 1)
    assert abs(float(jnp.sum(p)) - 1) > 1e-3
    err, _ = f(p)
    print("error:", err.get())
    assert err.get() is None  # the docstring requires a "sums to" error
    print("verified")
