"""Correct: static by position (static_argnums=1) with lax.neg, so positional and keyword calls both treat negate as static.

Violates: nothing.
Verifying input: float/int/float16 arrays incl. 0.0, -0.0, inf, nan, int8 -128; negate True/False by keyword and position -> matches NumPy's -x bit for bit, two compilations for one shape.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "pass"
KIND = "style"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=1)
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    return lax.neg(x) if negate else x


if __name__ == "__main__":
    import numpy as np

    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    for a in (np.array([0.0, -0.0, np.inf, np.nan, 3.5], np.float32), np.array([-128, 5, 0], np.int8),
              np.array([[1.5, -0.0]], np.float16), np.array(4, np.int32)):
        for neg in (True, False):
            for got in (maybe_negate(jnp.asarray(a), neg), maybe_negate(jnp.asarray(a), negate=neg)):
                want = -a if neg else a
                assert got.dtype == a.dtype and got.shape == a.shape
                assert np.asarray(got).tobytes() == want.tobytes()
    before = maybe_negate._cache_size()
    for k in range(3):
        maybe_negate(jnp.full((9,), float(k)), negate=True)
        maybe_negate(jnp.full((9,), float(k)), negate=False)
    assert maybe_negate._cache_size() - before == 2
    print("verified")
