"""The student computes the new count in float32 (count + 1.0) and casts it back to int32: fine for small counts, but above 2**24 float32 cannot hold count + 1 and the count stops (or goes back).

Violates: "(mean, new_state) ... {"count": count + 1, "mean": mean}".
Verifying input: state = {"count": int32 2**24 + 1, "mean": zeros(1)}, x = [1] -> the docstring requires count 16777218; this returns 16777216.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
MESSAGE = "'count': np.int32(16777217)"

import jax
import jax.numpy as jnp


def running_mean_step(state: dict[str, jax.Array], x: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    n = jnp.asarray(state["count"]).astype(jnp.float32) + 1.0
    mean = state["mean"] + (x - state["mean"]) / n
    return mean, {"count": n.astype(jnp.int32), "mean": mean}
