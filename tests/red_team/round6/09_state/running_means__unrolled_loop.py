"""Replaces the broken scan with a Python for-loop over the rows, so under jit the program is unrolled and grows with n.

Violates: "inside one compiled loop: the program must not grow with ``n`` (no unrolled Python loop)"
Verifying input: xs of 4 rows vs 64 rows -> requires the same jaxpr size, this one's jaxpr grows about 16-fold.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "algorithm"

import jax
import jax.numpy as jnp


def _rm_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32) + 1
    mean = state["mean"] - state["mean"] / count + x / count
    return mean, {"count": count, "mean": mean}


def running_means(state, xs):
    means = []
    for x in xs:                       # a Python loop: one copy of the step per row
        mean, state = _rm_step(state, x)
        means.append(mean)
    return jnp.stack(means), state


if __name__ == "__main__":
    import numpy as np

    # values are right
    means, final = running_means({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(final["count"]) == 3

    def size(n):
        state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
        jaxpr = jax.make_jaxpr(running_means)(state, jnp.ones((n, 2)))
        return len(jaxpr.eqns)

    small, large = size(4), size(64)
    print("jaxpr equations for n=4:", small, " n=64:", large)
    assert large > 4 * small
    print("verified")
