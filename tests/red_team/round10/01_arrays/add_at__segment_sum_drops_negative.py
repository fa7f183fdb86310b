"""Uses jax.ops.segment_sum, which silently drops negative segment ids instead of counting them from the end.

Violates: "indices: integer vector of positions in ``[-size, size)``; negative indices count from the end, as in NumPy."
Verifying input: add_at(3, jnp.array([-1, 0]), jnp.array([5.0, 1.0])) -> the docstring requires [1.0, 0.0, 5.0]; this returns [1.0, 0.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values, jnp.float32)
    return jax.ops.segment_sum(values, jnp.asarray(indices), num_segments=size)


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    out = add_at(3, jnp.array([-1, 0]), jnp.array([5.0, 1.0]))
    assert out.tolist() == [1.0, 0.0, 0.0], out
    print("flaw shown:", out.tolist(), "expected [1.0, 0.0, 5.0]")
