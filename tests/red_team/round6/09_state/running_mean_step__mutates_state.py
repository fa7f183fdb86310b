"""Writes the new count and mean into the state dict it was given and returns that same dict.

Violates: "``state`` is never changed"
Verifying input: state = {"count": int32 0, "mean": zeros(2)}, x = [2., 4.] -> requires the caller's dict to still hold count 0, this leaves count 1 and mean [2., 4.] in it.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = state["count"] + 1
    state["count"] = n
    state["mean"] = state["mean"] - state["mean"] / n + x / n
    return state["mean"], state


if __name__ == "__main__":
    import numpy as np

    # values are right, including the extreme case and the docstring example
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2

    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    before = {k: np.asarray(v).copy() for k, v in state.items()}
    mean, new_state = running_mean_step(state, jnp.array([2.0, 4.0]))
    print("caller's dict after the call:", state)
    assert new_state is state
    assert int(state["count"]) != int(before["count"])
    assert not np.array_equal(np.asarray(state["mean"]), before["mean"])
    print("verified")
