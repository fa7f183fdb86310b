"""The student linearises once but applies the linear map in a Python loop over the rows, so the traced program grows with the number of directions.

Violates: "its size must not grow with the number of directions"
Verifying input: f = jnp.sin, x = ones(4), directions of shape (k, 4) for k = 2 and k = 32 -> requires the same program size, this has about 16x more equations for k = 32.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "beyond"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, f_jvp = jax.linearize(f, x)
    return jnp.stack([f_jvp(d) for d in directions])


if __name__ == "__main__":
    import numpy as np

    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    g = lambda p: jnp.tanh(p[:5] * jnp.sum(p ** 2))
    x = jnp.linspace(-1, 1, 64)
    D = jax.random.normal(jax.random.PRNGKey(0), (3, 64))
    J = jax.jacfwd(g)(x)
    ours = jax.jit(directional_derivatives, static_argnums=0)(g, x, D)
    assert ours.shape == (3, 5) and np.allclose(ours, D @ J.T, rtol=1e-4, atol=1e-5)
    # the flaw: program size grows with k
    sizes = {}
    for k in (2, 32):
        dirs = jnp.ones((k, 4))
        jaxpr = jax.make_jaxpr(lambda x, d: directional_derivatives(jnp.sin, x, d))(jnp.ones(4), dirs)
        sizes[k] = len(jaxpr.jaxpr.eqns)
    print("equations per k:", sizes)
    assert sizes[32] > 8 * sizes[2]
    print("verified")
