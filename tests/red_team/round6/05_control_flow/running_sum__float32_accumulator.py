"""Starts the scan carry from jnp.zeros(xs.shape[1:]) (float32 by default) and casts the result back to xs.dtype, so integer sums pass through float32 and lose exactness past 2**24.

Violates: "integers past 2**24 included" / "row ``t`` is ``xs[0] + ... + xs[t]``"
Verifying input: xs=int32 [16777216, 1] -> requires [16777216, 16777217], this returns [16777216, 16777216].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, rows = lax.scan(step, jnp.zeros(xs.shape[1:]), xs)
    return rows.astype(xs.dtype)


if __name__ == "__main__":
    import numpy as np

    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    xs = np.array([2 ** 24, 1], np.int32)
    want = np.cumsum(xs, dtype=np.int64)
    got = running_sum(jnp.asarray(xs))
    print("required", want.tolist(), "got", got.tolist(), got.dtype)
    assert got.dtype == jnp.int32 and got.tolist() != want.tolist()
    print("verified")
