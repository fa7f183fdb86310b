"""Tracing, static arguments and recompilation.

The first time a jitted function is called with a new shape or dtype, JAX does not run it
on your numbers. It runs it once on *tracers*: placeholders that know only a shape and a
dtype. Every ``jnp`` operation applied to a tracer is recorded as one equation of a
*jaxpr* (print one with ``jax.make_jaxpr(f)(x)``), and that recording is what XLA compiles.
Inside a jitted function, then:

- ``x.shape`` and ``x.ndim`` are plain Python ints, known while tracing. Arithmetic on them
  with Python or NumPy (``math.prod(x.shape)``) gives an ordinary number, fixed in the program.
- Anything computed with ``jnp`` from ``x`` is a tracer. Its value only exists when the
  compiled program runs, so a Python ``if``, ``range`` or ``int()`` cannot use it, and it
  cannot be used as a shape.
- An argument named in ``static_argnames`` (or ``static_argnums``) is not traced: the
  function gets the Python value itself, so it can steer an ``if`` or fix a shape. The price:
  every new value of a static argument compiles a new program. A traced argument never
  causes a recompile when only its values change; only a new shape or dtype does.
"""

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import jax
import jax.numpy as jnp


def flatten(x: jax.Array) -> jax.Array:
    """A 1-D copy of ``x`` in row-major order (like ``np.ravel``), compiled with ``jax.jit``.

    Work out the length with static shape arithmetic. Under ``jit``, ``x.shape`` is a tuple
    of Python ints, so ``math.prod(x.shape)`` is a Python int that can be used as a shape.
    ``jnp.prod(jnp.array(x.shape))`` computes the same number as a traced value instead,
    and a shape cannot come from a traced value.

    Args:
        x: an array of any shape and dtype (a 0-d array becomes a vector of length 1).

    Returns:
        A 1-D array with ``x.size`` elements and the dtype of ``x``.

    Example:
        >>> flatten(jnp.array([[1, 2], [3, 4]])).tolist()
        [1, 2, 3, 4]
    """
    # TODO: write flatten (read the docstring above), then run
    #   pytest autograder -k flatten
    raise NotImplementedError("flatten is not written yet")


def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    """``-x`` when ``negate`` is true, else ``x``; jitted with ``negate`` static.

    Decorate with ``@partial(jax.jit, static_argnames="negate")`` (``partial`` comes from
    ``functools``). ``jit`` then hands the function the Python bool itself, so a plain
    ``if negate:`` works, and each value of ``negate`` gets its own compiled program: for
    one shape of ``x``, two compilations in all (one for ``True``, one for ``False``), however
    many different ``x`` values follow. Left traced, ``negate`` would be a tracer, and
    ``if negate:`` would fail.

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
    # TODO: write maybe_negate (read the docstring above), then run
    #   pytest autograder -k maybe_negate
    raise NotImplementedError("maybe_negate is not written yet")


def resize_last(x: jax.Array, size: int) -> jax.Array:
    """Zero-pad or truncate the last axis of ``x`` to length ``size``; jitted with ``size`` static.

    The output's shape depends on ``size``, and every shape must be known at compile time,
    so ``size`` has to be static (``@partial(jax.jit, static_argnames="size")``). Then
    ``size`` and ``x.shape[-1]`` are both Python ints, and a Python ``if`` may compare them.
    Each new ``size`` compiles once more; new values of ``x`` never do.

    Args:
        x: an array with at least one axis, any dtype.
        size: the new length of the last axis, a Python int ``>= 0`` (static).

    Returns:
        An array of shape ``x.shape[:-1] + (size,)`` and the dtype of ``x``: the first
        ``min(size, x.shape[-1])`` entries of each row come from ``x``, the rest are zeros.

    Example:
        >>> resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 4).tolist()
        [[1, 2, 3, 0], [4, 5, 6, 0]]
        >>> resize_last(jnp.array([[1, 2, 3], [4, 5, 6]]), 2).tolist()
        [[1, 2], [4, 5]]
    """
    # TODO: write resize_last (read the docstring above), then run
    #   pytest autograder -k resize_last
    raise NotImplementedError("resize_last is not written yet")


def normalize(x: jax.Array, eps: float) -> jax.Array:
    """``x / (l2norm(x) + eps)``, with the L2 norm taken over all elements; jitted, ``eps`` traced.

    ``eps`` only enters arithmetic, so it can stay traced: decorate with a plain
    ``@jax.jit``, and ten different ``eps`` values cost one compilation, not ten. Making it
    static, or turning it into a Python float inside the function, would recompile for every
    new value.

    Args:
        x: a float array of any shape.
        eps: a small non-negative number added to the norm (a Python float or a 0-d array).

    Returns:
        An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16).

    Example:
        >>> normalize(jnp.array([3.0, 4.0]), 0.0).tolist()
        [0.6000000238418579, 0.800000011920929]
    """
    # TODO: write normalize (read the docstring above), then run
    #   pytest autograder -k normalize
    raise NotImplementedError("normalize is not written yet")


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    """The number of equations at the top level of ``fn``'s jaxpr for these arguments.

    ``jax.make_jaxpr(fn)(*args)`` traces ``fn`` the way ``jit`` does and returns the recorded
    program (a ``ClosedJaxpr``); its ``.jaxpr.eqns`` is the list of top-level equations. A
    call of a jitted helper, a loop or a ``cond`` is *one* equation at the top level, even
    though it holds a jaxpr of its own: do not count inside those.

    Args:
        fn: a function that JAX can trace.
        *args: example arguments (only their shapes and dtypes matter).

    Returns:
        The count, as a Python int.

    Example:
        >>> count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3))
        2
    """
    # TODO: write count_equations (read the docstring above), then run
    #   pytest autograder -k count_equations
    raise NotImplementedError("count_equations is not written yet")
