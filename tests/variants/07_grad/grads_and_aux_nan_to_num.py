"""The student cleans the gradients with ``jnp.nan_to_num`` "so that training never sees a NaN": where ``f`` gives NaN, the contract's gradient is NaN, and a 0 put in its place hides the caller's problem."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "gives NaN wherever it gives a float"

import jax
import jax.numpy as jnp


def grads_and_aux(f, x, y):
    grads, aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return jax.tree.map(jnp.nan_to_num, grads), aux
