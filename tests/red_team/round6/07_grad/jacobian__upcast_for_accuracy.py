"""Differentiates at x cast to float32 "for accuracy", so a float16 x gets a float32 Jacobian.

Violates: "in the dtype of ``x`` (float16 included)"
Verifying input: jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0], jnp.float16)) -> requires a float16 [[1, 1], [2, 4]], this returns float32.
"""
EXERCISE = "grad.jacobian"
VERDICT = "fail"
KIND = "dtypes"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    return jax.jacrev(f)(jnp.asarray(x, jnp.float32))


if __name__ == "__main__":
    f = lambda v: jnp.stack([v.sum(), (v ** 2).sum()])
    assert jacobian(f, jnp.array([1.0, 2.0])).tolist() == [[1.0, 1.0], [2.0, 4.0]]
    got = jax.jit(jacobian, static_argnums=0)(f, jnp.array([1.0, 2.0], jnp.float16))
    print("float16 x ->", got.dtype, got.tolist())
    assert got.dtype == jnp.float32 and got.tolist() == [[1.0, 1.0], [2.0, 4.0]]
    print("verified")
