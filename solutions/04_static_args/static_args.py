"""Tracing, static arguments and recompilation.

The first time a jitted function is called with a new shape or dtype, JAX does not run it
on your numbers. It runs it once on *tracers*: placeholders that know only a shape and a
dtype. Every ``jnp`` operation applied to a tracer is recorded as one equation of a
*jaxpr* (print one with ``jax.make_jaxpr(f)(x)``), and that recording is what XLA compiles.
Inside a jitted function, then:

- ``x.shape`` and ``x.ndim`` are plain Python ints, known while tracing. Arithmetic on them
  with Python or NumPy gives an ordinary number, fixed in the compiled program.
- Anything computed with ``jnp`` from ``x`` is a tracer. Its value only exists when the
  compiled program runs, so a Python ``if``, ``range`` or ``int()`` cannot use it, and it
  cannot be used as a shape.
- An argument that ``jit`` is told to treat as *static* is not traced: the function gets the
  Python value itself, so it can steer an ``if`` or fix a shape. The price: every new value
  of a static argument compiles a new program. A traced argument never causes a recompile
  when only its values change; only a new shape or dtype (weak types included) does.
"""

import math
from collections.abc import Callable
from functools import partial
from typing import Any

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axis")  ### SOLUTION LINE
def flatten(x: jax.Array, axis: int | None = None) -> jax.Array:
    """``x`` reshaped to a vector, or to a matrix split at ``axis``; jitted, ``axis`` static.

    With ``axis=None`` (the default) the result is a 1-D copy of ``x`` in row-major order,
    like ``np.ravel``. With an int ``axis`` the result is 2-D: the axes before ``axis``
    merge into the rows and the axes from ``axis`` on merge into the columns, so ``x`` of
    shape ``(d0, ..., dn)`` gives ``(d0 * ... * d(axis-1), d(axis) * ... * dn)``, elements in
    row-major order. An empty product is 1: ``axis=0`` gives one row, ``axis=x.ndim`` one
    column. Arrays with no elements keep the shape rule (``(0, 3)`` with ``axis=1`` gives
    ``(0, 3)``; ``(3, 2, 0)`` with ``axis=1`` gives ``(3, 0)``).

    The function is jitted with ``axis`` static: one compilation per shape of ``x`` and
    value of ``axis``, none for new values of ``x``.

    Args:
        x: an array of any shape and dtype (a 0-d array becomes a vector of length 1). Any values of its dtype: inf and nan included, integers up to both ends of their range.
        axis: ``None``, or a Python int with ``0 <= axis <= x.ndim`` (static).

    Returns:
        An array with ``x.size`` elements and the dtype of ``x``: of shape ``(x.size,)``
        when ``axis`` is None, else of the 2-D shape above.

    Example:
        >>> x = jnp.arange(24).reshape(2, 3, 4)
        >>> flatten(x).shape, flatten(x, axis=1).shape, flatten(x, axis=0).shape
        ((24,), (2, 12), (1, 24))
        >>> flatten(jnp.array([[1, 2], [3, 4]])).tolist()
        [1, 2, 3, 4]
        >>> flatten(jnp.array([[1, 2], [3, 4]]), axis=2).tolist()
        [[1], [2], [3], [4]]
    """
    ### BEGIN SOLUTION
    if axis is None:  # `axis` is static: a Python None or int while tracing
        return jnp.reshape(x, (math.prod(x.shape),))
    rows = math.prod(x.shape[:axis])  # Python ints: shapes are known while tracing
    columns = math.prod(x.shape[axis:])
    return jnp.reshape(x, (rows, columns))
    ### END SOLUTION


