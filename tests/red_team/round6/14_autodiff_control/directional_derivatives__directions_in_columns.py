"""The student maps the linearised function over the directions with ``jax.vmap(..., out_axes=1)``, putting one direction per *column*: the result is ``(m, k)`` (``J @ D.T``) instead of ``(k, m)``, which goes unnoticed in shape whenever ``k == m``.

Violates: "Returns: A float array of shape ``(k, m)``." ("Row ``i`` of the result is ``J @ directions[i]``")
Verifying input: f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]]), x = [2, 5], directions of shape (3, 2) -> requires shape (3, 2), this returns shape (2, 3); with directions = eye(2) (the docstring's example) it returns [[5, 2], [1, 3]] instead of [[5, 1], [2, 3]].
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, f_jvp = jax.linearize(f, x)
    return jax.vmap(f_jvp, out_axes=1)(directions)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    J = np.array([[5.0, 2.0], [1.0, 3.0]])
    D = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, -1.0]], np.float32)
    want = D @ J.T
    got = directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.asarray(D))
    print("required shape", want.shape, " got", got.shape)
    assert want.shape == (3, 2) and got.shape == (2, 3)
    assert np.allclose(np.asarray(got).T, want)  # the numbers are there, transposed
    ex = directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist()
    print("docstring example: required [[5.0, 1.0], [2.0, 3.0]], got", ex)
    assert ex == [[5.0, 2.0], [1.0, 3.0]]
    print("verified")
