"""Rebuilds the running total (mean * count + x) and divides by count + 1, so two large samples overflow float32 to inf.

Violates: "Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too (a running total of many of them may not)."
Verifying input: running_mean_step({"count": jnp.int32(1), "mean": jnp.array([3e38])}, jnp.array([3e38])) -> the docstring requires mean [3e38]; this returns [inf].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"]
    total = state["mean"] * count + x
    new_count = count + 1
    mean = total / new_count
    return mean, {"count": new_count, "mean": mean}


if __name__ == "__main__":
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    mean, _ = running_mean_step({"count": jnp.int32(1), "mean": jnp.array([3e38])}, jnp.array([3e38]))
    assert mean.tolist() == [float("inf")], mean
    print("flaw shown:", mean.tolist(), "expected [3e38]")
