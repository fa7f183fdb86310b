"""benchmarks/flawed_course.py builds its flawed course deterministically: one flawed, non-stub variant per
exercise, graded on the backend asked for, none rebinding a name of its topic's module. (Grading it is the
benchmark's job, not CI's.)"""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

from autograder.course.manifest import load_course

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("flawed_course", ROOT / "benchmarks" / "flawed_course.py")
assert _spec is not None and _spec.loader is not None
flawed_course = importlib.util.module_from_spec(_spec)
sys.modules["flawed_course"] = flawed_course
_spec.loader.exec_module(flawed_course)


def test_one_flaw_per_exercise_chosen_the_same_way_twice() -> None:
    course = load_course()
    chosen, without, _ = flawed_course.choose_flaws(course, "cpu")
    again, _, _ = flawed_course.choose_flaws(course, "cpu")
    assert {e: v.id for e, v in chosen.items()} == {e: v.id for e, v in again.items()}
    assert set(chosen) | set(without) == {e.id for e in course.exercises} and not set(chosen) & set(without)
    for exercise_id, variant in chosen.items():
        assert variant.exercise == exercise_id and variant.verdict == "fail" and not variant.stub
        assert variant.graded_on("cpu")
    tpu, _, _ = flawed_course.choose_flaws(course, "tpu")
    assert all(variant.graded_on("tpu") for variant in tpu.values())


def test_the_flawed_course_replaces_each_chosen_function(tmp_path: Path) -> None:
    course = load_course()
    chosen, _, _ = flawed_course.choose_flaws(course, "cpu")
    target = flawed_course.build_flawed_course(tmp_path / "flawed", course, chosen)
    for topic in course.topics:
        text = (target / topic.module_file).read_text()
        ast.parse(text)  # still a module
        for exercise in topic.exercises:
            if exercise.id in chosen:
                marker = f"# --- flaw of {exercise.id}: {chosen[exercise.id].id} ---"
                assert text.count(marker) == 1, marker
                # the variant's definition comes after the solution's, so it is the one graded
                defined = [n.lineno for n in ast.parse(text).body
                           if isinstance(n, (ast.FunctionDef, ast.ClassDef)) and n.name == exercise.function]
                assert defined[-1] > text[: text.index(marker)].count("\n"), exercise.id
