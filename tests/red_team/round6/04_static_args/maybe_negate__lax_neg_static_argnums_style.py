"""Correct, with lax.neg and negate marked static by position (static_argnums=1) rather than by name.

Verifying input: checked against NumPy negation for float32/float16/bfloat16 (+-0.0 sign bits, inf, nan), int8/int32 (minimum wraps like NumPy), uint8/uint32 (modular), shapes (), (0,), (5,), (2, 3); exactly two compilations per shape and dtype (jit's cache size) over many new x values, calling it the same way each time.
"""
EXERCISE = "static_args.maybe_negate"
VERDICT = "pass"
KIND = "style"

from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=1)
def maybe_negate(x, negate):
    return lax.neg(x) if negate else x


if __name__ == "__main__":
    import numpy as np

    rng = np.random.default_rng(12)
    for dtype in (np.float32, np.float16, jnp.bfloat16, np.int8, np.int32, np.uint8, np.uint32):
        for shape in ((), (0,), (5,), (2, 3)):
            before = maybe_negate._cache_size()
            for k in range(4):
                if dtype in (np.float32, np.float16, jnp.bfloat16):
                    base = rng.normal(size=shape).astype(np.float32) * 100
                    if base.size >= 5:
                        base.flat[:5] = [0.0, -0.0, np.inf, -np.inf, np.nan]
                    x = np.asarray(jnp.asarray(base).astype(dtype))
                else:
                    info = np.iinfo(dtype)
                    x = rng.integers(info.min, info.max, size=shape, endpoint=True, dtype=dtype)
                    if x.size >= 2:
                        x.flat[0] = info.min; x.flat[1] = info.max
                for negate in (True, False):
                    got = np.asarray(maybe_negate(jnp.asarray(x), negate))
                    with np.errstate(over="ignore"):
                        expected = -x if negate else x.copy()
                    assert got.shape == x.shape and got.dtype == x.dtype
                    if got.dtype.kind in "iu":
                        assert np.array_equal(got, expected), (dtype, negate, x, got)
                    else:
                        g32, e32 = got.astype(np.float32), expected.astype(np.float32)
                        assert np.array_equal(g32, e32, equal_nan=True), (dtype, negate, x, got)
                        assert np.array_equal(np.signbit(g32[~np.isnan(g32)]), np.signbit(e32[~np.isnan(e32)]))
            assert maybe_negate._cache_size() - before == 2, (dtype, shape)
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist() == [-1.0, 2.0]
    assert maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist() == [1.0, -2.0]
    print("verified")
