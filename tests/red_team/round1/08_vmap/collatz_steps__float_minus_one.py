"""The student guards the loop correctly but writes the fallback as -1.0, so the result is a float32, not an int32.

Violates: "Returns: An int32 scalar: the number of steps, or -1."
Verifying input: n = int32 6 (or the docstring's batch) -> the docstring requires an int32 result; this returns float32 (8.0).
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    valid = n >= 1
    steps = count_steps(jnp.where(valid, n, 1))
    return jnp.where(valid, steps, -1.0)


if __name__ == "__main__":
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
    out = jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3]))
    assert out.tolist() == [0, 8, 111, -1, -1]
    assert out.dtype == jnp.float32
    assert jax.jit(collatz_steps)(jnp.int32(6)).dtype == jnp.float32
    print("verified")
