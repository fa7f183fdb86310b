"""The student negates by subtracting from zero (0 - x), which is not IEEE negation: 0 - 0.0 is +0.0, not -0.0.

Violates: "``-x`` is IEEE negation: the sign of zero counts (``0.0`` becomes ``-0.0``)."
Verifying input: x = [0.0, 1.0], negate=True -> requires [-0.0, -1.0] (signbit set on the first), this returns [0.0, -1.0].
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="negate")
def maybe_negate(x, negate):
    if negate:
        return 0 - x
    return x


if __name__ == "__main__":
    import numpy as np

    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    got = np.asarray(maybe_negate(jnp.array([0.0, 1.0]), negate=True))
    print("signbit of result[0]:", bool(np.signbit(got[0])), "(required True)")
    assert not np.signbit(got[0]) and np.signbit(-np.float32(0.0))
    print("verified")
