"""Correct: inside a scoped jax.enable_x64 block, converts x to float64 on the way in and reduces with lax.reduce (add) over axis 0.

Verifying input: checked the Example, float32 input summed in float64 (1e8 + 0.5 + 0.5 == 100000001.0), int8 and
uint64/int64 inputs, an empty array -> 0.0, float64 0-d result, and the default dtype still float32 (x64 off) after the call.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax


def precise_sum(x):
    x = np.asarray(x)
    with jax.enable_x64(True):
        x64 = jnp.asarray(x.astype(np.float64))
        return lax.reduce(x64, np.float64(0.0), lax.add, (0,))


if __name__ == "__main__":
    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    r = precise_sum(np.array([1e8, 0.5, 0.5], np.float32)); assert r.dtype == np.float64 and r.tolist() == 100000001.0
    r = precise_sum(np.array([127, 127, -128], np.int8)); assert r.dtype == np.float64 and r.tolist() == 126.0
    r = precise_sum(np.array([2**53, 1], np.int64)); assert r.tolist() == float(2**53)
    r = precise_sum(np.array([], np.float64)); assert r.shape == () and r.tolist() == 0.0
    assert isinstance(r, jax.Array)
    assert jnp.asarray(1.0).dtype == jnp.float32 and not jax.config.jax_enable_x64
    print("ok")
