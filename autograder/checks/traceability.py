"""Traceability: the function works under `jax.jit` and gives the same answers there.

Arguments the exercise lists as `static` in course.yml are passed as static arguments
(lists become tuples, since static arguments must be hashable); everything else is traced, so a
student's own `jax.jit` that makes a traced argument static is handed a tracer and fails.
Tracing errors are translated into advice by `autograder.grading.failures`.

The inputs are the spec's edge cases and its `long_calls` (loops of over 100 steps): a Python
loop under jit that reads a value back every 100 steps only fails once it reaches step 100.
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import Any, Callable

import jax
import numpy as np

from autograder.checks.calling import jitted, refused_by_jit, static_call
from autograder.checks.comparison import assert_matches, compare_with_reference
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure, FailureKind

# Failures passed on as they are (the rest are wrapped in "does not work under jax.jit"): a JAX
# error with advice of its own (an in-place write) is no more true under jit than without it.
KEPT_AS_THEY_ARE = (FailureKind.TAMPERING, FailureKind.NOT_TRACEABLE, FailureKind.NOT_IMPLEMENTED, FailureKind.JAX_ERROR,
                    FailureKind.DID_NOT_FINISH)  # a loop that never ends, jitted or not


def _not_about_jit(case: Case, call: Call, failure: CheckFailure) -> bool:
    """The failure is passed on as it is: a kind kept as it is, or an exception the function also
    raises when it is not jitted (a plain `RuntimeError` is no more a jit problem than it is without jit)."""
    if failure.kind in KEPT_AS_THEY_ARE:
        return True
    if failure.kind is not FailureKind.RAISED:
        return False
    try:
        case.call(call, failure.check)
    except CheckFailure as eager:
        return eager.kind is FailureKind.RAISED
    except Exception:  # noqa: BLE001 - case.call translates what student code raises; anything else is not this
        return False
    return False


def check_jit_call(case: Case, compiled: Callable[..., Any], call: Call, check: str = "jit") -> None:
    """`compiled` (the jitted student function) runs on `call` and agrees with the reference.

    Without a reference (random functions), it must agree with the un-jitted function on the
    same (fresh, equal) keys.
    """
    call = static_call(case, call)
    try:
        out = case.call(call, check, function=compiled)
        jax.block_until_ready(out)
    except CheckFailure as failure:
        if _not_about_jit(case, call, failure):
            raise
        raise case.fail(check, f"does not work under jax.jit: {failure.message}", FailureKind.NOT_TRACEABLE) from None
    if case.spec.reference is not None:
        compare_with_reference(case, call, check, out)
    else:
        eager = case.call(call, check)
        assert_matches(out, eager, check=check, call_text=f"jax.jit({case.name}) against {case.name} on "
                       f"{case.describe(call)}", rtol=case.spec.rtol, atol=case.spec.atol)


def by_position(case: Case, call: Call) -> tuple[Call, list[str]] | None:
    """`call` with its keyword arguments passed by position where the signature allows, and their names.

    A parameter skipped between them gets its default. None when nothing can move (no keyword
    arguments, or only keyword-only ones).
    """
    try:
        parameters = list(inspect.signature(case.function).parameters.values())
    except (TypeError, ValueError):
        return None
    args, kwargs, moved, defaults = list(call.args), dict(call.kwargs), [], []
    for parameter in parameters[len(args):]:
        if parameter.kind is not inspect.Parameter.POSITIONAL_OR_KEYWORD or not kwargs:
            break
        if parameter.name in kwargs:
            args += defaults + [kwargs.pop(parameter.name)]
            defaults = []
            moved.append(parameter.name)
        elif parameter.default is not inspect.Parameter.empty:
            defaults.append(parameter.default)
        else:
            break
    if not moved:
        return None
    return dataclasses.replace(call, args=tuple(args), kwargs=kwargs), moved


def check_jit(case: Case) -> None:
    """Under `jax.eval_shape` and `jax.jit` the function traces, and gives the reference's shapes and answers.

    Then once more with the first sample's keyword arguments passed by position, as a caller
    may: a student's own `jax.jit(..., static_argnums=...)` that makes a traced argument static
    only takes effect on a positional argument. (The `values` check also runs generated inputs
    jitted, for exercises that list `jit`.) Edge cases holding Python ints jit refuses (past int32,
    `calling.refused_by_jit`) are left out: `edge_cases` runs them as written.
    """
    calls = [call for call in case.loop_samples("jit") if not refused_by_jit(case, call)]
    compiled = jitted(case)
    for call in calls:
        if case.spec.reference is not None:
            check_eval_shape(case, compiled, call)
        check_jit_call(case, compiled, call)
    moved = next((found for found in (by_position(case, call) for call in calls) if found is not None), None)
    if moved is not None:
        call, names = moved
        try:
            check_jit_call(case, compiled, call)
        except CheckFailure as failure:
            raise case.fail("jit", f"{failure.message} (with {', '.join(names)} passed by position, as the signature "
                            "allows)", failure.kind) from None


def shapes_of(tree: Any) -> Any:
    """(shape, dtype) for every leaf of a pytree of arrays or `ShapeDtypeStruct`s."""
    return jax.tree.map(lambda leaf: (tuple(np.shape(leaf)), str(np.dtype(leaf.dtype))), tree)


def check_eval_shape(case: Case, compiled: Callable[..., Any], call: Call) -> None:
    """Tracing alone (`jax.eval_shape`, nothing computed) gives the shapes and dtypes the reference has."""
    call = static_call(case, call)
    try:
        abstract = case.call(call, "jit", function=compiled.eval_shape)
    except CheckFailure as failure:
        if _not_about_jit(case, call, failure):
            raise
        raise case.fail("jit", f"does not work under jax.jit: {failure.message}", FailureKind.NOT_TRACEABLE) from None
    expected = jax.tree.map(lambda leaf: np.asarray(leaf), case.reference(call))
    if shapes_of(abstract) != shapes_of(expected):
        raise case.fail(
            "jit",
            f"wrong shape under jax.eval_shape: tracing {case.describe(call)} gives {shapes_of(abstract)}, and the "
            f"exercise needs {shapes_of(expected)} (shape, dtype) per output.",
        )
