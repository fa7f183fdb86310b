"""Tests for autograder/authoring/nbgrader_course.py, and the lesson notebooks graded by the real nbgrader.

The nbgrader part builds a course directory in a temporary folder, runs the real
`nbgrader generate_assignment` and `nbgrader autograde` commands on four students (in two
copies of the course directory: the three students without timed checks at stake side by side with
`pytest autograder`, then the solved one alone, so that no process of the test's own competes with
its clocks), and reads nbgrader's own gradebooks:

- `solved`: every topic, the released notebook with the solution file beside it;
- `blank`: every topic, the released notebook with the stub beside it (written answers filled in);
- `edited`: 01_arrays with the stub, every test cell edited to return full points;
- `mixed`: 01_arrays with some exercises solved, also graded by `pytest autograder --target`.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import nbformat
import pytest

from autograder.course.manifest import load_course
from autograder.authoring.nbgrader_course import (
    NotebookError,
    answer_cell,
    check_cell,
    check_grade_id,
    make_course_directory,
    normalized,
    notebook_problems,
    read_notebook,
    run_nbgrader,
    skeleton,
    solution_notebook,
    topics_with_notebooks,
)
from autograder.course.stubs import make_stub

if TYPE_CHECKING:
    from autograder.course.manifest import Course

COURSE = load_course()
TOPICS = topics_with_notebooks(COURSE)
ARRAYS = COURSE.topic("arrays")
MIXED_SOLVED = ("arrays.set_diagonal", "arrays.safe_get")
ANSWER = "My answer, in my own words."


# --- notebook_problems, skeleton, normalized, make_course_directory ----------------------------


@pytest.mark.parametrize("topic", COURSE.topics, ids=[topic.id for topic in COURSE.topics])
def test_a_new_topics_skeleton_has_no_problems(topic) -> None:
    assert notebook_problems(topic, skeleton(topic)) == []


@pytest.mark.parametrize("topic", TOPICS, ids=[topic.id for topic in TOPICS])
def test_every_source_notebook_matches_course_yml(topic) -> None:
    assert notebook_problems(topic, read_notebook(solution_notebook(COURSE, topic))) == []


def _drop_check(notebook: nbformat.NotebookNode) -> None:
    notebook.cells = [cell for cell in notebook.cells if cell.source != 'check("arrays.add_at")']


def _wrong_points(notebook: nbformat.NotebookNode) -> None:
    next(cell for cell in notebook.cells if cell.source == 'check("arrays.add_at")').metadata.nbgrader["points"] = 5


def _unlocked(notebook: nbformat.NotebookNode) -> None:
    del next(cell for cell in notebook.cells if cell.source == 'check("arrays.add_at")').metadata["nbgrader"]


def _other_topic(notebook: nbformat.NotebookNode) -> None:
    notebook.cells.append(check_cell(COURSE.exercise("prng.dropout")))


def _no_written_answer(notebook: nbformat.NotebookNode) -> None:
    notebook.cells = [cell for cell in notebook.cells if not cell.metadata.get("nbgrader", {}).get("solution")]


def _duplicate_grade_id(notebook: nbformat.NotebookNode) -> None:
    notebook.cells.append(answer_cell("written_1", 1, "again"))


@pytest.mark.parametrize(
    ("break_it", "phrase"),
    [
        (_drop_check, 'arrays.add_at needs exactly one test cell `check("arrays.add_at")`, found 0'),
        (_wrong_points, "(arrays.add_at) is worth 5 points; course.yml says 2"),
        (_unlocked, "(check of arrays.add_at) must be a locked autograder test cell"),
        (_other_topic, "checks 'prng.dropout', which is not an exercise of topic 'arrays'"),
        (_no_written_answer, "no written answer graded by hand"),
        (_duplicate_grade_id, "grade_ids ['written_1'] are used twice"),
    ],
    ids=["missing check", "wrong points", "unlocked", "other topic", "no written answer", "duplicate grade_id"],
)
def test_notebook_problems_names_each_mistake(break_it: Callable[[nbformat.NotebookNode], None], phrase: str) -> None:
    notebook = skeleton(ARRAYS)
    break_it(notebook)
    problems = notebook_problems(ARRAYS, notebook)
    assert any(phrase in problem for problem in problems), problems
    assert all(problem.startswith("01_arrays/arrays.ipynb: ") for problem in problems)


def test_normalized_drops_outputs_and_volatile_metadata() -> None:
    notebook = skeleton(ARRAYS)
    clean = normalized(nbformat.from_dict(json.loads(json.dumps(notebook))))
    notebook.metadata["widgets"] = {"state": 1}
    notebook.metadata["language_info"] = {"name": "python", "version": "3.11.9"}
    notebook.cells[1].outputs = [nbformat.v4.new_output("stream", name="stdout", text="hi")]
    notebook.cells[1].execution_count = 7
    notebook.cells[1].metadata["execution"] = {"iopub.status.busy": "2026-01-01T00:00:00"}
    assert normalized(notebook) == clean
    assert clean.endswith("}\n") and '"outputs": []' in clean


def test_make_course_directory_holds_each_notebook_and_its_stub(tmp_path: Path) -> None:
    directory = make_course_directory(COURSE, tmp_path / "course", (ARRAYS,))
    assert (directory / "nbgrader_config.py").read_text() == (COURSE.root / "nbgrader_config.py").read_text()
    assert sorted(path.name for path in (directory / "source" / "01_arrays").iterdir()) == ["arrays.ipynb", "arrays.py"]
    solution = COURSE.root / "solutions" / ARRAYS.module_file
    assert (directory / "source" / "01_arrays" / "arrays.py").read_text() == make_stub(solution.read_text(), solution)


def test_run_nbgrader_reports_a_failure_with_its_log(tmp_path: Path) -> None:
    directory = make_course_directory(COURSE, tmp_path / "course", ())
    with pytest.raises(NotebookError, match="nbgrader generate_assignment 99_nothing` failed"):
        run_nbgrader(["generate_assignment", "99_nothing"], directory)


# --- the real nbgrader: generate, submit, autograde ---------------------------------------------


def fill_written_answers(notebook: nbformat.NotebookNode) -> None:
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("solution") and cell.cell_type == "markdown":
            cell.source = ANSWER


def partly_solved(solved: tuple[str, ...]) -> str:
    """arrays.py as a student who solved only `solved`: the stub, with those functions' solutions after it."""
    solution_path = COURSE.root / "solutions" / ARRAYS.module_file
    solution = solution_path.read_text()
    tree = ast.parse(solution)
    functions = {node.name: ast.get_source_segment(solution, node) for node in tree.body if isinstance(node, ast.FunctionDef)}
    chosen = [functions[COURSE.exercise(exercise_id).function] for exercise_id in solved]
    return make_stub(solution, solution_path) + "\n\n" + "\n\n\n".join(chosen) + "\n"


