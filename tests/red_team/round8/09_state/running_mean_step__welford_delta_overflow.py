"""The student uses the textbook incremental update mean + (x - mean) / n, whose difference x - mean overflows to inf when the old mean and the new sample are huge and of opposite sign, although their mean fits in float32.

Violates: "Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too"
Verifying input: running_mean_step({"count": jnp.int32(1), "mean": jnp.array([-3e38])}, jnp.array([3e38])) must return mean [0.0]; this returns [inf].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32) + 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    step = jax.jit(running_mean_step)
    state = {"count": jnp.int32(1), "mean": jnp.array([-3e38], jnp.float32)}
    mean, new_state = step(state, jnp.array([3e38], jnp.float32))
    expected = np.mean(np.array([-3e38, 3e38], np.float64))
    assert expected == 0.0
    assert not np.isfinite(np.asarray(mean)).all(), mean

    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    print("ok: flaw shows", mean)
