"""The student ends with ``.squeeze()`` to tidy the output, which drops the leading axis when there is a single direction (and the trailing one when ``m == 1``).

Violates: "Returns: A float array of shape ``(k, m)``." with "``k >= 1``"
Verifying input: f2 (2 outputs), x = [2, 5], directions = [[1, 0]] (k = 1) -> requires shape (1, 2) [[5, 1]], this returns shape (2,).
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, push = jax.linearize(f, x)
    return jax.vmap(push)(directions).squeeze()


if __name__ == "__main__":
    import numpy as np

    f2 = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    A = jnp.arange(12.0).reshape(3, 4) / 10.0
    g = lambda p: jnp.tanh(A @ p) * 2.0  # (4,) -> (3,)
    xg = jnp.array([0.1, -0.2, 0.3, 0.05])
    J = np.asarray(jax.jacfwd(g)(xg))
    D = jnp.cos(jnp.arange(8.0)).reshape(2, 4)
    np.testing.assert_allclose(np.asarray(jax.jit(directional_derivatives, static_argnums=0)(g, xg, D)), np.asarray(D) @ J.T, rtol=1e-5, atol=1e-6)
    # the violation
    got = directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.array([[1.0, 0.0]]))
    assert got.shape == (2,), got.shape
    print("verified")
