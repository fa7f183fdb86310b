"""The student uses ``jax.vjp`` and maps its pullback over the directions: that gives ``d @ J`` (rows of ``J^T d``), not ``J @ d``; shapes agree whenever ``m == n``, and values agree only for a symmetric Jacobian.

Violates: "Row ``i`` of the result is ``J @ directions[i]``, where ``J`` is the ``(m, n)`` Jacobian of ``f`` at ``x``."
Verifying input: f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]]), x = [2, 5], directions = eye(2) (the docstring's example) -> requires [[5, 1], [2, 3]], this returns [[5, 2], [1, 3]].
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, pullback = jax.vjp(f, x)
    return jax.vmap(lambda d: pullback(d)[0])(directions)


if __name__ == "__main__":
    import numpy as np

    # elementwise f (diagonal Jacobian): indistinguishable
    g = lambda p: jnp.sin(p) * 2
    x = jnp.array([0.1, 0.2, 0.3])
    dirs = jnp.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]])
    assert np.allclose(directional_derivatives(g, x, dirs), dirs * 2 * np.cos(np.asarray(x)), rtol=1e-6)
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    J = np.array([[5.0, 2.0], [1.0, 3.0]])  # d(p0 p1) = [p1, p0], d(p0 + 3 p1) = [1, 3]
    want = (np.eye(2) @ J.T).tolist()
    got = directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist()
    print("required", want, " got", got)
    assert want == [[5.0, 1.0], [2.0, 3.0]] and got == [[5.0, 2.0], [1.0, 3.0]]
    print("verified")
