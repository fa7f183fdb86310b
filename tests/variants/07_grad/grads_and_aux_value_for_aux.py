"""Uses value_and_grad and returns the value where the aux belongs."""
EXERCISE = "grad.grads_and_aux"
VERDICT = "fail"
MESSAGE = "wrong"

import jax


def grads_and_aux(f, x, y):
    (value, aux), (dx, dy) = jax.value_and_grad(f, argnums=(0, 1), has_aux=True)(x, y)
    return (dx, dy), value
