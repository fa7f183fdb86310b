"""Loops and branches that stay loops and branches: ``lax.fori_loop`` and friends.

Under ``jax.jit`` a Python ``for`` loop is not compiled as a loop. Tracing runs it, and
every pass through its body adds its equations to the program once more: a loop of a
thousand steps becomes a program a thousand times as long, slow to compile. A Python
``if`` or ``while`` on a traced value cannot run at all, since the value is unknown while
tracing. ``jax.lax`` has structured control flow that is compiled as such:

- ``lax.fori_loop(lower, upper, body, init)``: ``body(i, carry) -> carry`` for each ``i``;
  the bounds may be traced.
- ``lax.while_loop(cond, body, init)``: repeats ``body(carry)`` while ``cond(carry)`` is true.
- ``lax.scan(f, init, xs)``: ``f(carry, x) -> (carry, y)`` for each row ``x`` of ``xs``;
  returns the final carry and all the ``y`` stacked.
- ``lax.cond(pred, f, g, x)`` and ``lax.switch(index, [f0, f1, ...], x)``: run one branch,
  chosen at run time.

The body of a loop is traced once, so it must be a pure function of its arguments: a
Python iterator (``next(it)``), a list that is appended to, or any other Python state
changed inside the body does not change from one step to the next. And unlike
``lax.cond``, ``jnp.where(c, a, b)`` always computes both ``a`` and ``b``.
"""

import jax
import jax.numpy as jnp
from jax import lax


def horner(coeffs: jax.Array, x: jax.Array) -> jax.Array:
    """The polynomial with coefficients ``coeffs`` at ``x``, evaluated by Horner's rule in a compiled loop.

    ``coeffs[0]`` belongs to the highest power: ``[2, -3, 1]`` is ``2 x**2 - 3 x + 1``.
    Horner's rule starts from 0 and, for each coefficient ``c`` in order, replaces the
    running value ``v`` by ``v * x + c``. Under ``jax.jit`` the compiled program must not
    grow with the number of coefficients (30 coefficients give a jaxpr no bigger than 3
    do), and it must hold a ``lax`` loop: the grader reads the jaxpr.

    Args:
        coeffs: a 1-D float array of at least one coefficient, highest degree first. Finite values only.
        x: a float scalar or array; the polynomial is evaluated at each element. Finite values only.

    Returns:
        An array with the shape of ``x``, in the dtype of ``coeffs`` and ``x`` together
        (``jnp.result_type(coeffs, x)``: float16 inputs give float16, float32 ones float32).

    Example:
        >>> horner(jnp.array([2.0, -3.0, 1.0]), jnp.array([0.0, 1.0, 2.0])).tolist()
        [1.0, 0.0, 3.0]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k horner
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    coeffs = jnp.asarray(coeffs)
    x = jnp.asarray(x)
    value = jnp.zeros(x.shape, jnp.result_type(coeffs, x))
    for c in coeffs:
        value = value * x + c
    return value


def newton_sqrt(a: jax.Array, n_iters: int) -> jax.Array:
    """Approximate ``sqrt(a)`` with ``n_iters`` steps of Newton's method; ``n_iters`` may be traced.

    Start from ``y = a``, then ``n_iters`` times replace ``y`` by ``(y + a / y) / 2``. The
    grader calls this under ``jax.jit`` with ``n_iters`` traced (not static): one compiled
    program must serve every ``n_iters`` for a given shape of ``a``.

    Args:
        a: a float scalar or array with every element ``> 0``. Finite values only.
        n_iters: the number of Newton steps, ``>= 0``: a Python int or a traced integer.

    Returns:
        An array with the shape and float dtype of ``a`` (float16 stays float16; an integer
        ``a`` gives float32); ``a`` itself when ``n_iters == 0``.

    Example:
        >>> float(newton_sqrt(jnp.float32(9.0), 6))
        3.0
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k newton_sqrt
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    a = jnp.asarray(a)
    a = a.astype(jnp.result_type(a, 1.0))
    y = a
    for _ in range(n_iters):
        y = (y + a / y) / 2
    return y


