"""Automatic differentiation: ``jax.grad`` and its relatives.

``jax.grad(f)`` takes a Python function ``f`` that returns a scalar and gives back a *new
function* that computes the gradient of ``f`` with respect to its first argument, with the
same shape (and, for a dict or list of arrays, the same structure) as that argument. No
formula is written down: JAX traces ``f`` and differentiates the operations it ran.

- ``jax.value_and_grad(f)`` returns ``(f(x), grad f(x))`` in one pass.
- ``argnums=(0, 1)`` differentiates with respect to several arguments at once.
- ``has_aux=True`` lets ``f`` return ``(value, aux)``: only ``value`` is differentiated,
  ``aux`` (a metric, a count, anything) is handed back unchanged.
- ``jax.grad(jax.grad(f))`` is the second derivative of a scalar function of a scalar.
- ``jax.jacfwd`` / ``jax.jacrev`` give the whole Jacobian of a function whose output is a
  vector (forward mode is cheaper for few inputs, reverse mode for few outputs), and
  ``jax.hessian(f)`` the matrix of second derivatives (``jacfwd(jacrev(f))``).

``grad`` on its own runs your Python code with the real numbers inside its tracers, so a
Python ``if`` on a value works; ``jit`` traces with shapes only, and the same ``if`` fails.

Two habits from this topic. Check a gradient against finite differences,
``(f(x + h) - f(x - h)) / (2 h)``, when in doubt. And remember that ``jnp.where(c, a, b)``
computes both ``a`` and ``b`` everywhere: a NaN or inf in the branch that is thrown away
still poisons the gradient (``0 * inf = nan``).
"""

from typing import Any, Callable

import jax
import jax.numpy as jnp


def loss_and_grads(params: dict[str, jax.Array], x: jax.Array, y: jax.Array) -> tuple[jax.Array, dict[str, jax.Array]]:
    """Mean squared error of a linear model, and its gradient with respect to ``params``.

    The model predicts ``x @ params["w"] + params["b"]``; the loss is the mean over the
    ``n`` examples of ``(prediction - y) ** 2``. The gradient must be the derivative of the
    very loss returned (the grader compares it with finite differences), and the function
    must work under ``jax.jit``.

    Args:
        params: ``{"w": (d,) float32 array, "b": float32 scalar}``. Finite values only.
        x: a float32 array of shape ``(n, d)``, ``n >= 1``. Finite values only.
        y: a float32 array of shape ``(n,)``, ``n >= 1``. Finite values only.

    Returns:
        ``(loss, grads)``: ``loss`` a float32 scalar, ``grads`` a dict
        ``{"w": (d,), "b": ()}`` holding ``d loss / d w`` and ``d loss / d b``.

    Example:
        >>> params = {"w": jnp.array([1.0, 0.0]), "b": jnp.array(0.0)}
        >>> loss, grads = loss_and_grads(params, jnp.array([[1.0, 2.0]]), jnp.array([0.0]))
        >>> float(loss), grads["w"].tolist(), float(grads["b"])
        (1.0, [2.0, 4.0], 2.0)
    """
    ### BEGIN SOLUTION
    def loss(p: dict[str, jax.Array]) -> jax.Array:
        residual = jnp.asarray(x) @ p["w"] + p["b"] - jnp.asarray(y)
        return jnp.mean(residual**2)

    return jax.value_and_grad(loss)(params)
    ### END SOLUTION


