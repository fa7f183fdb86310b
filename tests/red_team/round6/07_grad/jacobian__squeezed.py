"""Squeezes the Jacobian "to drop stray size-1 axes", so a function with one output (m = 1) or one input (n = 1) loses a dimension.

Violates: "A float array of shape ``(m, n)``"
Verifying input: jacobian(lambda v: jnp.stack([jnp.sum(v ** 2)]), jnp.array([1.0, 2.0, 3.0])) -> requires shape (1, 3) [[2, 4, 6]], this returns shape (3,).
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    return jnp.squeeze(jax.jacrev(f)(x))


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    got = jax.jit(jacobian, static_argnums=0)(lambda v: jnp.stack([jnp.sum(v ** 2)]), jnp.array([1.0, 2.0, 3.0]))
    print("m = 1: required (1, 3), got", got.shape)
    assert got.shape == (3,)
    got_n1 = jacobian(lambda v: jnp.concatenate([v, 2 * v]), jnp.array([5.0]))
    print("n = 1: required (2, 1), got", got_n1.shape)
    assert got_n1.shape == (2,)
    print("verified")
