"""Runs the Collatz walk on a float32 copy of n (so n / 2 keeps the carry's type), which rounds starting values above 2**24.

Violates: "How many Collatz steps take ``n`` to 1." (n: "an int32 scalar ``>= 1``")
Verifying input: jnp.int32(16777217) -> the docstring requires 169 (its trajectory stays below 2**31), this returns 24 (the count for 2**24).
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    x = jnp.asarray(n).astype(jnp.float32)

    def cond(state):
        return state[0] > 1

    def body(state):
        v, steps = state
        even = jnp.mod(v, 2) == 0
        return jnp.where(even, v / 2, 3 * v + 1), steps + 1

    return lax.while_loop(cond, body, (x, jnp.int32(0)))[1]


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    assert int(jax.jit(collatz_length)(jnp.int32(27))) == 111
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    assert collatz_length(jnp.int32(7)).dtype == jnp.int32

    def _ref(m):
        s = 0
        while m > 1:
            m = m // 2 if m % 2 == 0 else 3 * m + 1
            s += 1
        return s

    assert _ref(16777217) == 169
    got = int(jax.jit(collatz_length)(jnp.int32(16777217)))
    assert got == 24, got  # contract: 169
    print("verified")
