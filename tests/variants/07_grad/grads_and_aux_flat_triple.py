"""Unpacks JAX's ((dx, dy), aux) and returns the flat (dx, dy, aux) instead of JAX's own structure."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "wrong structure"

import jax


def grads_and_aux(f, x, y):
    (dx, dy), aux = jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return dx, dy, aux
