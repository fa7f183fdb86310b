"""The student writes the pad widths for a matrix, [(0, 0), (0, extra)], so any x that is not 2-D fails when it needs padding.

Violates: "x: an array with at least one axis" ... "An array of shape ``x.shape[:-1] + (size,)``"
Verifying input: x = [1, 2, 3] (1-D), size=5 -> requires [1, 2, 3, 0, 0], this raises (pad width for 2 axes given for 1); x of shape (2, 2, 3), size=5 raises too.
"""
EXERCISE = "static_args.resize_last"
VERDICT = "fail"
KIND = "shapes"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def resize_last(x, size):
    kept = x[..., :size]
    extra = size - kept.shape[-1]
    return jnp.pad(kept, [(0, 0), (0, extra)])


if __name__ == "__main__":
    m = jnp.array([[1, 2, 3], [4, 5, 6]])
    assert resize_last(m, 4).tolist() == [[1, 2, 3, 0], [4, 5, 6, 0]] and resize_last(m, 2).tolist() == [[1, 2], [4, 5]]
    for x in (jnp.array([1, 2, 3]), jnp.ones((2, 2, 3))):
        try:
            got = resize_last(x, 5)
            raise SystemExit(f"unexpectedly returned {got.shape}")
        except ValueError as error:
            print(x.shape, "size=5:", type(error).__name__)
    print("verified")