def collatz_length(n: jax.Array) -> jax.Array:
    """How many Collatz steps take ``n`` to 1.

    One Collatz step sends an even ``n`` to ``n // 2`` and an odd ``n`` to ``3 * n + 1``.
    It must work with ``n`` traced: under ``jax.jit``, and under ``jax.vmap`` over an array
    of starting values (each element gets its own count). The compiled program must hold
    a ``while`` loop: the grader reads the jaxpr.

    Args:
        n: an int32 scalar, ``n >= 1``, whose path stays within int32 (``3 * n + 1`` never
            overflows): every ``n`` below 113,383 and many above.

    Returns:
        The number of steps as an int32 scalar; ``collatz_length(1) == 0``.

    Example:
        >>> int(collatz_length(jnp.int32(6)))  # 6, 3, 10, 5, 16, 8, 4, 2, 1
        8
        >>> jax.vmap(collatz_length)(jnp.array([1, 2, 3])).tolist()
        [0, 1, 7]
    """
    # FIX-IT: this code is broken the way real JAX code breaks. Run
    #   pytest autograder -k collatz_length
    # read what goes wrong, then fix the code so it keeps the docstring's contract.
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return jnp.asarray(steps, jnp.int32)


def running_sum(xs: jax.Array) -> jax.Array:
    """Cumulative sum along axis 0, written with ``lax.scan`` (not ``jnp.cumsum``).

    The grader reads the jaxpr: it must hold a ``scan`` and no ``cumsum``. Row ``t`` of the
    result includes ``xs[t]`` itself.

    Args:
        xs: an array of shape ``(n, ...)``, ``n >= 1``. Any values: inf and nan included, integers past 2**24 included.

    Returns:
        An array of the same shape and dtype (integers stay integers, float16 stays
        float16): row ``t`` is ``xs[0] + ... + xs[t]``.

    Example:
        >>> running_sum(jnp.array([1.0, 2.0, 3.0, 4.0])).tolist()
        [1.0, 3.0, 6.0, 10.0]
    """
    # TODO: write running_sum (read the docstring above), then run
    #   pytest autograder -k running_sum
    raise NotImplementedError("running_sum is not written yet")


def ema(xs: jax.Array, alpha: float) -> jax.Array:
    """Exponential moving average along axis 0, written with ``lax.scan``.

    ``m[0] = xs[0]`` and ``m[t] = alpha * xs[t] + (1 - alpha) * m[t-1]``. The jaxpr must hold
    a ``scan``. ``alpha`` stays traced: a new value must not recompile.

    Args:
        xs: a float array of shape ``(n, ...)`` with ``n >= 1``. Finite values only.
        alpha: the weight of the newest row, ``0 <= alpha <= 1`` (a Python float or a 0-d array).

    Returns:
        A float array of the same shape as ``xs``, in its float dtype (float16 stays float16;
        integers give float32).

    Example:
        >>> ema(jnp.array([1.0, 3.0, 5.0]), 0.5).tolist()
        [1.0, 2.0, 3.5]
    """
    # TODO: write ema (read the docstring above), then run
    #   pytest autograder -k ema
    raise NotImplementedError("ema is not written yet")


def piecewise(x: jax.Array, branch: jax.Array) -> jax.Array:
    """``x ** 2``, ``-x`` or ``sin(x)``, as the traced integer ``branch`` (0, 1 or 2) chooses.

    ``branch`` is traced: under ``jax.jit``, one compiled program serves every value of
    ``branch`` (no Python ``if`` on it, no static argument), and only the chosen function
    runs (the jaxpr must hold a ``cond``). The function need not be jitted itself. An
    out-of-range ``branch`` counts as the nearest valid one: below 0 means 0, above 2 means 2.
    Each function is the IEEE one: the sign of zero counts (``-x`` of ``0.0`` is ``-0.0``).

    Args:
        x: a float array of any shape. Any values: inf and nan included.
        branch: an integer scalar (a Python int, or a traced int32).

    Returns:
        An array of the same shape and dtype as ``x``.

    Example:
        >>> piecewise(jnp.array([1.0, -2.0]), 1).tolist()
        [-1.0, 2.0]
        >>> piecewise(jnp.array([1.0, -2.0]), 7).tolist() == jnp.sin(jnp.array([1.0, -2.0])).tolist()
        True
    """
    # TODO: write piecewise (read the docstring above), then run
    #   pytest autograder -k piecewise
    raise NotImplementedError("piecewise is not written yet")
