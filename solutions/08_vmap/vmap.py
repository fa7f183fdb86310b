"""Automatic vectorisation: write the function for one example, ``jax.vmap`` it for a batch.

``jax.vmap(f)`` turns a function written for *one* example into one that takes a batch:
the new function maps ``f`` over axis 0 of its arguments and stacks the results along
axis 0. No Python loop runs: ``f`` is traced once and every operation in it is rewritten
to work on the whole batch, so ``jax.jit(jax.vmap(f))`` is one compiled program whose size
does not depend on the batch size.

- ``in_axes`` says, per argument, which axis to map over, or ``None`` for an argument that
  is shared by every example (weights, a constant): ``jax.vmap(f, in_axes=(None, 0))``.
- ``out_axes`` says where the mapped axis goes in the result.
- ``vmap`` of ``vmap`` maps over two axes: all pairs of two batches.
- ``jax.vmap(jax.grad(loss), in_axes=(None, 0, 0))`` gives one gradient *per example*.
- A ``lax.cond`` (or ``jnp.where``) on a batched value cannot pick one branch for the
  whole batch: under ``vmap`` *both* branches run on every element and the results are
  selected afterwards. A branch that is only safe for some inputs must be made safe for
  all of them.
"""

from typing import Callable

import jax
import jax.numpy as jnp
from jax import lax


def predict(params: dict[str, jax.Array], x: jax.Array) -> jax.Array:
    """A small classifier for ONE example ``x`` of shape ``(d,)``: class probabilities ``(k,)``.

    Written for a single example (``w1 @ x`` needs ``x`` to be a vector, and the softmax
    takes the maximum and the sum over all of its input), so it does not work on a batch.
    This function is given: do not change it.
    """
    hidden = jnp.tanh(params["w1"] @ x + params["b1"])
    logits = params["w2"] @ hidden + params["b2"]
    exps = jnp.exp(logits - logits.max())
    return exps / exps.sum()


@jax.jit  ### SOLUTION LINE
def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    """``predict`` for every row of ``xs``, as one jitted, vectorised program.

    ``predict`` handles one example. Map it over the rows of ``xs`` with ``jax.vmap``,
    sharing ``params`` between all examples (``in_axes``), and compile the result with
    ``@jax.jit``. The grader times it against a Python loop that calls ``predict`` once per
    row, and checks that its program does not grow with the batch size.

    Args:
        params: ``{"w1": (h, d), "b1": (h,), "w2": (k, h), "b2": (k,)}`` float arrays.
        xs: a float array of shape ``(n, d)``.

    Returns:
        A float array of shape ``(n, k)``: row ``i`` is ``predict(params, xs[i])``.

    Example:
        >>> params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
        >>> predict_batch(params, jnp.zeros((3, 2))).tolist()
        [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]
    """
    ### BEGIN SOLUTION
    return jax.vmap(predict, in_axes=(None, 0))(params, xs)
    ### END SOLUTION


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    """The matrix ``out[i, j] = f(xs[i], ys[j])`` for every pair of rows.

    ``f`` takes two vectors and returns a scalar (a distance, a similarity, a kernel). It
    is written for one pair, so ``f(xs, ys)`` does not give the matrix. One ``vmap`` maps
    over the rows of ``ys`` for a fixed ``x``; a second one around it maps over the rows of
    ``xs``.

    Args:
        f: a function of two vectors of shape ``(d,)`` that returns a scalar.
        xs: a float array of shape ``(n, d)``.
        ys: a float array of shape ``(m, d)``.

    Returns:
        A float array of shape ``(n, m)``.

    Example:
        >>> pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist()
        [[3.0], [8.0]]
    """
    ### BEGIN SOLUTION
    one_row = jax.vmap(f, in_axes=(None, 0))  # f(x, ys[j]) for every j
    return jax.vmap(one_row, in_axes=(0, None))(xs, ys)
    ### END SOLUTION


def example_loss(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> jax.Array:
    """The squared error of a linear model on ONE example: ``(x @ w + b - y) ** 2``.

    This function is given: do not change it.
    """
    return (x @ params["w"] + params["b"] - y) ** 2


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    """The gradient of ``example_loss`` with respect to ``params``, separately for every example.

    ``jax.grad(example_loss)`` gives the gradient for one example ``(x, y)``. Map it over
    the examples, sharing ``params``: the result is a dict like ``params`` whose leaves
    have an extra leading axis, one entry per example (what differential privacy and
    per-example clipping need). The gradient of the *mean* loss is something else: it
    averages these rows into one.

    Args:
        params: ``{"w": (d,) float array, "b": float scalar}``.
        xs: a float array of shape ``(n, d)``.
        ys: a float array of shape ``(n,)``.

    Returns:
        ``{"w": (n, d), "b": (n,)}``: row ``i`` is the gradient of
        ``example_loss(params, xs[i], ys[i])``.

    Example:
        >>> params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
        >>> grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
        >>> grads["w"].tolist(), grads["b"].tolist()
        ([[2.0], [8.0]], [2.0, 4.0])
    """
    ### BEGIN SOLUTION
    return jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0))(params, xs, ys)
    ### END SOLUTION


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """Apply ``f`` to every *column* of ``x`` and put the results back as columns.

    ``f`` takes one vector and returns one vector (maybe of another length). The examples
    here are the columns of ``x`` (axis 1), not its rows, and the results must be stacked
    along axis 1 too: ``in_axes`` and ``out_axes`` say which axis is mapped on the way in
    and on the way out.

    Args:
        f: a function from a vector of shape ``(r,)`` to a vector of shape ``(k,)``.
        x: a float array of shape ``(r, c)``.

    Returns:
        A float array of shape ``(k, c)``: column ``j`` is ``f(x[:, j])``.

    Example:
        >>> apply_to_columns(lambda v: jnp.stack([v.min(), v.max()]), jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist()
        [[1.0, 4.0], [3.0, 5.0]]
    """
    ### BEGIN SOLUTION
    return jax.vmap(f, in_axes=1, out_axes=1)(x)
    ### END SOLUTION


def safe_log(x: jax.Array) -> jax.Array:
    """``log(x)`` for ``x > 0`` and ``0`` otherwise, for ONE scalar, safe under ``jax.vmap``.

    Written for one example, it looks as if ``lax.cond(x > 0, jnp.log, ...)`` only ever
    takes the log of positive numbers. Under ``jax.vmap`` that is no longer true: the
    predicate is a batch, so both branches run on *every* element and the results are
    selected afterwards; ``jnp.where`` always works that way. The grader runs
    ``jax.vmap(safe_log)`` over a batch with zeros and negative numbers with
    ``jax.debug_nans`` and ``jax.debug_infs`` on, as you would when hunting a NaN: no
    operation may produce a NaN or an inf, even in a result that is thrown away. Give the
    log a harmless input where ``x <= 0``.

    Args:
        x: a float scalar.

    Returns:
        A float scalar of the same dtype.

    Example:
        >>> jax.vmap(safe_log)(jnp.array([jnp.e, 0.0, -1.0])).tolist()
        [1.0, 0.0, 0.0]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    positive = x > 0
    safe = jnp.where(positive, x, jnp.ones_like(x))  # the log never sees 0 or a negative number
    return jnp.where(positive, jnp.log(safe), jnp.zeros_like(x))
    ### END SOLUTION
