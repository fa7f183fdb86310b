"""Traceability: the function works under `jax.jit` and gives the same answers there.

Arguments the exercise lists as `static` in course.yml are passed as static arguments
(lists become tuples, since static arguments must be hashable); everything else is traced, so a
student's own `jax.jit` that makes a traced argument static is handed a tracer and fails.
Tracing errors are translated into advice by `autograder.failures`.

The inputs are the spec's edge cases and its `long_calls` (loops of over 100 steps): a Python
loop under jit that reads a value back every 100 steps only fails once it reaches step 100.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable

import jax
import numpy as np

from autograder.cases import Call, Case
from autograder.checks.correctness import assert_matches, compare_with_reference
from autograder.failures import CheckFailure


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_hashable(item) for item in value)
    return value


def static_call(case: Case, call: Call) -> Call:
    """`call` with the exercise's static arguments made hashable (lists become tuples)."""
    if not case.exercise.static:
        return call
    try:
        names = list(inspect.signature(case.function).parameters)
    except (TypeError, ValueError):
        names = []
    args = tuple(
        _hashable(value) if index < len(names) and names[index] in case.exercise.static else value
        for index, value in enumerate(call.args)
    )
    kwargs = {key: _hashable(value) if key in case.exercise.static else value for key, value in call.kwargs.items()}
    return Call(args, kwargs)


def jitted(case: Case) -> Callable[..., Any]:
    """The student's function wrapped in `jax.jit` with the exercise's static arguments.

    Raises:
        CheckFailure: a static argument is missing from the student's signature.
    """
    try:
        return jax.jit(case.function, static_argnames=case.exercise.static)
    except (ValueError, TypeError) as error:
        raise case.fail(
            "jit",
            f"could not wrap {case.name} in jax.jit with static arguments {list(case.exercise.static)}: {error}. "
            "Keep the signature given in the exercise file.",
        ) from None


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
        if "does not work under jax.jit" in failure.message or "not implemented" in failure.message:
            raise
        raise case.fail(check, f"does not work under jax.jit: {failure.message}") from None
    if case.spec.reference is not None:
        compare_with_reference(case, call, check, out)
    else:
        eager = case.call(call, check)
        assert_matches(out, eager, check=check, call_text=f"jax.jit({case.name}) against {case.name} on "
                       f"{case.describe(call)}", rtol=case.spec.rtol, atol=case.spec.atol)


def check_jit(case: Case) -> None:
    """Under `jax.eval_shape` and `jax.jit` the function traces, and gives the reference's shapes and answers.

    (The `values` check also runs generated inputs jitted, for exercises that list `jit`.)
    """
    calls = case.loop_samples("jit")
    compiled = jitted(case)
    for call in calls:
        if case.spec.reference is not None:
            check_eval_shape(case, compiled, call)
        check_jit_call(case, compiled, call)


def shapes_of(tree: Any) -> Any:
    """(shape, dtype) for every leaf of a pytree of arrays or `ShapeDtypeStruct`s."""
    return jax.tree.map(lambda leaf: (tuple(np.shape(leaf)), str(np.dtype(leaf.dtype))), tree)


def check_eval_shape(case: Case, compiled: Callable[..., Any], call: Call) -> None:
    """Tracing alone (`jax.eval_shape`, nothing computed) gives the shapes and dtypes the reference has."""
    call = static_call(case, call)
    try:
        abstract = case.call(call, "jit", function=compiled.eval_shape)
    except CheckFailure as failure:
        if "does not work under jax.jit" in failure.message or "not implemented" in failure.message:
            raise
        raise case.fail("jit", f"does not work under jax.jit: {failure.message}") from None
    expected = jax.tree.map(lambda leaf: np.asarray(leaf), case.reference(call))
    if shapes_of(abstract) != shapes_of(expected):
        raise case.fail(
            "jit",
            f"wrong shape under jax.eval_shape: tracing {case.describe(call)} gives {shapes_of(abstract)}, and the "
            f"exercise needs {shapes_of(expected)} (shape, dtype) per output.",
        )
