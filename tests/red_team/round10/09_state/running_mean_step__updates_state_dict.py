"""Writes the new count and mean back into the ``state`` dict it was given (and returns that same dict), so the caller's state changes.

Violates: "``state`` is never changed"
Verifying input: s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}; running_mean_step(s, jnp.ones(2)) -> the docstring requires s["count"] still 0; afterwards it is 1.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / n
    state["count"] = n
    state["mean"] = mean
    return mean, state


if __name__ == "__main__":
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    running_mean_step(s, jnp.ones(2))
    assert int(s["count"]) == 1 and s["mean"].tolist() == [1.0, 1.0], s
    print("flaw shown: caller's state now", s)
