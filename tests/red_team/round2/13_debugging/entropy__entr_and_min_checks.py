"""Correct: checks written on reductions (``jnp.min`` guarded for the empty vector) and the value from ``jax.scipy.special.entr``.

Correct: both checks are ``checkify.check``s in the promised order with messages containing "negative probability" and "sums to <sum>"; ``entr(0) == 0`` gives the ``0 * log 0 = 0`` convention; it works under ``jit`` and ``vmap`` and returns a float32 scalar.
"""
EXERCISE = "debugging.entropy"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    smallest = jnp.min(p, initial=jnp.inf)
    checkify.check(smallest >= 0, "negative probability (smallest entry {})", smallest)
    total = p.sum()
    checkify.check(abs(total - 1.0) <= 1e-3, "p sums to {} instead of 1", total)
    return jax.scipy.special.entr(p).sum()


if __name__ == "__main__":
    import numpy as np

    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and round(float(h), 4) == 0.6931 and h.dtype == jnp.float32 and h.shape == ()
    err, h = f(jnp.array([0.5, 0.5, -0.0]))
    assert err.get() is None
    err, h = f(jnp.array([0.5, 0.5005]))
    assert err.get() is None
    err, h = f(jnp.array([1.0]))
    assert err.get() is None and float(h) == 0.0
    q = np.array([0.1, 0.2, 0.3, 0.4], np.float32)
    err, h = f(jnp.asarray(q))
    assert err.get() is None and abs(float(h) + float((q * np.log(q)).sum())) < 1e-6
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.5, -0.2]))
    assert "negative probability" in err.get()
    err, _ = f(jnp.array([0.3, 0.3]))
    assert "sums to" in err.get() and "0.6" in err.get()
    errs, hs = jax.vmap(checkify.checkify(entropy))(jnp.array([[0.5, 0.5], [0.7, 0.7]]))
    assert "sums to" in errs.get() and hs.shape == (2,)
    print("verified")
