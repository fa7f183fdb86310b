"""Every flawed variant of an exercise whose tolerances a backend widened still loses its points with that
backend's measured factors (checks/tolerances.py), and every correct one keeps them: run on the CPU, whose
values differ from the TPU's far less than any flaw does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from autograder.authoring.variants import load_variants, make_target
from autograder.checks import tolerances
from autograder.course.manifest import load_course
from autograder.engine.exercise import grade_exercise
from autograder.grading.submission import Submission


def _widened() -> list[tuple[str, str]]:
    record = json.loads(tolerances.RECORD.read_text()) if tolerances.RECORD.exists() else {"backends": {}}
    return [(platform, exercise) for platform, entry in sorted(record["backends"].items())
            for exercise in sorted(entry.get("factors", {}))]


CASES = [pytest.param(platform, variant, id=f"{platform}-{variant.id}")
         for platform, exercise in _widened() for variant in load_variants() if variant.exercise == exercise
         and variant.timed_check is None]


def test_some_exercise_is_widened_somewhere() -> None:
    assert _widened(), "no backend records a factor: this file tests nothing"


@pytest.mark.parametrize(("platform", "variant"), CASES)
def test_a_variant_keeps_its_verdict_with_the_widened_tolerances(platform: str, variant, tmp_path: Path) -> None:
    course = load_course()
    exercise = course.exercise(variant.exercise)
    target = make_target(tmp_path / "target", {course.topic(exercise.topic).module_file: variant.source})
    with tolerances.judged_as(platform):
        assert tolerances.factors(platform)[variant.exercise] > 1
        result = grade_exercise(variant.exercise, Submission(target), course)
    if variant.verdict == "pass":
        assert result.score == exercise.points, f"a correct alternative lost its points: {result.failed}"
    else:
        assert result.score == 0, (f"a flawed variant kept its points with {platform}'s factor "
                                   f"{tolerances.factors(platform)[variant.exercise]}: passed {result.passed}")
        messages = "\n".join(message for _, message in result.failed)
        assert variant.message in messages, f"expected {variant.message!r}, got:\n{messages}"
