"""The student negates with ``0 - x``, which turns ``0.0`` into ``0.0`` instead of IEEE ``-0.0``.

Violates: "``-x`` is IEEE negation: the sign of zero counts (``0.0`` becomes ``-0.0``)."
Verifying input: maybe_negate(jnp.array([0.0]), negate=True) must be [-0.0] (signbit set); this returns [+0.0].
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x, negate):
    if negate:
        return 0 - x
    return x


if __name__ == "__main__":
    got = np.asarray(maybe_negate(jnp.array([0.0]), negate=True))
    assert not np.signbit(got[0])  # contract: -0.0
    for x in (np.array([1.0, -2.0, np.inf, -np.inf], np.float32), np.array([2**31 - 1, -5, 0], np.int32),
              np.array([[1.5, -0.5]], np.float16)):
        assert np.array_equal(np.asarray(maybe_negate(x, negate=True)), -x)
        y = maybe_negate(x, negate=False)
        assert y.dtype == x.dtype and np.array_equal(np.asarray(y), x)
    assert np.isnan(np.asarray(maybe_negate(jnp.array([jnp.nan]), negate=True))).all()
    print("verified")
