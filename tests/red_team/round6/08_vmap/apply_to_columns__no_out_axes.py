"""Maps over the columns with in_axes=1 but leaves out_axes at 0, so each column's result comes back as a ROW: shape (c, k), the transpose.

Violates: "A float array of shape ``(k, c)``: column ``j`` is ``f(x[:, j])``."
Verifying input: the docstring example (min/max of each column of [[1, 5], [3, 4]]) -> requires [[1, 4], [3, 5]], this returns [[1, 3], [4, 5]]; with k = 2, c = 3 the shape is (3, 2) instead of (2, 3).
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def apply_to_columns(f, x):
    return jax.vmap(f, in_axes=1)(x)


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.min(), v.max()])
    got = jax.jit(apply_to_columns, static_argnums=0)(f, jnp.array([[1.0, 5.0], [3.0, 4.0]]))
    print("required [[1.0, 4.0], [3.0, 5.0]], got", got.tolist())
    assert got.tolist() == [[1.0, 3.0], [4.0, 5.0]]
    assert apply_to_columns(f, jnp.ones((4, 3))).shape == (3, 2)
    print("verified")
