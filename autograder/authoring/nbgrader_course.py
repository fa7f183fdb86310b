"""Lesson notebooks and nbgrader: the cells a notebook must have, and nbgrader course directories.

A topic's notebook, `solutions/NN_topic/<notebook>` (the name is course.yml's `notebook`), is
an nbgrader *source* notebook. Per exercise it has one locked test cell, `check("<id>")`,
with grade_id `check_<function>` and the exercise's points from course.yml; somewhere it has
at least one written question graded by hand (a markdown cell nbgrader marks as solution and
grade). `notebook_problems` lists what a notebook gets wrong against course.yml.

The student's notebook, `exercises/NN_topic/<notebook>`, is what the real
`nbgrader generate_assignment` makes of it, in a temporary course directory built by
`make_course_directory` (the same one an instructor makes with
`python -m autograder nbgrader-course DIR`), with volatile metadata removed so the file is
byte-for-byte reproducible.

Example:
    >>> course = load_course()
    >>> notebook_problems(course.topic("arrays"), read_notebook(solution_notebook(course, course.topic("arrays"))))
    []
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import nbformat
from nbformat import NotebookNode

from autograder.course.stubs import ReleaseError, make_stub
from autograder.course.manifest import Course, Exercise, Topic

NBFORMAT_MINOR = 5
CONFIG_FILE = "nbgrader_config.py"
_CHECK_CALL = re.compile(r"""^check\(\s*["']([\w.]+)["']\s*\)\s*$""", re.MULTILINE)


class NotebookError(ReleaseError):
    """A notebook nbgrader cannot turn into a student version (names the notebook and the fix)."""


def solution_notebook(course: Course, topic: Topic) -> Path:
    """`solutions/NN_topic/<notebook>`: the topic's nbgrader source notebook."""
    return course.root / "solutions" / topic.folder / topic.notebook


def topics_with_notebooks(course: Course) -> tuple[Topic, ...]:
    """The topics whose source notebook exists, in course order."""
    return tuple(topic for topic in course.topics if solution_notebook(course, topic).is_file())


def read_notebook(path: Path) -> NotebookNode:
    """A notebook file as nbformat 4 (raises nbformat's errors for a broken file)."""
    return nbformat.read(str(path), as_version=4)


def check_grade_id(exercise: Exercise) -> str:
    """The grade_id of an exercise's test cell, e.g. `check_set_diagonal`."""
    return f"check_{exercise.function}"


def _cell_id(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9-_]", "-", text)[:64]


def markdown_cell(source: str, cell_id: str) -> NotebookNode:
    """A plain (ungraded) markdown cell."""
    return nbformat.v4.new_markdown_cell(source.strip("\n"), id=_cell_id(cell_id))


def code_cell(source: str, cell_id: str) -> NotebookNode:
    """A plain (ungraded) code cell: a demonstration the student runs and may change."""
    return nbformat.v4.new_code_cell(source.strip("\n"), id=_cell_id(cell_id))


def check_cell(exercise: Exercise) -> NotebookNode:
    """The locked, autograded test cell of one exercise: `check("<id>")`, worth its course.yml points."""
    cell = nbformat.v4.new_code_cell(f'check("{exercise.id}")', id=_cell_id(check_grade_id(exercise)))
    cell.metadata["nbgrader"] = {
        "grade": True,
        "grade_id": check_grade_id(exercise),
        "locked": True,
        "points": exercise.points,
        "schema_version": 3,
        "solution": False,
        "task": False,
    }
    return cell


def answer_cell(grade_id: str, points: int, model_answer: str) -> NotebookNode:
    """A written answer graded by hand: students see "YOUR ANSWER HERE", graders see `model_answer`."""
    cell = nbformat.v4.new_markdown_cell(model_answer.strip("\n"), id=_cell_id(grade_id))
    cell.metadata["nbgrader"] = {
        "grade": True,
        "grade_id": grade_id,
        "locked": False,
        "points": points,
        "schema_version": 3,
        "solution": True,
        "task": False,
    }
    return cell


def question_cell(grade_id: str, question: str) -> NotebookNode:
    """The locked markdown cell that asks a written question (put `answer_cell` right after it)."""
    cell = nbformat.v4.new_markdown_cell(question.strip("\n"), id=_cell_id(f"{grade_id}-question"))
    cell.metadata["nbgrader"] = {
        "grade": False,
        "grade_id": f"{grade_id}_question",
        "locked": True,
        "schema_version": 3,
        "solution": False,
        "task": False,
    }
    return cell


def setup_source(topic: Topic) -> str:
    """The first code cell of every lesson: autoreload, the imports and the topic's module."""
    return (
        "%load_ext autoreload\n"
        "%autoreload 2\n"
        "import jax\n"
        "import jax.numpy as jnp\n"
        "import numpy as np\n"
        "import matplotlib.pyplot as plt\n"
        "from autograder.student.notebook import check, try_it\n"
        f"import {topic.id}  # {topic.id}.py beside this notebook: write your code there\n"
        f"from {topic.id} import *"
    )


def new_notebook(cells: list[NotebookNode]) -> NotebookNode:
    """A Python 3 notebook holding `cells`."""
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.nbformat_minor = NBFORMAT_MINOR
    notebook.metadata = {
        "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    }
    return notebook


def skeleton(topic: Topic) -> NotebookNode:
    """A starting notebook for a new topic: title, setup cell, one test cell per exercise, one written question.

    The author fills in the lesson between the cells (`python -m autograder notebook TOPIC`).
    """
    cells = [
        markdown_cell(f"# {topic.folder}: {topic.title}\n\nYou write the functions in `{topic.id}.py`, beside "
                      "this notebook; this notebook shows the ideas and checks your functions.", "title"),
        code_cell(setup_source(topic), "setup"),
    ]
    for exercise in topic.exercises:
        cells.append(markdown_cell(f"## `{exercise.function}`\n\n(The idea, a demonstration, then the check.)",
                                   f"about-{exercise.function}"))
        cells.append(check_cell(exercise))
    cells.append(question_cell("written_1", "**Question.** (Ask something a student answers in two or three sentences.)"))
    cells.append(answer_cell("written_1", 1, "(The model answer graders see.)"))
    return new_notebook(cells)


def notebook_problems(topic: Topic, notebook: NotebookNode) -> list[str]:
    """What the topic's source notebook gets wrong against course.yml (empty when nothing).

    Every exercise needs exactly one locked test cell `check("<id>")` with grade_id
    `check_<function>` and the exercise's points; no test cell may check another topic's or an
    unknown exercise; at least one written answer is graded by hand; grade_ids are unique.
    """
    problems: list[str] = []
    where = f"{topic.folder}/{topic.notebook}"
    by_id = {exercise.id: exercise for exercise in topic.exercises}
    seen: dict[str, int] = {}
    grade_ids: list[str] = []
    written = 0
    for index, cell in enumerate(notebook.cells):
        meta = cell.get("metadata", {}).get("nbgrader", {})
        if meta.get("grade_id"):
            grade_ids.append(meta["grade_id"])
        if meta.get("grade") and meta.get("solution") and cell.cell_type == "markdown":
            written += 1
        calls = _CHECK_CALL.findall(cell.source) if cell.cell_type == "code" else []
        for exercise_id in calls:
            if exercise_id not in by_id:
                problems.append(f"{where}: cell {index} checks {exercise_id!r}, which is not an exercise of topic {topic.id!r}.")
                continue
            exercise = by_id[exercise_id]
            seen[exercise_id] = seen.get(exercise_id, 0) + 1
            if not (meta.get("grade") and meta.get("locked") and not meta.get("solution")):
                problems.append(f"{where}: cell {index} (check of {exercise_id}) must be a locked autograder test cell.")
            if meta.get("grade_id") != check_grade_id(exercise):
                problems.append(f"{where}: cell {index} has grade_id {meta.get('grade_id')!r}; use {check_grade_id(exercise)!r}.")
            if meta.get("points") != exercise.points:
                problems.append(
                    f"{where}: cell {index} ({exercise_id}) is worth {meta.get('points')!r} points; course.yml says {exercise.points}."
                )
    for exercise in topic.exercises:
        if seen.get(exercise.id, 0) != 1:
            problems.append(
                f"{where}: {exercise.id} needs exactly one test cell `check(\"{exercise.id}\")`, found {seen.get(exercise.id, 0)}."
            )
    duplicates = sorted({grade_id for grade_id in grade_ids if grade_ids.count(grade_id) > 1})
    if duplicates:
        problems.append(f"{where}: grade_ids {duplicates} are used twice; nbgrader needs them unique.")
    if not written:
        problems.append(f"{where}: no written answer graded by hand; add one with `answer_cell`.")
    return problems


def make_course_directory(course: Course, destination: Path, topics: tuple[Topic, ...] | None = None) -> Path:
    """An nbgrader course directory: the course's nbgrader_config.py and `source/NN_topic/` per topic.

    Each source folder holds the topic's source notebook and its exercise file as students
    get it (the stub), so that `nbgrader generate_assignment NN_topic` releases both.

    Args:
        course: the course.
        destination: the folder to fill (created if needed).
        topics: which topics; every topic with a notebook when omitted.

    Returns:
        `destination`.
    """
    destination.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(course.root / CONFIG_FILE, destination / CONFIG_FILE)
    for topic in topics if topics is not None else topics_with_notebooks(course):
        source = destination / "source" / topic.folder
        source.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(solution_notebook(course, topic), source / topic.notebook)
        solution = course.root / "solutions" / topic.module_file
        (source / f"{topic.id}.py").write_text(make_stub(solution.read_text(), solution))
    return destination


def normalized(notebook: NotebookNode) -> str:
    """The notebook as reproducible text: no outputs, counts or volatile metadata."""
    notebook.metadata = {key: notebook.metadata[key] for key in ("kernelspec", "language_info") if key in notebook.metadata}
    if "language_info" in notebook.metadata:
        notebook.metadata["language_info"] = {"name": notebook.metadata["language_info"].get("name", "python")}
    for cell in notebook.cells:
        cell.metadata = {key: cell.metadata[key] for key in ("nbgrader", "deletable", "editable") if key in cell.metadata}
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nbformat.writes(notebook) + "\n"


def run_nbgrader(arguments: list[str], course_directory: Path, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """Run `nbgrader ARGUMENTS` in `course_directory` (where its nbgrader_config.py is).

    nbgrader runs some tools by name (`alembic` when it makes its database): this Python's
    `bin/` goes first on its PATH, so a plain `.venv/bin/python`, not activated, runs it too.

    Raises:
        NotebookError: nbgrader exited with an error (its log is in the message).
    """
    scripts = str(Path(sys.executable).parent)
    path = os.environ.get("PATH", "")
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *arguments],
        cwd=course_directory,
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, "PATH": f"{scripts}{os.pathsep}{path}" if path else scripts},
    )
    if done.returncode != 0:
        raise NotebookError(f"`nbgrader {' '.join(arguments)}` failed in {course_directory}:\n{done.stdout}{done.stderr}")
    return done


def generate_student_notebooks(course: Course) -> dict[Path, str]:
    """The student notebooks (relative path under exercises/ -> text), made by `nbgrader generate_assignment`.

    Raises:
        NotebookError: a source notebook breaks a rule of `notebook_problems`, or nbgrader failed.
    """
    topics = topics_with_notebooks(course)
    if not topics:
        return {}
    for topic in topics:
        problems = notebook_problems(topic, read_notebook(solution_notebook(course, topic)))
        if problems:
            raise NotebookError("\n".join(problems))
    files: dict[Path, str] = {}
    with tempfile.TemporaryDirectory(prefix="jaxcourse-nbgrader-") as folder:
        directory = make_course_directory(course, Path(folder), topics)
        # One nbgrader process for every assignment (the glob): starting nbgrader costs seconds.
        run_nbgrader(["generate_assignment", "*", "--force"], directory)
        for topic in topics:
            generated = read_notebook(directory / "release" / topic.folder / topic.notebook)
            files[Path(topic.folder) / topic.notebook] = normalized(generated)
    return files
