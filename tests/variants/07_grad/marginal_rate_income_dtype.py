"""Flawed: returns `jax.grad(tax)(income)` as it comes, so the rate has the income's dtype: a float16 or bfloat16
income gives a float16 or bfloat16 rate, where the contract promises float32 whatever the income was."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "float32"

import jax


def marginal_rate(income):
    return jax.grad(tax)(income)
