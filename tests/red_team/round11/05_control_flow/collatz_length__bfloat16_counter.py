"""The step counter is carried as a bfloat16 (to "match the mixed-precision carry"). bfloat16 has
8 significant bits, so it counts exactly to 256; there ``256 + 1`` rounds back to 256 and the
count stops growing. The examples (8, 0, 1, 7) and every path of at most 256 steps are right;
the longer paths the docstring admits (``n`` below 113,383 take up to 350 steps) come back as 256.

Violates: "every ``n`` below 113,383 and many above. Returns: The number of steps as an int32 scalar"
Verifying input: collatz_length(jnp.int32(77031)) must be 350; this returns 256.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def cond(state):
        return state[0] != 1

    def body(state):
        m, count = state
        m = lax.cond(m % 2 == 0, lambda v: v // 2, lambda v: 3 * v + 1, m)
        return m, count + jnp.bfloat16(1)

    _, count = lax.while_loop(cond, body, (jnp.asarray(n, jnp.int32), jnp.bfloat16(0)))
    return count.astype(jnp.int32)


def _python_length(n):
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


if __name__ == "__main__":
    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    assert int(collatz_length(jnp.int32(871))) == 178
    got = int(jax.jit(collatz_length)(jnp.int32(77031)))
    assert _python_length(77031) == 350 and got == 256
    print("flaw shown: collatz_length(77031) =", got, "expected 350")
