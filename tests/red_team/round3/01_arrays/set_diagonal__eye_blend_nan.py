"""The student blends ``x * (1 - eye) + value * eye`` instead of writing the diagonal, so an inf or nan on the old diagonal, or as ``value``, turns entries into nan (``inf * 0``).

Violates: "``x`` everywhere except ``result[k, k] == value``" for "Any values of its dtype: inf and nan included" and "value: ... Any values: inf and nan included."
Verifying input: x = [[inf, 0], [0, 0]] (float32), value = 1.0 -> requires [[1, 0], [0, 1]], this returns [[nan, 0], [0, 1]]; value = inf on zeros -> requires 0 off the diagonal, this returns nan there.
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    value = jnp.asarray(value).astype(x.dtype)
    return x * (1 - eye) + value * eye


if __name__ == "__main__":
    import numpy as np

    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    x = np.arange(12.0, dtype=np.float32).reshape(3, 4)[:, :3].copy()
    want = x.copy()
    np.fill_diagonal(want, -2.5)
    np.testing.assert_array_equal(np.asarray(jax.jit(set_diagonal)(x, -2.5)), want)
    xi = np.array([[1, 2], [3, 4]], np.int32)
    got = set_diagonal(xi, 7)
    assert got.dtype == jnp.int32 and got.tolist() == [[7, 2], [3, 7]]
    assert set_diagonal(jnp.zeros((0, 0)), 1.0).shape == (0, 0)
    # the violation
    bad = np.asarray(set_diagonal(jnp.array([[np.inf, 0.0], [0.0, 0.0]]), 1.0))
    assert np.isnan(bad[0, 0]), bad
    bad = np.asarray(set_diagonal(jnp.zeros((2, 2)), np.inf))
    assert np.isnan(bad[0, 1]) and np.isnan(bad[1, 0]), bad
    print("verified")
