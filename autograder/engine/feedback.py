"""One exercise's feedback, put together the same way wherever it is read.

Every report of how an exercise went says the same things in the same order: a headline (the
score, how many checks failed); when a check failed, the first failure in course.yml's order,
a hint and any closing advice; then, for each check not measured here, why. The gradebook's
results.json and its to-do list, the `jaxcourse` command and the notebook check differ only
in their words and indentation: each keeps a `Wording`, and `render` decides which parts
appear and in which order.

A `Verdict` is plain values, so a fresh `ExerciseResult` and a grade the student's progress
cache read back (no JAX, no manifest entry) both feed it. This module does not import JAX.

Example:
    >>> wording = Wording(passed="All {passed} passed.", failed="{failed} of {graded} failed:",
    ...                   hint="Hint: {hint}", not_graded="Not graded: {reason}")
    >>> render(Verdict("arrays.add_at", 0, 2, 1, 1, "[values] wrong"), wording, hint="Use .at")
    ['1 of 2 failed:', '[values] wrong', 'Hint: Use .at']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # only for the annotation: engine.exercise imports JAX
    from autograder.course.manifest import Exercise
    from autograder.engine.exercise import ExerciseResult


@dataclass(frozen=True)
class Verdict:
    """What one exercise's feedback is made of.

    Attributes:
        exercise: the exercise id.
        score: points earned.
        points: points available.
        passed: how many checks passed.
        failed: how many checks failed (a grader error counts as failed).
        first_failure: the message of the first failed check in course.yml's order, None when none failed.
        not_graded: why each check not measured here was not, in the order recorded.
        failed_check: the name of the first failed check (whose hint is shown), None when none failed.
    """

    exercise: str
    score: int
    points: int
    passed: int
    failed: int
    first_failure: str | None = None
    not_graded: tuple[str, ...] = ()
    failed_check: str | None = None

    @property
    def graded(self) -> int:
        """How many checks counted (passed or failed)."""
        return self.passed + self.failed

    @classmethod
    def of(cls, result: ExerciseResult) -> Verdict:
        """The verdict of a fresh `ExerciseResult`."""
        return cls(
            exercise=result.exercise.id,
            score=result.score,
            points=result.exercise.points,
            passed=len(result.passed),
            failed=len(result.failed),
            first_failure=result.first_failure,
            not_graded=tuple(reason for _, reason in result.not_graded),
            failed_check=result.failures_in_order[0][0] if result.failed else None,
        )


@dataclass(frozen=True)
class Wording:
    """How one place words feedback.

    Every template is a `str.format` template over the verdict's `exercise`, `score`,
    `points`, `passed`, `failed` and `graded`, the `hint`, and the names the place passes to
    `render` (`not_graded` also gets `reason`).

    Attributes:
        passed: the headline when no check failed.
        failed: the headline when one did.
        hint: the line after the first failure.
        not_graded: one line per check not graded here; None leaves them out.
        indent: put before each line of the first failure; without one the message is one part, kept whole.
        closing: lines after the hint when a check failed.
        none_graded: the headline when no check could be graded here (the exercise earns nothing yet);
            None: `passed`'s.
    """

    passed: str
    failed: str
    hint: str
    not_graded: str | None
    indent: str = ""
    closing: tuple[str, ...] = ()
    none_graded: str | None = None


def hint_for(verdict: Verdict, exercise: Exercise) -> tuple[int, str] | None:
    """The hint shown under the verdict's first failure, and its number: the one course.yml ties to that
    check, else the first general one (`Exercise.hint_for`); None when no hint belongs there."""
    number = exercise.hint_for(verdict.failed_check)
    return None if number is None else (number, exercise.hints[number - 1])


def hint_text(verdict: Verdict, exercise: Exercise) -> str | None:
    """The text of `hint_for`'s hint, None when there is none."""
    found = hint_for(verdict, exercise)
    return None if found is None else found[1]


def render(verdict: Verdict, wording: Wording, hint: str | None, **names: object) -> list[str]:
    """The feedback's parts in order: headline; when a check failed, first failure, hint, closing; then not-graded reasons.

    Args:
        verdict: how the exercise went.
        wording: the place's templates.
        hint: the hint shown with a failure (`hint_for`); None: no hint line.
        names: more values the place's templates use (a coloured mark, a file location, ...).

    Returns:
        The lines (a first failure without `indent` is one part and may span lines).
    """
    fields = dict(names, exercise=verdict.exercise, score=verdict.score, points=verdict.points,
                  passed=verdict.passed, failed=verdict.failed, graded=verdict.graded, hint=hint)
    if not verdict.graded and wording.none_graded is not None:
        lines = [wording.none_graded.format(**fields)]
    elif not verdict.failed:
        lines = [wording.passed.format(**fields)]
    else:
        message = verdict.first_failure or ""
        lines = [wording.failed.format(**fields)]
        lines += [wording.indent + line for line in message.splitlines()] if wording.indent else [message]
        if hint is not None:
            lines.append(wording.hint.format(**fields))
        lines += [line.format(**fields) for line in wording.closing]
    if wording.not_graded is not None:
        lines += [wording.not_graded.format(**fields, reason=reason) for reason in verdict.not_graded]
    return lines
