"""Structure: what the function compiles to, read from its jaxpr.

`primitives_in` walks a jaxpr and every jaxpr nested inside it (`jit`, `cond` branches,
`scan`/`while` bodies, custom derivatives), so a primitive hidden in a sub-computation is
still found. The `primitives` check requires and forbids primitives by name, only where an
exercise's text demands a method (e.g. "built with an indexed update" demands `scatter`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterator

import jax
from jax.extend import core as jax_core

from autograder.cases import Call, Case
from autograder.checks.traceability import jitted, static_call


def _sub_jaxprs(value: Any) -> Iterator[jax_core.Jaxpr]:
    if isinstance(value, jax_core.ClosedJaxpr):
        yield value.jaxpr
    elif isinstance(value, jax_core.Jaxpr):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _sub_jaxprs(item)


def primitives_in(jaxpr: jax_core.Jaxpr | jax_core.ClosedJaxpr) -> Counter[str]:
    """Count every primitive in `jaxpr`, nested jaxprs included.

    Example:
        >>> primitives_in(jax.make_jaxpr(lambda x: jnp.sin(x) * 2)(1.0))
        Counter({'sin': 1, 'mul': 1})
    """
    if isinstance(jaxpr, jax_core.ClosedJaxpr):
        jaxpr = jaxpr.jaxpr
    counts: Counter[str] = Counter()
    for equation in jaxpr.eqns:
        counts[equation.primitive.name] += 1
        for value in equation.params.values():
            for sub in _sub_jaxprs(value):
                counts.update(primitives_in(sub))
    return counts


def trace(case: Case, call: Call, check: str) -> jax_core.ClosedJaxpr:
    """The jaxpr of the student's function for `call` (static arguments kept static).

    Raises:
        CheckFailure: the function cannot be traced.
    """
    call = static_call(case, call)
    compiled = jitted(case)
    traced = case.call(call, check, function=lambda *a, **k: compiled.trace(*a, **k))
    return traced.jaxpr


def first_call(case: Case) -> Call:
    """A representative input: the first edge case."""
    if case.spec.edge_cases:
        return case.spec.edge_cases[0]
    raise RuntimeError(f"{case.exercise.id}: structure checks need `edge_cases` in the grading spec")


def check_primitives(case: Case) -> None:
    """The jaxpr contains every primitive in `requires` and none in `forbids` (course.yml)."""
    call = first_call(case)
    found = primitives_in(trace(case, call, "primitives"))
    missing = [name for name in case.exercise.requires if not found[name]]
    present = [name for name in case.exercise.forbids if found[name]]
    if missing or present:
        problem = []
        if missing:
            problem.append(f"it has no {', '.join(f'`{n}`' for n in missing)}")
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


