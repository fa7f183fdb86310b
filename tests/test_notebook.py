"""Tests for autograder/student/notebook.py (the check a notebook's test cell calls) and the lesson notebooks.

The check is called in this process on exercise files written to a temporary folder; the
lesson notebooks are executed for real, top to bottom, in a Jupyter kernel (nbclient).
"""

from __future__ import annotations

import shutil
import sys
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Iterator

import nbformat
import pytest
from nbclient import NotebookClient

from autograder.course.manifest import load_course
from autograder.authoring.nbgrader_course import check_grade_id, solution_notebook, topics_with_notebooks
from autograder.student.notebook import check, grade, try_it
from autograder.course.stubs import make_stub

COURSE = load_course()
ARRAYS = COURSE.topic("arrays")
SOLUTION = COURSE.root / "solutions" / ARRAYS.module_file
NOTEBOOK_TOPICS = topics_with_notebooks(COURSE)

NOISY = '''

import logging, os, sys, warnings
NOISE = logging.getLogger("jaxcourse-test-noise")
NOISE.addHandler(logging.StreamHandler(sys.stderr))
_solved_set_diagonal = set_diagonal


def set_diagonal(x, value):
    """Writes to stderr in every way a library can, then answers correctly."""
    print("python stderr", file=sys.stderr)
    os.write(2, b"file descriptor 2\\n")
    warnings.warn("a warning", UserWarning)
    NOISE.warning("a log record")
    return _solved_set_diagonal(x, value)
'''

RECORDING = '''

import jax, os
_solved_set_diagonal = set_diagonal


def _record(x):
    with open(os.path.join(os.path.dirname(__file__), "inputs.txt"), "a") as log:
        log.write(repr(x.tolist()) + "\\n")


def set_diagonal(x, value):
    """Correct, and appends every matrix it is called on to inputs.txt."""
    jax.debug.callback(_record, x)
    return _solved_set_diagonal(x, value)
'''


