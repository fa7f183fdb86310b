"""The step counter in the ``while_loop`` carry is an int8 ("counts are small"), cast to int32
only at the end. Every start value with at most 127 steps is right (6, 27, the vmap example), but
the docstring admits every ``n`` below 113,383, whose paths take up to 350 steps: past 127 the
counter wraps around and a negative or too-small count comes back.

Violates: "every ``n`` below 113,383 and many above. Returns: The number of steps as an int32 scalar"
Verifying input: collatz_length(jnp.int32(871)) must be 178; this returns -78.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def cond(state):
        m, _ = state
        return m > 1

    def body(state):
        m, steps = state
        m = jnp.where(m % 2 == 0, m // 2, 3 * m + 1)
        return m, steps + jnp.int8(1)

    _, steps = lax.while_loop(cond, body, (jnp.asarray(n, jnp.int32), jnp.int8(0)))
    return steps.astype(jnp.int32)


def _python_length(n):
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    assert int(jax.jit(collatz_length)(jnp.int32(27))) == _python_length(27) == 111
    got = int(collatz_length(jnp.int32(871)))
    assert _python_length(871) == 178 and got != 178
    print("flaw shown: collatz_length(871) =", got, "expected 178")
