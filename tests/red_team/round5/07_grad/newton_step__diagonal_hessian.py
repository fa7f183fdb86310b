"""The student avoids building and solving with the full Hessian and divides the gradient by the Hessian's diagonal (d2f/dx_i2 via grad-of-grad per coordinate): exact for separable quadratics, wrong as soon as the variables are coupled.

Violates: "One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)`` ... ``H`` its Hessian, the ``(n, n)`` matrix of second derivatives. For a quadratic ``f`` one step lands exactly on the minimum."
Verifying input: f(v) = v0**2 + v0*v1 + v1**2 (PD Hessian [[2, 1], [1, 2]]), x=[1, 1] -> requires [0, 0], this returns [-0.5, -0.5].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    n = x.shape[0]
    eye = jnp.eye(n, dtype=x.dtype)

    # d2f/dx_i^2 for every i: the Hessian-vector product with e_i, read at i
    def curv(e):
        return jnp.vdot(e, jax.jvp(jax.grad(f), (x,), (e,))[1])

    h_diag = jax.vmap(curv)(eye)
    return x - g / h_diag


if __name__ == "__main__":
    import numpy as np

    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    f = lambda v: jnp.sum(jnp.array([1.0, 4.0, 0.5]) * (v - jnp.array([1.0, -2.0, 3.0])) ** 2)
    out = jax.jit(newton_step, static_argnums=0)(f, jnp.array([5.0, 5.0, 5.0]))
    np.testing.assert_allclose(out, [1.0, -2.0, 3.0], rtol=1e-6)
    g = lambda v: jnp.sum(jnp.exp(v) - 2 * v)  # separable, minimum at log 2
    x = jnp.array([0.0, 1.0])
    ref = np.asarray(x) - (np.exp(x) - 2) / np.exp(x)
    np.testing.assert_allclose(newton_step(g, x), ref, rtol=1e-6)

    coupled = lambda v: v[0] ** 2 + v[0] * v[1] + v[1] ** 2
    x = jnp.array([1.0, 1.0])
    H = np.array([[2.0, 1.0], [1.0, 2.0]])
    want = np.asarray(x) - np.linalg.solve(H, np.array([3.0, 3.0]))
    got = jax.jit(newton_step, static_argnums=0)(coupled, x)
    print("coupled quadratic: required", want.tolist(), "got", got.tolist())
    assert np.allclose(want, 0.0) and np.allclose(got, [-0.5, -0.5])
    print("verified")
