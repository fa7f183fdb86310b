"""Replaces the while loop with a fixed 256-step lax.fori_loop that freezes at 1 ("plenty of steps"), so longer trajectories are cut off and the program holds no while loop.

Violates: "How many Collatz steps take ``n`` to 1." / "The compiled program must hold a ``while`` loop"
Verifying input: collatz_length(jnp.int32(6171)) -> requires 261, this returns 256; the jaxpr holds a scan, no while.
"""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp
from jax import lax


def collatz_length(n: jax.Array) -> jax.Array:
    def body(i, carry):
        m, steps = carry
        done = m == 1
        nxt = jnp.where(m % 2 == 0, m // 2, 3 * m + 1)
        return jnp.where(done, m, nxt), steps + jnp.where(done, 0, 1)

    n = jnp.asarray(n, jnp.int32)
    return lax.fori_loop(0, 256, body, (n, jnp.int32(0)))[1]


if __name__ == "__main__":
    import numpy as np

    def ref(n):
        s = 0
        while n > 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            s += 1
        return s

    ns = np.arange(1, 500, dtype=np.int32)
    assert np.array_equal(np.asarray(jax.vmap(collatz_length)(jnp.asarray(ns))), [ref(int(n)) for n in ns])
    got = int(jax.jit(collatz_length)(jnp.int32(6171)))
    print("6171: required", ref(6171), "got", got)
    assert ref(6171) == 261 and got == 256
    prims = {e.primitive.name for e in jax.make_jaxpr(collatz_length)(jnp.int32(5)).eqns}
    print("primitives:", sorted(prims))
    assert "while" not in prims
    print("verified")
