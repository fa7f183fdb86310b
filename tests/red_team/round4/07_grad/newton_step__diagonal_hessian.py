"""The student generalises x - f'/f'' elementwise, dividing the gradient by the Hessian's diagonal instead of solving with the whole Hessian.

Violates: "One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)``" / "For a quadratic ``f`` one step lands exactly on the minimum."
Verifying input: f=lambda v: v[0]**2 + v[0]*v[1] + v[1]**2, x=[1.0, 1.0] -> requires [0, 0], this returns [-0.5, -0.5].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    h = jnp.diag(jax.hessian(f)(x))
    return x - g / h


if __name__ == "__main__":
    import functools
    import numpy as np
    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    f = lambda v: jnp.sum(jnp.array([1.0, 4.0, 0.5]) * (v - jnp.array([1.0, -2.0, 5.0])) ** 2)
    np.testing.assert_allclose(jax.jit(functools.partial(newton_step, f))(jnp.zeros(3)), [1.0, -2.0, 5.0], rtol=1e-6)
    g = lambda v: jnp.sum(jnp.exp(v) - 2 * v)  # separable, minimum at log 2
    x = jnp.array([0.0, 1.0])
    np.testing.assert_allclose(newton_step(g, x), x - (np.exp(x) - 2) / np.exp(x), rtol=1e-6)
    q = lambda v: v[0] ** 2 + v[0] * v[1] + v[1] ** 2
    got = newton_step(q, jnp.array([1.0, 1.0])).tolist()
    assert got == [-0.5, -0.5], got  # the breach: [0, 0] expected
    print("verified")
