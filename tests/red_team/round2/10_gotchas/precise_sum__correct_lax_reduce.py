"""Correct: inside enable_x64, convert with lax.convert_element_type and reduce with lax.reduce_sum; the flag is restored.

Violates: nothing.
Verifying input: float64 with 1e8 + 0.5, float32 [1e8, 3], int8 extremes, empty, with x64 off/on before -> matches math.fsum, float64 JAX array, flag unchanged.
"""
EXERCISE = "gotchas.precise_sum"
VERDICT = "pass"
KIND = "style"

import math

import jax
import jax.numpy as jnp
from jax import lax
import numpy as np


def precise_sum(x):
    with jax.enable_x64(True):
        arr = jax.device_put(np.asarray(x))
        wide = lax.convert_element_type(arr, jnp.float64)
        return lax.reduce_sum(wide, axes=tuple(range(wide.ndim)))


if __name__ == "__main__":
    assert precise_sum(np.array([1e8 + 0.5, 0.25])).tolist() == 100000000.75
    cases = [
        np.array([1e8 + 0.5, 0.25]),
        np.array([1e8, 3.0], np.float32),
        np.array([100, 100, -128, 127], np.int8),
        np.array([2**40, 1, -3], np.int64),
        np.zeros(0),
        np.random.default_rng(0).normal(size=1000) * 1e6,
    ]
    for before in (False, True):
        jax.config.update("jax_enable_x64", before)
        for x in cases:
            out = precise_sum(x)
            assert isinstance(out, jax.Array) and out.dtype == np.float64 and out.shape == ()
            ref = math.fsum(float(v) for v in x.astype(np.float64))
            assert abs(float(out) - ref) <= 1e-9 * max(1.0, abs(ref)), (x.dtype, float(out), ref)
        assert jax.config.jax_enable_x64 is before
    jax.config.update("jax_enable_x64", False)
    assert jnp.asarray(np.ones(2)).dtype == jnp.float32
    print("verified")
