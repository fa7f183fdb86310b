"""Automatic differentiation: ``jax.grad`` and its relatives.

``jax.grad(f)`` takes a Python function ``f`` that returns a scalar and gives back a *new
function* that computes the gradient of ``f`` with respect to its first argument, with the
same shape (and, for a dict or list of arrays, the same structure) as that argument. No
formula is written down: JAX traces ``f`` and differentiates the operations it ran.

- ``jax.value_and_grad(f)`` returns ``(f(x), grad f(x))`` in one pass.
- ``argnums=(0, 1)`` differentiates with respect to several arguments at once.
- ``has_aux=True`` lets ``f`` return ``(value, aux)``: only ``value`` is differentiated,
  ``aux`` (a metric, a count, anything) is handed back unchanged.
- ``jax.jacfwd`` / ``jax.jacrev`` give the whole Jacobian of a function whose output is a
  vector (forward mode is cheaper for few inputs, reverse mode for few outputs), and
  ``jax.hessian(f)`` the matrix of second derivatives (``jacfwd(jacrev(f))``).

Two habits from this topic. Check a gradient against finite differences,
``(f(x + h) - f(x - h)) / (2 h)``, when in doubt. And remember that ``jnp.where(c, a, b)``
computes both ``a`` and ``b`` everywhere: a NaN or inf in the branch that is thrown away
still poisons the gradient (``0 * inf = nan``), so make the unused branch safe too.
"""

from typing import Any, Callable

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    """Mean squared error of a linear model and its gradient with respect to ``params``.

    The model predicts ``x @ params["w"] + params["b"]``; the loss is the mean over the
    ``n`` examples of ``(prediction - y) ** 2``. Return the loss and its gradient with
    respect to the whole ``params`` dict in one call: ``jax.value_and_grad`` differentiates
    with respect to a pytree, and the gradient has the same structure as ``params``.

    Args:
        params: ``{"w": (d,) float array, "b": float scalar}``.
        x: a float array of shape ``(n, d)``, ``n >= 1``.
        y: a float array of shape ``(n,)``.

    Returns:
        ``(loss, grads)``: ``loss`` a float32 scalar, ``grads`` a dict
        ``{"w": (d,), "b": ()}`` holding ``d loss / d w`` and ``d loss / d b``.

    Example:
        >>> params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
        >>> loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
        >>> float(loss), grads["w"].tolist(), float(grads["b"])
        (1.0, [2.0, 4.0], 2.0)
    """
    # TODO: write loss_and_grads (read the docstring above), then run
    #   pytest autograder -k loss_and_grads
    raise NotImplementedError("loss_and_grads is not written yet")


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[jax.Array, jax.Array, Any]:
    """The gradient of ``f`` with respect to both its arguments, and what ``f`` reports besides.

    ``f(x, y)`` returns a pair ``(value, aux)``: ``value`` is a scalar to differentiate and
    ``aux`` is extra information (any pytree) that must not be differentiated. ``jax.grad``
    accepts this with ``has_aux=True``, and differentiates with respect to several
    arguments with ``argnums=(0, 1)``.

    Args:
        f: a function ``(x, y) -> (scalar, aux)``.
        x: a float array.
        y: a float array.

    Returns:
        ``(df/dx, df/dy, aux)``: the gradients with the shapes of ``x`` and ``y``, and the
        ``aux`` that ``f(x, y)`` returns.

    Example:
        >>> f = lambda x, y: (jnp.sum(x * y), x.shape[0])
        >>> dx, dy, aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
        >>> dx.tolist(), dy.tolist(), aux
        ([3.0, 4.0], [1.0, 2.0], 2)
    """
    # TODO: write grads_and_aux (read the docstring above), then run
    #   pytest autograder -k grads_and_aux
    raise NotImplementedError("grads_and_aux is not written yet")


def sinc(x: jax.Array) -> jax.Array:
    """``sin(x) / x`` elementwise, ``1`` where ``x == 0``, with a finite gradient everywhere.

    ``jnp.where(x == 0, 1.0, jnp.sin(x) / x)`` gives the right *values*, but ``jnp.where``
    computes both branches everywhere, and the derivative of ``sin(x) / x`` at ``x = 0``
    is ``0 / 0``. The gradient of the thrown-away branch is multiplied by zero, and
    ``0 * nan`` is ``nan``: ``jax.grad`` of that version is NaN at 0. Make the discarded
    branch harmless too: divide by a safe value wherever ``x == 0``.

    Args:
        x: a float array of any shape, float16 included (its gradient must be finite too).

    Returns:
        An array of the same shape and dtype, right beside 0 too (``sinc(0.05)`` is
        ``0.99958``, not ``1``). ``jax.grad(lambda x: sinc(x).sum())(x)`` is ``0`` where
        ``x == 0`` (the true derivative there) and ``cos(x) / x - sin(x) / x**2`` elsewhere.
        (For ``0 < |x| < 0.02`` float32 rounding swamps that derivative, in ``jnp.sinc``
        too: it is not graded there.)

    Example:
        >>> sinc(jnp.array([0.0, jnp.pi / 2])).tolist()
        [1.0, 0.6366197...]
        >>> float(jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0])))
        0.0
    """
    # TODO: write sinc (read the docstring above), then run
    #   pytest autograder -k sinc
    raise NotImplementedError("sinc is not written yet")


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """The Jacobian matrix of ``f`` at ``x``: ``J[i, j] = d f(x)[i] / d x[j]``.

    ``jax.grad`` only differentiates functions with a scalar output. For a function from
    ``n`` numbers to ``m`` numbers, ``jax.jacfwd`` (forward mode, one pass per input) and
    ``jax.jacrev`` (reverse mode, one pass per output) give all ``m * n`` derivatives.

    Args:
        f: a function from a float vector of shape ``(n,)`` to a float vector of shape ``(m,)``.
        x: a float vector of shape ``(n,)``.

    Returns:
        A float array of shape ``(m, n)``, in the dtype of ``x`` (for a float16 ``x``, every
        tangent or cotangent you make must be float16 too).

    Example:
        >>> jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0])).tolist()
        [[1.0, 1.0], [2.0, 4.0]]
    """
    # TODO: write jacobian (read the docstring above), then run
    #   pytest autograder -k jacobian
    raise NotImplementedError("jacobian is not written yet")


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)``.

    ``g`` is the gradient of the scalar function ``f`` at ``x`` and ``H`` its Hessian, the
    ``(n, n)`` matrix of second derivatives (``jax.hessian``, the Jacobian of the
    gradient). Solve the linear system ``H d = g`` (``jnp.linalg.solve``) rather than
    inverting ``H``. For a quadratic ``f`` one step lands exactly on the minimum.

    Args:
        f: a scalar function of a float vector of shape ``(n,)``, with a positive definite
            Hessian.
        x: a float vector of shape ``(n,)``.

    Returns:
        The new point, a float vector of shape ``(n,)``.

    Example:
        >>> newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist()
        [3.0, 3.0]
    """
    # TODO: write newton_step (read the docstring above), then run
    #   pytest autograder -k newton_step
    raise NotImplementedError("newton_step is not written yet")
