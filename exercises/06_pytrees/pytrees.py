"""Pytrees: nested containers of arrays, and ``jax.tree.map``.

A model's parameters are rarely one array. They are a dict of layers, each a dict or a
tuple of arrays: a *pytree*. JAX sees such a value as a *structure* (which lists, tuples
and dicts, nested how, with which keys; ``None`` counts as an empty node) holding
*leaves* (the arrays and numbers). ``jax.tree.leaves(t)`` lists the leaves in a fixed
order, ``jax.tree.structure(t)`` gives the structure, and ``jax.tree.map(f, t)`` builds a
new tree of the same structure with ``f`` applied to every leaf. ``jax.tree.map(f, a, b)``
walks two trees together and calls ``f(leaf_a, leaf_b)``, so they must have the same
structure.

``jax.jit``, ``jax.grad`` and ``jax.vmap`` accept pytrees wherever they accept arrays.
Your own classes become pytrees once registered: you tell JAX how to take an instance
apart into leaves and how to build one back from them.
"""

import dataclasses
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np


def tree_scale(tree: Any, s: float) -> Any:
    """Every leaf of ``tree`` multiplied by ``s``, in a tree of the same structure.

    The structure (nested dicts, lists, tuples, ``None``) must come back unchanged, and
    the input must not be modified: build a new tree with ``jax.tree.map`` instead of
    writing into the containers you were given.

    Args:
        tree: a pytree whose leaves are arrays or numbers.
        s: a number (a Python float, or a traced scalar under ``jax.jit``).

    Returns:
        A new pytree of the same structure whose leaves are JAX arrays (a tree without
        leaves, such as ``{}`` or ``[]``, comes back as the same empty structure).

    Example:
        >>> tree_scale({"w": jnp.array([1.0, 2.0]), "b": None}, 3.0)
        {'b': None, 'w': Array([3., 6.], dtype=float32)}
    """
    # TODO: write tree_scale (read the docstring above), then run
    #   pytest autograder -k tree_scale
    raise NotImplementedError("tree_scale is not written yet")


def tree_add(a: Any, b: Any) -> Any:
    """The leafwise sum of two pytrees of the same structure.

    If the structures differ (a missing key, a list where a tuple was, one leaf more),
    raise ``ValueError`` with a message that shows both structures (the ``PyTreeDef``
    values that ``jax.tree.structure`` returns print well). Comparing the structures first
    gives a clearer message than the error ``jax.tree.map`` raises on its own, and catches
    every mismatch.

    Args:
        a: a pytree of arrays.
        b: a pytree of arrays.

    Returns:
        A new pytree of the same structure with ``leaf_a + leaf_b`` at every leaf (two equal
        trees without leaves, such as ``{}`` and ``{}``, give that empty structure back).

    Raises:
        ValueError: ``a`` and ``b`` have different structures; the message shows both.

    Example:
        >>> tree_add({"w": jnp.array([1.0, 2.0]), "b": [jnp.array([3.0])]},
        ...          {"w": jnp.array([10.0, 20.0]), "b": [jnp.array([30.0])]})
        {'b': [Array([33.], dtype=float32)], 'w': Array([11., 22.], dtype=float32)}
        >>> tree_add([jnp.array([1.0])], (jnp.array([1.0]),))
        Traceback (most recent call last):
        ...
        ValueError: tree_add needs two trees of the same structure, got PyTreeDef([*]) and PyTreeDef((*,))
    """
    # TODO: write tree_add (read the docstring above), then run
    #   pytest autograder -k tree_add
    raise NotImplementedError("tree_add is not written yet")


def count_params(tree: Any) -> int:
    """The total number of array elements over all leaves of ``tree``.

    A ``(3, 4)`` weight holds 12 parameters, a ``(4,)`` bias 4 and a plain number 1. The
    count depends only on shapes, which are always known, so return a plain Python
    ``int``, not a JAX array.

    Args:
        tree: a pytree whose leaves are arrays or numbers.

    Returns:
        The number of elements, as a Python int (0 for a tree without leaves).

    Example:
        >>> count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4)})
        16
    """
    # TODO: write count_params (read the docstring above), then run
    #   pytest autograder -k count_params
    raise NotImplementedError("count_params is not written yet")


