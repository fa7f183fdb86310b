"""The student builds the target shape in Python and jits a fresh lambda on every call, so the same shape and axis compile again for each new x.

Violates: "one compilation per shape of ``x`` and value of ``axis``, none for new values of ``x``."
Verifying input: three calls with different x of shape (2, 3, 4) and axis=1 -> requires one compilation, this traces three times.
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "algorithm"

import math

import jax
import jax.numpy as jnp

_FLATTEN_TRACES = []


def flatten(x, axis=None):
    if axis is None:
        shape = (math.prod(x.shape),)
    else:
        shape = (math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))

    def reshape(v):
        _FLATTEN_TRACES.append(shape)
        return v.reshape(shape)

    return jax.jit(reshape)(x)


if __name__ == "__main__":
    import numpy as np

    for k in range(3):
        x = jnp.arange(24).reshape(2, 3, 4) + k
        assert np.array_equal(np.asarray(flatten(x, axis=1)), np.asarray(x).reshape(2, 12))
    print("traces for three new x of one shape:", len(_FLATTEN_TRACES))
    assert len(_FLATTEN_TRACES) == 3
    print("verified")
