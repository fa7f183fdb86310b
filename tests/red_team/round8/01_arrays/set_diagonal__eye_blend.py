"""The student blends ``x * (1 - eye) + value * eye``, so an inf or nan anywhere in ``x`` or in ``value`` leaks into the other entries as ``inf * 0 = nan``.

Violates: "Any values of its dtype: inf and nan included"
Verifying input: set_diagonal(jnp.array([[jnp.inf, 1.0], [2.0, 3.0]]), 0.0) must be [[0, 1], [2, 0]]; this returns nan at [0, 0].
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    value = jnp.asarray(value).astype(x.dtype)
    return x * (1 - eye) + value * eye


if __name__ == "__main__":
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    y = np.arange(9.0).reshape(3, 3)
    np.fill_diagonal(y, 7.0)
    assert np.array_equal(np.asarray(jax.jit(set_diagonal)(jnp.arange(9.0).reshape(3, 3), 7.0)), y)
    x = np.array([[np.inf, 1.0], [2.0, 3.0]], np.float32)
    expected = x.copy()
    np.fill_diagonal(expected, 0.0)
    got = np.asarray(set_diagonal(jnp.asarray(x), 0.0))
    print("expected", expected.tolist(), "got", got.tolist())
    assert np.isnan(got[0, 0])
    print("flaw shown")
