"""Tests for autograder/engine/feedback.py: one exercise's feedback, its parts in order, in each place's words."""

from __future__ import annotations

import pytest

from autograder.course.manifest import load_course
from autograder.engine.exercise import ExerciseResult
from autograder.engine.feedback import Verdict, Wording, render
from autograder.grading.outcome import CheckResult, Outcome

WORDING = Wording(
    passed="{exercise}: all {passed} pass",
    failed="{exercise}: {failed} of {graded} fail ({score}/{points})",
    hint="Hint: {hint}",
    not_graded="not graded: {reason}",
)
FAILED = Verdict("arrays.add_at", 0, 2, passed=1, failed=2, first_failure="[values] wrong\nat index 3",
                 not_graded=("no speed-up on cpu",))


def test_a_pass_is_a_headline_and_the_reasons_not_graded() -> None:
    verdict = Verdict("arrays.add_at", 2, 2, passed=3, failed=0, not_graded=("no speed-up on cpu",))
    assert render(verdict, WORDING, hint="unused") == ["arrays.add_at: all 3 pass", "not graded: no speed-up on cpu"]


def test_a_failure_is_headline_first_failure_hint_closing_then_reasons() -> None:
    wording = Wording(**{**vars(WORDING), "closing": ("Edit {topic}.py and run again.",)})
    assert render(FAILED, wording, hint="Use .at", topic="arrays") == [
        "arrays.add_at: 2 of 3 fail (0/2)",
        "[values] wrong\nat index 3",  # no indent: the message is one part, kept whole
        "Hint: Use .at",
        "Edit arrays.py and run again.",
        "not graded: no speed-up on cpu",
    ]


def test_an_indent_goes_before_every_line_of_the_first_failure_and_reasons_can_be_left_out() -> None:
    wording = Wording(passed="-", failed="- {exercise}", hint="    Hint: {hint}", not_graded=None, indent="    ")
    assert render(FAILED, wording, hint="Use .at") == [
        "- arrays.add_at", "    [values] wrong", "    at index 3", "    Hint: Use .at",
    ]


def test_a_template_naming_a_value_not_given_is_an_error() -> None:
    wording = Wording(**{**vars(WORDING), "failed": "{mark} {exercise}"})
    assert render(FAILED, wording, hint="h", mark="x")[0] == "x arrays.add_at"
    with pytest.raises(KeyError, match="mark"):
        render(FAILED, wording, hint="h")


def test_the_verdict_of_an_exercise_result_counts_errors_as_failures_and_orders_by_course_yml() -> None:
    exercise = load_course().exercise("arrays.set_diagonal")
    first, second, third, *_ = exercise.checks
    result = ExerciseResult(exercise)
    result.record(CheckResult(third, Outcome.ERROR, "the grader broke"))
    result.record(CheckResult(second, Outcome.FAILED, f"[{second}] wrong"))
    result.record(CheckResult(first, Outcome.NOT_GRADED, "not here"))
    assert Verdict.of(result) == Verdict("arrays.set_diagonal", 0, exercise.points, passed=0, failed=2,
                                         first_failure=f"[{second}] wrong", not_graded=("not here",), failed_check=second)
    assert Verdict.of(result).graded == 2


def test_no_hint_line_when_no_hint_belongs_to_the_failure() -> None:
    assert render(FAILED, WORDING, hint=None) == ["arrays.add_at: 2 of 3 fail (0/2)", "[values] wrong\nat index 3",
                                                  "not graded: no speed-up on cpu"]


def test_the_course_ties_silus_hints_to_the_checks_they_are_about() -> None:
    """The fix-it's hints about references go with `values` (where its broken kernel fails first), the overflow hint
    with `edge_cases`, and a `fused` failure, whose message says what to do, gets none."""
    from autograder.engine.feedback import hint_for

    silu = load_course().exercise("kernels.silu")
    verdict = lambda check: Verdict(silu.id, 0, silu.points, 1, 1, f"[{check}] wrong", failed_check=check)  # noqa: E731
    assert hint_for(verdict("values"), silu) == (1, silu.hints[0]) and "AbstractRef" in silu.hints[0]
    assert hint_for(verdict("edge_cases"), silu) == (4, silu.hints[3]) and "overflows" in silu.hints[3]
    assert hint_for(verdict("fused"), silu) is None


def test_no_check_graded_has_its_own_headline_in_every_place() -> None:
    """An exercise none of whose checks could run here earns nothing: no place may say its checks all pass."""
    from autograder.engine.gradebook import RESULTS_WORDING
    from autograder.student.notebook import CELL_WORDING
    from autograder.student.view import GRADE_WORDING

    nothing = Verdict("sharding.fit", 0, 3, passed=0, failed=0, not_graded=("the eight-device child did not start",))
    marks = {"name": "sharding.fit", "failing_mark": "x", "done_mark": "v", "where": "", "function": "fit",
             "hint_label": "Hint:", "topic": "sharding"}
    for wording in (RESULTS_WORDING, CELL_WORDING, GRADE_WORDING):
        headline = render(nothing, wording, hint=None, **marks)[0]
        assert "could be graded here" in headline and "pass" not in headline, headline
    some = Verdict("sharding.fit", 3, 3, passed=2, failed=0)
    assert render(some, RESULTS_WORDING, hint=None) == ["All 2 graded checks passed."]
