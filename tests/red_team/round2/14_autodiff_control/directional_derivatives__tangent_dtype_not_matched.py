"""The student feeds ``directions`` to the linearised map as given, so directions of another float dtype than ``x`` (float16 rows for a float32 point) make the linear map raise.

Violates: "directions: a float array of shape ``(k, n)``" (any float array) / "Returns: A float array of shape ``(k, m)``."
Verifying input: f2, x = [2, 5] (float32), directions = eye(2, dtype=float16) -> requires [[5, 1], [2, 3]], this raises ValueError (tangent aval float16 for primal float32).
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, push = jax.linearize(f, x)
    return jax.vmap(push)(directions)


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
    try:
        directional_derivatives(f2, jnp.array([2.0, 5.0]), jnp.eye(2, dtype=jnp.float16))
    except ValueError as e:
        assert "tangent" in str(e)
    else:
        raise AssertionError("no error")
    print("verified")
