"""Correct: lax.switch with an explicitly clipped index and the branches written as lax primitives.

Violates: nothing.
Verifying input: float32/float16 x incl. -0.0 and inf; branch -5..9 as Python int and traced int32 under one jit -> matches NumPy x**2 / -x / sin(x), dtype kept, jaxpr holds a cond.
"""
EXERCISE = "control_flow.piecewise"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    idx = jnp.clip(jnp.asarray(branch, jnp.int32), 0, 2)
    return lax.switch(idx, [lambda v: lax.integer_pow(v, 2), lax.neg, lax.sin], jnp.asarray(x))


if __name__ == "__main__":
    import numpy as np

    assert piecewise(jnp.array([1.0, -2.0]), 1).tolist() == [-1.0, 2.0]
    assert piecewise(jnp.array([1.0, -2.0]), 7).tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist()
    jf = jax.jit(piecewise)
    for dt in (np.float32, np.float16):
        x = np.array([[0.5, -3.0], [-0.0, np.inf]], dt)
        for br in range(-5, 10):
            k = min(max(br, 0), 2)
            with np.errstate(invalid="ignore"):
                want = [x ** 2, -x, np.sin(x)][k]
            for got in (piecewise(jnp.asarray(x), br), jf(jnp.asarray(x), jnp.int32(br))):
                assert got.dtype == dt and got.shape == x.shape
                np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6 if dt == np.float32 else 1e-3)
    assert jf._cache_size() == 2  # one per dtype of x, none per branch value
    assert "cond" in str(jax.make_jaxpr(piecewise)(jnp.ones(2), 1))
    print("verified")
