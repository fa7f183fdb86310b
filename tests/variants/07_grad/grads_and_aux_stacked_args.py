"""The student stacks x and y into one array to differentiate with respect to "both", which only works when x and y have the same shape."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = 'y=array([[ 1.5 ,  0.25]'

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    xy = jnp.stack([x, y])
    g, aux = jax.grad(lambda v: f(v[0], v[1]), has_aux=True)(xy)
    return (g[0], g[1]), aux
