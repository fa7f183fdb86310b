"""The student multiplies by a float sign (``-1.0`` or ``1.0``) and casts back to ``x.dtype``; integers go through float32, so int32 values past 2**24 are rounded and -2**31 (and int8 -128) do not wrap as negation does.

Violates: "x: a numeric array of any shape. Any values of its dtype: inf and nan included, integers up to both ends of their range."
Verifying input: x = jnp.array([2**24 + 1, -2**31], jnp.int32), negate=True -> requires [-16777217, -2147483648], this returns [-16777216, 2147483647] (and negate=False turns 16777217 into 16777216).
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    sign = -1.0 if negate else 1.0
    return (sign * x).astype(x.dtype)


if __name__ == "__main__":
    import numpy as np

    cases = [jnp.array([1.0, -2.0]), jnp.array([0.0, -0.0, jnp.inf, -jnp.inf, jnp.nan]),
             jnp.array([[1, -2], [3, 40000]], jnp.int32), jnp.arange(6, dtype=jnp.int16).reshape(2, 3),
             jnp.array([1.5, -2.25], jnp.float16), jnp.array(3.0)]
    for x in cases:
        for neg in (True, False):
            got = maybe_negate(x, negate=neg)
            want = -np.asarray(x) if neg else np.asarray(x)
            assert got.dtype == x.dtype and got.shape == x.shape
            np.testing.assert_array_equal(np.asarray(got), want)
            np.testing.assert_array_equal(np.signbit(np.asarray(got)), np.signbit(want))
    assert maybe_negate(jnp.array([1.0, -2.0]), True).tolist() == [-1.0, 2.0]
    bad = jnp.array([2**24 + 1, -2**31], jnp.int32)
    got = maybe_negate(bad, negate=True)
    want = -np.asarray(bad)
    print("negate=True:", got.tolist(), "expected", want.tolist())
    assert got.tolist() != want.tolist()
    print("negate=False:", maybe_negate(bad, negate=False).tolist(), "expected", bad.tolist())
    assert maybe_negate(bad, negate=False).tolist() != bad.tolist()
    print("verified")
