"""Seeing inside compiled code: debug printing, runtime checks, and reading programs.

Under ``jax.jit`` your Python function runs once, with tracers (shapes and dtypes, no
values), to record a program; after that only the compiled program runs. So a Python
``print`` inside it shows a tracer, once, and a Python ``if ...: raise`` cannot even decide.
JAX gives you tools that live *inside* the compiled program instead:

- ``jax.debug.print("y = {y:.3f}", y=y)`` prints the real values every time the program
  runs, under ``jit``, ``vmap`` (one line per example) and loops; ``ordered=True`` keeps the
  lines of one program in the order they were written. ``jax.debug.callback(fn, *arrays)``
  calls any Python function the same way. ``jax.effects_barrier()`` waits until every
  pending print has come out.
- ``checkify.check(predicate, "message {}", value)`` records an error inside the program;
  ``checkify.checkify(f)`` turns ``f`` into a function that returns ``(error, result)``, and
  ``error.get()`` is the message (``None`` when all went well), ``error.throw()`` raises it.
  ``errors=checkify.float_checks | checkify.index_checks`` adds checks JAX writes for you:
  NaNs made by any operation, division by zero, out-of-bounds indexing.
- ``jax.make_jaxpr(f)(*args)`` shows the traced program, one equation per operation;
  ``jax.jit(f).lower(*args).as_text()`` the program handed to XLA, ``.compile()`` the optimised
  one, and its ``cost_analysis()`` what XLA counts (floating-point operations, bytes).
- ``with jax.debug_nans(True):`` makes JAX raise ``FloatingPointError`` at the first NaN,
  naming the operation that made it.
"""

from typing import Any, Callable

import jax
import jax.extend
import jax.numpy as jnp
from jax import lax
from jax.experimental import checkify


def sqrt_with_progress(a: jax.Array, n_steps: int) -> jax.Array:
    """Newton's iteration for ``sqrt(a)``, printing every step from inside the compiled program.

    Start from ``y = a``; each step sets ``y = (y + a / y) / 2``. After step ``i`` (counting from
    1) print exactly one line ``step i: y = Y`` with ``Y`` the new ``y`` to 4 decimals. The lines
    must appear, in order, on *every* call of ``jax.jit(sqrt_with_progress, static_argnums=1)``,
    not only the first; under ``jax.vmap`` over ``a`` each example prints its own lines.

    Args:
        a: a positive float32 scalar.
        n_steps: a Python int, ``>= 0`` (0: no line, ``a`` comes back).

    Returns:
        ``y`` after ``n_steps`` steps, a float32 scalar.

    Example:
        >>> y = jax.jit(sqrt_with_progress, static_argnums=1)(jnp.float32(2.0), 2); jax.effects_barrier()
        step 1: y = 1.5000
        step 2: y = 1.4167
    """
    ### BEGIN SOLUTION
    a = jnp.asarray(a, jnp.float32)

    def step(i: jax.Array, y: jax.Array) -> jax.Array:
        y = (y + a / y) / 2
        jax.debug.print("step {i}: y = {y:.4f}", i=i + 1, y=y, ordered=True)
        return y

    return lax.fori_loop(0, n_steps, step, a)
    ### END SOLUTION


def entropy(p: jax.Array) -> jax.Array:
    """The entropy ``-sum(p * log(p))`` of a probability vector, checked inside the compiled program.

    ``0 * log(0)`` counts as 0. The function checks its input with ``checkify.check``, so that
    ``checkify.checkify(jax.jit(entropy))(p)`` returns ``(error, value)`` and ``error.get()``
    says what was wrong, also under ``jax.vmap``. Two checks, in this order:

    - no entry is negative: otherwise the message contains ``negative probability``;
    - ``|sum(p) - 1| <= 1e-3``: otherwise the message contains ``sums to`` (followed by the sum).

    For a good ``p``, ``error.get()`` is ``None``.

    Args:
        p: a float32 vector.

    Returns:
        A float32 scalar (what it is for a bad ``p`` does not matter).

    Example:
        >>> error, h = checkify.checkify(jax.jit(entropy))(jnp.array([0.5, 0.5, 0.0]))
        >>> error.get(), round(float(h), 4)
        (None, 0.6931)
        >>> error, _ = checkify.checkify(jax.jit(entropy))(jnp.array([0.5, -0.5]))
        >>> "negative probability" in error.get()
        True
    """
    ### BEGIN SOLUTION
    p = jnp.asarray(p, jnp.float32)
    checkify.check(jnp.all(p >= 0), "negative probability: {}", jnp.min(p))
    total = jnp.sum(p)
    checkify.check(jnp.abs(total - 1) <= 1e-3, "p sums to {}, not 1", total)
    positive = p > 0
    safe = jnp.where(positive, p, 1.0)
    return -jnp.sum(jnp.where(positive, p * jnp.log(safe), 0.0))
    ### STUB
    # p = jnp.asarray(p, jnp.float32)
    # if jnp.any(p < 0):
    #     raise ValueError(f"negative probability: {jnp.min(p)}")
    # total = jnp.sum(p)
    # if jnp.abs(total - 1) > 1e-3:
    #     raise ValueError(f"p sums to {total}, not 1")
    # safe = jnp.where(p > 0, p, 1.0)
    # return -jnp.sum(jnp.where(p > 0, p * jnp.log(safe), 0.0))
    ### END SOLUTION


