"""Negates as 0 - x instead of -x, which turns a 0.0 into +0.0 instead of -0.0.

Violates: "``-x`` when ``negate`` is true".
Verifying input: jnp.array([0.0, -0.0]), negate=True -> the docstring requires -x = [-0.0, 0.0] (sign bits [1, 0]), this returns [0.0, 0.0] (sign bits [0, 0]).
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    if negate:
        return jnp.zeros_like(x) - x
    return x


if __name__ == "__main__":
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    assert maybe_negate(jnp.array([3, -4], jnp.int16), True).tolist() == [-3, 4]
    out = np.asarray(maybe_negate(jnp.array([0.0, -0.0]), negate=True))
    want = -np.array([0.0, -0.0], np.float32)
    assert np.signbit(want).tolist() == [True, False]
    assert np.signbit(out).tolist() == [False, False], out
    print("verified")
