"""Every path answers for code that never finishes: a compiled loop that never ends, a Python loop that never
ends, and a program that grows with its size argument each fail their own exercise with a message, within the
budget and in bounded memory, and every other exercise of the topics is graded (grading/termination.py,
checks/memory.py). Paths: `pytest autograder`, `jaxcourse check`, the batch (`python -m autograder grade`),
Gradescope's `run_autograder` from a bundle (the batch's workers, inside Gradescope's layout), the lesson notebooks run top to bottom in a Jupyter kernel
(their `check(...)` cells), and `nbgrader autograde` of the released notebooks."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import nbformat
import pytest
import yaml

from autograder.authoring.nbgrader_course import check_grade_id, make_course_directory, read_notebook, run_nbgrader
from autograder.course.manifest import load_course
from autograder.grading.termination import DEFAULT_BUDGET_S

COURSE = load_course()
ROOT = COURSE.root
TOPICS = ("02_prng", "08_vmap")
PATCHES = {
    "08_vmap/vmap.py": '''
        def collatz_steps(n):
            return jnp.where(n >= 1, count_steps(n), -1)  # count_steps(0) runs for ever, jitted


        def apply_to_columns(f, x):
            while True:  # a Python loop that never ends
                pass
        ''',
    "02_prng/prng.py": '''
        def random_walk(key, n_steps):
            steps = [jax.random.normal(jax.random.fold_in(key, i)) for i in range(n_steps)]  # unrolled: grows with n
            return jnp.cumsum(jnp.stack(steps))
        ''',
}
EXPECTED = {  # exercise -> a phrase of its first failure
    "vmap.collatz_steps": "never finishes: a `while_loop` was still running after 16,777,216 iterations",
    "vmap.apply_to_columns": f"did not finish within {DEFAULT_BUDGET_S:g} s",
    "prng.random_walk": "a program that grows with the problem",
}
MOST_SECONDS = 3 * DEFAULT_BUDGET_S + 60  # one budget spent on the Python loop, the rest graded as usual
MOST_RSS_GIB = 4.0  # the unrolled walk compiled at 20,000 steps took 17.6 GB
# The lesson notebook calls apply_to_columns twice, in its `try_it` cell and in its check cell: a budget each.
NOTEBOOK_MOST_SECONDS = MOST_SECONDS + DEFAULT_BUDGET_S


def patched(folder: Path) -> Path:
    """The solutions of TOPICS, with the three functions above appended (they replace the references)."""
    for topic in COURSE.topics:
        if topic.folder in TOPICS:
            source = ROOT / "solutions" / topic.module_file
            target = folder / topic.module_file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(source.read_text() + "\n\n" + textwrap.dedent(PATCHES.get(topic.module_file, "")))
    return folder


def measured(command: list[str], limit: float = 900, **kwargs) -> tuple[subprocess.CompletedProcess, float, float]:
    """Run `command` in a wrapper process; (result, wall seconds, peak RSS in GiB of its largest process).

    A command still running after `limit` seconds is ended with every process it started (Jupyter kernels
    run in sessions of their own) and the test fails, naming it.
    """
    wrapper = ("import resource, subprocess, sys; done = subprocess.run(sys.argv[1:]); "
               "print(f'PEAK_RSS_KIB {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}', file=sys.stderr); "
               "sys.exit(done.returncode)")
    started = time.monotonic()
    process = subprocess.Popen([sys.executable, "-c", wrapper, *command], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, **kwargs)
    try:
        stdout, stderr = process.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        for pid in [process.pid, *descendants(process.pid)]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        pytest.fail(f"{command[:4]} had not answered after {limit:g} s:\n{stdout[-3000:]}\n{stderr[-3000:]}")
    done = subprocess.CompletedProcess(process.args, process.returncode, stdout, stderr)
    seconds = time.monotonic() - started
    peak = [line for line in done.stderr.splitlines() if line.startswith("PEAK_RSS_KIB")]
    rss = int(peak[-1].split()[1]) / 2**20 if peak else float("nan")
    print(f"{command[:4]}: {seconds:.1f} s, peak RSS {rss:.2f} GiB")  # shown with -s: the figures of the issue
    return done, seconds, rss


def descendants(pid: int) -> list[int]:
    """The processes `pid` started, and the ones they started, from Linux's /proc."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            parent = int(stat.read_text().rsplit(")", 1)[1].split()[1])  # "pid (name) state ppid ..."
            children.setdefault(parent, []).append(int(stat.parent.name))
    found: list[int] = []
    waiting = [pid]
    while waiting:
        started = children.get(waiting.pop(), [])
        found += started
        waiting += started
    return found


def assert_answered(output: str, seconds: float, rss: float, most_seconds: float = MOST_SECONDS) -> None:
    for exercise, phrase in EXPECTED.items():
        assert phrase in output, f"{exercise}: {phrase!r} not in\n{output[-4000:]}"
    assert seconds < most_seconds and rss < MOST_RSS_GIB, (seconds, rss)


