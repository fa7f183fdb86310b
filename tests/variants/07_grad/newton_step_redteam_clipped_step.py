"""The student caps the Newton step at norm 10 "for safety" (a trust region), so from far away one step no longer reaches a quadratic's minimum.

Violates: "One step of Newton's method towards a minimum of f: x - H(x)^-1 g(x)" / "For a quadratic f one step lands exactly on the minimum".
Verifying input: f = lambda v: jnp.sum((v - 100.0) ** 2), x = [0, 0] -> the docstring requires [100, 100]; this returns [7.07, 7.07].
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
MESSAGE = 'newton_step(f=quadratic, x=array([ 40., -30.,  25.]'

from typing import Callable

import jax
import jax.numpy as jnp


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    h = jax.hessian(f)(x)
    d = jnp.linalg.solve(h, g)
    norm = jnp.linalg.norm(d)
    d = d * jnp.minimum(1.0, 10.0 / jnp.maximum(norm, 1e-30))
    return x - d
