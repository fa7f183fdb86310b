"""Tests for autograder/grading/outcome.py (`CheckResult`), `grade_check` (engine/exercise.py)
and the failure kinds of autograder/grading/failures.py, which checks branch on instead of text."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.checks.calling import values_of
from autograder.checks.traceability import check_jit
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.engine.exercise import grade_check
from autograder.grading.failures import CheckFailure, FailureKind, NotGraded, describe_error
from autograder.grading.outcome import CheckResult, Outcome

X = np.array([1.0, -2.0, 3.0], np.float32)
SPEC = ExerciseSpec("toy.double", reference=lambda x: 2 * x, edge_cases=(Call((X,)),))


def test_a_result_survives_a_trip_through_json() -> None:
    result = CheckResult("values", Outcome.FAILED, "[values] wrong values")
    assert CheckResult.from_json(result.to_json()) == result
    assert CheckResult.from_json({"check": "jit", "outcome": "passed"}) == CheckResult("jit", Outcome.PASSED)


@pytest.mark.parametrize(
    "data",
    [None, [], {"outcome": "passed"}, {"check": "jit", "outcome": "fail"}, {"check": "jit", "outcome": "passed", "message": 3}],
)
def test_a_malformed_result_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        CheckResult.from_json(data)


def _case(function):
    return lambda: Case.standalone(function, SPEC, checks=("values",))


def raising(error: BaseException):
    def check(case: Case) -> None:
        raise error

    return check


@pytest.mark.parametrize(
    ("check", "outcome", "message"),
    [
        (lambda case: None, Outcome.PASSED, ""),
        (raising(CheckFailure("values", "wrong values")), Outcome.FAILED, "[values] wrong values"),
        (raising(NotGraded("no threshold here")), Outcome.NOT_GRADED, "no threshold here"),
    ],
)
def test_grade_check_records_how_a_check_ended(check, outcome: Outcome, message: str) -> None:
    spec = ExerciseSpec("toy.double", reference=lambda x: 2 * x, checks={"values": check})
    result = grade_check(lambda: Case.standalone(lambda x: 2 * x, spec, checks=("values",)), "values")
    assert result == CheckResult("values", outcome, message)


def test_grade_check_reports_other_exceptions_as_asked() -> None:
    spec = ExerciseSpec("toy.double", reference=lambda x: 2 * x, checks={"values": raising(SystemExit(3))})
    case = lambda: Case.standalone(lambda x: 2 * x, spec, checks=("values",))  # noqa: E731
    with pytest.raises(SystemExit):
        grade_check(case, "values")
    assert grade_check(case, "values", errors="error") == CheckResult("values", Outcome.ERROR, "SystemExit: 3")
    failed = grade_check(case, "values", errors="fail", who="double")
    assert failed.outcome is Outcome.FAILED and failed.message == "[values] double raised SystemExit: 3."


def test_grade_check_fails_a_check_when_the_case_cannot_be_made() -> None:
    def no_case() -> Case:
        raise CheckFailure("import", "toy.py could not be imported: SyntaxError")

    assert grade_check(no_case, "values") == CheckResult("values", Outcome.FAILED, "[import] toy.py could not be imported: SyntaxError")


def _kind(error: BaseException) -> FailureKind:
    try:
        raise error
    except BaseException as raised:  # noqa: BLE001 - a traceback is needed
        return describe_error(raised, "f(x)", set(), "values").kind


def test_a_student_error_gets_its_kind() -> None:
    assert _kind(NotImplementedError()) is FailureKind.NOT_IMPLEMENTED
    assert _kind(ValueError("bad")) is FailureKind.RAISED
    with pytest.raises(jax.errors.TracerBoolConversionError) as traced:
        jax.jit(lambda x: 1 if x > 0 else 0)(1.0)
    assert _kind(traced.value) is FailureKind.NOT_TRACEABLE
    assert CheckFailure("values", "wrong").kind is FailureKind.WRONG


def test_a_stub_stays_not_implemented_through_the_jit_check() -> None:
    """The jit check passes a stub's failure on as it is: decided by its kind, whatever its words."""

    def stub(x):
        raise NotImplementedError("double is not written yet")

    case = Case.standalone(stub, SPEC, checks=("jit",))
    with pytest.raises(CheckFailure) as failure:
        check_jit(case)
    assert failure.value.kind is FailureKind.NOT_IMPLEMENTED
    assert failure.value.message == "not implemented yet: replace `raise NotImplementedError` with your code (double is not written yet)."
    with pytest.raises(CheckFailure) as again:
        values_of(case, Call((X,)), "edge_cases")
    assert again.value.kind is FailureKind.NOT_IMPLEMENTED


def test_a_tracing_failure_is_wrapped_once_and_keeps_its_kind() -> None:
    def python_if(x):
        return x * 2 if jnp.sum(x) > 0 else x * 2

    case = Case.standalone(python_if, SPEC, checks=("jit",))
    with pytest.raises(CheckFailure) as failure:
        check_jit(case)
    assert failure.value.kind is FailureKind.NOT_TRACEABLE
    assert failure.value.message.count("does not work under jax.jit") == 1
    assert values_of(case, Call((X,)), "edge_cases").tolist() == [2.0, -4.0, 6.0], "run as written when not traceable"


def test_a_failure_graded_by_the_partner_is_shown_as_it_was_there() -> None:
    """Replayed in pytest, the partner's failure reads exactly as the same failure graded in pytest."""
    from autograder.pytest_plugin.items import replay

    for shown in ("[values] wrong values for f(x)", "[import] arrays.py could not be imported: SyntaxError"):
        with pytest.raises(CheckFailure) as failure:
            replay(CheckResult("values", Outcome.FAILED, shown))
        assert str(failure.value) == shown
    assert replay(CheckResult("values", Outcome.PASSED)) is None


def test_a_list_of_results_reads_the_same_for_a_fresh_grading_and_a_cached_grade() -> None:
    from autograder.engine.exercise import ExerciseResult
    from autograder.student.progress import Grade

    checks = [
        CheckResult("values", Outcome.PASSED),
        CheckResult("jit", Outcome.ERROR, "RuntimeError: grader bug"),
        CheckResult("speedup", Outcome.NOT_GRADED, "no threshold on this backend"),
        CheckResult("no_mutation", Outcome.FAILED, "[no_mutation] changed its input"),
    ]
    fresh = ExerciseResult(Case.standalone(lambda x: x, SPEC).exercise, list(checks))
    cached = Grade("toy.double", 0, 1, list(checks))
    for result in (fresh, cached):
        assert result.passed == ["values"]
        assert result.failed == [("jit", "RuntimeError: grader bug"), ("no_mutation", "[no_mutation] changed its input")]
        assert result.not_graded == [("speedup", "no threshold on this backend")]
    assert fresh.score == 0 and ExerciseResult(fresh.exercise, checks[:1] + checks[2:3]).score == 1
