"""Takes the first Collatz step before entering the while loop (a do-while written with the counter starting at 1), so n = 1 goes round the 1 -> 4 -> 2 -> 1 cycle.

Violates: "``collatz_length(1) == 0``"
Verifying input: collatz_length(jnp.int32(1)) -> requires 0, this returns 3 (every n >= 2 is counted correctly).
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def collatz(m):
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1)

    n = jnp.asarray(n, jnp.int32)
    _, steps = lax.while_loop(lambda c: c[0] != 1, lambda c: (collatz(c[0]), c[1] + 1), (collatz(n), jnp.int32(1)))
    return steps


if __name__ == "__main__":
    import numpy as np

    def ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    ns = np.arange(2, 400, dtype=np.int32)
    assert np.array_equal(np.asarray(jax.vmap(collatz_length)(jnp.asarray(ns))), [ref(int(n)) for n in ns])
    got = int(jax.jit(collatz_length)(jnp.int32(1)))
    print("collatz_length(1): required 0, got", got)
    assert got == 3
    print("verified")
