"""The student updates the mean as (mean * count + x) / (count + 1), which rebuilds the running SUM: it overflows float32 to inf when mean * count passes 3.4e38 although the mean itself is representable.

Violates: "the mean of all count + 1 samples (float32 for float32 input)".
Verifying input: state = {"count": int32 10000, "mean": [1e35]}, x = [1e35] -> the docstring requires mean 1e35; this returns inf.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state: dict[str, jax.Array], x: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    count = state["count"]
    mean = (state["mean"] * count + x) / (count + 1)
    return mean, {"count": count + 1, "mean": mean}


if __name__ == "__main__":
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    assert mean.dtype == jnp.float32 and state["count"].dtype == jnp.int32
    big = {"count": jnp.int32(10000), "mean": jnp.array([1e35], jnp.float32)}
    m, _ = jax.jit(running_mean_step)(big, jnp.array([1e35], jnp.float32))
    assert bool(jnp.isinf(m[0])), m
    print("verified")
