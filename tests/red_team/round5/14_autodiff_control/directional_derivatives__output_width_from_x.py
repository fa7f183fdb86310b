"""The student linearised once and filled a preallocated result in a ``fori_loop``, but sized it ``(k, x.shape[0])``, i.e. assumed ``m == n``; for a non-square Jacobian the rows do not fit.

Violates: "``f``: a smooth function from a float vector ``(n,)`` to a float vector ``(m,)``" ... "Returns: A float array of shape ``(k, m)``."
Verifying input: f = lambda p: jnp.stack([p[0] * p[1], p[0] + p[1], p[0] - p[1]]) (n = 2, m = 3), x = [2.0, 5.0], directions = eye(2) -> requires [[5, 1, 1], [2, 1, -1]] of shape (2, 3), this raises a shape error.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, f_lin = jax.linearize(f, x)
    k = directions.shape[0]
    out = jnp.zeros((k, x.shape[0]), x.dtype)

    def body(i, acc):
        return acc.at[i].set(f_lin(directions[i]))

    return jax.lax.fori_loop(0, k, body, out)


if __name__ == "__main__":
    import numpy as np

    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    g = lambda p: jnp.sin(p) * jnp.sum(p ** 2)
    x = jnp.linspace(-1.0, 1.0, 64)
    d = jax.random.normal(jax.random.key(0), (5, 64))
    jit_dd = jax.jit(directional_derivatives, static_argnums=0)
    got = jit_dd(g, x, d)
    ref = np.asarray(jax.jacfwd(g)(x)) @ np.asarray(d).T
    assert got.shape == (5, 64) and np.allclose(got, ref.T, atol=1e-4)

    h = lambda p: jnp.stack([p[0] * p[1], p[0] + p[1], p[0] - p[1]])  # (2,) -> (3,)
    try:
        out = directional_derivatives(h, jnp.array([2.0, 5.0]), jnp.eye(2))
        print("returned", out.shape)
        assert out.shape != (2, 3)
    except (TypeError, ValueError) as error:
        print("non-square Jacobian:", type(error).__name__, str(error).splitlines()[0][:120])
    print("verified")
