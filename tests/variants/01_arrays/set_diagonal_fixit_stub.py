"""The fix-it stub as handed out: NumPy-style item assignment, which JAX arrays refuse (TypeError)."""
EXERCISE = "arrays.set_diagonal"
VERDICT = "fail"
MESSAGE = "JAX arrays are immutable"

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    """Return a copy of the square matrix ``x`` with its main diagonal set to ``value``.

    The result is what ``np.fill_diagonal`` would leave in a copy of ``x``.

    Args:
        x: a square matrix of shape ``(n, n)`` (``n`` may be 0), a JAX or NumPy array; it is
            not modified.
        value: a scalar to write on the diagonal (it may be traced under ``jax.jit``).

    Returns:
        A new ``(n, n)`` array with the same dtype as ``x`` (``value`` is converted to it):
        ``x`` everywhere except ``result[k, k] == value`` for every ``k``. Works under
        ``jax.jit``.

    Example:
        >>> set_diagonal(jnp.zeros((2, 2)), 5.0).tolist()
        [[5.0, 0.0], [0.0, 5.0]]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k set_diagonal
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    x = jnp.asarray(x)
    for k in range(x.shape[0]):
        x[k, k] = value
    return x
