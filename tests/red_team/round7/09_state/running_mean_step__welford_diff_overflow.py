"""The student uses the incremental update mean + (x - mean) / (count + 1), whose difference x - mean overflows for large samples of opposite sign.

Violates: "x: ... Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too"
Verifying input: samples -3e38 then 3e38 from a fresh state: the mean must be 0.0; this returns inf.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32) + 1
    mean = state["mean"] + (x - state["mean"]) / count
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    step = jax.jit(running_mean_step)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(1)}
    _, s = step(s, jnp.array([-3e38], jnp.float32))
    m, s = step(s, jnp.array([3e38], jnp.float32))
    assert float(m[0]) != 0.0 and not np.isclose(float(m[0]), 0.0, atol=1e33)
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2
    s = {"count": jnp.int32(0), "mean": jnp.zeros(1)}
    for _ in range(3):
        m, s = step(s, jnp.array([3e38], jnp.float32))
    assert np.isclose(float(m[0]), 3e38, rtol=1e-5)
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(50, 3)).astype(np.float32)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(3)}
    for x in xs:
        m, s = step(s, x)
    assert np.allclose(np.asarray(m), xs.mean(0), atol=1e-5)
    print("verified")
