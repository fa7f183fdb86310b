"""Builds the zero carry as ``xs[0] * 0`` (right shape and dtype for free), but 0 * inf is nan, so an infinite first row poisons every row.

Violates: "Any values: inf and nan included" / "row ``t`` is ``xs[0] + ... + xs[t]``"
Verifying input: xs=[inf, 1.0] -> requires [inf, inf], this returns [nan, nan].
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

    return lax.scan(step, xs[0] * 0, xs)[1]


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(0)
    for dt in (np.int32, np.float32, np.float16):
        x = rng.integers(-9, 9, (6, 3)).astype(dt)
        np.testing.assert_array_equal(np.asarray(running_sum(jnp.asarray(x))), np.cumsum(x, axis=0, dtype=dt))
    xs = np.array([np.inf, 1.0], np.float32)
    want = np.cumsum(xs)
    got = np.asarray(running_sum(jnp.asarray(xs)))
    print("required", want, "got", got)
    assert np.all(np.isinf(want)) and np.all(np.isnan(got))
    print("verified")
