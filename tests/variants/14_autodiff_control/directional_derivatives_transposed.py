"""Stacks the derivatives as columns: (m, k) instead of (k, m)."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "fail"
MESSAGE = "wrong shape"

import jax


def directional_derivatives(f, x, directions):
    push = jax.linearize(f, x)[1]
    return jax.vmap(push, out_axes=1)(directions)
