"""Solves H d = g with conjugate gradients capped at 20 iterations: exact for small n, not a full Newton step for larger, ill-conditioned problems."""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
MESSAGE = '[edge_cases] wrong values for newton_step(f=quadratic, x=array([-2.'

from typing import Callable

import jax
import jax.numpy as jnp
from jax.scipy.sparse.linalg import cg


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    g = jax.grad(f)(x)
    H = jax.hessian(f)(x)
    d, _ = cg(H, g, tol=1e-7, maxiter=20)
    return x - d
