"""Correct, unusual style: the value is ``sum(jax.scipy.special.entr(p))`` (``entr(0) = 0`` by definition) instead of a masked log, with the checks written so NaN fails the sum check (``abs(sum - 1) <= 1e-3``) but not the sign check (``~any(p < 0)``).

Verifying input: compared with a float64 NumPy entropy on random probability vectors (with zeros), under jit and vmap; bad inputs (negative entries, wrong sums, NaN, both problems at once) give the right first message, also per example under vmap.
"""
EXERCISE = "debugging.entropy"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax.experimental import checkify
from jax.scipy.special import entr


def entropy(p: jax.Array) -> jax.Array:
    p = jnp.asarray(p, jnp.float32)
    checkify.check(~jnp.any(p < 0), "negative probability (smallest entry {})", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {} instead of 1", total)
    return jnp.sum(entr(p)).astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    checked = checkify.checkify(jax.jit(entropy))

    def ref(p):
        p = np.asarray(p, np.float64)
        return -np.sum(np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0))

    for n in (1, 2, 3, 7, 50):
        for _ in range(5):
            p = rng.random(n)
            p[rng.random(n) < 0.3] = 0.0
            if p.sum() == 0:
                p[0] = 1.0
            p = (p / p.sum()).astype(np.float32)
            err, h = checked(jnp.asarray(p))
            assert err.get() is None, err.get()
            assert h.dtype == jnp.float32 and h.shape == ()
            assert abs(float(h) - ref(p)) < 1e-5 * max(1, ref(p)), (float(h), ref(p))
    err, h = checked(jnp.array([0.5, 0.5, 0.0]))
    assert err.get() is None and round(float(h), 4) == 0.6931
    assert "negative probability" in checked(jnp.array([0.5, -0.5]))[0].get()
    assert "negative probability" in checked(jnp.array([1.5, -0.5]))[0].get()
    assert "negative probability" in checked(jnp.array([-0.1, 0.2]))[0].get()  # both wrong: first check wins
    assert "sums to" in checked(jnp.array([0.5, 0.2]))[0].get()
    assert "sums to" in checked(jnp.array([np.nan, 0.5], np.float32))[0].get()
    assert "sums to" in checked(jnp.array([0.5, 0.501005], np.float32))[0].get()
    assert checked(jnp.array([0.5, 0.5009], np.float32))[0].get() is None
    # vmap: one error per example
    batch = jnp.array([[0.5, 0.5], [0.5, -0.5], [0.3, 0.3]], jnp.float32)
    err, hs = checkify.checkify(jax.jit(jax.vmap(entropy)))(batch)
    msg = err.get()
    assert msg is not None and "negative probability" in msg, msg
    err, _ = checkify.checkify(jax.jit(jax.vmap(entropy)))(batch[jnp.array([0, 2])])
    assert "sums to" in err.get(), err.get()
    err, hs = checkify.checkify(jax.jit(jax.vmap(entropy)))(batch[:1])
    assert err.get() is None and abs(float(hs[0]) - np.log(2)) < 1e-6
    print("verified")
