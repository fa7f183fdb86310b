"""Alternative: one jvp per input direction, vmapped over the identity matrix."""
EXERCISE = "grad.jacobian"
VERDICT = "pass"

import jax
import jax.numpy as jnp


def jacobian(f, x):
    x = jnp.asarray(x)
    column = lambda e: jax.jvp(f, (x,), (e,))[1]
    return jax.vmap(column, out_axes=1)(jnp.eye(x.shape[0], dtype=x.dtype)).astype(x.dtype)
