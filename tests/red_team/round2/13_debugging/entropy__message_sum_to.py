"""The student's sum message reads "probabilities do not sum to 1 (got {})", which never contains the required words "sums to".

Violates: "otherwise the message contains ``sums to`` (followed by the sum)."
Verifying input: p = [0.3, 0.3] -> requires "sums to" in error.get(), this returns "probabilities do not sum to 1 (got 0.6...)".
"""
EXERCISE = "debugging.entropy"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability in p (min {})", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "probabilities do not sum to 1 (got {})", total)
    safe = jnp.where(p > 0, p, 1.0)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))


if __name__ == "__main__":
    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and abs(float(h) - 0.6931) < 1e-4
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get()
    errs, _ = jax.vmap(checkify.checkify(entropy))(jnp.array([[0.5, 0.5], [1.5, -0.5]]))
    assert "negative probability" in errs.get()
    # the violation
    err, _ = f(jnp.array([0.3, 0.3]))
    msg = err.get()
    assert msg is not None and "sums to" not in msg, msg
    print("verified")
