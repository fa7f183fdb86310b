"""Tests for autograder/student/progress.py: cached grades, hint levels, the welcome mark, stub detection."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from autograder.course.files import grader_fingerprint
from autograder.course.manifest import load_course
from autograder.course.stubs import definition_source, definition_span
from autograder.engine.exercise import ExerciseResult
from autograder.grading.outcome import CheckResult, Outcome
from autograder.student.progress import (
    Grade,
    HintLedger,
    ProgressCache,
    exercise_fingerprint,
    file_hash,
    first_run,
    is_untouched_stub,
    state_folder,
    stub_source,
)

PASSED, FAILED, NOT_GRADED, ERROR = Outcome.PASSED, Outcome.FAILED, Outcome.NOT_GRADED, Outcome.ERROR


def passing(exercise_id: str = "arrays.set_diagonal") -> Grade:
    return Grade(exercise_id, score=2, points=2, checks=[CheckResult("values", PASSED), CheckResult("jit", PASSED)])


def failing(exercise_id: str = "arrays.set_diagonal") -> Grade:
    return Grade(exercise_id, score=0, points=2, checks=[
        CheckResult("values", FAILED, "[values] wrong"), CheckResult("jit", PASSED),
        CheckResult("speedup", NOT_GRADED, "no threshold on gpu"),
    ])


def test_state_folder_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("JAXCOURSE_STATE", str(tmp_path / "s"))
    assert state_folder() == tmp_path / "s"
    monkeypatch.delenv("JAXCOURSE_STATE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert state_folder() == tmp_path / "cache" / "jaxcourse"


def test_a_grade_survives_json() -> None:
    for grade in (passing(), failing()):
        again = Grade.from_json(json.loads(json.dumps(grade.to_json())))
        assert again == grade
    assert failing().to_json()["checks"][0] == {"check": "values", "outcome": "failed", "message": "[values] wrong"}
    assert passing().done and not failing().done
    assert failing().first_failure == "[values] wrong" and passing().first_failure is None
    assert failing().passed == ["jit"] and failing().failed == [("values", "[values] wrong")]
    assert failing().not_graded == [("speedup", "no threshold on gpu")]


def test_a_grade_keeps_its_result_in_course_yml_order_and_counts_an_error_as_failed() -> None:
    exercise = load_course().exercise("arrays.set_diagonal")
    first, second, *_ = exercise.checks
    result = ExerciseResult(exercise)
    result.record(CheckResult(second, ERROR, "the grader broke"))  # recorded out of order
    result.record(CheckResult(first, FAILED, f"[{first}] wrong"))
    grade = Grade.from_result(result)
    assert [check.check for check in grade.checks] == [first, second]
    assert grade.first_failure == result.first_failure == f"[{first}] wrong"
    assert grade.failed == [(first, f"[{first}] wrong"), (second, "the grader broke")]
    assert (grade.exercise, grade.score, grade.points) == ("arrays.set_diagonal", 0, exercise.points)
    verdict = grade.verdict()
    assert (verdict.passed, verdict.failed, verdict.first_failure) == (0, 2, f"[{first}] wrong")


@pytest.mark.parametrize(
    "entry",
    [
        {"exercise": "arrays.set_diagonal", "score": 2, "points": 2, "passed": ["values"]},  # the old format
        {"exercise": "arrays.set_diagonal", "score": 2, "points": 2, "checks": [{"check": "values", "outcome": "fail"}]},
        {"exercise": "arrays.set_diagonal", "score": "2", "points": 2, "checks": []},
        {"exercise": "arrays.set_diagonal", "score": 2, "points": 2, "checks": ["values"]},
        ["arrays.set_diagonal", 2, 2],
    ],
    ids=["old-format", "bad-outcome", "score-not-a-number", "check-not-a-result", "not-a-dict"],
)
def test_a_damaged_cache_entry_is_not_a_grade(entry: object, student_course: Path) -> None:
    with pytest.raises(ValueError, match="not a"):
        Grade.from_json(entry)
    cache = ProgressCache(load_course(student_course / "course.yml"))
    cache.put(passing(), "hash-a")
    assert cache.get("arrays.set_diagonal", "hash-a") == passing()
    path = cache.folder / "arrays.set_diagonal.json"
    path.write_text(json.dumps({cache.key("hash-a"): entry}))
    assert cache.get("arrays.set_diagonal", "hash-a") is None, "a damaged entry reads as not graded yet"


def test_a_cached_grade_is_found_only_for_the_same_file_content(student_course: Path) -> None:
    cache = ProgressCache(load_course(student_course / "course.yml"))
    cache.put(passing(), "hash-a")
    assert cache.get("arrays.set_diagonal", "hash-a") == passing()
    assert cache.get("arrays.set_diagonal", "hash-b") is None
    assert cache.get("arrays.set_diagonal", None) is None
    assert cache.get("arrays.add_at", "hash-a") is None
    cache.put(failing(), "hash-a")  # the latest grade of the same file replaces the older one
    assert cache.get("arrays.set_diagonal", "hash-a") == failing()


def test_a_changed_course_file_invalidates_every_cached_grade(student_course: Path) -> None:
    cache = ProgressCache(load_course(student_course / "course.yml"))
    cache.put(passing(), "hash-a")
    with (student_course / "course.yml").open("a") as stream:
        stream.write("# a thresholds change\n")
    fresh = ProgressCache(load_course(student_course / "course.yml"))
    assert fresh.version != cache.version
    assert fresh.get("arrays.set_diagonal", "hash-a") is None


def test_the_cache_keeps_the_latest_sixteen_files_and_shrugs_off_a_damaged_file(student_course: Path) -> None:
    cache = ProgressCache(load_course(student_course / "course.yml"))
    for number in range(20):
        cache.put(passing(), f"hash-{number}")
    assert cache.get("arrays.set_diagonal", "hash-19") is not None
    assert cache.get("arrays.set_diagonal", "hash-3") is None
    assert len(json.loads((cache.folder / "arrays.set_diagonal.json").read_text())) == 16
    (cache.folder / "arrays.set_diagonal.json").write_text("{not json")
    assert cache.get("arrays.set_diagonal", "hash-19") is None


def test_hints_are_revealed_one_at_a_time_and_remembered(student_course: Path) -> None:
    exercise = load_course(student_course / "course.yml").exercise("arrays.add_at")
    assert HintLedger().seen(exercise) == 0
    count = len(exercise.hints)
    assert [HintLedger().next(exercise) for _ in range(count + 2)] == [*range(1, count + 1), count, count]  # then it stays
    assert HintLedger().seen(exercise) == count
    HintLedger().path.write_text("garbage")
    assert HintLedger().seen(exercise) == 0


def test_the_welcome_is_shown_once_per_state_folder(tmp_path: Path) -> None:
    assert first_run(tmp_path) is True
    assert first_run(tmp_path) is False
    assert first_run(tmp_path / "other") is True


SOURCE = '''import jax


@jax.jit
def double(x):
    """Twice x."""
    return 2 * x


def broken(x):
    return x
'''


def test_definition_span_includes_decorators() -> None:
    assert definition_span(SOURCE, "double") == (4, 7)
    assert definition_source(SOURCE, "broken") == "def broken(x):\n    return x\n"
    assert definition_span(SOURCE, "missing") is None
    assert definition_span("def (:\n", "double") is None


def test_an_untouched_stub_is_recognised_and_any_change_is_not(student_course: Path) -> None:
    course = load_course(student_course / "course.yml")
    topic = course.topic("arrays")
    exercise = course.exercise("arrays.add_at")
    stub = stub_source(course, topic)
    released = (student_course / "exercises" / topic.module_file).read_text()
    assert stub == released
    assert is_untouched_stub(released, stub, exercise)
    edited = released.replace('raise NotImplementedError("add_at is not written yet")', "return x", 1)
    assert not is_untouched_stub(edited, stub, exercise)
    rebound = released + "\n\ndef mine(indices, values, size):\n    return values\n\n\nadd_at = mine\n"
    assert not is_untouched_stub(rebound, stub, exercise), "a later rebinding of the name is what grading imports"
    assert not is_untouched_stub(released + "\ndef (:\n", stub, exercise)
    assert is_untouched_stub(released, None, exercise), "without solutions/, a body that only raises is a stub"
    changed_stub = released.replace('raise NotImplementedError("add_at is not written yet")',
                                    "raise NotImplementedError", 1)
    assert is_untouched_stub(changed_stub, None, exercise)
    decorated = released.replace("def add_at(", "@jax.jit\ndef add_at(", 1)
    assert not is_untouched_stub(decorated, None, exercise), "a decorator could stand in for the body"
    assert is_untouched_stub(decorated.replace("@jax.jit\n", "", 1), None, exercise)


def test_a_fixit_stub_is_todo_in_the_status_and_says_fix_it(student_course: Path) -> None:
    import dataclasses

    from autograder.student.view import Style, describe_todo

    course = load_course(student_course / "course.yml")
    topic = course.topic("arrays")
    exercise = dataclasses.replace(course.exercise("arrays.set_diagonal"), fixit=True)
    released = (student_course / "exercises" / topic.module_file).read_text()
    assert is_untouched_stub(released, stub_source(course, topic), exercise)
    plain = Style(io.StringIO())
    assert "not started: fix it in exercises/01_arrays/arrays.py:" in describe_todo(course, exercise, plain)[0]
    assert "`jaxcourse check set_diagonal` shows how" in describe_todo(course, exercise, plain)[1]
    assert "not started: write it in" in describe_todo(course, course.exercise("arrays.add_at"), plain)[0]


def test_file_hash_and_the_cache_version(tmp_path: Path, student_course: Path) -> None:
    assert file_hash(tmp_path / "absent.py") is None
    (tmp_path / "a.py").write_text("x = 1\n")
    assert file_hash(tmp_path / "a.py") == file_hash(tmp_path / "a.py") != file_hash(student_course / "course.yml")
    course = load_course(student_course / "course.yml")
    assert ProgressCache(course).version == grader_fingerprint(course) != ProgressCache(load_course()).version


TOPIC_FILE = '''import jax.numpy as jnp

SCALE = 2.0


def _helper(x):
    return x * SCALE


def set_diagonal(x, value):
    return _helper(x)


def add_at(size, indices, values):
    return jnp.zeros(size)


def swap_rows(x, i, j):
    return add_at(3, i, j)


def safe_get(x, idx, fill_value): return x


def one_hot(labels, num_classes):
    raise NotImplementedError
'''


def _fingerprints(source: str) -> dict[str, str | None]:
    course = load_course()
    topic = course.topic("arrays")
    return {exercise.function: exercise_fingerprint(source, exercise, topic) for exercise in topic.exercises}


def test_a_grade_depends_on_its_function_the_module_code_and_the_exercises_it_calls() -> None:
    before = _fingerprints(TOPIC_FILE)
    body_of_add_at = _fingerprints(TOPIC_FILE.replace("return jnp.zeros(size)", "return jnp.ones(size)"))
    assert [name for name in before if body_of_add_at[name] != before[name]] == ["add_at", "swap_rows"]
    helper = _fingerprints(TOPIC_FILE.replace("return x * SCALE", "return x * 3"))
    assert helper["set_diagonal"] != before["set_diagonal"] and helper["one_hot"] != before["one_hot"]
    signature = _fingerprints(TOPIC_FILE.replace("def one_hot(labels, num_classes):", "def one_hot(labels, num_classes=3):"))
    assert [name for name in before if signature[name] != before[name]] == ["one_hot"]
    decorated = _fingerprints(TOPIC_FILE.replace("def one_hot(", "@jax.jit\ndef one_hot("))
    assert all(decorated[name] != before[name] for name in before), "a decorator runs at import: it concerns every grade"
    one_line = _fingerprints(TOPIC_FILE.replace("fill_value): return x", "fill_value): return idx"))
    assert one_line["safe_get"] != before["safe_get"]
    assert _fingerprints(TOPIC_FILE + "\nadd_at = None\n")["set_diagonal"] != before["set_diagonal"]
    broken = _fingerprints(TOPIC_FILE + "\ndef (:\n")
    assert broken["one_hot"] == broken["add_at"] != before["one_hot"]
    assert exercise_fingerprint(None, load_course().exercise("arrays.add_at"), load_course().topic("arrays")) is None
