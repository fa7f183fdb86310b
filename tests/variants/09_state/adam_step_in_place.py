"""Writes the new moments into opt_state and returns the same dict."""
EXERCISE = "state.adam_step"
VERDICT = "fail"
MESSAGE = "modified its input"

import jax
import jax.numpy as jnp


def adam_step(params, grads, opt_state, lr):
    t = opt_state["step"] + 1
    opt_state["m"] = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    opt_state["v"] = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    opt_state["step"] = t
    new = jax.tree.map(lambda p, m, v: p - lr * (m / (1 - ADAM_B1**t)) / (jnp.sqrt(v / (1 - ADAM_B2**t)) + ADAM_EPS),
                       params, opt_state["m"], opt_state["v"])
    return new, opt_state
