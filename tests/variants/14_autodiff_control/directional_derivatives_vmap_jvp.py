"""Alternative: one jvp per direction, vmapped (f is traced once, for the batch)."""
EXERCISE = "autodiff_control.directional_derivatives"
VERDICT = "pass"

import jax


def directional_derivatives(f, x, directions):
    return jax.vmap(lambda d: jax.jvp(f, (x,), (d,))[1])(directions)
