"""The student builds the Jacobian with ``jax.jacfwd(f)(x)`` and multiplies: right values, but the program holds the ``(m, n)`` matrix.

Violates: "the program must never hold an array of ``m * n`` elements (the grader reads it for ``n = 64``)"
Verifying input: f = lambda p: jnp.tanh(p[::-1] * p), x of shape (64,), directions of shape (3, 64) -> requires no array of 64*64 elements in the jaxpr, this holds f32[64,64].
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    return directions @ jax.jacfwd(f)(x).T


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    def largest_array(closed):
        biggest = 0

        def walk(j):
            nonlocal biggest
            for e in j.eqns:
                for var in e.outvars:
                    biggest = max(biggest, int(np.prod(getattr(var.aval, "shape", ()))))
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(closed.jaxpr)
        return biggest

    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    g = lambda p: jnp.tanh(p[::-1] * p)
    x = jnp.linspace(-1, 1, 64)
    d = jnp.ones((3, 64))
    size = largest_array(jax.make_jaxpr(jax.jit(directional_derivatives, static_argnums=0), static_argnums=0)(g, x, d))
    print("largest array:", size, " m * n =", 64 * 64)
    assert size >= 64 * 64
    print("verified")
