"""Alternative: value_and_grad on tax, keeping only the slope."""
EXERCISE = "grad.marginal_rate"
VERDICT = "pass"

import jax
import jax.numpy as jnp


# `tax` is the module's own (the variant is appended to it).


def marginal_rate(income):
    _, rate = jax.value_and_grad(tax)(jnp.asarray(income, jnp.float32))
    return rate
