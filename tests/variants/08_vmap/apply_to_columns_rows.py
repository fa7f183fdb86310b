"""Maps over the rows (the default axis 0) instead of the columns."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "fail"
MESSAGE = "wrong"

import jax


def apply_to_columns(f, x):
    return jax.vmap(f)(x)
