"""The student accumulated in the dtype of ``values`` and converted to float32 only at the end, so integer sums wrap around.

Violates: "A float32 vector of shape ``(size,)`` (also for integer ``values``)." with "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``".
Verifying input: size=2, indices=[0, 0], values=int8 [100, 100] -> the docstring requires [200.0, 0.0], this returns [-56.0, 0.0] (likewise int32 [2**31-1, 1] gives -2**31 instead of 2**31).
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    out = jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    import functools
    import numpy as np

    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(0)
    f = jax.jit(add_at, static_argnums=0)
    for size in [1, 5, 8]:
        idx = rng.integers(-size, size, 12).astype(np.int32)
        for vals in [rng.normal(size=12).astype(np.float32), rng.integers(-5, 5, 12).astype(np.int32)]:
            ref = np.zeros(size); np.add.at(ref, idx, vals)
            got = np.asarray(f(size, idx, vals))
            assert got.dtype == np.float32
            np.testing.assert_allclose(got, ref, rtol=1e-5, atol=1e-5)
    got = np.asarray(add_at(2, np.array([0, 0], np.int32), np.array([100, 100], np.int8)))
    assert got.tolist() == [-56.0, 0.0], got
    got = np.asarray(add_at(1, np.array([0, 0], np.int32), np.array([2**31 - 1, 1], np.int32)))
    assert got[0] < 0, got
    print("verified")
