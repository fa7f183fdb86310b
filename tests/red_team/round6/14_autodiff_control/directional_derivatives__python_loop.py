"""The student linearises once but applies the linear map in a Python loop over the rows and stacks the results, so the traced program has one copy of the linear map per direction (the notebook: "without the ``(m, n)`` Jacobian and without a Python loop over the directions").

Violates: "its size must not grow with the number of directions."
Verifying input: the jaxpr of jax.jit(directional_derivatives, static_argnums=0)(f, x, directions) for f = lambda p: jnp.tanh(p) * jnp.sum(p), n = 4, k = 2 and k = 16 -> requires the same number of equations, this has about 8 times as many for k = 16.
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    _, f_jvp = jax.linearize(f, x)
    return jnp.stack([f_jvp(directions[i]) for i in range(directions.shape[0])])


if __name__ == "__main__":
    import jax.extend
    import numpy as np

    def count_eqns(closed):
        total = 0

        def walk(j):
            nonlocal total
            for e in j.eqns:
                total += 1
                for sub in jax.extend.core.jaxprs_in_params(e.params):
                    walk(sub)

        walk(closed.jaxpr)
        return total

    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    g = lambda p: jnp.tanh(p) * jnp.sum(p)
    x = jnp.linspace(-1, 1, 4)
    jitted = jax.jit(directional_derivatives, static_argnums=0)
    sizes = {k: count_eqns(jax.make_jaxpr(jitted, static_argnums=0)(g, x, jnp.ones((k, 4)))) for k in (2, 16)}
    # values are right
    d = np.random.default_rng(0).standard_normal((16, 4)).astype(np.float32)
    ref = np.stack([jax.jvp(g, (x,), (jnp.asarray(r),))[1] for r in d])
    assert np.allclose(jitted(g, x, jnp.asarray(d)), ref, rtol=1e-5, atol=1e-6)
    print("equations in the program:", sizes)
    assert sizes[16] > 4 * sizes[2]
    print("verified")
