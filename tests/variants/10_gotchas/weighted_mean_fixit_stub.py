"""The fix-it stub as handed out: NumPy habits, Python lists handed straight to jnp functions."""
EXERCISE = "gotchas.weighted_mean"
VERDICT = "fail"
MESSAGE = "a `jnp` function was given a Python list or tuple"

from typing import Any

import jax
import jax.numpy as jnp


def weighted_mean(values: Any, weights: Any) -> jax.Array:
    """The weighted mean ``sum(values * weights) / sum(weights)``, as a float32 scalar.

    Accepts what NumPy's ``np.average(values, weights=weights)`` accepts: Python lists or
    tuples of numbers (ints or floats), NumPy arrays or JAX arrays, and works under
    ``jax.jit``.

    Args:
        values: a 1-D sequence or array of numbers.
        weights: a 1-D sequence or array of non-negative numbers, same length, not all zero.

    Returns:
        A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or
        float16 too: their products must not wrap around or round).

    Example:
        >>> weighted_mean([1, 2, 3], [1, 1, 2]).tolist()
        2.25
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k weighted_mean
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    return jnp.sum(jnp.multiply(values, weights)) / jnp.sum(weights)