@pytest.fixture
def warnings_to_stderr(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Warnings printed to the current sys.stderr, as in a Jupyter kernel (pytest records them instead)."""

    def show(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ANN001
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))

    with warnings.catch_warnings():
        warnings.simplefilter("always")
        monkeypatch.setattr(warnings, "showwarning", show)
        yield


def arrays_folder(tmp_path: Path, source: str) -> Path:
    """A folder holding `arrays.py` with `source`, as beside a notebook."""
    folder = tmp_path / "01_arrays"
    folder.mkdir(exist_ok=True)
    (folder / "arrays.py").write_text(source)
    return folder


SET_DIAGONAL_CHECKS = len(load_course().exercise("arrays.set_diagonal").checks)


def stub_source() -> str:
    return make_stub(SOLUTION.read_text(), SOLUTION)


def test_check_prints_the_score_and_returns_the_points(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    folder = arrays_folder(tmp_path, SOLUTION.read_text())
    assert check("arrays.set_diagonal", folder) == 2
    out, err = capfd.readouterr()
    assert out == f"arrays.set_diagonal: 2/2 points, all {SET_DIAGONAL_CHECKS} checks pass.\n"
    assert err == ""


def test_check_on_a_stub_prints_the_first_failure_and_the_hint(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    folder = arrays_folder(tmp_path, stub_source())
    assert check("arrays.add_at", folder) == 0
    out, err = capfd.readouterr()
    checks = len(COURSE.exercise("arrays.add_at").checks)
    assert out.splitlines() == [
        f"arrays.add_at: 0/2 points ({checks} of {checks} checks failed).",
        "[values] not implemented yet: replace `raise NotImplementedError` with your code (add_at is not written yet).",
        f"Hint: {COURSE.exercise('arrays.add_at').hint}",
        "Edit arrays.py, save it, and run this cell again.",
    ]
    assert err == ""


def test_check_reports_a_file_that_does_not_import(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    folder = arrays_folder(tmp_path, "def set_diagonal(x, value)\n    return x\n")
    assert check("arrays.set_diagonal", folder) == 0
    out, err = capfd.readouterr()
    assert "could not be imported (line 1): SyntaxError" in out and err == ""


@pytest.mark.usefixtures("warnings_to_stderr")
def test_the_noisy_function_does_write_to_stderr(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """The counterpart of the next test: outside the check, every kind of write reaches stderr."""
    import importlib.util

    folder = arrays_folder(tmp_path, SOLUTION.read_text() + NOISY)
    spec = importlib.util.spec_from_file_location("noisy_arrays", folder / "arrays.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.set_diagonal(module.jnp.zeros((2, 2)), 1.0)
    err = capfd.readouterr().err
    assert all(text in err for text in ("python stderr", "file descriptor 2", "a warning", "a log record")), err


@pytest.mark.usefixtures("warnings_to_stderr")
def test_check_writes_nothing_to_stderr(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    folder = arrays_folder(tmp_path, SOLUTION.read_text() + NOISY)
    assert check("arrays.set_diagonal", folder) == 2
    out, err = capfd.readouterr()
    assert err == ""
    assert out == f"arrays.set_diagonal: 2/2 points, all {SET_DIAGONAL_CHECKS} checks pass.\n"


def test_check_grades_the_file_as_it_is_now(tmp_path: Path) -> None:
    folder = arrays_folder(tmp_path, stub_source())
    assert grade("arrays.set_diagonal", folder).score == 0
    (folder / "arrays.py").write_text(SOLUTION.read_text())
    assert grade("arrays.set_diagonal", folder).score == 2
    (folder / "arrays.py").write_text(stub_source())
    assert grade("arrays.set_diagonal", folder).score == 0


def test_check_uses_the_working_folder_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(arrays_folder(tmp_path, SOLUTION.read_text()))
    assert grade("arrays.one_hot").score == 2


def test_under_autograde_the_checks_draw_what_the_students_own_run_drew(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Seeded verdicts (grading/seeds.py): the cell graded by `nbgrader autograde` tries the inputs the student's run tried."""
    folder = arrays_folder(tmp_path, SOLUTION.read_text() + RECORDING)
    log = folder / "inputs.txt"
    runs = []
    for autograde in (False, True, True):
        if autograde:
            monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
        grade("arrays.set_diagonal", folder)  # the callback costs the no_callbacks check; only the inputs matter here
        runs.append(log.read_text())
        log.unlink()
    assert runs[0] and len(set(runs[0].splitlines())) > 5  # varied inputs within a run
    assert runs[1] == runs[0] and runs[2] == runs[0], "the same file was tried on other inputs: its verdict could change"


def test_check_of_an_unknown_exercise_names_the_closest_ones(tmp_path: Path) -> None:
    with pytest.raises(KeyError, match="arrays.set_diagonal"):
        check("arrays.set_diagonals", arrays_folder(tmp_path, SOLUTION.read_text()))


def test_try_it_returns_the_result_or_prints_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert try_it(lambda x: x + 1, 1) == 2

    def not_written(x: int) -> int:
        raise NotImplementedError

    def broken(x: int) -> int:
        return x["a"]

    assert try_it(not_written, 1) is None
    assert try_it(broken, 1) is None
    assert capsys.readouterr().out.splitlines() == [
        "not_written is not written yet: write it in its .py file, save, run this cell again.",
        "broken raised TypeError: 'int' object is not subscriptable",
    ]


LOOPS = '''
from jax import lax


def halve_until_one(n):
    """Halves n until it is 1: for 0 the compiled loop never ends."""
    return lax.while_loop(lambda m: m != 1, lambda m: m // 2, n)


def spin(x):
    while True:  # a Python loop that never ends
        pass
'''


def test_try_it_stops_a_call_that_never_ends(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """"Run All" goes on past a function that never finishes (grading/termination.py): a compiled loop that never
    ends is found before the call is made, a Python loop is stopped after the budget; the same function on arguments
    it finishes on returns its result."""
    import importlib.util

    import jax.numpy as jnp

    from autograder.grading import termination

    monkeypatch.setattr(termination, "DEFAULT_BUDGET_S", 1.0)
    monkeypatch.chdir(tmp_path)  # the notebook's folder, holding the student's file
    (tmp_path / "loops.py").write_text(LOOPS)
    spec = importlib.util.spec_from_file_location("loops", tmp_path / "loops.py")
    loops = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loops)
    assert try_it(loops.halve_until_one, jnp.int32(0)) is None
    assert try_it(loops.spin, 1) is None
    assert int(try_it(loops.halve_until_one, jnp.int32(8))) == 1
    assert capsys.readouterr().out.splitlines() == [
        "halve_until_one never finishes on these arguments: a `while_loop` was still running after 16,777,216 "
        "iterations. Look at what the loop's condition does on them: which value must change for it to turn false, "
        "and does it?",
        "spin did not finish within 1 s, stopped at line 11 of loops.py (`while True:  # a Python loop that never "
        "ends`). A loop that never ends, or far more work than this call needs?",
    ]


# --- the lesson notebooks, executed for real ------------------------------------------------


def execute(path: Path) -> nbformat.NotebookNode:
    """Run a notebook top to bottom in a fresh python3 kernel, in the notebook's folder."""
    notebook = nbformat.read(str(path), as_version=4)
    NotebookClient(notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    return notebook


@pytest.fixture(scope="module")
def executed_solution_notebooks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, nbformat.NotebookNode]:
    """Every solution notebook, executed beside a copy of its solution file (two kernels at a time)."""
    root = tmp_path_factory.mktemp("solutions")
    paths = {}
    for topic in NOTEBOOK_TOPICS:
        folder = root / topic.folder
        folder.mkdir()
        shutil.copyfile(solution_notebook(COURSE, topic), folder / topic.notebook)
        shutil.copyfile(COURSE.root / "solutions" / topic.module_file, folder / f"{topic.id}.py")
        paths[topic.id] = folder / topic.notebook
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(paths, pool.map(execute, paths.values())))


