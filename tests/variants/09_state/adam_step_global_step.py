"""Counts steps in a module variable instead of opt_state['step']."""
EXERCISE = "state.adam_step"
VERDICT = "fail"
MESSAGE = "reads the global variable `steps_taken`"

import jax
import jax.numpy as jnp

steps_taken = 0


def adam_step(params, grads, opt_state, lr):
    global steps_taken
    steps_taken += 1
    t = steps_taken
    m = jax.tree.map(lambda m, g: ADAM_B1 * m + (1 - ADAM_B1) * g, opt_state["m"], grads)
    v = jax.tree.map(lambda v, g: ADAM_B2 * v + (1 - ADAM_B2) * g**2, opt_state["v"], grads)
    new = jax.tree.map(lambda p, m, v: p - lr * (m / (1 - ADAM_B1**t)) / (jnp.sqrt(v / (1 - ADAM_B2**t)) + ADAM_EPS),
                       params, m, v)
    return new, {"step": jnp.int32(t), "m": m, "v": v}
