"""The student used jnp.bincount with weights, which clips negative indices to 0 instead of counting them from the end.

Violates: "indices: integer vector of positions in ``[-size, size)``; negative indices count from the end, as in NumPy."
Verifying input: size=3, indices=[-1, 0], values=[1.0, 2.0] -> the docstring requires [2.0, 0.0, 1.0], this returns [3.0, 0.0, 0.0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    weights = jnp.asarray(values).astype(jnp.float32)
    return jnp.bincount(jnp.asarray(indices), weights=weights, length=size).astype(jnp.float32)


if __name__ == "__main__":
    import numpy as np

    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(1)
    f = jax.jit(add_at, static_argnums=0)
    for size in [1, 4, 9]:
        idx = rng.integers(0, size, 10).astype(np.int32)
        vals = rng.normal(size=10).astype(np.float32)
        ref = np.zeros(size); np.add.at(ref, idx, vals)
        np.testing.assert_allclose(np.asarray(f(size, idx, vals)), ref, rtol=1e-5, atol=1e-5)
        vals = np.array([np.inf, np.nan] + [1.0] * 8, np.float32)
        ref = np.zeros(size); np.add.at(ref, idx, vals)
        np.testing.assert_array_equal(np.asarray(f(size, idx, vals)), ref.astype(np.float32))
    got = add_at(3, jnp.array([-1, 0]), jnp.array([1.0, 2.0])).tolist()
    assert got == [3.0, 0.0, 0.0], got
    print("verified")
