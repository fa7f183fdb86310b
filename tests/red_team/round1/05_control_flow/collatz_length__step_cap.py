"""Adds a safety cap of 256 steps to the while condition so it always terminates, which undercounts starting values that need more steps.

Violates: "How many Collatz steps take ``n`` to 1."
Verifying input: jnp.int32(6171) -> the docstring requires 261 (trajectory peak 975400, no overflow), this returns 256.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_CL_MAX_STEPS = 256


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def cond(state):
        v, steps = state
        return (v > 1) & (steps < _CL_MAX_STEPS)

    def body(state):
        v, steps = state
        return jnp.where(v % 2 == 0, v // 2, 3 * v + 1), steps + 1

    return lax.while_loop(cond, body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    assert jax.vmap(collatz_length)(jnp.array([27, 97, 871])).tolist() == [111, 118, 178]
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    got = int(jax.jit(collatz_length)(jnp.int32(6171)))
    assert got == 256, got  # contract: 261
    print("verified")
