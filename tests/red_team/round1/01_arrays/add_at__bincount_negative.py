"""Uses jnp.bincount, which clips negative indices to 0 instead of counting them from the end.

Violates: "indices: integer vector of positions in [-size, size); negative indices count from the end, as in NumPy."
Verifying input: size=3, indices=[0, -1], values=[1.0, 2.0] -> the docstring requires [1, 0, 2], this returns [3, 0, 0].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    values = jnp.asarray(values, dtype=jnp.float32)
    return jnp.bincount(jnp.asarray(indices), weights=values, length=size).astype(jnp.float32)


def _aa_bc_ref(size, idx, vals):
    out = np.zeros(size); np.add.at(out, idx, vals); return out


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(1)
    idx = rng.integers(0, 7, 30); vals = rng.normal(size=30).astype(np.float32)
    got = jax.jit(add_at, static_argnums=0)(7, idx, vals)
    assert got.dtype == jnp.float32
    np.testing.assert_allclose(np.asarray(got), _aa_bc_ref(7, idx, vals), rtol=1e-5, atol=1e-5)
    out = add_at(3, jnp.array([0, -1]), jnp.array([1.0, 2.0]))
    assert out.tolist() == [3.0, 0.0, 0.0], out   # the contract requires [1, 0, 2]
    print("verified")
