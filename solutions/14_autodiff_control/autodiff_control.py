"""Taking control of differentiation: JAX's building blocks under ``jax.grad``.

``jax.grad`` is built from two more basic transformations, and you can call them yourself:

- ``jax.jvp(f, (x,), (t,))`` (forward mode) returns ``f(x)`` and the directional derivative
  ``J t``: how the output moves when the input moves along ``t``. It costs about one extra
  evaluation of ``f``, whatever the sizes.
- ``jax.vjp(f, x)`` (reverse mode) returns ``f(x)`` and a function ``u -> u J``: the gradient
  of ``<u, f(x)>``. One backward pass per ``u``; ``jax.grad`` is ``vjp`` with ``u = 1``.
- ``jax.linearize(f, x)`` returns ``f(x)`` and the linear map ``t -> J t``, compiled once and
  cheap to apply to many ``t``.

None of them builds the Jacobian ``J``: for ``n`` inputs that matrix may be far too big, and
you usually need only its product with a vector. Composing them gives the same saving one level
up: ``jvp`` of ``grad`` is a Hessian-vector product without the Hessian.

You can also change what differentiation does:

- ``jax.lax.stop_gradient(y)`` is ``y`` on the way forward and a constant on the way back.
- ``jax.custom_jvp`` lets you state a function's derivative yourself, when the one JAX derives
  from your formula overflows or is needlessly expensive.
- ``jax.custom_vjp`` lets you write the backward pass yourself, e.g. to clip the gradient
  flowing through a point without changing the value.
- ``jax.checkpoint`` (alias ``jax.remat``) stores less for the backward pass and recomputes it
  instead: memory traded for compute, values and gradients unchanged.
"""

from typing import Callable

import jax
import jax.numpy as jnp


def hvp(f: Callable[[jax.Array], jax.Array], x: jax.Array, v: jax.Array) -> jax.Array:
    """The Hessian of ``f`` at ``x`` times the vector ``v``, without building the Hessian.

    ``H v`` is the directional derivative of the gradient of ``f`` along ``v``. For ``n``
    inputs the Hessian has ``n * n`` entries; your program must never hold an array that
    large (the grader reads it, nested computations included, for ``n = 64``), and its size
    must not grow with ``n``. Must work under ``jax.jit`` (with ``f`` static).

    Args:
        f: a smooth scalar function of a float vector of shape ``(n,)``.
        x: the point, a float vector of shape ``(n,)`` (float32, float16 or bfloat16). Finite values only.
        v: the direction, a float vector of shape ``(n,)``, in ``x``'s dtype. Finite values only.

    Returns:
        ``H(x) @ v``, a float vector of shape ``(n,)`` in ``x``'s dtype (float16 stays float16).

    Example:
        >>> f = lambda p: p[0] ** 2 * p[1]
        >>> hvp(f, jnp.array([1.0, 2.0]), jnp.array([1.0, 0.0])).tolist()
        [4.0, 2.0]
    """
    ### BEGIN SOLUTION
    return jax.jvp(jax.grad(f), (x,), (v,))[1]
    ### END SOLUTION


def directional_derivatives(f: Callable[[jax.Array], jax.Array], x: jax.Array, directions: jax.Array) -> jax.Array:
    """The derivative of ``f`` at ``x`` along each row of ``directions``, without the Jacobian.

    Row ``i`` of the result is ``J @ directions[i]``, where ``J`` is the ``(m, n)`` Jacobian of
    ``f`` at ``x``. Linearise ``f`` once and apply the linear map to every direction; the
    program must never hold an array of ``m * n`` elements (the grader reads it for
    ``n = 64``), and its size must not grow with the number of directions. Must work under
    ``jax.jit`` (with ``f`` static).

    Args:
        f: a smooth function from a float vector ``(n,)`` to a float vector ``(m,)``.
        x: the point, a float vector of shape ``(n,)``, ``n >= 1`` (float32, float16 or bfloat16).
            Finite values only.
        directions: a float array of shape ``(k, n)``, ``k >= 1``, in ``x``'s dtype. Finite values only.

    Returns:
        A float array of shape ``(k, m)``, in the dtype ``f`` returns (``x``'s, for the functions
        here: float16 stays float16).

    Example:
        >>> f = lambda p: jnp.stack([p[0] * p[1], p[0] + 3.0 * p[1]])
        >>> directional_derivatives(f, jnp.array([2.0, 5.0]), jnp.eye(2)).tolist()
        [[5.0, 1.0], [2.0, 3.0]]
    """
    ### BEGIN SOLUTION
    _, jvp_at_x = jax.linearize(f, x)
    return jax.vmap(jvp_at_x)(directions)
    ### END SOLUTION


