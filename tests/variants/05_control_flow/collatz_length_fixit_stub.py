"""The fix-it stub: a Python `while` and `if` on the traced n (fine on a concrete number, not under jit or vmap)."""
EXERCISE = "control_flow.collatz_length"
VERDICT = "fail"
MESSAGE = "TracerBoolConversionError"

import jax
import jax.numpy as jnp


def collatz_length(n: jax.Array) -> jax.Array:
    """How many Collatz steps take ``n`` to 1.

    One Collatz step sends an even ``n`` to ``n // 2`` and an odd ``n`` to ``3 * n + 1``.
    It must work with ``n`` traced: under ``jax.jit``, and under ``jax.vmap`` over an array
    of starting values (each element gets its own count). The compiled program must hold
    a ``while`` loop: the grader reads the jaxpr.

    Args:
        n: an int32 scalar ``>= 1``.

    Returns:
        The number of steps as an int32 scalar; ``collatz_length(1) == 0``.

    Example:
        >>> int(collatz_length(jnp.int32(6)))  # 6, 3, 10, 5, 16, 8, 4, 2, 1
        8
        >>> jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist()
        [0, 1, 7]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k collatz_length
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return jnp.asarray(steps, jnp.int32)
