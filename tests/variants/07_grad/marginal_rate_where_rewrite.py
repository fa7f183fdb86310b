"""Tax rewritten without Python if (jnp.where) and that copy differentiated: today's rates, but `tax` is not used as given, so a changed `tax` goes unnoticed."""
EXERCISE = "grad.marginal_rate"
VERDICT = "fail"
MESSAGE = "and the answer did not follow it"

import jax
import jax.numpy as jnp


# `tax` is the module's own (the variant is appended to it).


def marginal_rate(income):
    def smooth_tax(v):
        return jnp.where(v <= 10_000.0, 0.0 * v,
                         jnp.where(v <= 40_000.0, 0.2 * (v - 10_000.0), 6_000.0 + 0.4 * (v - 40_000.0)))
    return jax.grad(smooth_tax)(jnp.float32(income))
