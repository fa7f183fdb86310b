"""The fix-it stub: one jnp.where. Right values, but the gradient at 0 is NaN."""
EXERCISE = "grad.sinc"
VERDICT = "fail"
MESSAGE = "NaN gradient"

import jax.numpy as jnp


def sinc(x: jax.Array) -> jax.Array:
    """``sin(x) / x`` elementwise, ``1`` where ``x == 0``, with a finite gradient everywhere.

    The code you are given computes the right values, but ``jax.grad`` of it is NaN at
    ``x == 0``. Fix it so that the gradient is finite everywhere, by JAX differentiating the operations
    you write: no custom derivative rule (``jax.custom_jvp``) and no library sinc
    (``jnp.sinc``); the grader reads the program for them.

    Args:
        x: a float array of any shape, float16 included (its gradient must be finite too).

    Returns:
        An array of the same shape and dtype, right beside 0 too (``sinc(0.05)`` is
        ``0.99958``, not ``1``). ``jax.grad(lambda x: sinc(x).sum())(x)`` is ``0`` where
        ``x == 0`` (the true derivative there) and ``cos(x) / x - sin(x) / x**2`` elsewhere.
        (For ``0 < |x| < 0.02`` float32 rounding swamps that derivative: it is not graded there.)

    Example:
        >>> [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()]
        [1.0, 0.63662]
        >>> [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()]
        [0.0, -0.3012]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k sinc
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    return jnp.where(x == 0, 1.0, jnp.sin(x) / x)
