"""Correct: reshapes xs to (n, -1) rows, scans lax.add over them with a zero carry in xs's dtype, and reshapes back.

Violates: nothing.
Verifying input: int32/int8/float16/float32/bool-free inputs of shapes (0, 3), (1,), (5,), (4, 2, 3), with inf -> matches a sequential NumPy sum in the same dtype, jaxpr holds a scan and no cumsum.
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)
    rows = lax.reshape(xs, (xs.shape[0], math.prod(xs.shape[1:])))

    def step(carry, row):
        total = lax.add(carry, row)
        return total, total

    _, out = lax.scan(step, jnp.zeros(rows.shape[1:], xs.dtype), rows)
    return lax.reshape(out, xs.shape)


if __name__ == "__main__":
    import numpy as np

    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    rng = np.random.default_rng(5)
    for shape in ((0, 3), (1,), (5,), (4, 2, 3)):
        base = rng.standard_normal(shape) * 20
        for dt in (np.int32, np.int8, np.float16, np.float32):
            a = base.astype(dt)
            want = np.zeros_like(a)
            acc = np.zeros(a.shape[1:], dt)
            for t in range(a.shape[0]):
                acc = (acc + a[t]).astype(dt)
                want[t] = acc
            got = running_sum(jnp.asarray(a))
            assert got.dtype == a.dtype and got.shape == a.shape
            np.testing.assert_allclose(np.asarray(got, np.float64), want.astype(np.float64), rtol=1e-3 if dt == np.float16 else 1e-6)
    out = np.asarray(running_sum(jnp.array([1.0, np.inf, 2.0, -np.inf])))
    assert out[0] == 1.0 and np.isinf(out[1]) and np.isinf(out[2]) and np.isnan(out[3])
    jx = str(jax.make_jaxpr(running_sum)(jnp.ones((4, 2))))
    assert "scan" in jx and "cumsum" not in jx
    print("verified")