def grads_and_aux(f: Callable[[jax.Array, jax.Array], tuple[jax.Array, Any]], x: jax.Array, y: jax.Array) -> tuple[tuple[jax.Array, jax.Array], Any]:
    """The gradient of ``f`` with respect to both its arguments, and what ``f`` reports besides.

    ``f(x, y)`` returns a pair ``(value, aux)``: ``value`` is a float scalar, the only thing
    differentiated; ``aux`` is extra information (any pytree) handed back as ``f`` made it.
    The result has the structure JAX itself uses for this: the gradients as one pair, then
    ``aux``. Must work under ``jax.jit`` (with ``f`` static).

    Args:
        f: a function ``(x, y) -> (scalar, aux)``.
        x: a non-empty float32 array. Finite values only.
        y: a non-empty float32 array. Finite values only.

    Returns:
        ``((df/dx, df/dy), aux)``: the gradients of ``value``, with the shapes of ``x`` and
        ``y``, and the ``aux`` that ``f(x, y)`` returns.

    Example:
        >>> f = lambda x, y: (jnp.sum(x * y), x.shape[0])
        >>> (dx, dy), aux = grads_and_aux(f, jnp.array([1.0, 2.0]), jnp.array([3.0, 4.0]))
        >>> dx.tolist(), dy.tolist(), aux
        ([3.0, 4.0], [1.0, 2.0], 2)
    """
    ### BEGIN SOLUTION
    return jax.grad(f, argnums=(0, 1), has_aux=True)(x, y)
    ### END SOLUTION


def sinc(x: jax.Array) -> jax.Array:
    """``sin(x) / x`` elementwise, ``1`` where ``x == 0``, with a finite gradient everywhere.

    The code you are given computes the right values, but ``jax.grad`` of it is NaN at
    ``x == 0``. Fix it so that the gradient is finite everywhere, by JAX differentiating the operations
    you write: no custom derivative rule (``jax.custom_jvp``) and no library sinc
    (``jnp.sinc``); the grader reads the program for them.

    Args:
        x: a float array of any shape, float16 included (its gradient must be finite too);
            finite values.

    Returns:
        An array of the same shape and dtype, right beside 0 too (``sinc(0.05)`` is
        ``0.99958``, not ``1``). ``jax.grad(lambda x: sinc(x).sum())(x)`` is ``0`` where
        ``x == 0`` (the true derivative there) and ``cos(x) / x - sin(x) / x**2`` elsewhere.
        (For ``0 < |x| < 0.02`` float32 rounding swamps that derivative, and for tiny ``|x|``, below
        about 1e-19 in float32 and 4e-3 in float16, ``1 / x**2`` overflows, in ``jnp.sinc`` too: neither
        is graded there.)

    Example:
        >>> [round(v, 5) for v in sinc(jnp.array([0.0, jnp.pi / 2])).tolist()]
        [1.0, 0.63662]
        >>> [round(v, 4) for v in jax.grad(lambda x: sinc(x).sum())(jnp.array([0.0, 1.0])).tolist()]
        [0.0, -0.3012]
    """
    ### BEGIN SOLUTION
    x = jnp.asarray(x)
    zero = x == 0
    safe = jnp.where(zero, jnp.ones_like(x), x)  # no 0 / 0 in the branch that is thrown away
    return jnp.where(zero, jnp.ones_like(x), jnp.sin(safe) / safe)
    ### STUB
    # return jnp.where(x == 0, 1.0, jnp.sin(x) / x)
    ### END SOLUTION


def tax(income: float) -> jax.Array:
    """Income tax on one income (given: do not change it): 0% up to 10,000, 20% of the part
    between 10,000 and 40,000, and 40% of the part above 40,000.

    Written with Python ``if``s on the value of ``income``, so it needs a concrete number.
    """
    if income <= 10_000.0:
        return 0.0 * income
    if income <= 40_000.0:
        return 0.2 * (income - 10_000.0)
    return 6_000.0 + 0.4 * (income - 40_000.0)


def marginal_rate(income: float) -> jax.Array:
    """The marginal tax rate ``d tax / d income`` at one income, computed by JAX from ``tax``.

    ``tax`` is used as given. At a bracket boundary (``10_000.0``, ``40_000.0``) the rate is
    that of the branch ``tax`` takes there, the lower one. This function is called on
    concrete numbers only: it need not work under ``jax.jit`` or ``jax.vmap`` (the grader
    calls it neither way).

    Args:
        income: one income: a Python float, a NumPy float scalar or a 0-d float array (NumPy or JAX).
            Finite values only.

    Returns:
        A float32 scalar.

    Example:
        >>> [round(float(marginal_rate(v)), 4) for v in (5_000.0, 40_000.0, 40_001.0)]
        [0.0, 0.2, 0.4]
    """
    ### BEGIN SOLUTION
    return jax.grad(tax)(jnp.float32(income))
    ### END SOLUTION


