"""The student accumulates in the dtype of ``values`` and casts to float32 only at the end, so repeated large integer values wrap around.

Violates: "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``" with "integers up to both ends of their range"
Verifying input: add_at(2, [0, 0], int32 [2147483647, 2147483647]) -> requires [4294967294.0, 0.0] (as float32: 4294967296.0), this returns [-2.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="size")
def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    # Keep the accumulation exact for ints: add in the values' own dtype, convert at the end.
    out = jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    def ref(size, idx, vals):
        out = np.zeros(size)
        np.add.at(out, np.asarray(idx), np.asarray(vals))
        return out.astype(np.float32)

    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(0)
    for size in (1, 4, 10):
        idx = rng.integers(-size, size, 20).astype(np.int32)
        v = rng.normal(size=20).astype(np.float32)
        out = add_at(size, idx, v)
        assert out.dtype == jnp.float32
        np.testing.assert_allclose(np.asarray(out), ref(size, idx, v), rtol=1e-5, atol=1e-5)
        vi = rng.integers(-100, 100, 20).astype(np.int32)
        out = add_at(size, idx, vi)
        assert out.dtype == jnp.float32
        np.testing.assert_array_equal(np.asarray(out), ref(size, idx, vi))

    big = np.array([2**31 - 1, 2**31 - 1], np.int32)
    out = add_at(2, jnp.array([0, 0]), big)
    print("expected", ref(2, [0, 0], big).tolist(), "got", out.tolist())
    assert out.tolist()[0] == -2.0
    print("verified")
