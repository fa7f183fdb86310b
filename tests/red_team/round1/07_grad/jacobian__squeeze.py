"""The student squeezes the Jacobian "to drop stray singleton axes", so a function with one output (m = 1) gives shape (n,) instead of (1, n).

Violates: "A float array of shape (m, n)".
Verifying input: f = lambda v: jnp.stack([v.sum()]), x = [1, 2, 3] -> the docstring requires shape (1, 3); this returns shape (3,).
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "shapes"

from typing import Callable

import jax
import jax.numpy as jnp


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    return jnp.squeeze(jax.jacrev(f)(x))


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    assert jacobian(lambda v: jnp.sin(v)[:2] * v[2], jnp.arange(3.0)).shape == (2, 3)
    j = jax.jit(jacobian, static_argnums=0)(lambda v: jnp.stack([v.sum()]), jnp.array([1.0, 2.0, 3.0]))
    assert j.shape == (3,), j.shape
    print("verified")
