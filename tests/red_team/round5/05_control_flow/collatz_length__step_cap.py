"""The student added a "safety" cap of 300 iterations to the while_loop condition, so any start that needs more than 300 Collatz steps is reported as 300.

Violates: "How many Collatz steps take ``n`` to 1 ... n: an int32 scalar ``>= 1``"
Verifying input: n=77031 (trajectory stays below 2**31) -> requires 350, this returns 300.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

MAX_STEPS = 300  # guard: never spin forever


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def cond(state):
        m, steps = state
        return (m > 1) & (steps < MAX_STEPS)

    def body(state):
        m, steps = state
        m = jnp.where(m % 2 == 0, m // 2, 3 * m + 1)
        return m, steps + 1

    return lax.while_loop(cond, body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    def ref(n):
        s = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    ns = [1, 2, 3, 6, 7, 27, 97, 871, 6171]
    out = jax.jit(jax.vmap(collatz_length))(jnp.array(ns, jnp.int32))
    assert out.dtype == jnp.int32 and out.tolist() == [ref(n) for n in ns]
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))

    got = int(jax.jit(collatz_length)(jnp.int32(77031)))
    print("n=77031: required", ref(77031), "got", got)
    assert ref(77031) == 350 and got == 300
    print("verified")
