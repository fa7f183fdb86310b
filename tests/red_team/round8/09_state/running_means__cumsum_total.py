"""The student replaces the loop by a closed form, (count * mean + cumsum(xs)) / (count + t), whose running total overflows float32 for large samples even though every running mean fits.

Violates: "``means[t]`` is the mean after row ``t``" (with the state "as for ``running_mean_step``": "Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too")
Verifying input: running_means({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([3e38, 3e38])) must return means [3e38, 3e38]; this returns [3e38, inf].
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32)
    new_count = count + 1
    mean = state["mean"] * (count / new_count) + x / new_count
    return mean, {"count": new_count, "mean": mean}


def running_means(state, xs):
    count = jnp.asarray(state["count"], jnp.int32)
    n = xs.shape[0]
    steps = jnp.arange(1, n + 1, dtype=jnp.int32).reshape((n,) + (1,) * (xs.ndim - 1))
    totals = count * state["mean"] + jnp.cumsum(xs, axis=0)
    means = totals / (count + steps)
    final_state = {"count": count + n, "mean": means[-1]}
    return means, final_state


if __name__ == "__main__":
    import numpy as np

    fn = jax.jit(running_means)
    means, final = fn({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([3e38, 3e38], jnp.float32))
    assert np.isfinite(np.float64(3e38))
    assert not np.isfinite(np.asarray(means)).all(), means

    state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, state = fn(state, jnp.array([2.0, 4.0, 6.0]))
    assert (means.tolist(), int(state["count"])) == ([2.0, 3.0, 4.0], 3)
    print("ok: flaw shows")
