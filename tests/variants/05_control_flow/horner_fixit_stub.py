"""The fix-it stub: a Python loop over the coefficients, unrolled under jit (one copy per coefficient)."""
EXERCISE = "control_flow.horner"
VERDICT = "fail"
MESSAGE = "grows with the problem"

import jax
import jax.numpy as jnp


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    """The polynomial with coefficients ``coeffs`` at ``x``, evaluated by Horner's rule in a compiled loop.

    ``coeffs[0]`` belongs to the highest power: ``[2, -3, 1]`` is ``2 x**2 - 3 x + 1``.
    Horner's rule starts from 0 and, for each coefficient ``c`` in order, replaces the
    running value ``v`` by ``v * x + c``. Under ``jax.jit`` the compiled program must not
    grow with the number of coefficients (30 coefficients give a jaxpr no bigger than 3
    do), and it must hold a ``lax`` loop: the grader reads the jaxpr.

    Args:
        coeffs: a 1-D float array of at least one coefficient, highest degree first.
        x: a float scalar or array; the polynomial is evaluated at each element.

    Returns:
        An array with the shape of ``x``, in the dtype of ``coeffs`` and ``x`` together
        (``jnp.result_type(coeffs, x)``: float16 inputs give float16, float32 ones float32).

    Example:
        >>> horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist()
        [1.0, 0.0, 3.0]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k horner
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    value = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
    for c in coeffs:
        value = value * x + c
    return value
