"""The student adds a safety cap of 256 iterations to the ``while_loop`` condition, so starting values that need more steps come back as 256.

Violates: "How many Collatz steps take ``n`` to 1" for "n: an int32 scalar ``>= 1``".
Verifying input: n = 77031 (trajectory peaks at 21,933,016, well inside int32) -> requires 350, this returns 256.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax

_MAX_STEPS = 256  # "no Collatz run is that long"


def collatz_length(n: jax.Array) -> jax.Array:
    n = jnp.asarray(n, jnp.int32)

    def cond(state):
        m, k = state
        return (m > 1) & (k < _MAX_STEPS)

    def body(state):
        m, k = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), k + 1

    return lax.while_loop(cond, body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    def ref(n):
        k = 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            k += 1
        return k

    assert int(collatz_length(jnp.int32(6))) == 8
    assert jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist() == [0, 1, 7]
    ns = list(range(1, 200)) + [871]
    got = jax.jit(jax.vmap(collatz_length))(jnp.array(ns, jnp.int32))
    assert got.dtype == jnp.int32 and got.tolist() == [ref(n) for n in ns]
    assert "while" in str(jax.make_jaxpr(collatz_length)(jnp.int32(5)))
    # the violation
    assert ref(77031) == 350
    assert int(jax.jit(collatz_length)(jnp.int32(77031))) == 256
    print("verified")
