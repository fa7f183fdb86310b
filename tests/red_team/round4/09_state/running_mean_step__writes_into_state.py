"""The student updates the running mean by writing the new count and mean back into the state dict it was given (as the object's `update` did) and returns that same dict, so the caller's state is changed in place.

Violates: "``state`` is never changed"
Verifying input: state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}, x = [2.0, 4.0] called un-jitted -> requires the caller's dict to still hold count 0 and mean [0, 0], this returns the same dict object, now holding count 1 and mean [2, 4].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / count
    # "update" the memory, like RunningMean.update would
    state["count"] = count
    state["mean"] = mean
    return mean, state


if __name__ == "__main__":
    import numpy as np

    # ordinary use, jitted and threaded: correct values
    step = jax.jit(running_mean_step)
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    rows = np.random.default_rng(0).normal(size=(6, 2)).astype(np.float32)
    for t, row in enumerate(rows):
        mean, state = step(state, jnp.asarray(row))
        np.testing.assert_allclose(mean, rows[: t + 1].mean(0), rtol=1e-5, atol=1e-6)
        assert int(state["count"]) == t + 1
    assert mean.dtype == jnp.float32
    # docstring example
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2

    # the flaw: the caller's dict is changed
    original = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    _, new = running_mean_step(original, jnp.array([2.0, 4.0]))
    assert new is original
    assert int(original["count"]) == 1 and original["mean"].tolist() == [2.0, 4.0]
    print("verified")