def submit(directory: Path, student: str, folder: str, notebook: nbformat.NotebookNode, module_name: str, module: str) -> None:
    target = directory / "submitted" / student / folder
    target.mkdir(parents=True)
    nbformat.write(notebook, str(target / (folder.split("_", 1)[1] + ".ipynb")))
    (target / module_name).write_text(module)


@pytest.fixture(scope="module")
def nbgrader_run(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """The four students autograded by nbgrader, and `pytest autograder` on the mixed student's file.

    Returns:
        {"grades": {(student, folder): {grade_id: (score, max_score, needs_manual_grade)}},
         "pytest": {exercise id: score}}.
    """
    from nbgrader.api import Gradebook, MissingEntry

    directory = make_course_directory(COURSE, tmp_path_factory.mktemp("nbgrader") / "course")
    run_nbgrader(["generate_assignment", "*", "--force"], directory)
    # Two copies of the course directory, each with its own gradebook.
    other = directory.with_name("course-2")
    shutil.copytree(directory, other)
    for topic in TOPICS:
        release = directory / "release" / topic.folder
        released = read_notebook(release / topic.notebook)
        fill_written_answers(released)
        solution = (COURSE.root / "solutions" / topic.module_file).read_text()
        submit(directory, "solved", topic.folder, released, f"{topic.id}.py", solution)
        submit(other, "blank", topic.folder, released, f"{topic.id}.py", (release / f"{topic.id}.py").read_text())
    arrays_release = directory / "release" / ARRAYS.folder
    edited = read_notebook(arrays_release / ARRAYS.notebook)
    for cell in edited.cells:
        if cell.source.startswith("check("):
            cell.source = f"{cell.metadata.nbgrader['points']}  # full marks, please"
    submit(other, "edited", ARRAYS.folder, edited, "arrays.py", (arrays_release / "arrays.py").read_text())
    mixed = read_notebook(arrays_release / ARRAYS.notebook)
    submit(other, "mixed", ARRAYS.folder, mixed, "arrays.py", partly_solved(MIXED_SOLVED))

    target = directory / "mixed-target"
    (target / ARRAYS.folder).mkdir(parents=True)
    shutil.copyfile(other / "submitted" / "mixed" / ARRAYS.folder / "arrays.py", target / ARRAYS.module_file)
    results = target / "results.json"

    def pytest_autograder() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "pytest", "autograder", "-q", "-k", "arrays", "--target", str(target), "--results", str(results)],
            cwd=COURSE.root, capture_output=True, text=True, timeout=600,
        )

    # The blank, edited and mixed students have no timed check at stake (01_arrays has none, stubs fail first):
    # their autograde and `pytest autograder` run side by side. The solved copy's timed checks run after them,
    # alone: graded beside them with the other core spinning (three busy processes on two cores), a correct
    # `selu` once measured 0.51 of the expert's speed-up in all three tries and lost its points.
    with ThreadPoolExecutor(max_workers=2) as pool:
        blank_run = pool.submit(run_nbgrader, ["autograde", "*", "--force"], other, 1200)
        by_pytest_run = pool.submit(pytest_autograder)
        blank_run.result()
        done = by_pytest_run.result()
    run_nbgrader(["autograde", "*", "--force"], directory, 1200)

    grades: dict[tuple[str, str], dict[str, tuple[float | None, float, bool]]] = {}
    for course_directory, students in ((directory, ("solved",)), (other, ("blank", "edited", "mixed"))):
        with Gradebook(f"sqlite:///{course_directory / 'gradebook.db'}") as gradebook:
            for student in students:
                for topic in TOPICS:
                    try:
                        notebook = gradebook.find_submission_notebook(topic.notebook.removesuffix(".ipynb"), topic.folder, student)
                    except MissingEntry:  # this student did not submit this topic
                        continue
                    grades[(student, topic.folder)] = {
                        grade.name: (grade.score if grade.auto_score is not None or grade.manual_score is not None else None,
                                     grade.max_score, grade.needs_manual_grade)
                        for grade in notebook.grades
                    }

    graded_file = other / "autograded" / "mixed" / ARRAYS.folder / "arrays.py"
    assert graded_file.read_text() == (target / ARRAYS.module_file).read_text(), "autograde replaced the student's file"
    assert results.is_file(), done.stdout[-3000:] + done.stderr[-3000:]
    by_pytest = {test["name"]: test["score"] for test in json.loads(results.read_text())["tests"]}
    return {"grades": grades, "pytest": by_pytest}


