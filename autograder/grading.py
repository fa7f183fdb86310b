"""Grading one exercise: specs, the checks course.yml names, and the pytest tests made from them.

A topic's grading module (`autograder/test_NN_topic.py`) declares one `ExerciseSpec` per
exercise and turns it into a pytest test with `exercise_test(spec)`: one test item per check
course.yml lists, marked `exercise(id)` so the plugin can score it. `grade_exercise` runs the
same checks without pytest (for scripts, notebooks and the author's tests).
"""

from __future__ import annotations

import importlib
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from autograder.cases import Case, ExerciseSpec
from autograder.checks import GENERIC_CHECKS
from autograder.checks.config import preserved_config
from autograder.failures import CheckFailure, NotGraded
from autograder.manifest import Course, Exercise, ManifestError, load_course
from autograder.partner import Partner
from autograder.submission import Submission

_SPECS: dict[str, ExerciseSpec] = {}


def check_for(exercise: Exercise, spec: ExerciseSpec, name: str, manifest: Path | str = "course.yml") -> Callable[[Case], None]:
    """The check called `name` for this exercise: the spec's own, else a generic one.

    Raises:
        ManifestError: the manifest lists a check that exists nowhere (named in the message).
    """
    if name in spec.checks:
        return spec.checks[name]
    if name in GENERIC_CHECKS:
        return GENERIC_CHECKS[name]
    raise ManifestError(
        f"{manifest}: exercise {exercise.id!r} lists check {name!r}, which is neither a generic check "
        f"({', '.join(sorted(GENERIC_CHECKS))}) nor defined in its grading spec ({', '.join(sorted(spec.checks)) or 'none'}). "
        "Fix the name in course.yml or add the check to the spec's `checks`."
    )


def validate_spec(exercise: Exercise, spec: ExerciseSpec, manifest: Path | str = "course.yml") -> None:
    """Every check the manifest lists exists, and every check the spec defines is listed.

    Raises:
        ManifestError: naming the manifest, the exercise and the fix.
    """
    for name in exercise.checks:
        check_for(exercise, spec, name, manifest)
    unused = sorted(set(spec.checks) - set(exercise.checks))
    if unused:
        raise ManifestError(
            f"{manifest}: exercise {exercise.id!r}: its grading spec defines checks {unused} that "
            "course.yml does not list; add them to `checks:` or delete them."
        )


def register(spec: ExerciseSpec) -> Exercise:
    """Record `spec` and return its validated manifest entry."""
    course = load_course()
    exercise = course.exercise(spec.id)
    validate_spec(exercise, spec, course.path)
    _SPECS[spec.id] = spec
    return exercise


def spec_for(exercise: Exercise, course: Course | None = None) -> ExerciseSpec:
    """The grading spec of `exercise`, importing its topic's grading module if needed."""
    if exercise.id not in _SPECS:
        course = course or load_course()
        importlib.import_module(f"autograder.test_{course.topic(exercise.topic).folder}")
    return _SPECS[exercise.id]


def make_case(submission: Submission, exercise: Exercise, spec: ExerciseSpec, course: Course) -> Case:
    """The student's function for `exercise`, ready for checks.

    Raises:
        CheckFailure: the topic file is missing, does not import, or lacks the function.
    """
    topic = course.topic(exercise.topic)
    function, module = submission.function(topic, exercise)
    return Case(exercise, spec, function, module, {submission.path(topic)})


def run_check(case: Case, name: str) -> None:
    """Run one check; it raises `CheckFailure` or `NotGraded`, or returns when passed.

    JAX's global switches (x64, NaN debugging, transfer guards) are restored afterwards, so no
    student code can change how later checks, or other topics, compute.
    """
    __tracebackhide__ = True
    with preserved_config():
        check_for(case.exercise, case.spec, name)(case)


def exercise_test(spec: ExerciseSpec) -> Callable[..., None]:
    """A pytest test with one item per check course.yml lists for `spec.id`.

    Example (in `autograder/test_01_arrays.py`):
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
    def test(check: str, grading_submission: Submission, grading_partner: Partner | None) -> None:
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


def replay(verdict: dict) -> None:
    """Report a check the partner process graded, as if it had run here."""
    __tracebackhide__ = True
    outcome, message = verdict.get("outcome"), str(verdict.get("message", ""))
    if outcome == "passed":
        return
    if outcome == "failed":
        raise CheckFailure(str(verdict["check"]), message)
    if outcome == "not_graded":
        import pytest

        pytest.skip(message)
    raise PartnerError(message)


def _outside_pytest(exercise: Exercise) -> Callable[..., None]:
    def test(*args: object, **kwargs: object) -> None:
        raise RuntimeError(f"the test of {exercise.id} is collected by pytest; outside pytest use grade_exercise")

    test.__name__ = f"test_{exercise.function}"
    return test


@dataclass
class ExerciseResult:
    """The outcome of all an exercise's checks.

    Attributes:
        exercise: the manifest entry.
        passed: checks that passed.
        failed: (check, student-facing message) for each failed check, in course.yml's order.
        not_graded: (check, reason) for checks not measured here.
    """

    exercise: Exercise
    passed: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    not_graded: list[tuple[str, str]] = field(default_factory=list)

    @property
    def score(self) -> int:
        """All the exercise's points when no check failed (not-graded checks count neither way), else 0."""
        graded = self.passed or self.failed or self.not_graded
        return self.exercise.points if graded and not self.failed else 0

    @property
    def failures_in_order(self) -> list[tuple[str, str]]:
        """The failed checks in course.yml's order."""
        order = {name: index for index, name in enumerate(self.exercise.checks)}
        return sorted(self.failed, key=lambda item: order.get(item[0], len(order)))

    @property
    def first_failure(self) -> str | None:
        """The message of the first failed check in course.yml's order."""
        failed = self.failures_in_order
        return failed[0][1] if failed else None

    def record(self, check: str, outcome: str, message: str = "") -> None:
        """Add a check's outcome: `passed`, `failed` or `not_graded`."""
        if outcome == "passed":
            self.passed.append(check)
        elif outcome == "failed":
            self.failed.append((check, message))
        elif outcome == "not_graded":
            self.not_graded.append((check, message))
        else:
            raise ValueError(f"unknown check outcome {outcome!r}; use passed, failed or not_graded")


def grade_exercise(
    exercise_id: str, submission: Submission, course: Course | None = None, only: tuple[str, ...] = ()
) -> ExerciseResult:
    """Run every check of one exercise (or the checks named in `only`) in this process, without pytest.

    Returns:
        The `ExerciseResult`; a missing or broken topic file fails every check with its reason.
    """
    course = course or load_course()
    exercise = course.exercise(exercise_id)
    spec = spec_for(exercise, course)
    result = ExerciseResult(exercise)
    for name in [name for name in exercise.checks if not only or name in only]:
        try:
            run_check(make_case(submission, exercise, spec, course), name)
        except CheckFailure as failure:
            result.record(name, "failed", str(failure))
        except NotGraded as reason:
            result.record(name, "not_graded", str(reason))
        else:
            result.record(name, "passed")
    return result


def describe(result: ExerciseResult) -> str:
    """Feedback for one exercise: its score, its first failure and its hint."""
    exercise = result.exercise
    lines = [f"{exercise.id}: {result.score}/{exercise.points}"]
    if result.failed:
        lines.append(result.first_failure or "")
        lines.append(f"Hint: {exercise.hint}")
    lines.extend(f"({reason})" for _, reason in result.not_graded)
    return "\n".join(lines)

