"""Counts with ``state["count"] + 1.0``, so the count becomes float32 and stops counting at 2**24 samples.

Violates: "``{"count": count + 1, "mean": mean}``" (with count an "int32 scalar")
Verifying input: state {"count": int32 2**24, "mean": [0.]}, x = [1.] -> requires count 16777217 (int32), this returns 16777216.0 (float32).
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = state["count"] + 1.0          # float, so the division below is a float division
    mean = state["mean"] - state["mean"] / n + x / n
    return mean, {"count": n, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2   # the example still passes

    state = {"count": jnp.int32(2**24), "mean": jnp.zeros(1)}
    _, new_state = jax.jit(running_mean_step)(state, jnp.ones(1))
    expected = 2**24 + 1
    print("expected count", expected, "got", new_state["count"], new_state["count"].dtype)
    assert new_state["count"].dtype != jnp.int32
    assert int(new_state["count"]) != expected
    # and after it the counter is stuck: another step leaves it unchanged
    _, again = jax.jit(running_mean_step)(new_state, jnp.ones(1))
    assert int(again["count"]) == int(new_state["count"])
    print("verified")
