"""Counts samples in float32 (to divide by it) and converts back, so the count stalls past 2**24.

Violates: "the mean of all ``count + 1`` samples ... and ``{"count": count + 1, "mean": mean}``".
Verifying input: state {"count": int32 16777217, "mean": [1.0]}, x [1.0] -> the docstring requires count 16777218, this returns 16777216.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = state["count"].astype(jnp.float32) + 1.0
    mean = state["mean"] + (x - state["mean"]) / n
    return mean, {"count": n.astype(jnp.int32), "mean": mean}


if __name__ == "__main__":
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2 and s["count"].dtype == jnp.int32
    big = {"count": jnp.int32(2**24 + 1), "mean": jnp.ones(1)}
    _, s2 = jax.jit(running_mean_step)(big, jnp.ones(1))
    assert int(s2["count"]) != 2**24 + 2, int(s2["count"])
    print("verified")
