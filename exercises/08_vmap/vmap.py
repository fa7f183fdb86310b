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
- A ``lax.cond`` on a batched value cannot pick one branch for the whole batch: under
  ``vmap`` it becomes a select, *both* branches run on every element (like ``jnp.where``),
  and the results are picked afterwards. A branch that is only safe for some inputs (a log,
  a loop that ends only for valid inputs) runs on all of them.

``jax.jit(jax.vmap(f))`` still compiles once per input *shape*: a new batch size is a new
program, only not a bigger one.
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


def predict_batch(params: dict[str, jax.Array], xs: jax.Array) -> jax.Array:
    """``predict`` for every row of ``xs``, as one compiled, vectorised program.

    ``predict`` is used as given. ``predict_batch`` itself must be a jitted function (the
    grader checks), must beat a Python loop that calls ``predict`` once per row (it is
    timed against one), and its program must not grow with the batch size. Vectorised means
    every row at once: no loop over the rows, in Python or compiled (``lax.map``, ``lax.scan``;
    the grader reads the jaxpr).

    Args:
        params: ``{"w1": (h, d), "b1": (h,), "w2": (k, h), "b2": (k,)}`` float arrays
            (float32, float16 or bfloat16). Finite values only.
        xs: a float array of shape ``(n, d)``, in the dtype of ``params``. Finite values only.

    Returns:
        A float array of shape ``(n, k)`` in that dtype (float16 stays float16): row ``i`` is
        ``predict(params, xs[i])``.

    Example:
        >>> params = {"w1": jnp.eye(2), "b1": jnp.zeros(2), "w2": jnp.eye(2), "b2": jnp.zeros(2)}
        >>> predict_batch(params, jnp.zeros((3, 2))).tolist()
        [[0.5, 0.5], [0.5, 0.5], [0.5, 0.5]]
    """
    # TODO: write predict_batch (read the docstring above), then run
    #   pytest autograder -k predict_batch
    raise NotImplementedError("predict_batch is not written yet")


def pairwise(f: Callable[[jax.Array, jax.Array], jax.Array], xs: jax.Array, ys: jax.Array) -> jax.Array:
    """The matrix ``out[i, j] = f(xs[i], ys[j])`` for every pair of rows.

    ``f`` takes two vectors and returns a scalar (a distance, a similarity, a kernel, not
    necessarily symmetric). It is written for one pair, so ``f(xs, ys)`` does not give the
    matrix. Must work under ``jax.jit`` (``f`` static), and the program must not grow with
    ``n`` or ``m`` (no Python loop over the rows).

    Args:
        f: a function of two vectors of shape ``(d,)`` that returns a scalar.
        xs: a float array of shape ``(n, d)`` (float32, float16 or bfloat16). Finite values only.
        ys: a float array of shape ``(m, d)``, in ``xs``'s dtype. Finite values only.

    Returns:
        A float array of shape ``(n, m)``, in the dtype ``f`` returns for one pair (``jnp.dot`` of
        two float16 rows is float16: so is the table).

    Example:
        >>> pairwise(jnp.dot, jnp.array([[1.0, 0.0], [0.0, 2.0]]), jnp.array([[3.0, 4.0]])).tolist()
        [[3.0], [8.0]]
    """
    # TODO: write pairwise (read the docstring above), then run
    #   pytest autograder -k pairwise
    raise NotImplementedError("pairwise is not written yet")


