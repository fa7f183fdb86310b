"""The student linearises once but applies the linear map in a Python loop over the rows and stacks the results, so the traced program grows with the number of directions.

Violates: "its size must not grow with the number of directions"
Verifying input: f = tanh(A @ p) * 2 with k = 2 and k = 16 directions -> requires the same program size, this traces one jvp per direction (16x the equations).
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "horizons"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, push = jax.linearize(f, x)
    return jnp.stack([push(directions[i]) for i in range(directions.shape[0])])


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
    size = lambda k: len(jax.make_jaxpr(lambda x, d: directional_derivatives(g, x, d))(xg, jnp.ones((k, 4))).eqns)
    assert size(16) > 4 * size(2), (size(2), size(16))
    print("verified")
