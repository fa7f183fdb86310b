"""The fix-it stub: a frozen dataclass whose __call__ is right, never registered as a pytree node, so jit and
grad reject a Linear (not a valid JAX type) and tree.map hands the whole object to its function."""
EXERCISE = "pytrees.Linear"
VERDICT = "fail"
MESSAGE = "not a valid JAX type"

import dataclasses

import jax


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

    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k Linear
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    w: jax.Array
    b: jax.Array

    def __call__(self, x: jax.Array) -> jax.Array:
        """``x @ w + b`` for one input of shape ``(n_in,)`` or a batch of shape ``(batch, n_in)``."""
        return x @ self.w + self.b
