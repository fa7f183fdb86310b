"""Accumulates in the dtype of values and casts to float32 only at the end: int8 sums wrap around.

Violates: "A float32 vector of shape (size,) (also for integer values)" equal to "np.add.at(out, indices, values)" on float zeros.
Verifying input: size=2, indices=[0, 0], values=int8 [100, 100] -> the docstring requires [200, 0], this returns [-56, 0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    out = jnp.zeros(size, dtype=values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


def _aa_dt_ref(size, idx, vals):
    out = np.zeros(size); np.add.at(out, idx, vals); return out


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(3)
    idx = rng.integers(-6, 6, 25); vals = rng.integers(-50, 50, 25).astype(np.int32)
    got = jax.jit(add_at, static_argnums=0)(6, idx, vals)
    assert got.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(got), _aa_dt_ref(6, idx, vals))
    out = add_at(2, jnp.array([0, 0]), jnp.array([100, 100], dtype=jnp.int8))
    assert out.dtype == jnp.float32 and out.tolist() == [-56.0, 0.0], out   # contract: [200, 0]
    print("verified")