def straight_through_round(x: jax.Array) -> jax.Array:
    """Round to the nearest whole number on the way forward; pass the gradient through unchanged.

    ``jnp.round`` has the derivative 0 almost everywhere, so nothing before it would learn.
    The straight-through estimator keeps the rounded value but differentiates as if the
    function were the identity: ``jax.grad(lambda x: (w * straight_through_round(x)).sum())(x)``
    is ``w``. Ties round to even, as ``jnp.round`` does. Must work under ``jax.jit``.

    Args:
        x: a float array of any shape, finite values (round(inf) - inf is nan).

    Returns:
        The rounded values, same shape and dtype.

    Example:
        >>> straight_through_round(jnp.array([0.4, 1.6, 2.5])).tolist()
        [0.0, 2.0, 2.0]
        >>> jax.grad(lambda x: (3.0 * straight_through_round(x)).sum())(jnp.array([0.4, 1.6])).tolist()
        [3.0, 3.0]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    return x + jax.lax.stop_gradient(jnp.round(x) - x)
    ### END SOLUTION


def softplus(x: jax.Array) -> jax.Array:
    """``log(1 + exp(x))`` elementwise, finite with a finite gradient for every finite ``x``.

    The derivative is ``sigmoid(x) = 1 / (1 + exp(-x))``. The code you are given has the right
    values but a NaN gradient for large ``x``. Fix it by stating the derivative yourself with
    ``jax.custom_jvp`` (the grader reads the program for it), not with a library softplus
    (``jax.nn.softplus`` and ``jnp.logaddexp`` carry JAX's own rule).

    Args:
        x: a float array of any shape, float16 included. Any values: inf and nan included
            (``softplus(inf)`` is inf, ``softplus(-inf)`` is 0, nan stays nan).

    Returns:
        An array of the same shape and dtype: ``softplus(1000.0)`` is ``1000.0`` and
        ``softplus(-1000.0)`` is ``0.0``; ``jax.grad`` of the sum is ``sigmoid(x)`` everywhere,
        ``1.0`` and ``0.0`` there.

    Example:
        >>> [round(v, 4) for v in softplus(jnp.array([-1000.0, 0.0, 1000.0])).tolist()]
        [0.0, 0.6931, 1000.0]
        >>> jax.grad(lambda x: softplus(x).sum())(jnp.array([-1000.0, 0.0, 1000.0])).tolist()
        [0.0, 0.5, 1.0]
    """
    ### BEGIN SOLUTION
    @jax.custom_jvp
    def stable_softplus(v: jax.Array) -> jax.Array:
        return jnp.maximum(v, 0) + jnp.log1p(jnp.exp(-jnp.abs(v)))  # exp never overflows

    @stable_softplus.defjvp
    def stable_softplus_jvp(primals: tuple, tangents: tuple) -> tuple[jax.Array, jax.Array]:
        (v,), (t,) = primals, tangents
        return stable_softplus(v), jax.nn.sigmoid(v) * t

    return stable_softplus(jnp.asarray(x))
    ### STUB
    # x = jnp.asarray(x)
    # return jnp.where(x > 30.0, x, jnp.log1p(jnp.exp(x)))
    ### END SOLUTION


def clip_gradient(x: jax.Array, lo: float, hi: float) -> jax.Array:
    """The identity on the way forward; on the way back, the gradient is clipped to ``[lo, hi]``.

    ``clip_gradient(x, lo, hi)`` returns ``x`` unchanged. Whatever gradient ``g`` arrives at
    its output during the backward pass leaves towards ``x`` as ``jnp.clip(g, lo, hi)``,
    elementwise. ``lo`` and ``hi`` are not differentiated (their cotangents are zero or
    ``None``), and may be traced: under ``jax.jit`` they are tracers, which JAX does not accept
    as ``nondiff_argnums``. Must work under ``jax.jit`` and inside it.

    Args:
        x: a float array of any shape. Any values: inf and nan included (it comes back as it was).
        lo: the smallest gradient let through, a Python float or a float32 0-d array. Finite values only.
        hi: the largest, a Python float or a float32 0-d array, ``lo <= hi``.

    Returns:
        ``x``, same shape and dtype.

    Example:
        >>> loss = lambda x: (jnp.array([-3.0, 0.5, 3.0]) * clip_gradient(x, -1.0, 1.0)).sum()
        >>> jax.grad(loss)(jnp.zeros(3)).tolist()
        [-1.0, 0.5, 1.0]
    """
    ### BEGIN SOLUTION
    @jax.custom_vjp
    def clipped(v: jax.Array, low: jax.Array, high: jax.Array) -> jax.Array:
        return v

    def clipped_fwd(v: jax.Array, low: jax.Array, high: jax.Array) -> tuple[jax.Array, tuple]:
        return v, (low, high)

    def clipped_bwd(bounds: tuple, g: jax.Array) -> tuple:
        low, high = bounds
        return jnp.clip(g, low, high).astype(g.dtype), None, None  # float32 bounds would promote a float16 g

    clipped.defvjp(clipped_fwd, clipped_bwd)
    return clipped(x, lo, hi)
    ### STUB
    # @jax.custom_vjp
    # def clipped(v, low, high):
    #     return v
    #
    # def clipped_fwd(v, low, high):
    #     return v, (low, high)
    #
    # def clipped_bwd(bounds, g):
    #     low, high = bounds
    #     return jnp.clip(g, low, high)
    #
    # clipped.defvjp(clipped_fwd, clipped_bwd)
    # return clipped(x, lo, hi)
    ### END SOLUTION


def checkpointed_mlp(params: list[dict[str, jax.Array]], x: jax.Array) -> jax.Array:
    """A deep residual network whose blocks are recomputed in the backward pass, not stored.

    Block ``l`` maps ``h`` to ``h + tanh(h @ params[l]["w"] + params[l]["b"])``; the network
    applies the blocks in order, starting from ``h = x``. Wrap the blocks in ``jax.checkpoint``
    so that ``jax.grad`` keeps only what each block needs to start again (the grader looks for
    the ``remat2`` operation ``jax.checkpoint`` puts in the jaxpr). Values and gradients must be
    those of the plain network. Must work under ``jax.jit``.

    Args:
        params: a list of ``L >= 1`` dicts ``{"w": (d, d), "b": (d,)}``, float32 arrays. Finite values only.
        x: a float32 array of shape ``(n, d)``. Finite values only.

    Returns:
        The last block's output, shape ``(n, d)``.

    Example:
        >>> layer = {"w": jnp.zeros((2, 2)), "b": jnp.array([0.0, 1.0])}
        >>> [round(v, 4) for v in checkpointed_mlp([layer, layer], jnp.zeros((1, 2)))[0].tolist()]
        [0.0, 1.5232]
    """
    ### BEGIN SOLUTION
    @jax.checkpoint
    def block(h: jax.Array, layer: dict[str, jax.Array]) -> jax.Array:
        return h + jnp.tanh(h @ layer["w"] + layer["b"])

    h = jnp.asarray(x)
    for layer in params:
        h = block(h, layer)
    return h
    ### END SOLUTION
