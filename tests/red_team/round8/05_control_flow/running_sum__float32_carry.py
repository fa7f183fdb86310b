"""The student starts the scan carry from ``jnp.zeros(xs.shape[1:])`` (float32) and casts the stacked result back to ``xs.dtype``, so integer running sums past 2**24 are rounded.

Violates: "integers past 2**24 included" / "row t is xs[0] + ... + xs[t]" (integers stay integers)
Verifying input: running_sum(jnp.array([16777216, 1], jnp.int32)) must be [16777216, 16777217]; this returns [16777216, 16777216].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, out = lax.scan(step, jnp.zeros(xs.shape[1:]), xs)
    return out.astype(xs.dtype)


if __name__ == "__main__":
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    assert running_sum(jnp.array([[1, 2], [3, 4]])).tolist() == [[1, 2], [4, 6]]
    xs = np.array([16777216, 1], np.int32)
    got = jax.jit(running_sum)(jnp.asarray(xs))
    print("expected", np.cumsum(xs.astype(np.int64)).tolist(), "got", got.tolist(), got.dtype)
    assert got.tolist() == [16777216, 16777216]
    print("flaw shown")
