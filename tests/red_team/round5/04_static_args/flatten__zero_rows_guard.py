"""The student computes the columns as ``x.size // rows`` and, to dodge the division by zero for empty arrays, uses 0 columns when there are no rows, so a (0, 3) array flattened at axis 1 comes out (0, 0) instead of (0, 3).

Violates: "Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives ``(0, 3)``"
Verifying input: x = jnp.zeros((0, 3)), axis = 1 -> requires shape (0, 3), this returns shape (0, 0) (likewise (2, 0, 4) at axis 2 gives (0, 0), not (0, 4)).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "shapes"

import math
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    if axis is None:
        return x.reshape(-1)
    rows = math.prod(x.shape[:axis])
    cols = x.size // rows if rows else 0
    return x.reshape(rows, cols)


if __name__ == "__main__":
    import numpy as np

    def ref(x, axis):
        x = np.asarray(x)
        if axis is None:
            return x.ravel()
        return x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    cases = [(x, a) for a in (None, 0, 1, 2, 3)] + [
        (jnp.array(5.0), None), (jnp.array(5.0), 0), (jnp.array([[1, 2], [3, 4]]), 2),
        (jnp.zeros((3, 2, 0)), 1), (jnp.zeros((3, 2, 0)), None), (jnp.zeros((0, 3)), 0),
        (jnp.array([[jnp.inf, jnp.nan]]), 1), (jnp.array([2**31 - 1, -2**31], jnp.int32), 1)]
    for xx, a in cases:
        got = flatten(xx, a) if a is None else flatten(xx, axis=a)
        want = ref(xx, a)
        assert got.shape == want.shape and got.dtype == xx.dtype, (xx.shape, a, got.shape)
        np.testing.assert_array_equal(np.asarray(got), want)
    got = flatten(jnp.zeros((0, 3)), axis=1)
    print("(0, 3) at axis 1 ->", got.shape, "expected (0, 3)")
    assert got.shape == (0, 0)
    assert flatten(jnp.zeros((2, 0, 4)), axis=2).shape == (0, 0)
    print("verified")
