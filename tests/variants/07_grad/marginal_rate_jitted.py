"""Compiles the derivative with jax.jit: tax's Python if then meets a tracer without a value and fails."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "it uses a traced array in a Python `if`"

import jax


# `tax` is the module's own (the variant is appended to it).


@jax.jit
def marginal_rate(income):
    return jax.grad(tax)(income)
