"""Blends with arithmetic, x * (1 - eye) + value * eye, so an inf or nan anywhere turns 0 * inf into nan.

Violates: "``x`` everywhere except ``result[k, k] == value`` for every ``k``" (x: "Any values of its dtype: inf and nan included")
Verifying input: set_diagonal(jnp.array([[jnp.inf, 1.0], [2.0, 3.0]]), 0.0) -> the docstring requires [[0.0, 1.0], [2.0, 0.0]]; this returns [[nan, 1.0], [2.0, 0.0]].
"""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
KIND = "values"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    x = jnp.asarray(x)
    eye = jnp.eye(x.shape[0], dtype=x.dtype)
    return x * (1 - eye) + jnp.asarray(value, x.dtype) * eye


if __name__ == "__main__":
    import math
    assert set_diagonal(jnp.zeros((2, 2)), 5.0).tolist() == [[5.0, 0.0], [0.0, 5.0]]
    out = set_diagonal(jnp.array([[jnp.inf, 1.0], [2.0, 3.0]]), 0.0)
    assert math.isnan(out[0, 0]), out
    print("flaw shown:", out.tolist(), "expected [[0.0, 1.0], [2.0, 0.0]]")
