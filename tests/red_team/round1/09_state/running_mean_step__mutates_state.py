"""The student updates the state dict in place (state["count"] = ..., state["mean"] = ...) and returns it: right numbers, jitted too, but the caller's input dict is changed.

Violates: "state is never changed".
Verifying input: state = {"count": int32 0, "mean": zeros(2)}, x = [2, 4], called without jit -> the docstring requires the caller's state to still hold count 0; afterwards it holds count 1 and mean [2, 4].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def running_mean_step(state: dict[str, jax.Array], x: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    count = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / count
    state["count"] = count
    state["mean"] = mean
    return mean, state


if __name__ == "__main__":
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    step = jax.jit(running_mean_step)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    for v in ([2.0, 4.0], [4.0, 0.0], [0.0, 2.0]):
        m, s = step(s, jnp.array(v))
    assert m.tolist() == [2.0, 2.0] and int(s["count"]) == 3
    original = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    running_mean_step(original, jnp.array([2.0, 4.0]))
    assert int(original["count"]) == 1 and original["mean"].tolist() == [2.0, 4.0]
    print("verified")
