"""The student turns the count into a float32 "so the division is a float division" and stores that float back as the count, so the counter stops at 2**24 samples and the state's count is no longer an int32.

Violates: "state: ``{"count": int32 scalar, ...}`` ... the function must give the right answer when it is jitted and called again and again with the state the previous call returned" / returns "``{"count": count + 1, "mean": mean}``"
Verifying input: state = {"count": int32(2**24), "mean": [0.0]} threaded through 100_000 samples of 1.0 -> requires final count 16877216 (int32) and mean 0.005925, this returns count 16777216.0 (float32, stuck) and mean 0.005934.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "horizons"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    n = jnp.asarray(state["count"], jnp.float32) + 1.0   # float, so that 1/n is not integer division
    mean = state["mean"] + (x - state["mean"]) / n
    return mean, {"count": n, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    step = jax.jit(running_mean_step)
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2

    rng = np.random.default_rng(0)
    xs = rng.normal(size=(50, 3)).astype(np.float32)
    state = {"count": 0, "mean": jnp.zeros(3)}
    for t, x in enumerate(xs):
        mean, state = step(state, jnp.asarray(x))
        np.testing.assert_allclose(mean, xs[: t + 1].mean(0), rtol=1e-5, atol=1e-6)
    assert mean.dtype == jnp.float32 and int(state["count"]) == 50

    # The breach: a long run. Resume a state that has seen 2**24 samples of mean 0, and feed
    # 100_000 more samples equal to 1.0, threading the returned state as the docstring says.
    big = {"count": jnp.int32(2**24), "mean": jnp.zeros(1)}

    def body(state, x):
        mean, state = running_mean_step(state, x)
        return state, mean

    mean, state = step(big, jnp.ones(1))            # first call, then keep threading what it returned
    final, means = jax.jit(lambda s, xs: jax.lax.scan(body, s, xs))(state, jnp.ones((99_999, 1)))
    exact = 100_000 / (2**24 + 100_000)
    print("count:", final["count"], final["count"].dtype, " mean:", float(means[-1, 0]), " exact:", exact)
    assert final["count"].dtype != jnp.int32               # the state's count became a float
    assert int(final["count"]) == 2**24                    # and it stopped counting at 2**24
    assert abs(float(means[-1, 0]) - exact) / exact > 1e-3  # so the mean drifts away
    print("verified")
