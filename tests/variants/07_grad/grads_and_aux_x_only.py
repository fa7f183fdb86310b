"""Differentiates with respect to x only (the default argnums) and reuses it for y."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "gradient does not match finite differences"

import jax


def grads_and_aux(f, x, y):
    dx, aux = jax.grad(f, has_aux=True)(x, y)
    return (dx, dx), aux
