"""Correct, unusual style: the checks with lax comparisons and checkify, the value with jax.scipy.special.xlogy (whose 0 * log 0 is 0) instead of a where-guarded log.

Violates: nothing (a correct solution).
Verifying input: p = [0.5, 0.5, 0.0] -> requires (None, 0.6931), this returns (None, 0.6931); [0.5, -0.5] -> "negative probability" (first check wins), [0.5, 0.6] -> "sums to 1.1".
"""
EXERCISE = "debugging.entropy"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import checkify
from jax.scipy.special import xlogy


def entropy(p: jax.Array) -> jax.Array:
    p = lax.convert_element_type(jnp.asarray(p), jnp.float32)
    smallest = lax.reduce_min(p, axes=(0,)) if p.shape[0] else jnp.float32(0.0)
    checkify.check(lax.ge(smallest, jnp.float32(0.0)), "negative probability (smallest entry {})", smallest)
    total = lax.reduce_sum(p, axes=(0,))
    checkify.check(lax.le(lax.abs(lax.sub(total, jnp.float32(1.0))), jnp.float32(1e-3)), "p sums to {}, not 1", total)
    return lax.neg(lax.reduce_sum(xlogy(p, p), axes=(0,)))


if __name__ == "__main__":
    import numpy as np

    f = checkify.checkify(jax.jit(entropy))
    err, h = f(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and round(float(h), 4) == 0.6931 and h.dtype == jnp.float32
    rs = np.random.RandomState(0)
    for n in (1, 3, 50):
        q = rs.rand(n).astype(np.float32); q[0] = 0.0 if n > 1 else q[0]; q /= q.sum()
        err, h = f(jnp.asarray(q))
        ref = -np.sum(np.where(q > 0, q * np.log(np.where(q > 0, q, 1.0)), 0.0))
        assert err.get() is None and np.allclose(h, ref, atol=1e-5)
    err, _ = f(jnp.array([0.5, -0.5]))
    assert "negative probability" in err.get() and "sums to" not in err.get()
    err, _ = f(jnp.array([0.5, 0.6]))
    assert "sums to" in err.get()
    err, _ = f(jnp.array([0.5, 0.501005]))
    assert "sums to" in err.get()
    err, _ = f(jnp.array([0.5, 0.5009]))
    assert err.get() is None
    errs, hs = jax.vmap(f)(jnp.array([[0.5, 0.5], [0.9, 0.3], [1.0, 0.0]]))
    assert "sums to" in errs.get() and np.allclose(np.asarray(hs)[[0, 2]], [np.log(2), 0.0], atol=1e-6)
    print("verified")
