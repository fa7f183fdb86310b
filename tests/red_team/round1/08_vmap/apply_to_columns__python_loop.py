"""The student loops over the columns in Python and stacks the results with axis=1: right values, but the jitted program holds one copy of f per column.

Violates: "the program must not grow with the number of columns".
Verifying input: x of shape (3, 2) vs (3, 64) -> the docstring requires one program size; this one's jaxpr grows with c.
"""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.stack([f(x[:, j]) for j in range(x.shape[1])], axis=1)


if __name__ == "__main__":
    import numpy as np
    f = lambda v: jnp.stack([v.min(), v.max()])
    assert apply_to_columns(f, jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist() == [[1.0, 4.0], [3.0, 5.0]]
    x = jnp.arange(12.0).reshape(3, 4)
    assert np.allclose(np.asarray(jax.jit(apply_to_columns, static_argnums=0)(lambda v: v[::-1] * 2, x)), np.asarray(x)[::-1] * 2)
    def _size(c):
        return len(jax.make_jaxpr(lambda a: apply_to_columns(f, a))(jnp.zeros((3, c))).eqns)
    assert _size(64) > 8 * _size(2), (_size(2), _size(64))
    print("verified")
