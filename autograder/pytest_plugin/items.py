"""The pytest items of `pytest autograder`: one test per exercise, one item per check.

A topic's grading spec (`autograder/specs/<topic>.py`) turns each `ExerciseSpec` into a test
with `exercise_test(spec)`. Each item runs its check here, unless the partner process
(`pytest_plugin/partner.py`) already graded it; then its verdict is replayed as if it had run here.
"""

from __future__ import annotations

import sys
from typing import Callable, Protocol

from autograder.course.manifest import Exercise, load_course
from autograder.course.submission import Submission
from autograder.grading.cases import ExerciseSpec
from autograder.grading.exercise import make_case, run_check
from autograder.grading.failures import NotGraded
from autograder.grading.outcome import CheckResult
from autograder.grading.registry import register


class Verdicts(Protocol):
    """Where verdicts graded elsewhere come from (the partner process)."""

    def outcome(self, exercise_id: str, check: str, timed: bool) -> CheckResult | None: ...


def exercise_test(spec: ExerciseSpec) -> Callable[..., None]:
    """A pytest test with one item per check course.yml lists for `spec.id`.

    Example (in `autograder/specs/arrays.py`):
        test_set_diagonal = exercise_test(ExerciseSpec("arrays.set_diagonal", reference=..., ...))
    """
    exercise = register(spec)
    if "pytest" not in sys.modules:
        # Imported by `grade_exercise` outside pytest (`jaxcourse check`, a notebook's check cell):
        # only the spec is needed, and importing pytest would cost a few tenths of a second.
        return _outside_pytest(exercise)
    import pytest

    timed = spec.timed_checks(exercise.checks)

    @pytest.mark.exercise(exercise.id)
    @pytest.mark.parametrize("check", exercise.checks)
    def test(check: str, grading_submission: Submission, grading_partner: Verdicts | None) -> None:
        __tracebackhide__ = True
        if grading_partner is not None:
            verdict = grading_partner.outcome(exercise.id, check, timed=check in timed)
            if verdict is not None:
                replay(verdict)
                return
        course = load_course()
        case = make_case(grading_submission, exercise, spec, course)
        try:
            run_check(case, check)
        except NotGraded as reason:
            pytest.skip(str(reason))

    test.__name__ = f"test_{exercise.function}"
    test.__qualname__ = test.__name__
    test.__doc__ = f"Grades {exercise.id} ({exercise.points} points)."
    return test


class PartnerError(RuntimeError):
    """The partner process's check raised something other than a verdict (a grader error)."""


def replay(verdict: CheckResult) -> None:
    """Report a check the partner process graded, as if it had run here."""
    __tracebackhide__ = True
    try:
        verdict.raise_as_graded()
    except NotGraded as reason:
        import pytest

        pytest.skip(str(reason))
    except RuntimeError as error:
        raise PartnerError(str(error)) from None


def _outside_pytest(exercise: Exercise) -> Callable[..., None]:
    def test(*args: object, **kwargs: object) -> None:
        raise RuntimeError(f"the test of {exercise.id} is collected by pytest; outside pytest use grade_exercise")

    test.__name__ = f"test_{exercise.function}"
    return test
