"""Rebuilds the total, adds x, divides by the new count: the total of 1000 samples near 3e36 overflows float32
although their mean does not."""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "[edge_cases] not finite: [0] of running_mean_step"

import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    total = state["mean"] * state["count"] + x
    mean = (total / count).astype(jnp.result_type(state["mean"]))
    return mean, {"count": jnp.asarray(count, jnp.int32), "mean": mean}
