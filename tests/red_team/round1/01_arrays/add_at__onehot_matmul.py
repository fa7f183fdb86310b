"""Adds through a one-hot matrix product (values @ one_hot): an inf value spills nan into every other position.

Violates: "The result equals out = np.zeros(size); np.add.at(out, indices, values)".
Verifying input: size=3, indices=[0, 2], values=[inf, 1.0] -> the docstring requires [inf, 0, 1], this returns [inf, nan, nan].
"""
EXERCISE = "arrays.add_at"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp
import numpy as np


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    indices = jnp.asarray(indices) % size
    onehot = jax.nn.one_hot(indices, size, dtype=jnp.float32)      # (len, size)
    return jnp.asarray(values, jnp.float32) @ onehot


def _aa_oh_ref(size, idx, vals):
    out = np.zeros(size); np.add.at(out, idx, vals); return out


if __name__ == "__main__":
    assert add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist() == [4.0, 0.0, 2.0]
    rng = np.random.default_rng(2)
    idx = rng.integers(-5, 5, 40); vals = rng.normal(size=40).astype(np.float32)
    got = jax.jit(add_at, static_argnums=0)(5, idx, vals)
    np.testing.assert_allclose(np.asarray(got), _aa_oh_ref(5, idx, vals), rtol=1e-5, atol=1e-5)
    ints = add_at(4, jnp.array([1, 1, -1]), jnp.array([2, 3, 4]))
    assert ints.dtype == jnp.float32 and ints.tolist() == [0.0, 5.0, 0.0, 4.0]
    out = np.asarray(add_at(3, jnp.array([0, 2]), jnp.array([np.inf, 1.0])))
    assert np.isnan(out[1]) and np.isnan(out[2]), out   # the contract requires [inf, 0, 1]
    print("verified")
