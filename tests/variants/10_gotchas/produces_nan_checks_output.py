"""Looks for NaN in the output only: misses the NaN that jnp.where hides."""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
MESSAGE = "jax.debug_nans(True)"

import jax.numpy as jnp


def produces_nan(fn, *args):
    return bool(jnp.isnan(fn(*args)).any())
