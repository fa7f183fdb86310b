"""Correct: the student writes the new mean as a convex combination mean * (c / (c + 1)) + x / (c + 1), which never forms a running total or a difference and so cannot overflow.

Violates: nothing.
Verifying input: running_mean_step({"count": jnp.int32(1), "mean": jnp.array([-3e38, 3e38])}, jnp.array([3e38, 3e38])) returns [0.0, 3e38], as float64 NumPy does.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32)
    new_count = count + 1
    old = jnp.asarray(state["mean"])
    x = jnp.asarray(x)
    dtype = jnp.result_type(old, x)
    keep = (count / new_count).astype(dtype)
    share = (1.0 / new_count).astype(dtype)
    mean = old.astype(dtype) * keep + x.astype(dtype) * share
    return mean, {"count": new_count, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    step = jax.jit(running_mean_step)
    rng = np.random.default_rng(0)
    samples = np.concatenate([rng.normal(size=(50, 3)) * 1e37, np.full((1, 3), 3e38), np.full((1, 3), -3e38)]).astype(np.float32)
    state = {"count": jnp.int32(0), "mean": jnp.zeros(3, jnp.float32)}
    for t, row in enumerate(samples):
        mean, state = step(state, jnp.asarray(row))
        ref = samples[: t + 1].astype(np.float64).mean(axis=0)
        np.testing.assert_allclose(np.asarray(mean, np.float64), ref, rtol=1e-5, atol=1e33)
        assert mean.dtype == jnp.float32 and int(state["count"]) == t + 1

    mean, _ = step({"count": jnp.int32(1), "mean": jnp.array([-3e38, 3e38], jnp.float32)}, jnp.array([3e38, 3e38], jnp.float32))
    np.testing.assert_allclose(np.asarray(mean, np.float64), [0.0, 3e38], rtol=1e-6, atol=1e30)

    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    print("ok: correct", mean)
