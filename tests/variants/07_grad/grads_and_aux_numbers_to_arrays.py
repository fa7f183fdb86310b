"""Turns every number in aux into a JAX array "so it can be jitted later": a count of 3 comes back as Array(3)."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "aux changed"

import jax
import jax.numpy as jnp


def grads_and_aux(f, x, y):
    grads, aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return grads, jax.tree.map(lambda leaf: jnp.asarray(leaf) if isinstance(leaf, (int, float)) else leaf, aux)
