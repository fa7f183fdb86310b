"""The student keeps the given ``lax.cond(n >= 1, ...)`` and, to make the loop finish under vmap, first replaces n by max(n, 1); but the cond then tests the clamped n, which is always >= 1, so numbers below 1 get 0 steps instead of -1.

Violates: "``count_steps(n)`` for ONE integer ``n >= 1``, and ``-1`` for ``n < 1``, also under ``jax.vmap``"
Verifying input: n=0 and n=-3 (alone or in a vmapped batch) -> requires -1, this returns 0.
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.maximum(n, 1)  # under vmap both branches run: keep count_steps' loop finite
    return lax.cond(n >= 1, count_steps, _no_steps, n)


if __name__ == "__main__":
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

    assert int(collatz_steps(jnp.int32(6))) == 8
    out = jax.jit(jax.vmap(collatz_steps))(jnp.array([1, 6, 27, 97, 871], jnp.int32))
    assert out.dtype == jnp.int32 and out.tolist() == [0, 8, 111, 118, 178]

    got = jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3]))
    print("required [0, 8, 111, -1, -1], got", got.tolist())
    assert got.tolist() == [0, 8, 111, 0, 0]
    assert int(jax.jit(collatz_steps)(jnp.int32(-5))) == 0
    print("verified")
