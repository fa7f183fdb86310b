"""Runs the aux through jnp.asarray "to keep everything a JAX array": a Python int (or str-free pytree of numbers) comes back as an Array."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "is not a valid JAX array type"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    grads, aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return grads, jax.tree.map(jnp.asarray, aux)
