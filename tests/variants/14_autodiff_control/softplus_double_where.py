"""Fixes the gradient with a second jnp.where (topic 07's trick): correct, but no custom rule, which is the exercise."""
EXERCISE = "autodiff_control.softplus"
VERDICT = "fail"
MESSAGE = "no custom derivative"

import jax.numpy as jnp


def softplus(x):
    x = jnp.asarray(x)
    big = x > 30.0
    safe = jnp.where(big, jnp.zeros_like(x), x)
    return jnp.where(big, x, jnp.log1p(jnp.exp(safe)))
