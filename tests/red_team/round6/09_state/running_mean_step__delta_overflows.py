"""Uses the textbook incremental update mean + (x - mean) / n, whose difference x - mean overflows when a sample and the mean have opposite signs near float32's largest.

Violates: "Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too"
Verifying input: state {"count": 1, "mean": [-3e38]}, x = [3e38] -> requires mean [0.0], this returns [inf].
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = state["count"] + 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    # the docstring example passes
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2

    # samples -3e38 then 3e38: both finite float32, their mean 0 fits
    state = {"count": jnp.int32(0), "mean": jnp.zeros(1, jnp.float32)}
    step = jax.jit(running_mean_step)
    _, state = step(state, jnp.array([-3e38], jnp.float32))
    assert float(state["mean"][0]) == np.float32(-3e38)
    got, state = step(state, jnp.array([3e38], jnp.float32))
    expected = np.mean(np.array([-3e38, 3e38], np.float64))
    print("expected", expected, "got", got)
    assert expected == 0.0 and not np.isfinite(np.asarray(got)).all()
    print("verified")
