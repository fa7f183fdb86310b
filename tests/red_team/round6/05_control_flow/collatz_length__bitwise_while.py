"""Correct: a branch-free lax.while_loop that tests parity with a bitwise AND and halves with a right shift (valid because every value stays >= 1).

Verifying input: compared with a pure-Python count for n = 1..5000 and a few larger starts (77031, 142587, 6171, 27; trajectories that stay inside int32), scalar, jitted and vmapped; dtype int32, 0-d, the jaxpr holds a while.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def not_one(carry):
        return carry[0] != 1

    def step(carry):
        m, count = carry
        odd = (m & 1) == 1
        return jnp.where(odd, 3 * m + 1, m >> 1), count + 1

    return lax.while_loop(not_one, step, (n, jnp.zeros((), jnp.int32)))[1]


if __name__ == "__main__":
    import numpy as np

    def ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    ns = np.concatenate([np.arange(1, 5001), [27, 97, 871, 6171, 77031, 142587]]).astype(np.int32)
    want = np.array([ref(int(n)) for n in ns])
    got = jax.vmap(collatz_length)(jnp.asarray(ns))
    assert got.dtype == jnp.int32 and np.array_equal(np.asarray(got), want)
    f = jax.jit(collatz_length)
    for n in (1, 2, 3, 6, 27, 77031):
        r = f(jnp.int32(n))
        assert r.dtype == jnp.int32 and r.shape == () and int(r) == ref(n)
        assert int(collatz_length(jnp.int32(n))) == ref(n)
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    assert "while" in {e.primitive.name for e in jax.make_jaxpr(collatz_length)(jnp.int32(5)).eqns}
    print("verified")
