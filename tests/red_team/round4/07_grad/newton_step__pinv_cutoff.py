"""The student uses the pseudo-inverse "in case H is singular"; its default cutoff zeroes tiny but positive curvature, so that direction does not move.

Violates: "``x - H(x)^-1 g(x)``" / "with a positive definite Hessian" / "For a quadratic ``f`` one step lands exactly on the minimum."
Verifying input: f=lambda v: 0.5 * (v[0]**2 + 1e-7 * v[1]**2), x=[1.0, 1.0] -> requires [0.0, 0.0], this returns [0.0, 1.0].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "values"

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    H = jax.hessian(f)(x)
    return x - jnp.linalg.pinv(H) @ g


if __name__ == "__main__":
    import functools
    import numpy as np
    assert np.allclose(newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])), [3.0, 3.0], atol=1e-5)
    A = jnp.array([[3.0, 1.0, 0.0], [1.0, 2.0, 0.5], [0.0, 0.5, 1.0]]); c = jnp.array([1.0, -2.0, 0.5])
    q = lambda v: 0.5 * (v - c) @ A @ (v - c)
    np.testing.assert_allclose(jax.jit(functools.partial(newton_step, q))(jnp.zeros(3)), c, rtol=1e-5, atol=1e-5)
    tiny = lambda v: 0.5 * (v[0] ** 2 + 1e-7 * v[1] ** 2)
    x = jnp.array([1.0, 1.0])
    exact = x - jnp.linalg.solve(jax.hessian(tiny)(x), jax.grad(tiny)(x))
    assert np.allclose(exact, [0.0, 0.0], atol=1e-5)
    got = newton_step(tiny, x)
    assert np.allclose(got, [0.0, 1.0], atol=1e-5), got  # the breach
    print("verified")
