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
    """Every floating-point leaf of ``tree`` multiplied by ``s``; the other leaves left as they are.

    A model's state often keeps integer leaves (a step counter) and boolean leaves (a mask)
    next to its float parameters: scaling those would be a bug, so they come back with
    their values and dtypes unchanged. The structure (nested dicts, lists, tuples, ``None``)
    comes back unchanged too, and the input is not modified.

    Args:
        tree: a pytree whose leaves are arrays or Python numbers (float, int, bool). Any values: inf and nan included, integers up to both ends of their range.
        s: a number (a Python float, or a traced scalar under ``jax.jit``). Finite values only.

    Returns:
        A new pytree of the same structure whose leaves are all JAX arrays: float leaves
        times ``s`` (each in its own dtype where ``s`` is a Python float or traced from one:
        float16 stays float16), integer and boolean leaves as they were, dtype included (a
        Python int becomes an int32 array). A tree without leaves, such as ``{}`` or ``[]``, comes back as that empty
        structure.

    Example:
        >>> tree_scale({"w": jnp.array([1.0, 2.0]), "step": jnp.array(3, jnp.int32), "b": None}, 10.0)
        {'b': None, 'step': Array(3, dtype=int32), 'w': Array([10., 20.], dtype=float32)}
    """
    ### BEGIN SOLUTION
    def scale(leaf: Any) -> jax.Array:
        leaf = jnp.asarray(leaf)
        # A dtype is known while tracing, so a Python `if` on it is fine under jit.
        if jnp.issubdtype(leaf.dtype, jnp.inexact):
            return leaf * s
        return leaf

    return jax.tree.map(scale, tree)
    ### END SOLUTION