def curvature(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """The curvature of the graph of ``f`` at ``x``: ``|f''(x)| / (1 + f'(x) ** 2) ** 1.5``.

    ``f`` is a smooth scalar function of a scalar. The derivatives must be exact (to float32
    rounding), not finite differences: the grader compares with a float64 reference and a
    relative tolerance of ``1e-4``. Steep graphs included: where ``f'(x)`` is ``1e15`` the
    curvature is about ``1e-30``, which float32 holds (``f'(x) ** 3`` does not), and ``f'(x)``
    may reach ``1e22``, past where ``f'(x) ** 2`` overflows. Must work under ``jax.jit`` (with
    ``f`` static).

    Args:
        f: a function from a float scalar to a float scalar.
        x: a Python float or a float32 scalar. Finite values only.

    Returns:
        A float scalar, ``>= 0``.

    Example:
        >>> float(curvature(lambda v: v ** 2, jnp.float32(0.0)))
        2.0
        >>> round(float(curvature(jnp.sin, jnp.float32(jnp.pi / 2))), 4)
        1.0
    """
    ### BEGIN SOLUTION
    slope = jax.grad(f)(x)
    bend = jax.grad(jax.grad(f))(x)
    # (1 + slope**2) ** 1.5 overflows for a slope past 7e12 (and under jit XLA turns `a / n / n / n` into
    # `a / (n * n * n)`): scale by the reciprocal of sqrt(1 + slope**2) three times instead.
    inverse = 1 / jnp.hypot(1.0, slope)
    return jnp.abs(bend) * inverse * inverse * inverse
    ### END SOLUTION


def jacobian(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """The Jacobian matrix of ``f`` at ``x``: ``J[i, j] = d f(x)[i] / d x[j]``.

    Must work under ``jax.jit`` (with ``f`` static).

    Args:
        f: a function from a float vector of shape ``(n,)`` to a float vector of shape ``(m,)``.
        x: a float vector of shape ``(n,)``, ``n >= 1``. Finite values only.

    Returns:
        A float array of shape ``(m, n)``, in the dtype of ``x`` (float16 included).

    Example:
        >>> jacobian(lambda v: jnp.stack([v.sum(), (v ** 2).sum()]), jnp.array([1.0, 2.0])).tolist()
        [[1.0, 1.0], [2.0, 4.0]]
    """
    ### BEGIN SOLUTION
    return jax.jacrev(f)(x)
    ### END SOLUTION


def newton_step(f: Callable[[jax.Array], jax.Array], x: jax.Array) -> jax.Array:
    """One step of Newton's method towards a minimum of ``f``: ``x - H(x)^-1 g(x)``.

    ``g`` is the gradient of the scalar function ``f`` at ``x`` and ``H`` its Hessian, the
    ``(n, n)`` matrix of second derivatives. For a quadratic ``f`` one step lands exactly on
    the minimum. Must work under ``jax.jit`` (with ``f`` static).

    Args:
        f: a scalar function of a float vector of shape ``(n,)``, with a positive definite
            Hessian.
        x: a float32 vector of shape ``(n,)``, ``n >= 1``. Finite values only.

    Returns:
        The new point, a float vector of shape ``(n,)``.

    Example:
        >>> newton_step(lambda v: jnp.sum((v - 3.0) ** 2), jnp.array([0.0, 10.0])).tolist()
        [3.0, 3.0]
    """
    ### BEGIN SOLUTION
    gradient = jax.grad(f)(x)
    hessian = jax.hessian(f)(x)
    return x - jnp.linalg.solve(hessian, gradient)
    ### END SOLUTION
