"""Starts the scan carry from jnp.zeros(xs.shape[1:]) (float32) and casts back: integer sums above 2**24 are rounded.

Violates: "An array of the same shape and dtype (integers stay integers ...): row ``t`` is ``xs[0] + ... + xs[t]``".
Verifying input: int32 [16777216, 1, 1] -> the docstring requires [16777216, 16777217, 16777218], this returns [16777216, 16777216, 16777216].
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def _rsf_step(carry, x):
        carry = carry + x
        return carry, carry

    _, ys = lax.scan(_rsf_step, jnp.zeros(xs.shape[1:]), xs)
    return ys.astype(xs.dtype)


if __name__ == "__main__":
    import numpy as np
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    rng = np.random.default_rng(0)
    a = rng.integers(-100, 100, size=(6, 3)).astype(np.int32)
    r = running_sum(a)
    assert r.dtype == jnp.int32 and np.array_equal(r, np.cumsum(a, axis=0))
    h = rng.normal(size=(5, 2)).astype(np.float16)
    assert running_sum(h).dtype == jnp.float16
    j = str(jax.make_jaxpr(running_sum)(a))
    assert "scan" in j and "cumsum" not in j
    big = jnp.array([2**24, 1, 1], jnp.int32)
    got = running_sum(big).tolist()
    print(got)
    assert got != [16777216, 16777217, 16777218]
    print("verified")
