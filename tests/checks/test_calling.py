"""Tests for autograder/checks/calling.py: `counted_calls` (a function argument must run exactly once)."""

from __future__ import annotations

from typing import Any, Callable

import numpy as np
import pytest

from autograder.checks.calling import counted_calls
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.grading.failures import CheckFailure


def negate(x):
    return -x


CALL = Call((negate, np.array([1.0, 2.0], np.float32)))


def toy_case(function: Callable[..., Any]) -> Case:
    return Case.standalone(function, ExerciseSpec(f"toy.{function.__name__}", edge_cases=(CALL,)))


def apply_once(fn, x):
    return fn(x)


def apply_and_check_first(fn, x):
    first = fn(x)  # a look at the output first, then the "real" run
    return fn(x) if first is not None else first


def test_counted_calls_passes_a_function_that_runs_its_argument_once() -> None:
    case = toy_case(apply_once)
    got = counted_calls(case, CALL, "runs_once", lambda counted: case.call(counted, "runs_once"))
    np.testing.assert_array_equal(np.asarray(got), [-1.0, -2.0])


def test_counted_calls_fails_a_function_that_runs_its_argument_twice() -> None:
    case = toy_case(apply_and_check_first)
    with pytest.raises(CheckFailure) as excinfo:
        counted_calls(case, CALL, "runs_once", lambda counted: case.call(counted, "runs_once"), "Run it once.")
    message = str(excinfo.value)
    assert message.startswith("[runs_once] called `fn` 2 times: apply_and_check_first(fn=<function negate"), message
    assert message.endswith("must call it exactly once (it may be slow, or do something each time it runs). Run it once.")


# --- refused_by_jit: Python ints jit cannot take -------------------------------------------------


def mean_of(values, n):
    return sum(values) / n


@pytest.mark.parametrize(
    "call, refused",
    [(Call(([1, 2**31 - 1, -(2**31)], 3)), False), (Call(([3_000_000_000, 1], 2)), True),
     (Call(({"a": (1, -(2**31) - 1)}, 2)), True), (Call(([1.0, 3e9], 2)), False), (Call(([1], 2**40)), False)],
    ids=["int32-ends", "past-int32-in-a-list", "past-int32-in-a-dict", "big-float", "static-argument"],
)
def test_refused_by_jit_names_python_ints_past_int32_in_traced_arguments(call: Call, refused: bool) -> None:
    from autograder.checks.calling import refused_by_jit

    case = Case.standalone(mean_of, ExerciseSpec("toy.mean_of", edge_cases=(call,)), static=("n",))
    assert refused_by_jit(case, call) is refused


# --- raises_through: an exception of a function the student is given reaches the caller ---------------------------

from autograder.checks.calling import raises_through  # noqa: E402
from autograder.grading.cases import RaisingFunction  # noqa: E402

RAISING_CALL = Call((RaisingFunction("fn"), np.array([1.0, 2.0], np.float32)))


def apply_or_zero(fn, x):
    try:
        return fn(x)
    except Exception:  # every exception swallowed
        return np.zeros_like(x)


def apply_or_value_error(fn, x):
    try:
        return fn(x)
    except Exception as error:  # every exception turned into another
        raise ValueError("could not apply fn") from error


def test_raises_through_passes_a_function_that_lets_the_exception_through() -> None:
    raises_through(toy_case(apply_once), RAISING_CALL, "fn", "edge_cases")


def test_raises_through_fails_a_function_that_swallows_the_exception() -> None:
    with pytest.raises(CheckFailure, match=r"swallowed an exception: in apply_or_zero\(.*`fn` raised an exception, and "
                                           r"the call returned .* instead of letting it through"):
        raises_through(toy_case(apply_or_zero), RAISING_CALL, "fn", "edge_cases")


def test_raises_through_fails_a_function_that_raises_something_else() -> None:
    with pytest.raises(CheckFailure, match=r"hid an exception: .* the call raised ValueError instead \(could not apply "
                                           r"fn\)"):
        raises_through(toy_case(apply_or_value_error), RAISING_CALL, "fn", "edge_cases")


# --- declared_never_run_calls: a function whose program alone is to be read ---------------------------------------

import jax  # noqa: E402

from autograder.checks.calling import declared_never_run_calls  # noqa: E402
from autograder.grading.cases import NeverRun  # noqa: E402


def count_by_tracing(f, x):
    return len(jax.make_jaxpr(f)(x).jaxpr.eqns)


def count_after_a_warm_up(f, x):
    jax.block_until_ready(f(x))  # runs the caller's computation once "to check it works"
    return len(jax.make_jaxpr(f)(x).jaxpr.eqns)


def never_run_case(function: Callable[..., Any]) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=(CALL,),
                        check_inputs={"counts": (Call((NeverRun("f"), np.array([1.0, 2.0], np.float32))),)})
    return Case.standalone(function, spec)


def test_declared_never_run_calls_passes_a_function_that_only_traces_the_function_given() -> None:
    declared_never_run_calls(never_run_case(count_by_tracing), "counts")


def test_declared_never_run_calls_fails_a_function_that_runs_the_function_given() -> None:
    with pytest.raises(CheckFailure, match=r"\[counts\] ran the function it was given: count_after_a_warm_up\(f=a `f` that "
                                           r"notes when it runs, .*\) ran `f` on the values 1 time\(s\)"):
        declared_never_run_calls(never_run_case(count_after_a_warm_up), "counts")
