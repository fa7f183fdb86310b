"""Alternative: tax rewritten without Python if (jnp.where), then differentiated: the same rates, kinks included."""
EXERCISE = "grad.marginal_rate"
VERDICT = "pass"

import jax
import jax.numpy as jnp


# `tax` is the module's own (the variant is appended to it).


def marginal_rate(income):
    def smooth_tax(v):
        return jnp.where(v <= 10_000.0, 0.0 * v,
                         jnp.where(v <= 40_000.0, 0.2 * (v - 10_000.0), 6_000.0 + 0.4 * (v - 40_000.0)))
    return jax.grad(smooth_tax)(jnp.float32(income))
