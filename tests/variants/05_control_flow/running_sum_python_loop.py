"""Adds the rows up in a Python loop and stacks the totals: no scan at all."""
EXERCISE = "control_flow.running_sum"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax
import jax.numpy as jnp


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    totals = []
    total = jnp.zeros(xs.shape[1:], xs.dtype)
    for row in xs:
        total = total + row
        totals.append(total)
    return jnp.stack(totals)