def global_norm(tree: Any) -> jax.Array:
    """The L2 norm of all the leaves of ``tree`` taken together.

    As if every leaf were flattened and all of them concatenated into one long vector:
    square every element, add up the squares of *all* leaves, and take one square root at
    the end.

    Args:
        tree: a pytree of float arrays.

    Returns:
        A float scalar (0-d array); 0 for a tree without leaves.

    Example:
        >>> float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]}))
        5.0
    """
    # TODO: write global_norm (read the docstring above), then run
    #   pytest autograder -k global_norm
    raise NotImplementedError("global_norm is not written yet")


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    """``tree`` scaled down, if needed, so that its global norm is at most ``max_norm``.

    Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``: a
    tree whose norm is already at most ``max_norm`` (the all-zero tree included) comes back
    with the same values, never scaled up. Under ``jax.jit`` the norm is traced, so choose
    the factor with ``jnp.minimum`` or ``jnp.where``, not a Python ``if``.

    Args:
        tree: a pytree of float arrays (gradients, say).
        max_norm: the largest global norm allowed, ``> 0`` (a Python float or a traced scalar).

    Returns:
        A new pytree of the same structure (a tree without leaves comes back empty: its
        norm is 0).

    Example:
        >>> clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist()
        [0.6000000238418579, 0.800000011920929]
    """
    # TODO: write clip_by_global_norm (read the docstring above), then run
    #   pytest autograder -k clip_by_global_norm
    raise NotImplementedError("clip_by_global_norm is not written yet")


def sgd_step(params: Any, grads: Any, lr: float) -> Any:
    """One step of gradient descent: ``param - lr * grad`` at every leaf.

    ``params`` and ``grads`` have the same structure (``jax.grad`` of a loss returns the
    gradient in the shape of the parameters), so map over both trees at once. Return new
    parameters; the ones passed in stay as they were.

    Args:
        params: a pytree of float arrays.
        grads: a pytree of the same structure.
        lr: the learning rate (a Python float or a traced scalar).

    Returns:
        A new pytree of the same structure (empty trees give the same empty tree back).

    Example:
        >>> sgd_step({"w": jnp.array([1.0, 2.0])}, {"w": jnp.array([10.0, -10.0])}, 0.1)["w"].tolist()
        [0.0, 3.0]
    """
    # TODO: write sgd_step (read the docstring above), then run
    #   pytest autograder -k sgd_step
    raise NotImplementedError("sgd_step is not written yet")


@dataclasses.dataclass(frozen=True)
class Linear:
    """A dense layer ``x @ w + b`` whose fields ``w`` and ``b`` JAX can see as leaves.

    As written, JAX treats a ``Linear`` as one opaque object: ``jax.tree.leaves(layer)`` is
    ``[layer]``, and ``jax.jit``, ``jax.grad`` and ``jax.tree.map`` cannot reach ``w`` and
    ``b``. Register the class as a pytree node so that they can. Either

    - put ``@jax.tree_util.register_dataclass`` above ``@dataclasses.dataclass``: every field
      of the dataclass becomes a child (a leaf here); or
    - put ``@jax.tree_util.register_pytree_node_class`` above the class and add a method
      ``tree_flatten(self)`` returning ``((self.w, self.b), None)`` and a classmethod
      ``tree_unflatten(cls, aux_data, children)`` returning ``cls(*children)``.

    Then write ``__call__``.

    Args:
        w: the weight matrix, shape ``(n_in, n_out)``.
        b: the bias vector, shape ``(n_out,)``.

    Example:
        >>> layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
        >>> [leaf.shape for leaf in jax.tree.leaves(layer)]
        [(2, 3), (3,)]
        >>> layer(jnp.array([1.0, 2.0])).tolist()
        [3.0, 3.0, 3.0]
    """

    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        """``x @ w + b`` for one input of shape ``(n_in,)`` or a batch of shape ``(batch, n_in)``."""
        # TODO: write __call__ (read the docstring above), then run
        #   pytest autograder -k Linear
        raise NotImplementedError("__call__ is not written yet")
