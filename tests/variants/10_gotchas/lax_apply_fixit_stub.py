"""The fix-it stub as handed out: makes both operands arrays and calls the lax operation, which refuses
operands of different dtypes (and the numbers became strongly typed arrays on the way)."""
EXERCISE = "gotchas.lax_apply"
VERDICT = "fail"
MESSAGE = "a `lax` function was given arguments of different dtypes"

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp


def lax_apply(op: Callable[[jax.Array, jax.Array], jax.Array], x: Any, y: Any) -> jax.Array:
    """Apply a ``jax.lax`` binary operation to operands of any dtypes, promoting them as ``jnp`` would.

    ``lax`` functions want operands of one dtype; ``jnp`` functions first convert both
    to a common one. ``lax_apply(op, x, y)`` gives ``op``'s result in the dtype that
    ``jnp`` would compute ``x + y`` in, Python numbers included: a Python number is
    weakly typed and takes the array's dtype (``float16_array + 1.0`` is float16), unless
    its kind does not fit (``int8_array + 0.5`` is float32).

    Args:
        op: a ``jax.lax`` function of two operands, e.g. ``lax.add`` or ``lax.max``.
        x: an array or a Python number.
        y: an array or a Python number.

    Returns:
        ``op(x, y)`` computed in ``jnp``'s promoted dtype of ``x`` and ``y``.

    Example:
        >>> from jax import lax
        >>> lax_apply(lax.add, jnp.array([1, 2], jnp.int8), jnp.array([0.5, 0.5])).tolist()
        [1.5, 2.5]
        >>> lax_apply(lax.max, jnp.array([1.0, 4.0], jnp.float16), 2.0).dtype.name
        'float16'
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k lax_apply
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    x, y = jnp.asarray(x), jnp.asarray(y)
    return op(x, y)
