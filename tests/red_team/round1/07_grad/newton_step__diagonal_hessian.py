"""The student divides the gradient by the Hessian's diagonal, g / diag(H), instead of solving H d = g: exact only when f is separable.

Violates: "One step of Newton's method towards a minimum of f: x - H(x)^-1 g(x)" / "For a quadratic f one step lands exactly on the minimum".
Verifying input: f = lambda v: v[0]**2 + v[0]*v[1] + v[1]**2 - v[0], x = [0, 0] -> the docstring requires the minimum [2/3, -1/3]; this returns [0.5, 0.0].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    h = jax.hessian(f)(x)
    return x - g / jnp.diag(h)


if __name__ == "__main__":
    assert newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist() == [3.0, 3.0]
    f = lambda v: v[0] ** 2 + v[0] * v[1] + v[1] ** 2 - v[0]
    got = jax.jit(newton_step, static_argnums=0)(f, jnp.array([0.0, 0.0]))
    assert got.tolist() == [0.5, 0.0], got
    assert abs(2 / 3 - float(got[0])) > 0.1
    print("verified")
