"""The student evaluates the Jacobian on x.astype(float32) "for precision" and does not cast back, so float16 input gives a float32 Jacobian.

Violates: "A float array of shape (m, n), in the dtype of x (float16 included)".
Verifying input: f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), x = float16 [1, 2] -> the docstring requires a float16 (2, 2) array; this returns float32.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jax.jacfwd(f)(jnp.asarray(x).astype(jnp.float32))


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    assert jax.jit(jacobian, static_argnums=0)(f, jnp.array([1.0, 2.0])).dtype == jnp.float32
    j16 = jacobian(f, jnp.array([1.0, 2.0], jnp.float16))
    assert j16.tolist() == [[1.0, 1.0], [2.0, 4.0]] and j16.dtype == jnp.float32
    print("verified")
