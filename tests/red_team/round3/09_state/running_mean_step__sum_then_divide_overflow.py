"""The student rebuilds the running total as ``mean * count + x`` and divides by ``count + 1``, so large-magnitude samples overflow float32 in the intermediate sum although the mean itself is representable.

Violates: "the mean of all ``count + 1`` samples (float32 for float32 input)" for any float sample, including large magnitudes.
Verifying input: state = {"count": 3, "mean": [2e38]}, x = [2e38] -> requires mean [2e38], this returns [inf] (2e38 * 3 + 2e38 = 8e38 overflows float32).
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def running_mean_step(state, x):
    count = jnp.asarray(state["count"], jnp.int32)
    x = jnp.asarray(x)
    new_count = count + 1
    total = state["mean"] * count + x  # the sum of all samples seen so far
    mean = total / new_count
    mean = mean.astype(jnp.result_type(x, state["mean"]))
    return mean, {"count": new_count, "mean": mean}


if __name__ == "__main__":
    import numpy as np

    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    step = jax.jit(running_mean_step)
    mean, state = step(state, jnp.array([2.0, 4.0]))
    mean, state = step(state, jnp.array([4.0, 0.0]))
    assert mean.tolist() == [3.0, 2.0] and int(state["count"]) == 2
    rng = np.random.default_rng(0)
    xs = rng.normal(size=(50, 3)).astype(np.float32)
    st = {"count": jnp.int32(0), "mean": jnp.zeros(3)}
    for x in xs:
        m, st = step(st, jnp.asarray(x))
    np.testing.assert_allclose(np.asarray(m), xs.mean(0), rtol=1e-5, atol=1e-6)
    assert m.dtype == jnp.float32 and st["count"].dtype == jnp.int32
    big = {"count": jnp.int32(3), "mean": jnp.array([2e38], jnp.float32)}
    m, _ = step(big, jnp.array([2e38], jnp.float32))
    assert np.isinf(np.asarray(m)).all(), m  # requires 2e38
    print("verified")
