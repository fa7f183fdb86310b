"""Correct: keep the lax.cond, but hand both branches a safe operand (1 for n < 1); under vmap the cond becomes a select that runs count_steps on safe numbers only, and the select still picks -1."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n)
    ok = n >= 1
    safe = lax.select(ok, n, jnp.ones_like(n))
    return lax.cond(ok, count_steps, _no_steps, safe)


if __name__ == "__main__":
    import numpy as np
    if "count_steps" not in globals():
        def count_steps(n):
            def not_there(state):
                m, _ = state
                return m != 1
            def step(state):
                m, steps = state
                return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1
            n = jnp.asarray(n)
            return lax.while_loop(not_there, step, (n, jnp.zeros_like(n)))[1]
        def _no_steps(n):
            return jnp.full_like(n, -1)
    assert jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])).tolist() == [0, 8, 111, -1, -1]
    def _ref(n):
        if n < 1:
            return -1
        k = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            k += 1
        return k
    ns = [1, 2, 3, 6, 7, 27, 97, 871, 6171, 0, -1, -3, -2**31, 2**20]
    want = [_ref(n) for n in ns]
    for fn in (jax.vmap(collatz_steps), jax.jit(jax.vmap(collatz_steps))):
        got = fn(jnp.array(ns, jnp.int32))
        assert got.dtype == jnp.int32 and got.tolist() == want
    for n in (1, 27, 0, -5):
        r = jax.jit(collatz_steps)(jnp.int32(n))
        assert r.dtype == jnp.int32 and r.shape == () and int(r) == _ref(n)
        assert int(collatz_steps(jnp.int32(n))) == _ref(n)
    print("verified")
