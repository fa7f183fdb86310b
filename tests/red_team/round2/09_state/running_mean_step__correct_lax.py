"""Correct: incremental mean written with lax primitives and an explicit reciprocal count.

Violates: nothing.
Verifying input: chains of steps from fresh and non-fresh states -> matches NumPy float64 means.

Relabelled a flaw when the grader tried samples at both ends of float32's range, which the docstring admits ("Any finite values, up to float32's largest"): with mean -3e38 after one sample and x = 3e38, x - mean is inf and the new mean inf, where it is 0.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax
import numpy as np


def running_mean_step(state, x):
    count = lax.add(jnp.asarray(state["count"], jnp.int32), jnp.int32(1))
    old = state["mean"]
    delta = lax.sub(x.astype(old.dtype) if hasattr(x, "astype") else jnp.asarray(x, old.dtype), old)
    # divide by the exact integer count converted once (exact while count < 2**24; after that
    # the float32 quotient is still the correctly rounded 1/count-weighted step)
    mean = lax.add(old, lax.div(delta, lax.convert_element_type(count, old.dtype)))
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    step = jax.jit(running_mean_step)
    for shape in [(), (3,), (2, 4)]:
        xs = rng.normal(size=(20,) + shape).astype(np.float32)
        s = {"count": jnp.int32(0), "mean": jnp.zeros(shape, jnp.float32)}
        for t in range(20):
            m, s = step(s, jnp.asarray(xs[t]))
            np.testing.assert_allclose(np.asarray(m), xs[: t + 1].astype(np.float64).mean(0), rtol=1e-5, atol=1e-6)
            assert int(s["count"]) == t + 1 and s["count"].dtype == jnp.int32 and m.dtype == jnp.float32
    s = {"count": jnp.int32(2**24 + 1), "mean": jnp.ones(1)}
    m, s2 = step(s, jnp.ones(1))
    assert int(s2["count"]) == 2**24 + 2 and float(m[0]) == 1.0
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    m, s = running_mean_step(s, jnp.array([2.0, 4.0]))
    m, s = running_mean_step(s, jnp.array([4.0, 0.0]))
    assert m.tolist() == [3.0, 2.0] and int(s["count"]) == 2
    print("verified")
