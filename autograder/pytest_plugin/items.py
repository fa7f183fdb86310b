"""The pytest items of `pytest autograder`: one test per exercise, one item per check.

A topic's grading spec (`autograder/specs/<topic>.py`) only declares its `ExerciseSpec`s
(`register(...)`); the plugin's collector (`SpecModule`) makes one test per exercise of the
topic with `exercise_test(exercise, spec)`. Each item runs its check here, unless the partner
process (`pytest_plugin/partner.py`) already graded it; then its verdict is replayed as if it
had run here.
"""

from __future__ import annotations

from typing import Callable, Protocol

from autograder.course.manifest import Exercise, load_course
from autograder.grading.submission import Submission
from autograder.grading.cases import ExerciseSpec
from autograder.engine.exercise import make_case, run_check
from autograder.grading.failures import NotGraded
from autograder.grading.outcome import CheckResult


class Verdicts(Protocol):
    """Where verdicts graded elsewhere come from (the partner process)."""

    def outcome(self, exercise_id: str, check: str, timed: bool) -> CheckResult | None: ...


def exercise_test(exercise: Exercise, spec: ExerciseSpec) -> Callable[..., None]:
    """A pytest test of `exercise`, graded by `spec`, with one item per check course.yml lists."""
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
