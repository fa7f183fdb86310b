"""Rebuilds the running total (mean * count + x) and divides, so the intermediate total overflows float32 for large samples.

Violates: "Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too (a running total of many of them may not)."
Verifying input: state {"count": 1, "mean": [3e38]}, x = [3e38] -> requires mean [3e38], this returns [inf].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    mean = (state["mean"] * state["count"] + x) / count
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    # ordinary inputs are fine: the docstring example
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2

    # two samples of 3e38: their mean, 3e38, fits in float32
    state = {"count": jnp.int32(1), "mean": jnp.array([3e38], jnp.float32)}
    x = jnp.array([3e38], jnp.float32)
    expected = (np.float64(3e38) + np.float64(3e38)) / 2  # float64 reference
    assert np.isfinite(np.float32(expected))
    got, _ = jax.jit(running_mean_step)(state, x)
    print("expected", expected, "got", got)
    assert not np.isfinite(np.asarray(got)).all()
    print("verified")
