"""The student takes ``jax.jvp(jax.grad(f), (x,), (v,))[0]``: the primal output of the jvp (the gradient) instead of its tangent (``H v``).

Violates: "Returns: ``H(x) @ v``, a float vector of shape ``(n,)``."
Verifying input: f = lambda p: p[0] ** 2 * p[1], x = [1, 2], v = [1, 0] (the docstring's example) -> requires [4.0, 2.0], this returns [4.0, 1.0].
"""
EXERCISE = "autodiff_control.hvp"
VERDICT = "fail"
KIND = "returns"

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    return jax.jvp(jax.grad(f), (x,), (v,))[0]


if __name__ == "__main__":
    import numpy as np

    f = lambda p: p[0] ** 2 * p[1]
    x, v = np.array([1.0, 2.0]), np.array([1.0, 0.0])
    H = np.array([[2 * x[1], 2 * x[0]], [2 * x[0], 0.0]])  # Hessian of p0^2 p1
    got = hvp(f, jnp.asarray(x, jnp.float32), jnp.asarray(v, jnp.float32)).tolist()
    print("required", (H @ v).tolist(), " got", got)
    assert (H @ v).tolist() == [4.0, 2.0] and got == [4.0, 1.0]
    print("verified")
