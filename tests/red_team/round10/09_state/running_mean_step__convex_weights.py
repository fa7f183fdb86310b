"""Correct: the new mean is the convex combination mean * (count / n) + x / n with n = count + 1 (no total, no difference x - mean), in a fresh dict.

Verifying input: checked the Example, +-3e38 samples (3e38 twice -> 3e38; 3e38 then -3e38 -> 0), a fresh state with a
Python int count, the input state left unchanged, int32 count, float32 mean, and 100 jitted calls threading the state.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32)
    n = count + 1
    old = jnp.asarray(state["mean"])
    x = jnp.asarray(x)
    dtype = jnp.result_type(old, x)
    nf = n.astype(dtype)
    mean = old * (count.astype(dtype) / nf) + x / nf
    return mean, {"count": n, "mean": mean}


if __name__ == "__main__":
    import numpy as np
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    m, _ = running_mean_step({"count": jnp.int32(1), "mean": jnp.array([3e38])}, jnp.array([3e38]))
    assert np.isclose(m[0], 3e38, rtol=1e-6)
    m, _ = running_mean_step({"count": jnp.int32(1), "mean": jnp.array([3e38])}, jnp.array([-3e38]))
    assert m.tolist() == [0.0]
    s = {"count": 0, "mean": jnp.zeros(3)}
    m, ns = running_mean_step(s, jnp.ones(3))
    assert s["count"] == 0 and ns["count"].dtype == jnp.int32 and m.dtype == jnp.float32
    f = jax.jit(running_mean_step)
    st = {"count": jnp.int32(0), "mean": jnp.zeros(())}
    for k in range(1, 101):
        m, st = f(st, jnp.float32(k))
    assert int(st["count"]) == 100 and abs(float(m) - 50.5) < 1e-4
    print("ok")