def find_problem(f: Callable[..., Any], *args: Any) -> str | None:
    """What goes wrong inside ``f(*args)``, found by checks compiled into the program.

    Report, as JAX's checks word it, the first of: a NaN made by any operation (even one the
    output never shows), a division by zero, an out-of-bounds index, or a failed
    ``checkify.check`` written inside ``f``. ``f`` may be jitted already.

    Args:
        f: a function of arrays.
        *args: its arguments.

    Returns:
        The error's message (a ``str``), or ``None`` when nothing went wrong.

    Example:
        >>> find_problem(lambda x: jnp.where(x > 0, jnp.log(x), 0.0), jnp.array([-1.0, 2.0]))
        'nan generated by primitive: log.'
        >>> find_problem(lambda x: x[3], jnp.arange(4.0)) is None
        True
    """
    ### BEGIN SOLUTION
    error, _ = checkify.checkify(f, errors=checkify.all_checks)(*args)
    return error.get()
    ### END SOLUTION


def primitive_counts(f: Callable[..., Any], *args: Any) -> dict[str, int]:
    """How many times each primitive appears in the jaxpr of ``f(*args)``, nested jaxprs included.

    Count every equation of the program JAX traces for these arguments, by its primitive's
    name: the top-level equations, and the equations of every jaxpr nested in one (the body of
    a ``scan`` or ``while``, each branch of a ``cond``, an inner ``jit``), to any depth. An
    equation that holds a nested jaxpr counts as well (``cond`` is 1, plus its branches'
    equations). A nested jaxpr counts once, however many times it runs.

    Args:
        f: a function of arrays; only its program is read, never its values.
        *args: its arguments.

    Returns:
        A dict from primitive name (``"sin"``, ``"cond"``, ...) to a positive Python int.

    Example:
        >>> primitive_counts(lambda x: jnp.sin(x) * jnp.sin(x), 1.0)
        {'sin': 2, 'mul': 1}
        >>> primitive_counts(lambda x: jax.jit(jnp.cos)(x) + 1.0, 1.0)
        {'jit': 1, 'cos': 1, 'add': 1}
    """
    ### BEGIN SOLUTION
    counts: dict[str, int] = {}

    def nested(value: Any) -> list[Any]:
        """The jaxprs inside one parameter of an equation (a jaxpr, or a tuple of them)."""
        if isinstance(value, jax.extend.core.ClosedJaxpr):
            return [value.jaxpr]
        if isinstance(value, jax.extend.core.Jaxpr):
            return [value]
        if isinstance(value, (tuple, list)):
            return [jaxpr for item in value for jaxpr in nested(item)]
        return []

    def visit(jaxpr: Any) -> None:
        for equation in jaxpr.eqns:
            name = equation.primitive.name
            counts[name] = counts.get(name, 0) + 1
            for value in equation.params.values():
                for sub in nested(value):
                    visit(sub)

    visit(jax.make_jaxpr(f)(*args).jaxpr)
    return counts
    ### END SOLUTION


def compiled_flops(f: Callable[..., Any], *args: Any) -> float:
    """The floating-point operations XLA counts in the *compiled* program of ``f(*args)``.

    Compile ``f`` for these arguments and ask the compiled program for its cost analysis.
    Compiling optimises: work that is done twice is done once, so the count can be lower than
    that of the program as written. (For a matrix product of an ``(n, k)`` and a ``(k, m)``
    matrix XLA counts ``2 n k m``.)

    Args:
        f: a function of arrays (it may be jitted already); only its program is read, never its values.
        *args: its arguments.

    Returns:
        A Python float: the count XLA reports under ``"flops"`` (other entries, such as
        ``"transcendentals"``, are not added), ``0.0`` for a program that does no arithmetic
        (XLA then leaves the entry out).

    Example:
        >>> compiled_flops(jnp.matmul, jnp.ones((4, 5)), jnp.ones((5, 6)))
        240.0
    """
    ### BEGIN SOLUTION
    analysis = jax.jit(f).lower(*args).compile().cost_analysis()
    if isinstance(analysis, (list, tuple)):  # older JAX: one dict per program
        analysis = analysis[0]
    return float(analysis.get("flops", 0.0))  # XLA leaves the key out when nothing is computed
    ### END SOLUTION


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    """Run a training loop and report the first step in which an operation made a NaN.

    The loop is ``params, loss = step(params, batches[i])`` for ``i = 0, 1, ...``. Run it with
    NaN debugging on, so that a NaN is caught where it is made, even inside ``step`` where the
    outputs never show it (``step`` may be jitted: then only NaNs in its outputs are seen). Stop
    at the first one: ``step`` runs once per batch, up to the one in which the NaN was made, and
    no batch after it runs. JAX's global settings must be the same after the call as before it, and
    the answer the same whether NaN checking was on or off when it was called (a caller may be
    inside its own ``with jax.debug_nans(...):`` block).

    Args:
        step: a training step ``(params, batch) -> (params, loss)``.
        params: the initial parameters, a pytree of float32 arrays, at least one element in all.
            Finite values only: the NaN to find is one an operation makes.
        batches: a list of batches (float32 arrays, or pytrees of them). Finite values only.

    Returns:
        ``None`` if no step made a NaN; else ``(i, name)``: ``i`` the index of that batch in
        ``batches`` (a Python int) and ``name`` the name of the operation that made the NaN,
        the last word of the error JAX raises (e.g. ``"log"``).

    Example:
        >>> step = lambda w, x: (w - x, jnp.log(w - x))
        >>> first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)])  # doctest: +ELLIPSIS
        Invalid nan value encountered ...
        (1, 'log')
    """
    ### BEGIN SOLUTION
    for index, batch in enumerate(batches):
        try:
            with jax.debug_nans(True):
                params, _ = jax.block_until_ready(step(params, batch))
        except FloatingPointError as error:
            return index, str(error).split()[-1]
    return None
    ### END SOLUTION
