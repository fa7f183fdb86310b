"""Alternative: value_and_grad, dropping the value and keeping JAX's structure."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "pass"

import jax


def grads_and_aux(f, x, y):
    (_, aux), grads = jax.value_and_grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return grads, aux
