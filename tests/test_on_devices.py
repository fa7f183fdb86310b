"""Checks that need eight CPU devices run in a child that has them (autograder/engine/on_devices.py).

The child is real: a second Python process with JAX on eight CPU devices, grading the very
check this process would, on the module file it is given.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.course.manifest import load_course
from autograder.grading.submission import Submission
from autograder.engine import on_devices
from autograder.engine.exercise import grade_exercise
from autograder.grading.outcome import Outcome

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture()
def child():
    made = on_devices.DeviceChild(8)
    yield made
    made.stop()


def _arrays_file(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "01_arrays" / "arrays.py"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(body)
    return path


def test_this_process_has_one_device_and_the_child_eight(child, tmp_path: Path) -> None:
    assert not on_devices.available_here(8)
    path = _arrays_file(tmp_path, "import jax\n\ndef set_diagonal(x, value):\n    assert jax.device_count() == 8, 'one device'\n"
                                  "    return x.at[jax.numpy.diag_indices(min(x.shape))].set(value)\n")
    result = child.grade(path, "arrays.set_diagonal", "values", load_course().path)
    assert result.outcome is Outcome.PASSED, result.message


def test_the_child_gives_the_message_this_process_gives(child) -> None:
    course = load_course()
    stub = ROOT / "exercises" / "01_arrays" / "arrays.py"
    here = grade_exercise("arrays.set_diagonal", Submission(ROOT / "exercises"), course, only=("values",))
    there = child.grade(stub, "arrays.set_diagonal", "values", course.path)
    assert there.outcome is Outcome.FAILED
    assert there.message == here.checks[0].message
    assert "JAX arrays are immutable" in there.message


def test_an_edited_file_is_imported_again(child, tmp_path: Path) -> None:
    path = _arrays_file(tmp_path, "def set_diagonal(x, value):\n    raise NotImplementedError\n")
    first = child.grade(path, "arrays.set_diagonal", "values", load_course().path)
    path.write_text("import jax.numpy as jnp\n\ndef set_diagonal(x, value):\n"
                    "    i = jnp.arange(min(x.shape))\n    return x.at[i, i].set(value)\n")
    second = child.grade(path, "arrays.set_diagonal", "values", load_course().path)
    assert first.outcome is Outcome.FAILED and "not implemented" in first.message
    assert second.outcome is Outcome.PASSED, second.message


def test_code_that_ends_the_child_fails_its_check_and_the_next_check_gets_a_new_child(child, tmp_path: Path) -> None:
    killer = _arrays_file(tmp_path / "a", "import os\n\ndef set_diagonal(x, value):\n    os._exit(0)\n")
    result = child.grade(killer, "arrays.set_diagonal", "values", load_course().path)
    assert result.outcome is Outcome.FAILED
    assert "on 8 CPU devices (a second process), your code ended before answering" in result.message
    solution = ROOT / "solutions" / "01_arrays" / "arrays.py"
    assert child.grade(solution, "arrays.set_diagonal", "values", load_course().path).outcome is Outcome.PASSED


def test_code_that_hangs_fails_at_the_deadline(child, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(on_devices, "SECONDS", 3.0)
    sleeper = _arrays_file(tmp_path, "import time\n\ndef set_diagonal(x, value):\n    time.sleep(60)\n")
    result = child.grade(sleeper, "arrays.set_diagonal", "values", load_course().path)
    assert result.outcome is Outcome.FAILED
    assert "your code did not finish within 3 s" in result.message


def test_a_child_that_cannot_start_leaves_the_check_not_graded(child, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(on_devices, "_PYTHON", "/nonexistent/python")
    result = child.grade(ROOT / "solutions" / "01_arrays" / "arrays.py", "arrays.set_diagonal", "values", load_course().path)
    assert result.outcome is Outcome.NOT_GRADED
    assert "no second process with 8 CPU devices could be started" in result.message


def test_a_result_from_elsewhere_ends_as_the_check_ended_there() -> None:
    from autograder.grading.failures import CheckFailure, NotGraded
    from autograder.grading.outcome import CheckResult

    CheckResult("values", Outcome.PASSED).raise_as_graded()
    with pytest.raises(CheckFailure) as failed:
        CheckResult("values", Outcome.FAILED, "[values] wrong").raise_as_graded()
    assert str(failed.value) == "[values] wrong"
    with pytest.raises(NotGraded, match="not here"):
        CheckResult("values", Outcome.NOT_GRADED, "not here").raise_as_graded()
    with pytest.raises(RuntimeError, match="grader bug"):
        CheckResult("values", Outcome.ERROR, "grader bug").raise_as_graded()



def test_a_sharding_exercise_imports_and_grades_its_module_in_the_child_only(tmp_path: Path) -> None:
    from autograder.engine.exercise import make_case
    from autograder.engine.registry import spec_for

    course = load_course()
    exercise = course.exercise("sharding.shard_rows")
    topic = course.topic(exercise.topic)
    solution = (ROOT / "solutions" / topic.module_file).read_text()
    # A mesh of eight devices made at import: this one-device process could not import the module.
    target = tmp_path / "target"
    (target / topic.folder).mkdir(parents=True)
    (target / topic.module_file).write_text(solution + "\n\nMESH = jax.make_mesh((8,), ('data',))\n")
    submission = Submission(target)
    case = make_case(submission, exercise, spec_for(exercise, course), course)
    assert case.elsewhere is not None and case.elsewhere.count == 8 and case.module is None
    result = grade_exercise("sharding.shard_rows", submission, course)
    assert result.score == exercise.points, result.failed


def test_a_child_ended_between_checks_is_replaced_without_failing_the_next(child) -> None:
    solution = ROOT / "solutions" / "01_arrays" / "arrays.py"
    course = load_course()
    assert child.grade(solution, "arrays.set_diagonal", "values", course.path).outcome is Outcome.PASSED
    child.process.kill()  # what batch grading does to an exercise's processes before the next exercise
    child.process.wait()
    assert child.grade(solution, "arrays.set_diagonal", "edge_cases", course.path).outcome is Outcome.PASSED


def test_the_device_counts_read_from_the_specs_source_are_the_imported_specs() -> None:
    """The plugin starts the eight-device child from `declared_cpu_devices`, before importing any spec."""
    from autograder import specs
    from autograder.engine.registry import spec_for

    course = load_course()
    for path in specs.spec_files(specs.FOLDER):
        topic = path.stem
        imported = {spec_for(e, course).cpu_devices for e in course.exercises if e.topic == topic} - {None, 0}
        assert specs.declared_cpu_devices(path) == imported, topic
    assert specs.declared_cpu_devices(specs.FOLDER / "sharding.py") == {8}
    assert specs.declared_cpu_devices(specs.FOLDER / "devices.py") == {8}


def test_11_devices_grades_one_check_per_exercise_in_the_child() -> None:
    from autograder.engine.registry import spec_for

    course = load_course()
    for name in ("devices.placement", "devices.to_device"):
        spec = spec_for(course.exercise(name), course)
        assert [check for check in spec.checks if spec.needs_devices(check)] == ["several_devices"], name
    assert spec_for(course.exercise("sharding.shard_rows"), course).needs_devices("values")


def test_the_child_gets_the_environment_the_grader_started_with(child, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings a student's module makes at import cannot stop the child from starting (the check then not graded)."""
    monkeypatch.setenv("XLA_FLAGS", "--no_such_flag_from_student_code")
    monkeypatch.setenv("JAX_PLATFORMS", "nonsense")
    solution = ROOT / "solutions" / "01_arrays" / "arrays.py"
    assert child.grade(solution, "arrays.set_diagonal", "values", load_course().path).outcome is Outcome.PASSED
