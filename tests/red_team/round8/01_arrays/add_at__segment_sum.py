"""The student uses ``jax.ops.segment_sum``, which silently drops negative segment ids instead of counting them from the end.

Violates: "negative indices count from the end, as in NumPy"
Verifying input: add_at(3, jnp.array([-1, 0]), jnp.array([5.0, 1.0])) must be [1.0, 0.0, 5.0]; this returns [1.0, 0.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "admitted"

from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=0)
def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values).astype(jnp.float32)
    return jax.ops.segment_sum(values, jnp.asarray(indices), num_segments=size)


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    idx, vals = np.array([-1, 0]), np.array([5.0, 1.0])
    ref = np.zeros(3)
    np.add.at(ref, idx, vals)
    got = add_at(3, jnp.asarray(idx), jnp.asarray(vals, jnp.float32))
    print("expected", ref.tolist(), "got", got.tolist())
    assert got.tolist() != ref.tolist()
    print("flaw shown")
