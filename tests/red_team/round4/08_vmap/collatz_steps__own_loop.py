"""The student replaces count_steps with an own while_loop whose condition also stops at m < 1, instead of using count_steps as given.

Violates: "``count_steps`` is used as given."
Verifying input: any batch, e.g. jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])) -> requires the steps counted by count_steps, this never calls count_steps (the values agree only while count_steps is the one shown).
"""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_steps(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n)

    def cond(state):
        m, _ = state
        return (m != 1) & (m >= 1)

    def body(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    steps = lax.while_loop(cond, body, (n, jnp.zeros_like(n)))[1]
    return jnp.where(n >= 1, steps, -1).astype(n.dtype)


if __name__ == "__main__":
    def count_steps(n):
        raise AssertionError("count_steps was called")

    assert jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])).tolist() == [0, 8, 111, -1, -1]

    def ref(n):
        if n < 1:
            return -1
        s = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    ns = list(range(-20, 200))
    assert jax.jit(jax.vmap(collatz_steps))(jnp.array(ns, jnp.int32)).tolist() == [ref(n) for n in ns]
    assert int(jax.jit(collatz_steps)(jnp.int32(97))) == 118 and collatz_steps(jnp.int32(5)).dtype == jnp.int32
    # the breach: count_steps (here a stub that raises) is never used
    print("verified")
