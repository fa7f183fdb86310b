"""Correct: written with lax primitives, the new mean as a linear interpolation mean + (x - mean) * (1 / n) with n converted to the mean's dtype, and a fresh dict returned.

Relabelled a flaw when the grader tried samples at both ends of float32's range, which the docstring admits ("Any finite values, up to float32's largest"): with mean -3e38 after one sample and x = 3e38, x - mean is inf and the new mean inf, where it is 0.
"""
EXERCISE = "state.running_mean_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
from jax import lax


def running_mean_step(state: dict[str, jax.Array], x: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    count = lax.add(jnp.asarray(state["count"], jnp.int32), jnp.int32(1))
    old = jnp.asarray(state["mean"])
    x = jnp.asarray(x, old.dtype)
    weight = lax.div(jnp.ones((), old.dtype), lax.convert_element_type(count, old.dtype))
    mean = lax.add(old, lax.mul(lax.sub(x, old), weight))
    return mean, {"count": count, "mean": mean}


if __name__ == "__main__":
    import numpy as np
    state = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    mean, state = running_mean_step(state, jnp.array([2.0, 4.0]))
    mean, state = running_mean_step(state, jnp.array([4.0, 0.0]))
    assert (mean.tolist(), int(state["count"])) == ([3.0, 2.0], 2)
    rng = np.random.default_rng(0)
    step = jax.jit(running_mean_step)
    for shape in [(), (3,), (2, 2)]:
        xs = rng.normal(size=(50,) + shape).astype(np.float32) * 100
        s = {"count": jnp.int32(0), "mean": jnp.zeros(shape, jnp.float32)}
        keep = s
        for t, x in enumerate(xs):
            m, s = step(s, jnp.asarray(x))
            assert np.allclose(np.asarray(m), xs[: t + 1].astype(np.float64).mean(0), rtol=1e-4, atol=1e-3)
        assert m.dtype == jnp.float32 and s["count"].dtype == jnp.int32 and int(s["count"]) == 50
        assert int(keep["count"]) == 0 and np.all(np.asarray(keep["mean"]) == 0)
    s = {"count": jnp.int32(0), "mean": jnp.zeros(2)}
    running_mean_step(s, jnp.array([1.0, 2.0]))
    assert int(s["count"]) == 0 and s["mean"].tolist() == [0.0, 0.0]
    big = {"count": jnp.int32(2 ** 24 + 1), "mean": jnp.zeros(1)}
    assert int(step(big, jnp.array([1.0]))[1]["count"]) == 2 ** 24 + 2
    huge = {"count": jnp.int32(10000), "mean": jnp.array([1e35], jnp.float32)}
    assert np.isclose(float(step(huge, jnp.array([1e35], jnp.float32))[0][0]), 1e35, rtol=1e-6)
    print("verified")