def example_loss(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> jax.Array:
    """The squared error of a linear model on ONE example: ``(x @ w + b - y) ** 2``.

    This function is given: do not change it.
    """
    return (x @ params["w"] + params["b"] - y) ** 2


def per_example_grads(params: dict[str, jax.Array], xs: jax.Array, ys: jax.Array) -> dict[str, jax.Array]:
    """The gradient of ``example_loss`` with respect to ``params``, separately for every example.

    ``example_loss`` is used as given. The result is a dict like ``params`` whose leaves
    have an extra leading axis, one entry per example (what differential privacy and
    per-example clipping need); the gradient of the *mean* loss would be their average,
    one row. Must work under ``jax.jit``, and the program must not grow with ``n``.

    Args:
        params: ``{"w": (d,) float array, "b": float scalar}`` (float32, float16 or bfloat16). Finite values only.
        xs: a float array of shape ``(n, d)``, in the dtype of ``params``. Finite values only.
        ys: a float array of shape ``(n,)``, in that dtype too. Finite values only.

    Returns:
        ``{"w": (n, d), "b": (n,)}``, each in its parameter's dtype (float16 stays float16):
        row ``i`` is the gradient of ``example_loss(params, xs[i], ys[i])``.

    Example:
        >>> params = {"w": jnp.array([1.0]), "b": jnp.array(0.0)}
        >>> grads = per_example_grads(params, jnp.array([[1.0], [2.0]]), jnp.array([0.0, 0.0]))
        >>> grads["w"].tolist(), grads["b"].tolist()
        ([[2.0], [8.0]], [2.0, 4.0])
    """
    # TODO: write per_example_grads (read the docstring above), then run
    #   pytest autograder -k per_example_grads
    raise NotImplementedError("per_example_grads is not written yet")


def apply_to_columns(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """Apply ``f`` to every *column* of ``x`` and put the results back as columns.

    ``f`` takes one vector and returns one vector (maybe of another length). The examples
    here are the columns of ``x``, not its rows, and the results are the columns of the
    output. Must work under ``jax.jit`` (``f`` static), and the program must not grow with
    the number of columns.

    Args:
        f: a function from a vector of shape ``(r,)`` to a vector of shape ``(k,)``.
        x: a float array of shape ``(r, c)``. Finite values only.

    Returns:
        A float array of shape ``(k, c)`` with ``x``'s dtype (float16 stays float16): column
        ``j`` is ``f(x[:, j])``.

    Example:
        >>> apply_to_columns(lambda v: jnp.stack([v.min(), v.max()]), jnp.array([[1.0, 5.0], [3.0, 4.0]])).tolist()
        [[1.0, 4.0], [3.0, 5.0]]
    """
    # TODO: write apply_to_columns (read the docstring above), then run
    #   pytest autograder -k apply_to_columns
    raise NotImplementedError("apply_to_columns is not written yet")


def count_steps(n: jax.Array) -> jax.Array:
    """The number of Collatz steps from ``n`` to 1, for ONE integer ``n >= 1``.

    A step maps ``m`` to ``m // 2`` when ``m`` is even and to ``3 * m + 1`` when it is odd.
    For ``n < 1`` the loop never ends (0 stays 0, negative numbers cycle).
    This function is given: do not change it.
    """

    def not_there(state: tuple[jax.Array, jax.Array]) -> jax.Array:
        m, _ = state
        return m != 1

    def step(state: tuple[jax.Array, jax.Array]) -> tuple[jax.Array, jax.Array]:
        m, steps = state
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    n = jnp.asarray(n)
    return lax.while_loop(not_there, step, (n, jnp.zeros_like(n)))[1]


def _no_steps(n: jax.Array) -> jax.Array:
    return jnp.full_like(n, -1)


def collatz_steps(n: jax.Array) -> jax.Array:
    """``count_steps(n)`` for ONE integer ``n >= 1``, and ``-1`` for ``n < 1``, also under ``jax.vmap``.

    The code you are given gives the right answer for any single ``n``, jitted or not. But it
    is meant to be batched: ``jax.vmap(collatz_steps)`` over a batch that holds numbers
    below 1 must finish, with ``-1`` for them. The grader runs such a batch and stops any
    loop after 1,000 iterations (the numbers it uses need at most 118 steps).
    ``count_steps`` is used as given.

    Args:
        n: an int32 scalar: any value below 1 (int32's smallest too), or ``n >= 1`` whose path
            stays within int32 (``3 * n + 1`` never overflows: every ``n`` below 113,383).

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
