"""The student wraps the call of ``f`` in ``try``/``except Exception`` and answers 0.0 when it fails: an exception of the caller's ``f`` (a bug in the caller's code) comes back as a curvature that looks like an answer."""
EXERCISE = "grad.curvature"
VERDICT = "fail"
MESSAGE = "swallowed an exception"

from typing import Callable

import jax
import jax.numpy as jnp


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    try:
        slope = jax.grad(f)(x)
        bend = jax.grad(jax.grad(f))(x)
    except Exception:
        return jnp.zeros_like(x)
    inverse = 1 / jnp.hypot(1.0, slope)
    return jnp.abs(bend) * inverse * inverse * inverse
