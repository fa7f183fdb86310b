"""JAX arrays and immutable updates.

JAX arrays look and feel like NumPy arrays, but they can never be changed in place: an
update gives you a new array and leaves the original exactly as it was. These exercises
practise that style: writing into copies, letting repeated indices accumulate, deciding what
happens to out-of-range indices (JAX does not raise for them), and keeping track of dtypes
(JAX uses float32 by default). The notebook ``arrays.ipynb`` shows the tools.
"""

import jax
import jax.numpy as jnp


def set_diagonal(x: jax.Array, value: float) -> jax.Array:
    """Return a copy of the square matrix ``x`` with its main diagonal set to ``value``.

    The result is what ``np.fill_diagonal`` would leave in a copy of ``x``.

    Args:
        x: a square matrix of shape ``(n, n)`` (``n`` may be 0), a JAX or NumPy array; it is
            not modified. Any values of its dtype: inf and nan included, integers up to both ends of their range.
        value: a scalar to write on the diagonal, a Python number or a 0-d array (it may be
            traced under ``jax.jit``). Any values: inf and nan included, integers up to both
            ends of their range.

    Returns:
        A new ``(n, n)`` array with the same dtype as ``x`` (``value`` is converted to it):
        ``x`` everywhere except ``result[k, k] == value`` for every ``k``. Works under
        ``jax.jit``.

    Example:
        >>> set_diagonal(jnp.zeros((2, 2)), 5.0).tolist()
        [[5.0, 0.0], [0.0, 5.0]]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    diagonal = jnp.arange(x.shape[0])
    # Cast first: writing a float into an integer matrix must keep the matrix's dtype.
    value = jnp.asarray(value).astype(x.dtype)
    return x.at[diagonal, diagonal].set(value)
    ### STUB
    # x = jnp.asarray(x)
    # for k in range(x.shape[0]):
    #     x[k, k] = value
    # return x
    ### END SOLUTION


def add_at(size: int, indices: jax.Array, values: jax.Array) -> jax.Array:
    """Return zeros of length ``size`` with ``values`` added at ``indices``.

    The result equals ``out = np.zeros(size); np.add.at(out, indices, values)``: when an
    index appears several times, all of its values are added up (NumPy's
    ``out[indices] += values`` would keep only one of them).

    Args:
        size: length of the result, a Python int (it fixes a shape, so under ``jax.jit``
            it must be a static argument).
        indices: integer vector of positions in ``[-size, size)``; negative indices count
            from the end, as in NumPy.
        values: vector of the same length as ``indices`` (float or integer). Any values of its dtype: inf and nan included, integers up to both ends of their range.

    Returns:
        A float32 vector of shape ``(size,)`` (also for integer ``values``). One
        compilation per ``size``: new indices or values must not recompile.

    Example:
        >>> add_at(3, jnp.array([0, 2, 0]), jnp.array([1.0, 2.0, 3.0])).tolist()
        [4.0, 0.0, 2.0]
    """
    ### BEGIN SOLUTION
    values = jnp.asarray(values, dtype=jnp.float32)
    return jnp.zeros(size, dtype=jnp.float32).at[indices].add(values)
    ### END SOLUTION


def swap_rows(x: jax.Array, i: jax.Array, j: jax.Array) -> jax.Array:
    """Return a copy of ``x`` with rows ``i`` and ``j`` exchanged.

    ``i`` and ``j`` may be traced integers (arguments of a jitted function): one compiled
    program must serve every pair ``(i, j)`` for a given shape of ``x``.

    Args:
        x: an array with at least one dimension; it is not modified. Any values of its dtype: inf and nan included, integers up to both ends of their range.
        i: index of the first row (an int or a 0-d integer array).
        j: index of the second row (an int or a 0-d integer array).

    Returns:
        An array of the same shape and dtype as ``x`` with ``result[i] == x[j]`` and
        ``result[j] == x[i]``; every other row is unchanged. ``i == j`` returns a copy of ``x``.

    Example:
        >>> swap_rows(jnp.array([[1, 2], [3, 4], [5, 6]]), 0, 2).tolist()
        [[5, 6], [3, 4], [1, 2]]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    row_i, row_j = x[i], x[j]
    return x.at[i].set(row_j).at[j].set(row_i)
    ### END SOLUTION


def safe_get(x: jax.Array, idx: jax.Array, fill_value: float) -> jax.Array:
    """Return ``x[idx]``, but ``fill_value`` wherever an index is out of range.

    Plain indexing in JAX does not do this: ``x[10]`` on a length-5 vector quietly returns
    ``x[4]``, and ``x[-1]`` is the last element. Here every index outside ``[0, len(x))``,
    negative ones included, must give ``fill_value``.

    Args:
        x: a vector of length ``n >= 1``. Any values of its dtype: inf and nan included, integers up to both ends of their range.
        idx: an integer vector of indices, any int32 values (the extremes included).
        fill_value: the scalar to return for out-of-range indices, a Python number or a 0-d
            array; it may be traced, and one compilation must serve every fill value. Any
            values: inf and nan included.

    Returns:
        An array of shape ``idx.shape`` and the dtype of ``x`` (``fill_value`` is converted
        to it).

    Example:
        >>> safe_get(jnp.array([10.0, 20.0, 30.0]), jnp.array([0, 3, -1, 2]), -1.0).tolist()
        [10.0, -1.0, -1.0, 30.0]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    idx = jnp.asarray(idx)
    fill = jnp.asarray(fill_value).astype(x.dtype)
    n = x.shape[0]
    if n == 0:  # shapes are static, so this Python `if` is fine under jit
        return jnp.broadcast_to(fill, idx.shape)
    inside = (idx >= 0) & (idx < n)
    # Read at a clamped (always valid) index, then overwrite the out-of-range places.
    return jnp.where(inside, x[jnp.clip(idx, 0, n - 1)], fill)
    ### END SOLUTION


def one_hot(labels: jax.Array, num_classes: int) -> jax.Array:
    """Return the one-hot encoding of integer ``labels`` as a float32 matrix.

    The matrix must be built by an indexed update of an array (the grader looks for a
    scatter in the program, and refuses an equality comparison ``==`` of labels against
    class numbers, and rows read out of another matrix, ``eye[labels]``, a gather).

    Args:
        labels: integer vector of length ``n`` with values in ``[0, num_classes)``.
        num_classes: number of columns, a Python int (static under ``jax.jit``: one compilation
            per ``num_classes`` and length of ``labels``; new labels must not recompile).

    Returns:
        A float32 array of shape ``(n, num_classes)`` with ``result[r, labels[r]] == 1.0``
        and zeros elsewhere.

    Example:
        >>> one_hot(jnp.array([2, 0]), 3).tolist()
        [[0.0, 0.0, 1.0], [1.0, 0.0, 0.0]]
    """
    ### BEGIN SOLUTION
    labels = jnp.asarray(labels)
    n = labels.shape[0]
    rows = jnp.arange(n)
    return jnp.zeros((n, num_classes), dtype=jnp.float32).at[rows, labels].set(1.0)
    ### END SOLUTION
