"""The student scatters into a buffer of ``values``' own dtype and casts to float32 only at the end, so float16 sums overflow to inf and int32 sums wrap around.

Violates: "The result equals out = np.zeros(size); np.add.at(out, indices, values)" / "Any values of its dtype: inf and nan included, integers up to both ends of their range."
Verifying input: add_at(2, jnp.array([0, 0]), jnp.array([60000, 60000], jnp.float16)) must be [120000.0, 0.0]; this returns [inf, 0.0] (and int32 [2**31-1, 1] at one index gives -2147483648.0).
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
    values = jnp.asarray(values)
    out = jnp.zeros((size,), values.dtype).at[indices].add(values)
    return out.astype(jnp.float32)


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    assert add_at(3, jnp.array([0, -1]), jnp.array([1, 2])).tolist() == [1.0, 0.0, 2.0]
    ref = np.zeros(2)
    np.add.at(ref, [0, 0], np.array([60000, 60000], np.float16))
    got = add_at(2, jnp.array([0, 0]), jnp.array([60000, 60000], jnp.float16))
    print("float16: expected", ref.tolist(), "got", got.tolist())
    assert np.isinf(np.asarray(got)[0])
    got_i = add_at(2, jnp.array([0, 0]), jnp.array([2**31 - 1, 1], jnp.int32))
    print("int32: expected", float(2**31), "got", got_i.tolist())
    assert got_i.tolist()[0] < 0
    print("flaw shown")
