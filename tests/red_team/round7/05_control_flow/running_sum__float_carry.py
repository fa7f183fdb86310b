"""The student scans with a float32 zero carry and casts the rows back, so int32 running sums past 2**24 round.

Violates: "xs: ... Any values: inf and nan included, integers past 2**24 included." / "integers stay integers ... row ``t`` is ``xs[0] + ... + xs[t]``"
Verifying input: running_sum(jnp.array([2**24, 1], jnp.int32)) must be [16777216, 16777217]; this returns [16777216, 16777216].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def running_sum(xs):
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, ys = lax.scan(step, jnp.zeros(xs.shape[1:], jnp.float32), xs)
    return ys.astype(xs.dtype)


if __name__ == "__main__":
    bad = np.array([2**24, 1], np.int32)
    assert not np.array_equal(np.asarray(running_sum(bad)), np.cumsum(bad))
    f = jax.jit(running_sum)
    for x in (np.array([1.0, 2.0, 3.0, 4.0], np.float32), np.array([[1, 2], [3, 4], [5, -6]], np.int32),
              np.array([1.0, np.inf, -np.inf, 2.0], np.float32), np.array([np.nan, 1.0], np.float32)):
        y = f(x)
        assert y.dtype == x.dtype and np.array_equal(np.asarray(y), np.cumsum(x, axis=0), equal_nan=True)
    print("verified")
