"""The student replaces the loop by a closed form, (count * mean + cumsum(xs)) / (count + t), which is exact in real numbers but overflows float32 once the running total passes 3.4e38, although every mean is finite.

Violates: "``means[t]`` is the mean after row ``t``" (``running_mean_step`` applied row after row, for any float samples)
Verifying input: fresh state {"count": 0, "mean": 0.0}, xs = [3e38, 3e38, 3e38] -> requires means [3e38, 3e38, 3e38] (the mean of equal samples), this returns [3e38, inf, inf] and a final mean of inf.
"""
EXERCISE = "state.running_means"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_means(state, xs):
    # No loop at all, so the program cannot grow with n, and nothing impure can happen.
    n = xs.shape[0]
    count = jnp.asarray(state["count"], jnp.int32)
    counts = count + jnp.arange(1, n + 1, dtype=jnp.int32)          # samples seen after each row
    totals = state["mean"] * count + jnp.cumsum(xs, axis=0)           # running sums
    means = totals / counts.reshape((n,) + (1,) * (xs.ndim - 1))
    return means, {"count": counts[-1], "mean": means[-1]}


if __name__ == "__main__":
    import numpy as np

    state = {"count": jnp.int32(0), "mean": jnp.float32(0.0)}
    means, final = running_means(state, jnp.array([2.0, 4.0, 6.0]))
    assert means.tolist() == [2.0, 3.0, 4.0] and int(final["count"]) == 3

    rng = np.random.default_rng(1)
    xs = rng.normal(size=(40, 2, 3)).astype(np.float32)
    start = {"count": jnp.int32(5), "mean": jnp.asarray(rng.normal(size=(2, 3)), jnp.float32)}
    means, final = jax.jit(running_means)(start, jnp.asarray(xs))
    ref_tot = 5 * np.asarray(start["mean"], np.float64) + np.cumsum(xs, 0)
    ref = ref_tot / (5 + np.arange(1, 41))[:, None, None]
    np.testing.assert_allclose(means, ref, rtol=1e-5, atol=1e-5)
    assert means.shape == (40, 2, 3) and means.dtype == jnp.float32 and int(final["count"]) == 45
    # resuming from a final state continues the same means
    m1, s1 = running_means(start, jnp.asarray(xs[:20]))
    m2, s2 = running_means(s1, jnp.asarray(xs[20:]))
    np.testing.assert_allclose(np.concatenate([m1, m2]), means, rtol=1e-5, atol=1e-5)

    # The breach: large (finite) samples. Their mean is finite, the running total is not.
    big = jnp.full((3,), 3e38, jnp.float32)
    means, final = jax.jit(running_means)({"count": 0, "mean": jnp.float32(0.0)}, big)
    print("means:", means, " final mean:", final["mean"])
    assert np.isinf(np.asarray(means[1:])).all() and np.isinf(float(final["mean"]))
    print("verified")
