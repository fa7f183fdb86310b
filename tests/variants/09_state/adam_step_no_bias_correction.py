"""Leaves out the bias corrections 1 - b1**t and 1 - b2**t."""
EXERCISE = "state.adam_step"
VERDICT = "fail"
MESSAGE = "wrong values"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    new = jax.tree.map(lambda p, m, v: p - lr * m / (jnp.sqrt(v) + ADAM_EPS), params, m, v)
    return new, {"step": opt_state["step"] + 1, "m": m, "v": v}
