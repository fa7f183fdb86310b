"""For i == j given as Python ints the student returns ``x`` itself as a shortcut: a NumPy input comes back as the very same (mutable) object, not a copy."""
EXERCISE = "arrays.swap_rows"
VERDICT = "fail"
MESSAGE = 'returned its input itself'

import jax
import jax.numpy as jnp


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    if isinstance(i, int) and isinstance(j, int) and i == j:
        return x  # nothing to swap
    x = jnp.asarray(x)
    xi, xj = x[i], x[j]
    return x.at[i].set(xj).at[j].set(xi)
