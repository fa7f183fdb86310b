"""The student vectorises the running mean as cumsum(xs) / (1, 2, ..., n): exact for a fresh state, but the starting state's count and mean are ignored (and running_mean_step is not used).

Violates: "state: the starting state, as for running_mean_step" / "running_mean_step applied row after row".
Verifying input: state = {"count": 2, "mean": 5.0}, xs = [8.0, 1.0] -> the docstring requires means [6.0, 4.75] and count 4; this returns [8.0, 4.5] and count 2.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
from jax import lax


def running_means(state: dict[str, jax.Array], xs: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    n = xs.shape[0]
    counts = jnp.arange(1, n + 1, dtype=jnp.int32)
    means = jnp.cumsum(xs, axis=0) / counts.reshape((n,) + (1,) * (xs.ndim - 1))
    return means, {"count": counts[-1], "mean": means[-1]}


if __name__ == "__main__":
    import numpy as np
    if "running_mean_step" not in globals():
        def running_mean_step(state, x):
            count = state["count"] + 1
            mean = state["mean"] + (x - state["mean"]) / count
            return mean, {"count": count, "mean": mean}
    state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, state = running_means(state, jnp.array([2.0, 4.0, 6.0]))
    assert (means.tolist(), int(state["count"])) == ([2.0, 3.0, 4.0], 3)
    m, s = jax.jit(running_means)({"count": jnp.int32(0), "mean": jnp.zeros(2)}, jnp.array([[1.0, 2.0], [3.0, 6.0]]))
    assert m.tolist() == [[1.0, 2.0], [2.0, 4.0]] and int(s["count"]) == 2
    m, s = jax.jit(running_means)({"count": jnp.int32(2), "mean": jnp.float32(5.0)}, jnp.array([8.0, 1.0]))
    assert m.tolist() == [8.0, 4.5] and int(s["count"]) == 2, (m, s)
    print("verified")