@pytest.mark.parametrize("topic", NOTEBOOK_TOPICS, ids=[topic.id for topic in NOTEBOOK_TOPICS])
@pytest.mark.timing
def test_solution_notebook_runs_top_to_bottom_with_full_marks(topic, executed_solution_notebooks) -> None:
    notebook = executed_solution_notebooks[topic.id]
    errors = [output for cell in notebook.cells for output in cell.get("outputs", []) if output.output_type == "error"]
    assert not errors, [f"{error.ename}: {error.evalue}" for error in errors]
    by_grade_id = {cell.metadata.get("nbgrader", {}).get("grade_id"): cell for cell in notebook.cells}
    for exercise in topic.exercises:
        cell = by_grade_id[check_grade_id(exercise)]
        streams: dict[str, str] = {}
        for output in cell.outputs:  # one print may arrive as several stream outputs (the kernel flushes on a timer)
            if output.output_type == "stream":
                streams[output.name] = streams.get(output.name, "") + output.text
        results = [output.data["text/plain"] for output in cell.outputs if output.output_type == "execute_result"]
        assert "stderr" not in streams, f"{exercise.id} wrote to stderr: {streams['stderr']}"
        assert results == [str(exercise.points)], f"{exercise.id}: {streams.get('stdout')}"
        assert streams["stdout"].startswith(f"{exercise.id}: {exercise.points}/{exercise.points} points, all ")
    plots = [output for cell in notebook.cells for output in cell.get("outputs", []) if "image/png" in output.get("data", {})]
    assert plots, f"{topic.notebook} draws no plot"


def test_every_topic_has_a_notebook() -> None:
    missing = [f"solutions/{topic.folder}/{topic.notebook}" for topic in COURSE.topics if topic not in NOTEBOOK_TOPICS]
    assert not missing, f"topics without a lesson notebook (start one with `python -m autograder notebook TOPIC`): {missing}"
