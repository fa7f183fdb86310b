"""The student rebuilds the running total, mean * count + x, and divides by count + 1, so two samples near float32's largest overflow to inf.

Violates: "x: ... Any finite values, up to float32's largest: a mean of samples that fit in float32 fits too (a running total of many of them may not)."
Verifying input: two steps with x = 3e38 from a fresh state: the mean must be 3e38; this returns inf.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32)
    total = state["mean"] * count + x
    mean = total / (count + 1)
    return mean, {"count": count + 1, "mean": mean}


if __name__ == "__main__":
    step = jax.jit(running_mean_step)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(1)}
    for _ in range(2):
        m, s = step(s, jnp.array([3e38], jnp.float32))
    assert not np.isclose(float(m[0]), 3e38, rtol=1e-5)
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(50, 3)).astype(np.float32)
    s = {"count": 0, "mean": jnp.zeros(3)}
    for x in xs:
        m, s = step(s, x)
    assert np.allclose(np.asarray(m), xs.mean(0), atol=1e-5) and int(s["count"]) == 50
    print("verified")
