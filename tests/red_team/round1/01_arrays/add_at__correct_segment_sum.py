"""Correct: jax.ops.segment_sum over float32 values, with negative indices normalised in int32 first.

Violates: nothing.
Verifying input: random float/int values with repeated and negative indices, empty inputs, int8 indices with size 200, inf values, under jit with size static -> equals np.add.at into float zeros, float32.
"""
EXERCISE = "arrays.add_at"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    idx = jnp.asarray(indices).astype(jnp.int32)
    idx = jnp.where(idx < 0, idx + size, idx)
    vals = jnp.asarray(values).astype(jnp.float32)
    return jax.ops.segment_sum(vals, idx, num_segments=size)


def _aa_ss_ref(size, idx, vals):
    out = np.zeros(size); np.add.at(out, np.asarray(idx, np.int64), np.asarray(vals, np.float64)); return out


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(11)
    f = jax.jit(add_at, static_argnums=0)
    cases = [
        (6, rng.integers(-6, 6, 40), rng.normal(size=40).astype(np.float32)),
        (4, np.array([0, 0, 0, 0]), np.array([1, 1, 1, 1], np.int32)),
        (5, np.zeros(0, np.int32), np.zeros(0, np.float32)),
        (1, np.array([0, -1, 0]), np.array([100, 100, 100], np.int8)),
        (200, np.array([-128, 127, -1, 0], np.int8), np.array([1.5, 2.5, 3.5, 4.5], np.float32)),
        (3, np.array([0, 2]), np.array([np.inf, 1.0], np.float32)),
        (2, np.array([1, 1]), np.array([0.5, 0.25], np.float16)),
    ]
    for size, idx, vals in cases:
        for fn in (add_at, lambda s, i, v: f(s, i, v)):
            out = fn(size, idx, vals)
            assert out.dtype == jnp.float32 and out.shape == (size,)
            np.testing.assert_allclose(np.asarray(out), _aa_ss_ref(size, idx, vals), rtol=1e-6)
    print("verified")
