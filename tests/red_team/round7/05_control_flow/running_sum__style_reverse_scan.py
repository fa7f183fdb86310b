"""Correct: a ``lax.scan`` with ``reverse=True`` over the reversed rows visits them in their original order; flipping the outputs back gives the running sums.

Violates: nothing (a correct solution in an unusual style).
Verifying input: float32 with inf/nan, int32 past 2**24, float16, multi-dimensional rows, a single row, under jit; the jaxpr holds a scan and no cumsum.
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def running_sum(xs):
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, ys = lax.scan(step, jnp.zeros_like(xs[0]), xs[::-1], reverse=True)
    return ys[::-1]


if __name__ == "__main__":
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    f = jax.jit(running_sum)
    cases = [np.array([1.0, np.inf, -np.inf, 2.0], np.float32), np.array([np.nan, 1.0], np.float32), np.array([2**24, 1, 2**30, -5], np.int32),
             np.array([[1, 2], [3, 4], [5, -6]], np.int32), np.array([7.5], np.float32), np.arange(24, dtype=np.float32).reshape(4, 3, 2)]
    for x in cases:
        with np.errstate(invalid="ignore"):
            want = np.cumsum(x, axis=0).astype(x.dtype)
        y = f(x)
        assert y.dtype == x.dtype and np.array_equal(np.asarray(y), want, equal_nan=True)
    h = jnp.array([0.1, 0.2, 0.3, 1000.0], jnp.float16)
    want16, acc = [], np.float16(0)
    for v in np.asarray(h):
        acc = np.float16(acc + v)
        want16.append(acc)
    assert f(h).dtype == jnp.float16 and np.array_equal(np.asarray(f(h)), np.array(want16, np.float16))
    jaxpr = str(jax.make_jaxpr(running_sum)(jnp.ones(5)))
    assert "scan" in jaxpr and "cumsum" not in jaxpr
    print("verified")
