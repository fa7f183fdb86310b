"""The fix-it stub: lax.cond guards the loop for one n, but under vmap both branches run and the loop never ends on 0."""
EXERCISE = "vmap.collatz_steps"
VERDICT = "fail"
MESSAGE = "never finishes under jax.vmap"

import jax.numpy as jnp
from jax import lax


def count_steps(n):
    def not_there(state):
        m, _ = state
        return m != 1

    def step(state):
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    n = jnp.asarray(n)
    return lax.while_loop(not_there, step, (n, jnp.zeros_like(n)))[1]


def _no_steps(n):
    return jnp.full_like(n, -1)


def collatz_steps(n: jax.Array) -> jax.Array:
    """``count_steps(n)`` for ONE integer ``n >= 1``, and ``-1`` for ``n < 1``, also under ``jax.vmap``.

    The code you are given gives the right answer for any single ``n``, jitted or not. But it
    is meant to be batched: ``jax.vmap(collatz_steps)`` over a batch that holds numbers
    below 1 must finish, with ``-1`` for them. The grader runs such a batch and stops any
    loop after 1,000 iterations (the numbers it uses need at most 118 steps).
    ``count_steps`` is used as given.

    Args:
        n: an int32 scalar.

    Returns:
        An int32 scalar: the number of steps, or ``-1``.

    Example:
        >>> jax.vmap(collatz_steps)(jnp.array([1, 6, 27, 0, -3])).tolist()
        [0, 8, 111, -1, -1]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k collatz_steps
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    return lax.cond(n >= 1, count_steps, _no_steps, n)
