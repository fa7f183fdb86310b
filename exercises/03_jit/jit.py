"""Compiling with ``jax.jit`` and timing it honestly.

``jax.jit`` traces a Python function once per input shape and dtype, hands the whole
computation to the XLA compiler, and reuses the compiled program on later calls. The
compiler fuses many small array operations into a few fast kernels, so a jitted function
can be much quicker than running the same ``jnp`` calls one by one. In exchange, the code
must not depend on the *values* of its inputs in ways that change shapes or Python
control flow. These exercises practise writing jittable functions and measuring their
speed correctly: JAX runs work asynchronously, so a timer must wait for the result with
``jax.block_until_ready``, and the first call (which compiles) must not be counted.
"""

import statistics
import time
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def selu(x: jax.Array) -> jax.Array:
    """Scaled exponential linear unit, applied elementwise and compiled with ``jax.jit``.

    ``selu(x) = scale * x`` for ``x > 0`` and ``scale * alpha * (exp(x) - 1)`` otherwise,
    with ``alpha = 1.6732632`` and ``scale = 1.0507010``. The function is jitted, and on a
    vector of 1,000 elements it must be clearly faster than the same formula run without
    ``jit`` (one operation at a time).

    Args:
        x: a float array of any shape (empty and 0-d arrays included). Any values: inf and nan included.

    Returns:
        An array of the same shape and dtype as ``x`` (float16 in, float16 out).

    Example:
        >>> [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()]
        [-1.1113, 0.0, 2.1014]
    """
    # TODO: write selu (read the docstring above), then run
    #   pytest autograder -k selu
    raise NotImplementedError("selu is not written yet")


def standardize(x: jax.Array) -> jax.Array:
    """Standardise each column of a 2-D array to mean 0 and standard deviation 1.

    Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population,
    ``ddof=0``) standard deviation taken over axis 0, i.e. per column. The function is jitted,
    and on a ``(16, 8)`` array it must be clearly faster than the same formula run without
    ``jit`` (one operation at a time): the grader times both.

    Args:
        x: a float array of shape ``(rows, columns)``. Finite values only.

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist()
        [[-1.0, 0.0], [1.0, 0.0]]
    """
    # TODO: write standardize (read the docstring above), then run
    #   pytest autograder -k standardize
    raise NotImplementedError("standardize is not written yet")


def softmax(x: jax.Array) -> jax.Array:
    """Softmax over the last axis, finite even for large inputs; compiled with ``jax.jit``.

    ``softmax(x)[..., i] = exp(x[..., i]) / sum_j exp(x[..., j])``, row by row along the
    last axis. It must stay finite where a literal ``exp`` overflows float32: rows such as
    ``[1000.0, 1000.0]`` or ``[-1000.0, 0.0]`` give the exact softmax, not ``nan``.

    Args:
        x: a non-empty float array of any shape with at least one dimension. Finite values only.

    Returns:
        An array of the same shape and dtype as ``x``; along the last axis every row is
        non-negative and sums to 1.

    Example:
        >>> softmax(jnp.array([1000.0, 1000.0])).tolist()
        [0.5, 0.5]
        >>> softmax(jnp.array([[0.0, 0.0, 0.0, 0.0]])).tolist()
        [[0.25, 0.25, 0.25, 0.25]]
    """
    # TODO: write softmax (read the docstring above), then run
    #   pytest autograder -k softmax
    raise NotImplementedError("softmax is not written yet")


@jax.jit
def sum_negatives(x: jax.Array) -> jax.Array:
    """The sum of the negative entries of ``x``, compiled with ``jax.jit``.

    Entries equal to zero or above do not count. The function stays jitted (keep the
    ``@jax.jit``), so it must compile for any values of ``x`` of a given shape.

    Args:
        x: a numeric array of any shape (float or int; empty allowed), integers past 2**24 included.
            Finite values only.

    Returns:
        A scalar (0-d array): the sum of all entries below zero, or 0 when there are none;
        in ``x``'s dtype for a float ``x`` (float32, float16, bfloat16), int32 for an integer
        ``x`` of 32 bits or fewer (as ``jnp.sum`` gives it: an int8 sum does not wrap at -128).

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


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    """Seconds per call of ``fn(*args)``, measured the way JAX needs.

    The figure must be honest on three counts, which the grader checks against its own
    clock: the first call of ``fn`` (which may compile) is made but not counted; each
    timed call lasts until its whole output (any pytree of arrays) has been computed, not
    just until JAX has queued the work; and the time is wall-clock time, including time
    spent waiting for a device.

    Args:
        fn: the function to time (jitted or not); its output may be any pytree of arrays.
        *args: the arguments to call it with.
        repeats: how many calls are timed, after the one uncounted first call.

    Returns:
        The median (not the mean, not the fastest) of the ``repeats`` timed calls, in
        seconds, as a Python float.

    Example:
        >>> seconds = time_call(selu, jnp.ones(1000), repeats=5)
        >>> isinstance(seconds, float) and seconds > 0
        True
    """
    # TODO: write time_call (read the docstring above), then run
    #   pytest autograder -k time_call
    raise NotImplementedError("time_call is not written yet")
