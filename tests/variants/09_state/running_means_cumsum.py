"""A closed form with cumsum: right numbers, but no state threaded through a loop."""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = "not the method the exercise asks for"

import jax.numpy as jnp


def running_means(state, xs):
    xs = jnp.asarray(xs)
    count = jnp.asarray(state["count"])
    steps = jnp.arange(1, xs.shape[0] + 1).reshape((-1,) + (1,) * (xs.ndim - 1))
    totals = state["mean"] * count + jnp.cumsum(xs, axis=0)
    means = totals / (count + steps)
    return means, {"count": (count + xs.shape[0]).astype(jnp.int32), "mean": means[-1]}
