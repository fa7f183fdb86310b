"""Structure: what the function compiles to, read from its jaxpr.

`primitives_in` walks a jaxpr and every jaxpr nested inside it (`jit`, `cond` branches,
`scan`/`while` bodies, custom derivatives), so a primitive hidden in a sub-computation is
still found.

- `primitives`: requires and forbids primitives by name, only where an exercise's text
  demands a method (e.g. "built with an indexed update" demands `scatter`);
- `no_callbacks`: no debug printing or Python callbacks left in the compiled program;
- `jaxpr_size`: the program does not grow with the problem (no unrolled Python loops).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterator

from jax.extend import core as jax_core

from autograder.checks.calling import jitted, static_call
from autograder.grading.cases import Call, Case


def sub_jaxprs(value: Any) -> Iterator[jax_core.Jaxpr]:
    """The jaxprs inside an equation's parameter (a `cond`'s branches, a `scan`'s body, ...)."""
    if isinstance(value, jax_core.ClosedJaxpr):
        yield value.jaxpr
    elif isinstance(value, jax_core.Jaxpr):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from sub_jaxprs(item)


def equations(jaxpr: jax_core.Jaxpr | jax_core.ClosedJaxpr, skip: tuple[str, ...] = ()) -> Iterator[jax_core.JaxprEqn]:
    """Every equation of `jaxpr` and of the jaxprs nested in it, except inside the primitives named in `skip`.

    Example:
        >>> [e.primitive.name for e in equations(jax.make_jaxpr(lambda x: jax.jit(jnp.sin)(x) * 2)(1.0))]
        ['jit', 'sin', 'mul']
    """
    if isinstance(jaxpr, jax_core.ClosedJaxpr):
        jaxpr = jaxpr.jaxpr
    for equation in jaxpr.eqns:
        yield equation
        if equation.primitive.name in skip:
            continue
        for value in equation.params.values():
            for sub in sub_jaxprs(value):
                yield from equations(sub, skip)


def primitives_in(jaxpr: jax_core.Jaxpr | jax_core.ClosedJaxpr) -> Counter[str]:
    """Count every primitive in `jaxpr`, nested jaxprs included.

    Example:
        >>> primitives_in(jax.make_jaxpr(lambda x: jnp.sin(x) * 2)(1.0))
        Counter({'sin': 1, 'mul': 1})
    """
    return Counter(equation.primitive.name for equation in equations(jaxpr))


def trace(case: Case, call: Call, check: str) -> jax_core.ClosedJaxpr:
    """The jaxpr of the student's function for `call` (static arguments kept static).

    Raises:
        CheckFailure: the function cannot be traced.
    """
    call = static_call(case, call)
    compiled = jitted(case)
    traced = case.call(call, check, function=lambda *a, **k: compiled.trace(*a, **k))
    return traced.jaxpr


def check_primitives(case: Case) -> None:
    """The jaxpr contains every primitive in `requires` and none in `forbids` (course.yml)."""
    call = case.samples("primitives")[0]
    found = primitives_in(trace(case, call, "primitives"))
    # A required entry may list alternatives: `scan|while` (fori_loop compiles to either).
    missing = [name for name in case.exercise.requires if not any(found[option] for option in name.split("|"))]
    present = [name for name in case.exercise.forbids if found[name]]
    if missing or present:
        problem = []
        if missing:
            problem.append(f"it has no {', '.join('`' + n.replace('|', '` or `') + '`' for n in missing)}")
        if present:
            problem.append(f"it uses {', '.join(f'`{n}`' for n in present)}")
        raise case.fail(
            "primitives",
            f"not the method the exercise asks for: the jaxpr of {case.describe(call)} is checked for the "
            f"operations that method compiles to, and {' and '.join(problem)}. "
            f"See `jax.make_jaxpr({case.name})(...)` and re-read the exercise text.",
        )


def check_callable_has_primitive(case: Case, call: Call, primitive: str, check: str, advice: str) -> None:
    """Fail `check` with `advice` unless tracing `call` yields `primitive` somewhere."""
    if not primitives_in(trace(case, call, check))[primitive]:
        raise case.fail(check, advice)




def _is_callback(primitive: str) -> bool:
    return "callback" in primitive or primitive == "debug_print"


def check_no_callbacks(case: Case) -> None:
    """No `jax.debug.print`, `jax.debug.callback`, `pure_callback` or `io_callback` in the jaxpr, at any depth."""
    for call in (case.samples("no_callbacks")[0], *case.spec.long_calls):  # a print every 100 steps hides in short loops
        found = primitives_in(trace(case, call, "no_callbacks"))
        callbacks = sorted(name for name in found if _is_callback(name))
        if callbacks:
            break
    if callbacks:
        raise case.fail(
            "no_callbacks",
            f"calls back into Python: the jaxpr of {case.describe(call)} contains `{callbacks[0]}` (from "
            "`jax.debug.print`, `jax.debug.callback` or a `*_callback`). Each one stops the compiled program to run "
            "Python; remove debugging output before you submit.",
        )


def equation_count(jaxpr: jax_core.Jaxpr | jax_core.ClosedJaxpr) -> int:
    """Equations in `jaxpr`, nested jaxprs included."""
    return sum(primitives_in(jaxpr).values())


def unrolled_steps(jaxpr: jax_core.Jaxpr | jax_core.ClosedJaxpr) -> int:
    """The loop steps that `lax.scan` (and `fori_loop`, which becomes one) copies into the program:
    the sum of every scan's `unroll` beyond 1. `unroll=True` unrolls the whole loop when it is
    lowered, so the jaxpr keeps one body while the compiled program grows with the trip count."""
    return sum(
        max(int(equation.params.get("unroll", 1)) - 1, 0) for equation in equations(jaxpr)
        if equation.primitive.name == "scan" and isinstance(equation.params.get("unroll", 1), int)
    )


def check_jaxpr_size(case: Case) -> None:
    """The jaxpr of a large problem is no bigger than that of a small one (no unrolled Python loop),
    and unrolls no more `scan` steps (no `unroll=True` or an unroll that grows with the problem)."""
    if case.spec.size_calls is None:
        raise RuntimeError(f"{case.exercise.id}: the `jaxpr_size` check needs `size_calls` in its grading spec")
    small, large = case.spec.size_calls
    small_jaxpr, large_jaxpr = trace(case, small, "jaxpr_size"), trace(case, large, "jaxpr_size")
    small_size = equation_count(small_jaxpr)
    large_size = equation_count(large_jaxpr)
    if large_size > small_size:
        raise case.fail(
            "jaxpr_size",
            f"grows with the problem: the jaxpr of {case.describe(small)} has {small_size} equations and that of "
            f"{case.describe(large)} has {large_size}. A Python loop is unrolled under jax.jit, one copy of its body "
            "per step; use array operations, `jax.vmap` or a `lax` loop so the program stays the same size.",
        )
    small_unrolled, large_unrolled = unrolled_steps(small_jaxpr), unrolled_steps(large_jaxpr)
    if large_unrolled > small_unrolled:
        raise case.fail(
            "jaxpr_size",
            f"grows with the problem: a `lax.scan` or `fori_loop` is unrolled, {small_unrolled + 1} copies of its body "
            f"for {case.describe(small)} and {large_unrolled + 1} for {case.describe(large)}. `unroll=True` copies "
            "the body once per step into the compiled program; leave `unroll` at its default (or a small constant).",
        )
