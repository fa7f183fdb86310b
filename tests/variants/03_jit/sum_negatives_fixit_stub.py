"""The fix-it stub: selects with x[x < 0] under jit, a shape that depends on the values."""
EXERCISE = "jit.sum_negatives"
VERDICT = "fail"
MESSAGE = "it indexes with a boolean mask"

import jax


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    """The sum of the negative entries of ``x``, compiled with ``jax.jit``.

    Entries equal to zero or above do not count. The function stays jitted (keep the
    ``@jax.jit``), so it must compile for any values of ``x`` of a given shape.

    Args:
        x: a numeric array of any shape (float or int; empty allowed).

    Returns:
        A scalar (0-d array): the sum of all entries below zero, or 0 when there are none;
        float32 for a float32 ``x``, int32 for an int32 ``x``.

    Example:
        >>> sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist()
        -6.0
        >>> sum_negatives(jnp.array([[1, -2], [3, 4]])).tolist()
        -2
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k sum_negatives
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    return x[x < 0].sum()
