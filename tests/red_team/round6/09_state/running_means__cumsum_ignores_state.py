"""Computes the running means in closed form, cumsum(xs) / (1..n), which forgets the count and mean already in the starting state.

Violates: "The running mean after each row of ``xs``: ``running_mean_step`` applied row after row." (from "state: the starting state")
Verifying input: state {"count": 2, "mean": 10.}, xs = [4.] -> requires means [8.] (the mean of 10, 10, 4) and count 3, this returns [4.] and count 1.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_means(state, xs):
    n = xs.shape[0]
    counts = jnp.arange(1, n + 1, dtype=jnp.int32).reshape((n,) + (1,) * (xs.ndim - 1))
    means = jnp.cumsum(xs, axis=0) / counts
    return means, {"count": jnp.int32(n), "mean": means[-1]}


if __name__ == "__main__":
    import numpy as np

    # from a fresh state it matches the docstring example
    means, final = running_means({"count": jnp.int32(0), "mean": jnp.float32(0.0)}, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(final["count"]) == 3

    # a state that already saw two samples of 10
    state = {"count": jnp.int32(2), "mean": jnp.float32(10.0)}
    means, final = jax.jit(running_means)(state, jnp.array([4.0]))
    expected = np.mean(np.array([10.0, 10.0, 4.0]))
    print("expected", expected, "count 3; got", means, int(final["count"]))
    assert not np.isclose(float(means[0]), expected) and int(final["count"]) != 3
    print("verified")
