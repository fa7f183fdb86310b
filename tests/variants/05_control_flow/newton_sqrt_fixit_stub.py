"""The fix-it stub: `range(n_iters)` needs a Python int; under jit `n_iters` is traced."""
EXERCISE = "control_flow.newton_sqrt"
VERDICT = "fail"
MESSAGE = "TracerIntegerConversionError"

import jax
import jax.numpy as jnp


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    """Approximate ``sqrt(a)`` with ``n_iters`` steps of Newton's method; ``n_iters`` may be traced.

    Start from ``y = a``, then ``n_iters`` times replace ``y`` by ``(y + a / y) / 2``. The
    grader calls this under ``jax.jit`` with ``n_iters`` traced (not static): one compiled
    program must serve every ``n_iters`` for a given shape of ``a``.

    Args:
        a: a float scalar or array with every element ``> 0``.
        n_iters: the number of Newton steps, ``>= 0``: a Python int or a traced integer.

    Returns:
        An array with the shape and float dtype of ``a`` (float16 stays float16; an integer
        ``a`` gives float32); ``a`` itself when ``n_iters == 0``.

    Example:
        >>> float(newton_sqrt(jnp.float32(9.0), 6))
        3.0
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k newton_sqrt
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    y = a
    for _ in range(n_iters):
        y = (y + a / y) / 2
    return y
