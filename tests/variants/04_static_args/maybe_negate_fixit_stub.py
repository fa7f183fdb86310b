"""The fix-it stub: jitted without making negate static, so `if negate:` asks for the value of a tracer."""
EXERCISE = "static_args.maybe_negate"
VERDICT = "fail"
MESSAGE = "it uses a traced array in a Python `if`"

import jax


@jax.jit
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    """``-x`` when ``negate`` is true, else ``x``; jitted, with ``negate`` a static argument.

    ``negate`` is static and ``x`` is traced: for one shape of ``x`` the function compiles
    twice in all (once for ``True``, once for ``False``), however many different values of
    ``x`` follow.

    Args:
        x: a numeric array of any shape.
        negate: a Python bool (static).

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist()
        [-1.0, 2.0]
        >>> maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist()
        [1.0, -2.0]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k maybe_negate
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    if negate:
        return -x
    return x
