"""The student linearises once and vmaps the linear map over the directions, then calls
``jnp.squeeze`` on the result, having once seen a stray length-1 axis while testing a
function that returned shape ``(1,)``. For the usual ``k > 1`` directions and ``m > 1``
outputs nothing changes. But ``k = 1`` is explicitly admitted (``k >= 1``), and a single
direction must still give a ``(1, m)`` table; the squeeze drops that axis (and with ``m = 1``
it drops the output axis instead, ``(k,)`` rather than ``(k, 1)``).

Violates: "A float array of shape ``(k, m)``"
Verifying input: directional_derivatives(lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]]), jnp.array([2.0, 5.0]), jnp.array([[1.0, 0.0]])) must have shape (1, 2), [[5.0, 1.0]]; this returns shape (2,), [5.0, 1.0].
"""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
KIND = "shapes"

import jax
import jax.numpy as jnp
import numpy as np


def directional_derivatives(f, x, directions):
    _, f_lin = jax.linearize(f, x)
    return jnp.squeeze(jax.vmap(f_lin)(directions))


if __name__ == "__main__":
    f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
    assert directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist() == [[5.0, 1.0], [2.0, 3.0]]
    got = directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.array([[1.0, 0.0]]))
    print("k = 1 -> shape", got.shape, got.tolist(), "(should be (1, 2))")
    assert got.shape == (2,)
    print("flaw shown")
