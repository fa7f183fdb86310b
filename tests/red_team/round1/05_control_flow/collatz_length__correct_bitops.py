"""Correct: a lax.while_loop on (n, steps) with bit operations: n & 1 picks the branch, a right shift halves.

Violates: nothing.
Verifying input: n = 1..300, 6171, 77031, 16777217 eagerly, under jit and under vmap -> matches a Python reference, int32 scalars, jaxpr holds a while.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def step(state):
        v, k = state
        odd = lax.bitwise_and(v, jnp.int32(1)) == 1
        return lax.select(odd, 3 * v + 1, lax.shift_right_logical(v, jnp.int32(1))), k + 1

    return lax.while_loop(lambda s: s[0] > 1, step, (jnp.asarray(n, jnp.int32), jnp.int32(0)))[1]


if __name__ == "__main__":
    import numpy as np

    def _ref(m):
        s = 0
        while m > 1:
            m = m // 2 if m % 2 == 0 else 3 * m + 1
            s += 1
        return s

    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    starts = np.array(list(range(1, 301)) + [6171, 77031, 16777217], np.int32)
    want = [_ref(int(m)) for m in starts]
    assert jax.vmap(collatz_length)(jnp.asarray(starts)).tolist() == want
    assert jax.jit(jax.vmap(collatz_length))(jnp.asarray(starts)).tolist() == want
    jf = jax.jit(collatz_length)
    for m, w in zip(starts[-5:], want[-5:]):
        out = jf(jnp.int32(m))
        assert out.shape == () and out.dtype == jnp.int32 and int(out) == w
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    print("verified")