def test_pytest_autograder_answers_and_grades_the_rest(tmp_path: Path) -> None:
    target = patched(tmp_path / "target")
    done, seconds, rss = measured([sys.executable, "-m", "pytest", "autograder", "-q", "-p", "no:cacheprovider",
                                   "--target", str(target), "-k", " or ".join(TOPICS)], cwd=ROOT)
    assert_answered(done.stdout, seconds, rss)
    assert "02_prng" in done.stdout and "13/16" in done.stdout  # every other prng exercise full marks
    assert "9/13" in done.stdout  # vmap: the two looping exercises lost their 2 + 2 points, the others kept theirs


def test_jaxcourse_check_answers_and_grades_the_rest(tmp_path: Path) -> None:
    jaxcourse = Path(sys.executable).parent / "jaxcourse"
    assert jaxcourse.is_file(), f"{jaxcourse} is missing: run the README's set-up, `./install.sh`"
    raw = yaml.safe_load(COURSE.path.read_text())
    raw["topics"] = [topic for topic in raw["topics"] if topic["folder"] in TOPICS]
    root = tmp_path / "course"
    root.mkdir()
    (root / "course.yml").write_text(yaml.safe_dump(raw, sort_keys=False))
    patched(root / "exercises")
    shutil.copytree(ROOT / "solutions", root / "solutions", ignore=shutil.ignore_patterns("__pycache__", "*.ipynb"))
    env = {**os.environ, "JAXCOURSE_STATE": str(tmp_path / "state"), "JAXCOURSE_ROOT": str(root), "NO_COLOR": "1"}
    output, seconds, rss = "", 0.0, 0.0
    for topic in ("prng", "vmap"):
        done, topic_seconds, topic_rss = measured([str(jaxcourse), "check", topic], cwd=root, env=env)
        output, seconds, rss = output + done.stdout, seconds + topic_seconds, max(rss, topic_rss)
    assert_answered(output, seconds, rss)
    for exercise in ("prng.shuffle", "vmap.predict_batch"):  # graded, full marks
        assert f"✓ {exercise}" in output, output


def test_the_batch_answers_and_grades_the_rest(tmp_path: Path) -> None:
    patched(tmp_path / "submissions" / "looping_student")
    out = tmp_path / "out"
    done, seconds, rss = measured([sys.executable, "-m", "autograder", "grade", str(tmp_path / "submissions"),
                                   "--out", str(out), "--only", *TOPICS, "--jobs", "1"], cwd=ROOT)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    tests = {t["name"]: t for t in json.loads((out / "results" / "looping_student.json").read_text())["tests"]}
    assert_answered("\n".join(t["output"] for t in tests.values()), seconds, rss)
    lost = {name for name, t in tests.items() if t["score"] < t["max_score"]}
    assert lost == set(EXPECTED), lost
    assert all(t["score"] == t["max_score"] for name, t in tests.items() if name not in EXPECTED)