def tree_add(a: Any, b: Any) -> Any:
    """The leafwise sum of two pytrees of the same structure.

    If the structures differ in any way (a missing key, a list where a tuple was, one leaf
    more), raise ``ValueError`` with a message that contains both structures as
    ``str(jax.tree.structure(...))`` writes them, so the caller sees what differs.

    Args:
        a: a pytree of arrays (float or integer). Any values of their dtypes: inf and nan
            included, integers up to both ends of their range.
        b: a pytree of arrays. Any values of their dtypes: inf and nan included, integers up to
            both ends of their range.

    Returns:
        A new pytree of the same structure with ``leaf_a + leaf_b`` at every leaf, in the dtype
        that sum has (int8 + int8 stays int8, and wraps at its ends, as ``+`` does); two equal
        trees without leaves, such as ``{}`` and ``{}``, give that empty structure back.

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
    ### BEGIN SOLUTION
    structure_a = jax.tree.structure(a)
    structure_b = jax.tree.structure(b)
    if structure_a != structure_b:
        raise ValueError(f"tree_add needs two trees of the same structure, got {structure_a} and {structure_b}")
    return jax.tree.map(jnp.add, a, b)
    ### END SOLUTION


def count_params(tree: Any) -> int:
    """The number of trainable parameters in ``tree``: the elements of its floating-point leaves.

    A ``(3, 4)`` float weight holds 12 parameters, a ``(4,)`` bias 4, and a Python float 1.
    Integer and boolean leaves (a step counter, a mask) are state, not parameters: they
    count 0. ``None`` is no leaf at all. The count depends only on shapes and dtypes, which
    are always known, so it is a plain Python ``int``, not a JAX array.

    Args:
        tree: a pytree whose leaves are arrays (JAX or NumPy) or Python numbers (float,
            int, bool). Any values, inf and nan included, integers up to both ends of their range:
            only sizes count.

    Returns:
        The number of elements in floating-point leaves, as a Python int (0 for a tree
        without leaves, or with integer and boolean leaves only).

    Example:
        >>> count_params({"w": jnp.zeros((3, 4)), "b": jnp.zeros(4), "step": 0, "scale": 0.5})
        17
    """
    ### BEGIN SOLUTION
    def add_leaf(total: int, leaf: Any) -> int:
        if jnp.issubdtype(jnp.result_type(leaf), jnp.inexact):
            return total + int(np.size(leaf))
        return total

    return jax.tree.reduce(add_leaf, tree, 0)  # the start value 0 is the count of an empty tree
    ### END SOLUTION


def global_norm(tree: Any) -> jax.Array:
    """The L2 norm of all the leaves of ``tree`` taken together.

    The Euclidean norm of the one long vector that every leaf, flattened and concatenated,
    would make: ``sqrt(sum of x**2 over every element of every leaf)``. It must work under
    ``jax.jit``.

    Args:
        tree: a pytree of float arrays, of any float width (float16 and bfloat16 too). Finite values only.

    Returns:
        A float32 scalar (0-d array), whatever the leaves' widths; 0 for a tree without
        leaves. Half-width leaves are squared in float32: ``300 ** 2`` is past float16's
        largest (65504), and the norm of ``[300, 400]`` is 500.

    Example:
        >>> float(global_norm({"a": jnp.array([3.0]), "b": [jnp.array([[4.0]])]}))
        5.0
    """
    ### BEGIN SOLUTION
    squares = [jnp.sum(jnp.square(jnp.asarray(leaf, jnp.float32))) for leaf in jax.tree.leaves(tree)]
    return jnp.sqrt(sum(squares, 0.0))  # the start value 0.0 makes an empty tree's norm 0.0
    ### END SOLUTION


def clip_by_global_norm(tree: Any, max_norm: float) -> Any:
    """``tree`` scaled down, if needed, so that its global norm is at most ``max_norm``.

    Every leaf is multiplied by the same factor ``min(1, max_norm / global_norm(tree))``: a
    tree whose norm is already at most ``max_norm`` (the all-zero tree included) comes back
    with the same values, never scaled up. It must work under ``jax.jit``, with the tree and
    ``max_norm`` traced.

    Args:
        tree: a pytree of float32 arrays (gradients, say). Finite values only.
        max_norm: the largest global norm allowed, ``> 0`` (a Python float, or a traced scalar of dtype
            float32 under ``jax.jit``). Finite values only.

    Returns:
        A new pytree of the same structure (a tree without leaves comes back empty: its
        norm is 0).

    Example:
        >>> clip_by_global_norm({"g": jnp.array([3.0, 4.0])}, 1.0)["g"].tolist()
        [0.6000000238418579, 0.800000011920929]
    """
    ### BEGIN SOLUTION
    norm = global_norm(tree)
    # Both sides of jnp.where are computed; max_norm / norm is only *chosen* when norm > max_norm > 0.
    scale = jnp.where(norm > max_norm, max_norm / norm, 1.0)
    return jax.tree.map(lambda leaf: leaf * scale, tree)
    ### END SOLUTION


def sgd_step(params: Any, grads: Any, lr: float, weight_decay: float = 0.0) -> Any:
    """One step of gradient descent with weight decay on the weight matrices only.

    At every leaf ``p`` with its gradient ``g``: a leaf of two or more dimensions (a weight
    matrix) becomes ``p - lr * (g + weight_decay * p)``; a leaf of fewer dimensions (a
    bias, a scale, a scalar) becomes ``p - lr * g``, with no decay, as is usual in
    training. With the default ``weight_decay=0.0`` every finite leaf becomes ``p - lr * g``
    (the matrix formula applies as written: an inf in a matrix gives ``0.0 * inf``, nan).
    ``lr`` and ``weight_decay`` may be traced: new values must not recompile.

    Args:
        params: a pytree of float arrays (float32, float16 or bfloat16). Any values: inf and nan
            included.
        grads: a pytree of the same structure and dtypes (what ``jax.grad`` returns for ``params``).
            Finite values only.
        lr: the learning rate (a Python float or a traced scalar). Finite values only.
        weight_decay: the decay factor for weight matrices, ``>= 0`` (a Python float or a
            traced scalar). Finite values only.

    Returns:
        A new pytree of the same structure (empty trees give the same empty tree back), each
        leaf in its parameter's dtype where ``lr`` and ``weight_decay`` are Python floats or
        traced from them (float16 stays float16); ``params`` is not modified.

    Example:
        >>> params = {"w": jnp.array([[1.0, 2.0]]), "b": jnp.array([1.0])}
        >>> grads = {"w": jnp.array([[0.0, 0.0]]), "b": jnp.array([0.0])}
        >>> new = sgd_step(params, grads, 0.5, weight_decay=0.5)  # w shrinks by 0.5 * 0.5; b has no decay
        >>> new["w"].tolist(), new["b"].tolist()
        ([[0.75, 1.5]], [1.0])
    """
    ### BEGIN SOLUTION
    def update(param: Any, grad: Any) -> jax.Array:
        param = jnp.asarray(param)
        if param.ndim < 2:  # shapes are known while tracing: a Python `if` on ndim is fine
            return param - lr * grad
        return param - lr * (grad + weight_decay * param)

    return jax.tree.map(update, params, grads)
    ### END SOLUTION


@jax.tree_util.register_dataclass  ### SOLUTION LINE
@dataclasses.dataclass(frozen=True)
class Linear:
    """A dense layer ``x @ w + b`` that JAX sees as a pytree node with children ``w`` and ``b``.

    ``jax.tree.leaves(layer)`` is ``[layer.w, layer.b]`` (in that order), ``jax.tree.map``
    over a Linear returns a Linear, a Linear passes into and out of ``jax.jit`` as an
    argument, and ``jax.grad`` of a loss of a Linear returns a Linear holding the gradients
    with respect to ``w`` and ``b``. The constructor stays ``Linear(w, b)`` (also by
    keyword).

    Args:
        w: the weight matrix, shape ``(n_in, n_out)``.
        b: the bias vector, shape ``(n_out,)``.

    Example:
        >>> layer = Linear(w=jnp.ones((2, 3)), b=jnp.zeros(3))
        >>> [leaf.shape for leaf in jax.tree.leaves(layer)]
        [(2, 3), (3,)]
        >>> layer(jnp.array([1.0, 2.0])).tolist()
        [3.0, 3.0, 3.0]
        >>> jax.grad(lambda m: m(jnp.array([1.0, 2.0])).sum())(layer).b.tolist()
        [1.0, 1.0, 1.0]
    """

    ### BEGIN SOLUTION
    w: jax.Array
    b: jax.Array
    ### STUB
    # w: jax.Array
    # b: jax.Array
    ### END SOLUTION

    def __call__(self, x: jax.Array) -> jax.Array:
        """``x @ w + b`` for one input of shape ``(n_in,)`` or a batch of shape ``(batch, n_in)``."""
        return x @ self.w + self.b