@partial(jax.jit, static_argnames="negate")  ### SOLUTION LINE
# @jax.jit  ### STUB LINE
def maybe_negate(x: jax.Array, negate: bool) -> jax.Array:
    """``-x`` when ``negate`` is true, else ``x``; jitted, with ``negate`` a static argument.

    ``-x`` is IEEE negation: the sign of zero counts (``0.0`` becomes ``-0.0``).

    ``negate`` is static and ``x`` is traced: for one shape of ``x`` the function compiles
    twice in all (once for ``True``, once for ``False``), however many different values of
    ``x`` follow.

    Args:
        x: a numeric array of any shape. Any values of its dtype: inf and nan included, integers up to both ends of their range.
        negate: a Python bool (static).

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> maybe_negate(jnp.array([1.0, -2.0]), negate=True).tolist()
        [-1.0, 2.0]
        >>> maybe_negate(jnp.array([1.0, -2.0]), negate=False).tolist()
        [1.0, -2.0]
    """
    ### BEGIN SOLUTION
    if negate:  # a Python bool here, because `negate` is static
        return -x
    return x
    ### STUB
    # if negate:
    #     return -x
    # return x
    ### END SOLUTION


@partial(jax.jit, static_argnames="size")  ### SOLUTION LINE
def resize_last(x: jax.Array, size: int) -> jax.Array:
    """Zero-pad or truncate the last axis of ``x`` to length ``size``; jitted, ``size`` static.

    The other axes are unchanged. ``size`` is static and ``x`` traced: each new ``size``
    compiles once more, new values of ``x`` never do.

    Args:
        x: an array with at least one axis, any dtype. Any values of its dtype: inf and nan included, integers up to both ends of their range.
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
    ### BEGIN SOLUTION
    length = x.shape[-1]
    if size <= length:
        return x[..., :size]
    widths = [(0, 0)] * (x.ndim - 1) + [(0, size - length)]  # pad only the end of the last axis
    return jnp.pad(x, widths)
    ### END SOLUTION


@jax.jit  ### SOLUTION LINE
def normalize(x: jax.Array, eps: float) -> jax.Array:
    """``x / (l2norm(x) + eps)``, the L2 norm taken over all elements; jitted, ``eps`` traced.

    ``eps`` is an ordinary (traced) argument: for one shape of ``x``, ten different values
    of ``eps`` cost one compilation, not ten.

    Args:
        x: a float array of any shape. A float16 ``x`` may hold any finite float16 value (up to
            65504): its squares overflow float16 past 256, so take its norm in float32. Finite values only.
        eps: a small non-negative number added to the norm (a Python float or a 0-d array of
            any float dtype: the result keeps ``x``'s dtype all the same). Finite values only.

    Returns:
        An array of the same shape and dtype as ``x`` (a float16 ``x`` gives float16).

    Example:
        >>> normalize(jnp.array([3.0, 4.0]), 0.0).tolist()
        [0.6000000238418579, 0.800000011920929]
        >>> normalize(jnp.array([[3.0, 0.0], [0.0, 4.0]]), 5.0).tolist()
        [[0.30000001192092896, 0.0], [0.0, 0.4000000059604645]]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    # With no `axis`, the norm covers every element, taken in float32 at least (float16 squares overflow); the
    # result goes back to x's dtype, which a 0-d float32 `eps` must not promote.
    norm = jnp.linalg.norm(x.astype(jnp.promote_types(x.dtype, jnp.float32)))
    return (x / (norm + eps)).astype(x.dtype)
    ### END SOLUTION


def count_equations(fn: Callable[..., Any], *args: Any) -> int:
    """The number of equations at the top level of ``fn``'s jaxpr for these arguments.

    The jaxpr is the program JAX records when it traces ``fn`` with ``args`` (as
    ``jax.make_jaxpr`` shows it). Only the top level counts: a call of a jitted helper, a
    loop or a ``cond`` is *one* equation there, though it holds a jaxpr of its own.

    Args:
        fn: a function that JAX can trace; only its program is read, never its values.
        *args: example arguments (only their shapes and dtypes matter).

    Returns:
        The count, as a Python int.

    Example:
        >>> count_equations(lambda x: jnp.sin(x) * 2, jnp.ones(3))
        2
    """
    ### BEGIN SOLUTION
    closed_jaxpr = jax.make_jaxpr(fn)(*args)
    return len(closed_jaxpr.jaxpr.eqns)
    ### END SOLUTION