def test_gradescope_answers_and_grades_the_rest(tmp_path: Path) -> None:
    """Gradescope's `run_autograder`, from a bundle of TOPICS, as Gradescope runs it on one submission."""
    import zipfile

    bundle = tmp_path / "autograder.zip"
    built = subprocess.run([sys.executable, "-m", "autograder", "gradescope-bundle", "--out", str(bundle),
                            "--only", *TOPICS], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert built.returncode == 0, built.stderr
    gradescope = tmp_path / "autograder"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(gradescope / "source")
    shutil.copy(gradescope / "source" / "run_autograder", gradescope / "run_autograder")
    patched(gradescope / "submission")
    (gradescope / "results").mkdir()
    env = {**os.environ, "JAXCOURSE_GRADESCOPE_ROOT": str(gradescope), "JAXCOURSE_PYTHON": sys.executable}
    done, seconds, rss = measured(["bash", str(gradescope / "run_autograder")], env=env)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads((gradescope / "results" / "results.json").read_text())
    tests = {t["name"]: t for t in results["tests"]}
    assert set(tests) == {e.id for topic in COURSE.topics if topic.folder in TOPICS for e in topic.exercises}
    assert_answered("\n".join(t["output"] for t in tests.values()), seconds, rss)
    lost = {name for name, t in tests.items() if t["score"] < t["max_score"]}
    assert lost == set(EXPECTED), lost


# --- the lesson notebooks: Run All in a Jupyter kernel, and nbgrader's autograde ----------------------------------

NOTEBOOK_TOPICS = tuple(topic for topic in COURSE.topics if topic.folder in TOPICS)


def check_cells(notebooks: list[nbformat.NotebookNode]) -> dict[str, tuple[str, str, list[str]]]:
    """Exercise id -> (stdout, stderr, the cell's values) of its check cell in the executed `notebooks`."""
    by_grade_id = {cell.metadata.get("nbgrader", {}).get("grade_id"): cell for notebook in notebooks
                   for cell in notebook.cells}
    found = {}
    for topic in NOTEBOOK_TOPICS:
        for exercise in topic.exercises:
            cell = by_grade_id[check_grade_id(exercise)]
            streams = {"stdout": "", "stderr": ""}
            for output in cell.outputs:  # one print may arrive as several stream outputs
                if output.output_type == "stream":
                    streams[output.name] += output.text
            values = [output.data["text/plain"] for output in cell.outputs if output.output_type == "execute_result"]
            found[exercise.id] = (streams["stdout"], streams["stderr"], values)
    return found


def assert_cells_answered(cells: dict[str, tuple[str, str, list[str]]]) -> None:
    """Each looping exercise's cell prints its phrase and scores 0; every other prints and scores full marks."""
    for topic in NOTEBOOK_TOPICS:
        for exercise in topic.exercises:
            out, err, values = cells[exercise.id]
            assert err == "", f"{exercise.id} wrote to stderr (nbgrader scores such a cell 0): {err[-2000:]}"
            if exercise.id in EXPECTED:
                assert EXPECTED[exercise.id] in out and values == ["0"], (exercise.id, out, values)
            else:
                assert out.startswith(f"{exercise.id}: {exercise.points}/{exercise.points} points, all "), out
                assert values == [str(exercise.points)], (exercise.id, out, values)


def test_the_lesson_notebooks_run_all_answers_and_grades_the_rest(tmp_path: Path) -> None:
    """Run All of the released notebooks beside the looping code, each in a real Jupyter kernel in its folder
    (`jupyter nbconvert --execute`): the `try_it` cells that call the looping functions end with a line that says
    why, each check cell of a looping exercise prints its message and scores 0, every other check cell scores full
    marks, within the budget and in bounded memory."""
    patched(tmp_path)
    paths = []
    for topic in NOTEBOOK_TOPICS:
        paths.append(tmp_path / topic.folder / topic.notebook)
        shutil.copyfile(ROOT / "exercises" / topic.folder / topic.notebook, paths[-1])
    done, seconds, rss = measured([sys.executable, "-m", "nbconvert", "--execute", "--to", "notebook", "--inplace",
                                   f"--ExecutePreprocessor.timeout={NOTEBOOK_MOST_SECONDS:.0f}", *map(str, paths)],
                                  limit=2 * NOTEBOOK_MOST_SECONDS, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-4000:]  # a cell that errs or does not answer fails the run
    notebooks = [nbformat.read(str(path), as_version=4) for path in paths]
    cells = check_cells(notebooks)
    assert_answered("\n".join(out for out, _, _ in cells.values()), seconds, rss, NOTEBOOK_MOST_SECONDS)
    assert_cells_answered(cells)
    tried = "".join(output.get("text", "") for notebook in notebooks for cell in notebook.cells
                    if "try_it(" in cell.source for output in cell.outputs)
    for phrase in (f"apply_to_columns did not finish within {DEFAULT_BUDGET_S:g} s, stopped at line",
                   "collatz_steps never finishes on these arguments: a `while_loop` was still running"):
        assert phrase in tried, tried


def test_nbgrader_autograde_answers_and_grades_the_rest(tmp_path: Path) -> None:
    """The real `nbgrader generate_assignment` and `nbgrader autograde` of a student who submitted the released
    notebooks beside the looping code: its gradebook gives the three looping exercises 0 and every other exercise
    full marks, their cells say why, within the budget and in bounded memory."""
    from nbgrader.api import Gradebook

    directory = make_course_directory(COURSE, tmp_path / "course", NOTEBOOK_TOPICS)
    run_nbgrader(["generate_assignment", "*", "--force"], directory)
    student = directory / "submitted" / "looping_student"
    for topic in NOTEBOOK_TOPICS:
        (student / topic.folder).mkdir(parents=True)
        shutil.copyfile(directory / "release" / topic.folder / topic.notebook, student / topic.folder / topic.notebook)
    patched(student)
    path = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"  # as run_nbgrader: alembic
    done, seconds, rss = measured([sys.executable, "-m", "nbgrader", "autograde", "*", "--force"],
                                  limit=2 * NOTEBOOK_MOST_SECONDS, cwd=directory, env={**os.environ, "PATH": path})
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    notebooks = [read_notebook(directory / "autograded" / "looping_student" / topic.folder / topic.notebook)
                 for topic in NOTEBOOK_TOPICS]
    cells = check_cells(notebooks)
    assert_answered("\n".join(out for out, _, _ in cells.values()), seconds, rss, NOTEBOOK_MOST_SECONDS)
    assert_cells_answered(cells)
    with Gradebook(f"sqlite:///{directory / 'gradebook.db'}") as gradebook:
        scores = {grade.name: (grade.score, grade.max_score) for topic in NOTEBOOK_TOPICS for grade in
                  gradebook.find_submission_notebook(topic.notebook.removesuffix(".ipynb"), topic.folder,
                                                     "looping_student").grades}
    for topic in NOTEBOOK_TOPICS:
        for exercise in topic.exercises:
            expected = 0 if exercise.id in EXPECTED else exercise.points
            assert scores[check_grade_id(exercise)] == (expected, exercise.points), (exercise.id, scores)
