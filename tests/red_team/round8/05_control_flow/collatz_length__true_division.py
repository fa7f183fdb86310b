"""The student halves with true division ``n / 2`` and casts back to int32, which goes through float32 and is inexact for even numbers past 2**24, sending the sequence down the wrong path.

Violates: "n: an int32 scalar >= 1." (every int32 start >= 1 admitted; the true step count is expected)
Verifying input: collatz_length(jnp.int32(33554434)) must be 170 (the trajectory stays below 2**31); this returns a different count.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def cond(state):
        m, _ = state
        return m > 1

    def body(state):
        m, steps = state
        m = jnp.where(m % 2 == 0, m / 2, 3 * m + 1).astype(jnp.int32)
        return m, steps + 1

    return lax.while_loop(cond, body, (n, jnp.int32(0)))[1]


def _reference(n: int) -> int:
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        assert n < 2**31
        steps += 1
    return steps


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    n = 33554434
    got = int(jax.jit(collatz_length)(jnp.int32(n)))
    print("expected", _reference(n), "got", got)
    assert got != _reference(n)
    print("flaw shown")
