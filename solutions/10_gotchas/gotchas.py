"""Sharp edges: where JAX behaves differently from NumPy, on purpose.

JAX runs the same program on CPUs, GPUs and TPUs, and an accelerator cannot stop halfway
to raise a Python exception. So an index past the end of an array does not raise: a read
is clamped to the last element and a write is silently dropped, while a negative index
still counts from the end, as in NumPy. Invalid arithmetic gives ``nan`` instead of an
error; ``jax.debug_nans(True)`` turns that into an error at the operation that made it.

Some NumPy conveniences are missing on purpose. ``jnp`` functions refuse Python lists
(turning a long list into an array is slow and easy to miss, so you ask for it with
``jnp.asarray``). Numbers are 32-bit unless you switch on 64-bit mode, and a request for
``float64`` without it quietly gives ``float32``. ``jax.lax``, the layer under ``jnp``,
never promotes types: both operands of ``lax.add`` must have the same dtype. A Python
number is *weakly typed*: it takes the dtype of the array it meets instead of widening it,
so ``x * 2.0`` keeps a ``float16`` ``x`` in ``float16``.

Global switches such as ``jax_enable_x64`` and ``jax_debug_nans`` change every later
computation in the process. Turn them on with their context managers, for one block only.
"""

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_bins: int) -> jax.Array:
    """Count how often each label ``0 .. n_bins - 1`` occurs; count every other label as invalid.

    The result has ``n_bins + 1`` entries: ``counts[k]`` for ``0 <= k < n_bins`` is how
    many labels equal ``k``, and ``counts[n_bins]`` is how many labels are out of range
    (negative, or ``n_bins`` and above). Every label is counted exactly once, so the
    counts always add up to ``len(labels)``; JAX raises no error for an index out of
    range, so nothing will warn you if they do not.

    Args:
        labels: a 1-D integer array of labels, any values (the extremes of its dtype
            included); int32, or another integer dtype such as int8.
        n_bins: the number of valid labels (a Python int, static under ``jax.jit``); it may be
            past what the labels' dtype holds (200 bins for int8 labels).

    Returns:
        An int32 array of shape ``(n_bins + 1,)``, whatever the dtype of ``labels``.

    Example:
        >>> count_labels(jnp.array([0, 2, 2, 5, -1]), 3).tolist()
        [1, 0, 2, 2]
    """
    ### BEGIN SOLUTION
    labels = jnp.asarray(labels).astype(jnp.int32)  # int32 holds every int8 or int16 label, and n_bins
    valid = (labels >= 0) & (labels < n_bins)
    index = jnp.where(valid, labels, n_bins)
    return jnp.zeros(n_bins + 1, jnp.int32).at[index].add(1)
    ### END SOLUTION


def weighted_mean(values: Any, weights: Any) -> jax.Array:
    """The weighted mean ``sum(values * weights) / sum(weights)``, as a float32 scalar.

    Accepts what NumPy's ``np.average(values, weights=weights)`` accepts: Python lists or
    tuples of numbers (ints or floats), NumPy arrays or JAX arrays, and works under
    ``jax.jit``.

    Args:
        values: a 1-D sequence or array of numbers, non-empty. Finite values only; integers up to both ends
        of their range (their products with the weights must not wrap).
        weights: a 1-D sequence or array of non-negative numbers, same length (so non-empty), not all zero.

    Returns:
        A float32 scalar (0-d array), whatever the dtypes of the inputs (arrays of int8 or
        float16 too: their products must not wrap around or round).

    Example:
        >>> weighted_mean([1, 2, 3], [1, 1, 2]).tolist()
        2.25
    """
    ### BEGIN SOLUTION
    v = jnp.asarray(values, jnp.float32)
    w = jnp.asarray(weights, jnp.float32)
    return jnp.sum(v * w) / jnp.sum(w)
    ### STUB
    # return jnp.sum(jnp.multiply(values, weights)) / jnp.sum(weights)
    ### END SOLUTION


def produces_nan(fn: Callable[..., Any], *args: Any) -> bool:
    """Whether any operation inside ``fn(*args)`` produces a NaN, even one that never reaches the output.

    ``jnp.where(x > 0, jnp.log(x), 0.0)`` returns finite numbers, but ``jnp.log`` made a
    NaN for every negative ``x`` on the way (and its gradient will be NaN): looking at
    the output cannot tell. An infinity alone is not a NaN. ``fn`` runs once, and JAX's
    global settings are the same after the call as before it, whatever happened inside.
    The answer is the same whether NaN checking was on or off when it was called (a
    caller may be inside its own ``with jax.debug_nans(...):`` block).

    Args:
        fn: a function of arrays, not jitted.
        *args: its arguments.

    Returns:
        A Python bool: True when some operation produced a NaN.

    Example:
        >>> masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
        >>> produces_nan(masked_log, jnp.array([-1.0, 2.0]))  # doctest: +ELLIPSIS
        Invalid nan value encountered ...
        True
        >>> produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
        False
    """
    ### BEGIN SOLUTION
    try:
        with jax.debug_nans(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False
    ### END SOLUTION


def precise_sum(x: Any) -> jax.Array:
    """The sum of a NumPy array of numbers (usually float64), computed and returned in float64.

    By default JAX computes in 32 bits: ``jnp.asarray(x)`` of a float64 array is float32,
    where ``1e8 + 0.5`` is ``1e8``. This sum must keep float64's precision, and JAX's
    global settings must be the same after the call as before it (later computations
    elsewhere in the program stay 32-bit).

    Args:
        x: a 1-D NumPy array: float64, or any other numbers (float32, int8, ...). Finite values only.

    Returns:
        A float64 scalar (0-d JAX array), whatever the dtype of ``x``: a float32 ``x`` is
        summed in float64 too.

    Example:
        >>> import numpy as np
        >>> precise_sum(np.array([1e8 + 0.5, 0.25])).tolist()
        100000000.75
    """
    ### BEGIN SOLUTION
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x, jnp.float64))
    ### END SOLUTION


def lax_apply(op: Callable[[jax.Array, jax.Array], jax.Array], x: Any, y: Any) -> jax.Array:
    """Apply a ``jax.lax`` binary operation to operands of any dtypes, promoting them as ``jnp`` would.

    ``lax`` functions want operands of one dtype; ``jnp`` functions first convert both
    to a common one. ``lax_apply(op, x, y)`` gives ``op``'s result in the dtype that
    ``jnp`` would compute ``x + y`` in, Python numbers included: a Python number is
    weakly typed and takes the array's dtype (``float16_array + 1.0`` is float16), unless
    its kind does not fit (``int8_array + 0.5`` is float32).

    Args:
        op: a ``jax.lax`` function of two operands, e.g. ``lax.add`` or ``lax.max``.
        x: an array or a Python number, integers past 2**24 included: in an array up to both ends
        of its dtype's range (``op`` wraps as it does in the promoted dtype), a Python int within
        the range of the dtype it meets. Finite values only.
        y: an array or a Python number, integers past 2**24 included: in an array up to both ends
        of its dtype's range (``op`` wraps as it does in the promoted dtype), a Python int within
        the range of the dtype it meets. Finite values only.

    Returns:
        ``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``.

    Example:
        >>> from jax import lax
        >>> lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist()
        [1.5, 2.5]
        >>> lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name
        'float16'
    """
    ### BEGIN SOLUTION
    dtype = jnp.result_type(x, y)
    return op(jax.lax.convert_element_type(x, dtype), jax.lax.convert_element_type(y, dtype))
    ### STUB
    # x, y = jnp.asarray(x), jnp.asarray(y)
    # return op(x, y)
    ### END SOLUTION
