"""Alternative: rebuilds the total, adds x, divides by the new count."""
EXERCISE = "state.running_mean_step"
VERDICT = "pass"

import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    total = state["mean"] * state["count"] + x
    mean = (total / count).astype(jnp.result_type(state["mean"]))
    return mean, {"count": jnp.asarray(count, jnp.int32), "mean": mean}
