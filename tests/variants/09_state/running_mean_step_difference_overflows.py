"""The classic update m + (x - m) / (n + 1): right for ordinary data, but x - m is past float32's range when the
samples sit at both ends of it (3e38 after -3e38), which the contract admits; the mean there is 0."""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "not finite"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = state["count"] + 1
    m = state["mean"]
    new = m + (x - m) / n.astype(m.dtype)
    return new, {"count": n, "mean": new}