def written_ids(topic) -> set[str]:
    notebook = read_notebook(solution_notebook(COURSE, topic))
    return {cell.metadata.nbgrader["grade_id"] for cell in notebook.cells
            if cell.metadata.get("nbgrader", {}).get("solution") and cell.metadata.nbgrader.get("grade")}


@pytest.mark.parametrize("topic", TOPICS, ids=[topic.id for topic in TOPICS])
@pytest.mark.timing
def test_nbgrader_gives_a_solved_copy_full_points_for_every_test_cell(topic, nbgrader_run: dict) -> None:
    grades = nbgrader_run["grades"][("solved", topic.folder)]
    for exercise in topic.exercises:
        assert grades[check_grade_id(exercise)] == (exercise.points, exercise.points, False), exercise.id
    for grade_id in written_ids(topic):
        assert grades[grade_id][2] is True, f"{grade_id}: a written answer must wait for a person"


@pytest.mark.parametrize("topic", TOPICS, ids=[topic.id for topic in TOPICS])
def test_nbgrader_gives_a_blank_copy_zero_and_flags_only_the_written_answers(topic, nbgrader_run: dict) -> None:
    grades = nbgrader_run["grades"][("blank", topic.folder)]
    for exercise in topic.exercises:
        assert grades[check_grade_id(exercise)] == (0, exercise.points, False), exercise.id
    flagged = {grade_id for grade_id, (_, _, needs_manual) in grades.items() if needs_manual}
    assert flagged == written_ids(topic)


def test_nbgrader_restores_an_edited_test_cell_and_grades_as_if_untouched(nbgrader_run: dict) -> None:
    edited = nbgrader_run["grades"][("edited", ARRAYS.folder)]
    blank = nbgrader_run["grades"][("blank", ARRAYS.folder)]
    for exercise in ARRAYS.exercises:
        assert edited[check_grade_id(exercise)] == blank[check_grade_id(exercise)] == (0, exercise.points, False)


