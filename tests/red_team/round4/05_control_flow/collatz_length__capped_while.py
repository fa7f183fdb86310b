"""The student adds a "safety" cap of 256 iterations to the while_loop condition, so long trajectories are cut short.

Violates: "How many Collatz steps take ``n`` to 1." / "``n``: an int32 scalar ``>= 1``"
Verifying input: n=6171 (int32; 261 steps, peak 975400, no overflow) -> requires 261, this returns 256.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_CAP = 256  # guard against a runaway loop


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def cond(state):
        m, steps = state
        return (m > 1) & (steps < _CAP)

    def body(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

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
    ns = list(range(1, 300)) + [871, 97, 27]
    assert jax.jit(jax.vmap(collatz_length))(jnp.array(ns, jnp.int32)).tolist() == [ref(n) for n in ns]
    assert collatz_length(jnp.int32(27)).dtype == jnp.int32
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    assert ref(6171) == 261
    assert int(jax.jit(collatz_length)(jnp.int32(6171))) == 256  # the breach
    print("verified")
