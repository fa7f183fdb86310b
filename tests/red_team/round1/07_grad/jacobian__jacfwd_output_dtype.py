"""The student returns jax.jacfwd(f)(x) as is; forward mode gives the dtype of f's output, so for an f that computes in float32 from float16 input the Jacobian is float32, not x's dtype.

Violates: "A float array of shape (m, n), in the dtype of x (float16 included)".
Verifying input: f = lambda v: v.astype(jnp.float32) ** 2, x = float16 [1, 2, 3] -> the docstring requires a float16 (3, 3) array; this returns float32.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jax.jacfwd(f)(x)


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    assert jacobian(f, jnp.array([1.0, 2.0], jnp.float16)).dtype == jnp.float16
    g = lambda v: v.astype(jnp.float32) ** 2
    x16 = jnp.array([1.0, 2.0, 3.0], jnp.float16)
    j = jax.jit(jacobian, static_argnums=0)(g, x16)
    assert j.shape == (3, 3) and j.tolist() == [[2, 0, 0], [0, 4, 0], [0, 0, 6]]
    assert j.dtype == jnp.float32, j.dtype
    print("verified")
