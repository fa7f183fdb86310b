"""Returns the starting state instead of the final one."""
EXERCISE = "state.running_means"
VERDICT = "fail"
MESSAGE = "wrong values"

from jax import lax


def running_means(state, xs):
    _, means = lax.scan(lambda s, x: running_mean_step(s, x)[::-1], state, xs)
    return means, state
