"""Solves H d = g with g as a column (``g[:, None]``, the habit from matrix right-hand sides) and subtracts the (n, 1) result from x, which broadcasts to an (n, n) matrix.

Violates: "The new point, a float vector of shape ``(n,)``."
Verifying input: newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])) -> requires [3.0, 3.0], this returns [[3.0, 13.0], [-7.0, 3.0]] (shape (2, 2)).
"""
EXERCISE = "grad.newton_step"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp


def newton_step(f, x):
    g = jax.grad(f)(x)
    h = jax.hessian(f)(x)
    return x - jnp.linalg.solve(h, g[:, None])


if __name__ == "__main__":
    got = jax.jit(newton_step, static_argnums=0)(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0]))
    print("required [3.0, 3.0], got", got.tolist(), got.shape)
    assert got.shape == (2, 2)
    one = newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0]))
    assert one.shape == (1, 1)
    print("verified")
