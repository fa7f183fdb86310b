"""The scan body returns the mean it was given instead of the updated one, so means[t] is the mean before row t (shifted by one).

Violates: "``means[t]`` is the mean after row ``t``"
Verifying input: fresh state, xs = [2., 4., 6.] -> requires means [2., 3., 4.], this returns [0., 2., 3.].
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp
from jax import lax


def _rm_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32) + 1
    mean = state["mean"] - state["mean"] / count + x / count
    return mean, {"count": count, "mean": mean}


def running_means(state, xs):
    def step(carry, x):
        _, new_carry = _rm_step(carry, x)
        return new_carry, carry["mean"]        # the mean *before* this row

    final, means = lax.scan(step, state, xs)
    return means, final


if __name__ == "__main__":
    import numpy as np

    xs = np.array([2.0, 4.0, 6.0], np.float32)
    expected = np.cumsum(xs, dtype=np.float64) / np.arange(1, 4)
    means, final = jax.jit(running_means)({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.asarray(xs))
    print("expected", expected, "got", means, "final", final)
    assert int(final["count"]) == 3 and float(final["mean"]) == 4.0   # the final state is right
    assert not np.allclose(np.asarray(means), expected)
    print("verified")
