"""A Python loop over the rows: unrolled, one step per row."""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax.numpy as jnp


def running_means(state, xs):
    means = []
    for x in xs:
        mean, state = running_mean_step(state, x)
        means.append(mean)
    return jnp.stack(means), state
