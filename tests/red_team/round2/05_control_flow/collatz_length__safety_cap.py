"""Adds a "safety" cap of 300 iterations to the while_loop; starting values with longer paths are cut short.

Violates: "How many Collatz steps take ``n`` to 1" (for every int32 ``n >= 1``).
Verifying input: n = 77031 (its path peaks at 21,933,016, well inside int32) -> the docstring requires 350, this returns 300.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_CL_CAP = 300


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def _clc_cond(state):
        m, steps = state
        return (m != 1) & (steps < _CL_CAP)

    def _clc_body(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    return lax.while_loop(_clc_cond, _clc_body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    def _ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    vals = jnp.arange(1, 2000, dtype=jnp.int32)
    got = jax.jit(jax.vmap(collatz_length))(vals).tolist()
    assert got == [_ref(v) for v in range(1, 2000)]
    assert int(collatz_length(jnp.int32(77671))) == _ref(77671)
    g, w = int(jax.jit(collatz_length)(jnp.int32(77031))), _ref(77031)
    print(g, w)
    assert g == 300 and w == 350
    print("verified")
