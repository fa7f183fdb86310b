"""Halves with (n / 2).astype(int32): true division goes through float32, which is exact only up to 2**24.

Violates: "One Collatz step sends an even ``n`` to ``n // 2``" (for any int32 ``n >= 1`` whose path stays in int32).
Verifying input: n = 77671 (its path peaks at 1,570,824,736) -> the docstring requires 231 steps, this returns a different count.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def _cfh_cond(state):
        m, _ = state
        return m > 1

    def _cfh_body(state):
        m, steps = state
        half = (m / 2).astype(jnp.int32)
        return jnp.where(m % 2 == 0, half, 3 * m + 1), steps + 1

    return lax.while_loop(_cfh_cond, _cfh_body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    def _ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    f = jax.jit(collatz_length)
    for v in range(1, 200):
        assert int(f(jnp.int32(v))) == _ref(v), v
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    got, want = int(f(jnp.int32(77671))), _ref(77671)
    print(got, want)
    assert got != want
    print("verified")
