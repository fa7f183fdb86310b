"""Counts steps in a counter started from jnp.zeros(()), which is float32, so the count comes back as a float32 scalar.

Violates: "The number of steps as an int32 scalar"
Verifying input: collatz_length(jnp.int32(6)) -> requires int32 8, this returns float32 8.0 (the values are all right).
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def not_done(carry):
        m, _ = carry
        return m > 1

    def step(carry):
        m, steps = carry
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    return lax.while_loop(not_done, step, (jnp.asarray(n), jnp.zeros(())))[1]


if __name__ == "__main__":
    import numpy as np

    def ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    ns = np.arange(1, 300, dtype=np.int32)
    got = jax.vmap(collatz_length)(jnp.asarray(ns))
    assert np.array_equal(np.asarray(got), [ref(int(n)) for n in ns])
    one = collatz_length(jnp.int32(6))
    print("collatz_length(6):", repr(one))
    assert one.dtype == jnp.float32 and float(one) == 8
    print("verified")