def test_nbgrader_and_pytest_autograder_agree_on_a_mixed_submission(nbgrader_run: dict) -> None:
    grades = nbgrader_run["grades"][("mixed", ARRAYS.folder)]
    by_nbgrader = {exercise.id: grades[check_grade_id(exercise)][0] for exercise in ARRAYS.exercises}
    by_pytest = {exercise.id: nbgrader_run["pytest"][exercise.id] for exercise in ARRAYS.exercises}
    assert by_nbgrader == by_pytest
    assert {exercise_id for exercise_id, score in by_nbgrader.items() if score} == set(MIXED_SOLVED)


# --- the release of notebooks: deterministic, and drift is reported ---------------------------


def one_topic_course(root: Path) -> "Course":
    """A copy of the course with topic 01_arrays only (its solution file, notebook and nbgrader config)."""
    import yaml

    from autograder.course.manifest import load_course as load

    raw = yaml.safe_load(COURSE.path.read_text())
    raw["topics"] = [topic for topic in raw["topics"] if topic["id"] == "arrays"]
    (root / "solutions" / ARRAYS.folder).mkdir(parents=True)
    (root / "course.yml").write_text(yaml.safe_dump(raw, sort_keys=False))
    shutil.copyfile(COURSE.root / "nbgrader_config.py", root / "nbgrader_config.py")
    for name in (ARRAYS.notebook, f"{ARRAYS.id}.py"):
        shutil.copyfile(COURSE.root / "solutions" / ARRAYS.folder / name, root / "solutions" / ARRAYS.folder / name)
    return load(root / "course.yml")


def test_released_notebook_is_reproducible_and_drift_is_reported(tmp_path: Path) -> None:
    from autograder.authoring.release import drift, write_release

    course = one_topic_course(tmp_path)
    written = write_release(course)
    released = tmp_path / "exercises" / ARRAYS.folder / ARRAYS.notebook
    assert released in written
    assert released.read_text() == (COURSE.root / "exercises" / ARRAYS.folder / ARRAYS.notebook).read_text()
    released.write_text(released.read_text().replace("YOUR ANSWER HERE", "an answer left in the release"))
    (tmp_path / "exercises" / ARRAYS.folder / "extra.ipynb").write_text("{}")
    assert drift(course) == [
        f"differs: exercises/{ARRAYS.folder}/{ARRAYS.notebook}",
        f"no source notebook in solutions/: exercises/{ARRAYS.folder}/extra.ipynb",
    ]


def test_release_refuses_a_notebook_whose_test_cells_disagree_with_course_yml(tmp_path: Path) -> None:
    from autograder.authoring.release import planned_release

    course = one_topic_course(tmp_path)
    path = tmp_path / "solutions" / ARRAYS.folder / ARRAYS.notebook
    notebook = read_notebook(path)
    _wrong_points(notebook)
    nbformat.write(notebook, str(path))
    with pytest.raises(NotebookError, match=r"\(arrays.add_at\) is worth 5 points; course.yml says 2"):
        planned_release(course)


# --- the author commands: `notebook TOPIC` and `nbgrader-course DIR` ----------------------------


def test_notebook_command_writes_a_skeleton_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from autograder.authoring.cli import main

    course = one_topic_course(tmp_path)
    notebook = tmp_path / "solutions" / ARRAYS.folder / ARRAYS.notebook
    notebook.unlink()
    monkeypatch.setattr("autograder.authoring.cli.load_course", lambda: course)
    assert main(["notebook", "arrays"]) == 0
    assert notebook_problems(course.topic("arrays"), read_notebook(notebook)) == []
    assert main(["notebook", "arrays"]) == 2
    assert main(["notebook", "arrayz"]) == 2
    err = capsys.readouterr().err
    assert f"solutions/{ARRAYS.folder}/{ARRAYS.notebook} exists already" in err and "no topic 'arrayz'" in err


def test_nbgrader_course_command_makes_a_course_directory_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from autograder.authoring.cli import main

    assert main(["nbgrader-course", str(tmp_path / "grading")]) == 0
    for topic in TOPICS:
        assert (tmp_path / "grading" / "source" / topic.folder / topic.notebook).is_file()
        assert (tmp_path / "grading" / "source" / topic.folder / f"{topic.id}.py").is_file()
    assert (tmp_path / "grading" / "nbgrader_config.py").is_file()
    assert main(["nbgrader-course", str(tmp_path / "grading")]) == 2
    assert "exists already; choose a new folder" in capsys.readouterr().err
