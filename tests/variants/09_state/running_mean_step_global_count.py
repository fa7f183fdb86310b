"""Keeps the count in a module variable instead of the state."""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "reads the global variable `count`"

import jax.numpy as jnp

count = 0


def running_mean_step(state, x):
    global count
    count += 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": jnp.int32(count), "mean": mean}
