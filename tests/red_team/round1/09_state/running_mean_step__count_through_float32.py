"""The student computes the new count in float32 (count + 1.0) and casts it back to int32: fine for small counts, but above 2**24 float32 cannot hold count + 1 and the count stops (or goes back).

Violates: "(mean, new_state) ... {"count": count + 1, "mean": mean}".
Verifying input: state = {"count": int32 2**24 + 1, "mean": zeros(1)}, x = [1] -> the docstring requires count 16777218; this returns 16777216.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def running_mean_step(state: dict[str, jax.Array], x: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    n = jnp.asarray(state["count"]).astype(jnp.float32) + 1.0
    mean = state["mean"] + (x - state["mean"]) / n
    return mean, {"count": n.astype(jnp.int32), "mean": mean}


if __name__ == "__main__":
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    assert state["count"].dtype == jnp.int32
    big = {"count": jnp.int32(2 ** 24 + 1), "mean": jnp.zeros(1)}
    _, new = jax.jit(running_mean_step)(big, jnp.array([1.0]))
    assert int(new["count"]) == 2 ** 24, int(new["count"])   # promised 2**24 + 2
    print("verified")
