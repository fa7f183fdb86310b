"""The student normalises each direction to unit length first (a "directional derivative" is along a unit vector, they recall), so rows that are not unit vectors are scaled wrongly.

Violates: "Row ``i`` of the result is ``J @ directions[i]``"
Verifying input: f2, x = [2, 5], directions = [[2, 0], [0, 3]] -> requires [[10, 2], [6, 9]], this returns [[5, 1], [2, 3]].
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "law"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    units = directions / jnp.linalg.norm(directions, axis=1, keepdims=True)
    _, push = jax.linearize(f, x)
    return jax.vmap(push)(units)


if __name__ == "__main__":
    import numpy as np

    f2 = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    A = jnp.arange(12.0).reshape(3, 4) / 10.0
    g = lambda p: jnp.tanh(A @ p) * 2.0  # (4,) -> (3,)
    xg = jnp.array([0.1, -0.2, 0.3, 0.05])
    J = np.asarray(jax.jacfwd(g)(xg))
    # the violation
    got = directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.array([[2.0, 0.0], [0.0, 3.0]]))
    assert got.tolist() == [[5.0, 1.0], [2.0, 3.0]], got
    print("verified")
