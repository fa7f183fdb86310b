"""Every flawed variant loses its exercise's points with the message that names its flaw;
every alternative correct implementation earns full marks (see tests/variants_support.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from autograder.engine.exercise import grade_exercise
from autograder.engine.registry import spec_for
from autograder.course.manifest import load_course
from autograder.grading.submission import Submission
from autograder.authoring.variants import Variant, load_variants, make_target

VARIANTS = load_variants()


def _reads_a_clock(variant: Variant) -> bool:
    """Whether the variant's verdict rests on a timed check: a correct one must pass its
    exercise's timed checks, a flawed one names the timed check it fails (`TIMED_CHECK`)."""
    if variant.timed_check is not None:
        return True
    exercise = load_course().exercise(variant.exercise)
    return variant.verdict == "pass" and bool(spec_for(exercise).timed_checks(exercise.checks))


def _with_marks(variant: Variant) -> object:
    return pytest.param(variant, id=variant.id, marks=[pytest.mark.timing] if _reads_a_clock(variant) else [])


def test_variants_are_well_formed() -> None:
    course = load_course()
    for variant in VARIANTS:
        exercise = course.exercise(variant.exercise)
        assert variant.path.parent.name == course.topic(exercise.topic).folder, variant.id
        assert variant.verdict in {"pass", "fail"}, variant.id
        assert (variant.message is not None) == (variant.verdict == "fail"), variant.id
        assert exercise.function in _module_level_names(variant.source), variant.id
        assert variant.only_on is None or (variant.only_on and set(variant.only_on) <= {"cpu", "gpu", "tpu"}), variant.id


def _module_level_names(source: str) -> set[str]:
    """The names a variant binds at module level: a def, a class or an assignment."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(target.id for target in targets if isinstance(target, ast.Name))
    return names


def test_every_exercise_has_a_flawed_variant() -> None:
    flawed = {variant.exercise for variant in VARIANTS if variant.verdict == "fail"}
    missing = [exercise.id for exercise in load_course().exercises if exercise.id not in flawed]
    assert not missing, f"exercises without a flawed variant in tests/variants: {missing}"


@pytest.mark.parametrize("variant", [_with_marks(variant) for variant in VARIANTS])
def test_variant_gets_its_verdict(variant: Variant, tmp_path: Path) -> None:
    import jax

    if not variant.graded_on(jax.default_backend()):
        pytest.skip(f"its flaw is one only on {' and '.join(variant.only_on or ())}")
    course = load_course()
    exercise = course.exercise(variant.exercise)
    topic = course.topic(exercise.topic)
    target = make_target(tmp_path / "target", {topic.module_file: variant.source})
    result = grade_exercise(variant.exercise, Submission(target), course)
    if variant.verdict == "pass":
        assert result.score == exercise.points, f"a correct alternative lost its points: {result.failed}"
    else:
        assert result.score == 0, f"a flawed variant kept its points; passed checks: {result.passed}"
        messages = "\n".join(message for _, message in result.failed)
        assert variant.message in messages, f"expected a message containing {variant.message!r}, got:\n{messages}"
