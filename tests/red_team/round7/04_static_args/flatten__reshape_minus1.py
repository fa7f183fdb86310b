"""The student reshapes to ``(-1, cols)``, which cannot infer the row count when ``x`` has no elements and ``cols`` is 0.

Violates: "Arrays with no elements keep the shape rule (... ``(3, 2, 0)`` with ``axis=1`` gives ``(3, 0)``)."
Verifying input: flatten(jnp.zeros((3, 2, 0)), axis=1) must have shape (3, 0); this raises a reshape error.
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "admitted"

import math
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="axis")
def flatten(x, axis=None):
    if axis is None:
        return jnp.reshape(x, (-1,))
    cols = math.prod(x.shape[axis:])
    return jnp.reshape(x, (-1, cols))


if __name__ == "__main__":
    try:
        out = flatten(jnp.zeros((3, 2, 0)), axis=1)
        wrong = out.shape != (3, 0)
    except Exception:
        wrong = True
    assert wrong
    x = jnp.arange(24).reshape(2, 3, 4)
    assert flatten(x).shape == (24,) and flatten(x, axis=1).shape == (2, 12) and flatten(x, axis=0).shape == (1, 24)
    assert flatten(x, axis=3).shape == (24, 1)
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    assert flatten(jnp.float32(3.0)).shape == (1,)
    assert flatten(jnp.zeros((0, 3)), axis=1).shape == (0, 3)
    assert np.array_equal(np.asarray(flatten(x, axis=2)), np.asarray(x).reshape(6, 4))
    print("verified")
