"""Accumulates in the dtype of ``values`` and converts to float32 only at the end, so narrow integer sums wrap.

Violates: "A float32 vector of shape ``(size,)`` (also for integer ``values``)" / "The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``"
Verifying input: add_at(2, jnp.array([0, 0]), jnp.array([100, 100], jnp.int8)) -> the docstring requires [200.0, 0.0]; this returns [-56.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values)
    out = jnp.zeros(size, values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    out = add_at(2, jnp.array([0, 0]), jnp.array([100, 100], jnp.int8))
    assert out.dtype == jnp.float32
    assert out.tolist() == [-56.0, 0.0], out
    print("flaw shown:", out.tolist(), "expected [200.0, 0.0]")
