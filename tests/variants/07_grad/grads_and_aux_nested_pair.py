"""Returns jax.grad's own ((dx, dy), aux) instead of the flat (dx, dy, aux)."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "wrong structure"

import jax


def grads_and_aux(f, x, y):
    return jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
