"""The student's flatten is correct in every shape but is a plain Python function: it was never wrapped in jax.jit with ``axis`` static.

Violates: "The function is jitted with ``axis`` static: one compilation per shape of ``x`` and value of ``axis``, none for new values of ``x``."
Verifying input: flatten itself -> the docstring requires a jax.jit-wrapped function, this has no `.lower` / `._cache_size` (not jitted).
"""
EXERCISE = "static_args.flatten"
VERDICT = "fail"
KIND = "beyond"

import math

import jax
import jax.numpy as jnp


def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    x = jnp.asarray(x)
    if axis is None:
        return jnp.ravel(x)
    return jnp.reshape(x, (math.prod(x.shape[:axis]), math.prod(x.shape[axis:])))


if __name__ == "__main__":
    import functools
    import numpy as np

    x = jnp.arange(24).reshape(2, 3, 4)
    assert (flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape) == ((24,), (2, 12), (1, 24))
    assert flatten(jnp.array([[1, 2], [3, 4]])).tolist() == [1, 2, 3, 4]
    assert flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist() == [[1], [2], [3], [4]]
    j = functools.partial(jax.jit, static_argnames="axis")(flatten)
    rng = np.random.default_rng(1)
    for shape in [(), (5,), (2, 3, 4), (0, 3), (3, 2, 0)]:
        xn = rng.normal(size=shape).astype(np.float32)
        for axis in [None] + list(range(xn.ndim + 1)):
            ref = xn.reshape(-1) if axis is None else xn.reshape(math.prod(shape[:axis]), math.prod(shape[axis:]))
            for got in (flatten(xn, axis=axis), j(xn, axis=axis)):
                assert got.shape == ref.shape
                np.testing.assert_array_equal(np.asarray(got), ref)
    assert not hasattr(flatten, "lower") and not hasattr(flatten, "_cache_size")
    print("verified")
