"""Rebuilds the running sum (mean * count + x) and divides again, which overflows float32 for large values.

Violates: "the mean of all ``count + 1`` samples (float32 for float32 input)".
Verifying input: state {"count": 1000, "mean": [1e36]}, x [1e36] -> the docstring requires mean 1e36, this returns inf.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    total = state["mean"] * state["count"] + x
    mean = total / count
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2
    big = {"count": jnp.int32(1000), "mean": jnp.array([1e36], jnp.float32)}
    m, _ = running_mean_step(big, jnp.array([1e36], jnp.float32))
    assert not bool(jnp.isfinite(m).all()), m
    print("verified")
