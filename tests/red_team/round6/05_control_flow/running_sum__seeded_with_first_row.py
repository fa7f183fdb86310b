"""Correct: seeds the scan carry with xs[0] itself, scans only xs[1:], and puts xs[0] back in front, so no zero of the right dtype is ever needed (and row 0 is xs[0] exactly, -0.0 included).

Verifying input: compared element-for-element (nan == nan) with np.cumsum in the same dtype on int8/int32/uint8/float16/bfloat16/float32 inputs of shapes (1,), (5,), (4,3), (1,2,2), (6,2,3) with inf/nan/-0.0 and int32 values past 2**24; jaxpr holds a scan and no cumsum.
"""
EXERCISE = "control_flow.running_sum"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
from jax import lax


def running_sum(xs: jax.Array) -> jax.Array:
    xs = jnp.asarray(xs)

    def step(total, x):
        total = total + x
        return total, total

    _, rest = lax.scan(step, xs[0], xs[1:])
    return jnp.concatenate([xs[:1], rest], axis=0)


if __name__ == "__main__":
    import numpy as np
    import ml_dtypes

    def ref(x):  # sequential sum in the input dtype
        out = np.empty_like(x)
        acc = x[0].copy()
        out[0] = acc
        for t in range(1, x.shape[0]):
            acc = (acc + x[t]).astype(x.dtype)
            out[t] = acc
        return out

    rng = np.random.default_rng(0)
    for dt in (np.int8, np.int32, np.uint8, np.float16, ml_dtypes.bfloat16, np.float32):
        for shape in ((1,), (5,), (4, 3), (1, 2, 2), (6, 2, 3)):
            if np.issubdtype(dt, np.integer):
                x = rng.integers(0 if dt == np.uint8 else -100, 100, shape).astype(dt)
            else:
                x = rng.normal(size=shape).astype(dt)
                x.flat[0] = -0.0
                if x.size > 3:
                    x.flat[1], x.flat[2], x.flat[3] = np.inf, np.nan, -np.inf
            with np.errstate(over="ignore", invalid="ignore"):
                want = ref(x)
            for fn in (running_sum, jax.jit(running_sum)):
                got = np.asarray(fn(jnp.asarray(x)))
                assert got.dtype == want.dtype and got.shape == want.shape, (dt, shape)
                np.testing.assert_array_equal(got.astype(np.float64), want.astype(np.float64))
            assert np.signbit(np.asarray(running_sum(jnp.asarray(x))).flat[0]) == np.signbit(x.flat[0])
    big = np.array([2 ** 24, 1, 2 ** 30, 5], np.int32)
    np.testing.assert_array_equal(np.asarray(running_sum(jnp.asarray(big))), np.cumsum(big))
    assert running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist() == [1.0, 3.0, 6.0, 10.0]
    prims = {e.primitive.name for e in jax.make_jaxpr(running_sum)(jnp.ones((4, 2))).eqns}
    assert "scan" in prims and "cumsum" not in prims
    print("verified")
