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


@jax.jit  ### SOLUTION LINE
def selu(x: jax.Array) -> jax.Array:
    """Scaled exponential linear unit, applied elementwise and compiled with ``jax.jit``.

    ``selu(x) = scale * x`` for ``x > 0`` and ``scale * alpha * (exp(x) - 1)`` otherwise,
    with ``alpha = 1.6732632`` and ``scale = 1.0507010``. Use ``jnp.where``, not a Python
    ``if``: under ``jit`` the values of ``x`` are not known.

    Args:
        x: a float array of any shape.

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> [round(v, 4) for v in selu(jnp.array([-1.0, 0.0, 2.0])).tolist()]
        [-1.1113, 0.0, 2.1014]
    """
    ### BEGIN SOLUTION
    alpha = 1.6732632
    scale = 1.0507010
    return scale * jnp.where(x > 0, x, alpha * (jnp.exp(x) - 1))
    ### END SOLUTION


@jax.jit  ### SOLUTION LINE
def standardize(x: jax.Array) -> jax.Array:
    """Standardise each column of a 2-D array to mean 0 and standard deviation 1.

    Computes ``(x - mean) / (std + 1e-6)`` with the mean and the (population,
    ``ddof=0``) standard deviation taken over axis 0, i.e. per column.

    Args:
        x: a float array of shape ``(rows, columns)``.

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> standardize(jnp.array([[1.0, 10.0], [3.0, 10.0]])).round(3).tolist()
        [[-1.0, 0.0], [1.0, 0.0]]
    """
    ### BEGIN SOLUTION
    centred = x - jnp.mean(x, axis=0)
    std = jnp.sqrt(jnp.mean(centred**2, axis=0))  # population std (ddof=0)
    return centred / (std + 1e-6)
    ### END SOLUTION


@jax.jit  ### SOLUTION LINE
def softmax(x: jax.Array) -> jax.Array:
    """Softmax over the last axis, safe for large inputs.

    ``exp(1000.0)`` overflows to ``inf`` in float32 and ``inf / inf`` is ``nan``. Softmax
    does not change when the same number is subtracted from a whole row, so subtract the
    row's maximum before exponentiating: the largest exponent is then ``exp(0) == 1``.

    Args:
        x: a float array of any shape with at least one dimension.

    Returns:
        An array of the same shape and dtype as ``x``; along the last axis every row is
        positive and sums to 1.

    Example:
        >>> softmax(jnp.array([1000.0, 1000.0])).tolist()
        [0.5, 0.5]
    """
    ### BEGIN SOLUTION
    shifted = x - jnp.max(x, axis=-1, keepdims=True)
    exps = jnp.exp(shifted)
    return exps / jnp.sum(exps, axis=-1, keepdims=True)
    ### END SOLUTION


@jax.jit  ### SOLUTION LINE
def sum_negatives(x: jax.Array) -> jax.Array:
    """Sum of the negative entries of ``x``, in a form that ``jax.jit`` can compile.

    ``x[x < 0].sum()`` works in NumPy, but the shape of ``x[x < 0]`` depends on the values
    of ``x``, and ``jit`` needs every shape to be known before it sees any values. Keep the
    shape fixed instead: replace the entries you do not want by zero, then sum.

    Args:
        x: a numeric array of any shape.

    Returns:
        A scalar (0-d array) with the sum of all entries below zero (0 if there are none).

    Example:
        >>> sum_negatives(jnp.array([1.0, -2.0, 3.0, -4.0])).tolist()
        -6.0
    """
    ### BEGIN SOLUTION
    return jnp.where(x < 0, x, 0).sum()
    ### END SOLUTION


def time_call(fn: Callable[..., Any], *args: Any, repeats: int = 20) -> float:
    """Measure how long one call of ``fn(*args)`` takes, in seconds.

    Two things make naive timing of JAX code wrong. The first call of a jitted function
    compiles it, which can take far longer than running it; call ``fn`` once before
    timing and throw that time away. And JAX returns from a call before the result is
    computed (asynchronous dispatch); end each timed call with
    ``jax.block_until_ready(out)`` so the clock stops when the result really exists.
    ``fn`` may return any pytree of arrays (one array, a tuple, a dict, ...): wait for all
    of it. Measure wall-clock time (``time.perf_counter``), not CPU time: a call that waits
    for a device uses almost no CPU.

    Args:
        fn: the function to time (jitted or not); its output may be any pytree of arrays.
        *args: the arguments to call it with.
        repeats: how many timed calls to make after the warm-up call.

    Returns:
        The median wall-clock time of one timed call (not the mean, not the fastest), in
        seconds, as a Python float.

    Example:
        >>> seconds = time_call(selu, jnp.ones(1000), repeats=5)
        >>> isinstance(seconds, float) and seconds > 0
        True
    """
    ### BEGIN SOLUTION
    jax.block_until_ready(fn(*args))  # warm-up: compiles, not counted
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn(*args)
        jax.block_until_ready(out)
        times.append(time.perf_counter() - start)
    return float(statistics.median(times))
    ### END SOLUTION
