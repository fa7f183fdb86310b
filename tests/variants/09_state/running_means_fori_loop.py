"""Alternative: lax.fori_loop carrying the state and filling a preallocated array."""
EXERCISE = "state.running_means"
VERDICT = "pass"

import jax.numpy as jnp
from jax import lax


def running_means(state, xs):
    xs = jnp.asarray(xs)

    def body(t, carry):
        state, means = carry
        mean, state = running_mean_step(state, xs[t])
        return state, means.at[t].set(mean)

    start = {"count": jnp.asarray(state["count"], jnp.int32), "mean": jnp.asarray(state["mean"])}
    final, means = lax.fori_loop(0, xs.shape[0], body, (start, jnp.zeros(xs.shape, jnp.result_type(xs, 1.0))))
    return means, final
