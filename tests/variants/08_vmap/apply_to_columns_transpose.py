"""Alternative: transpose, map over rows, transpose back."""
EXERCISE = "vmap.apply_to_columns"
VERDICT = "pass"

import jax


def apply_to_columns(f, x):
    return jax.vmap(f)(x.T).T
