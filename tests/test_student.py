"""Tests for autograder/student/cli.py, the `jaxcourse` command: one group per command.

Commands that grade nothing run in this process (`main` with a string buffer); `check` and a
`status` that grades run the installed console script for real, in a subprocess.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest

from autograder.course.manifest import load_course
from autograder.grading.outcome import CheckResult, Outcome
from autograder.student.progress import Grade, ProgressCache, exercise_fingerprint
from autograder.student.cli import UnknownName, build_parser, main, resolve
from autograder.student.view import Style

SET_DIAGONAL_CHECKS = len(load_course().exercise("arrays.set_diagonal").checks)  # course.yml decides

JAXCOURSE = Path(sys.executable).parent / "jaxcourse"
ARRAYS = Path("exercises") / "01_arrays" / "arrays.py"


def run(*arguments: str) -> tuple[int, str]:
    """`jaxcourse ARGS` in this process; returns (exit code, what it printed)."""
    out = io.StringIO()
    code = main(list(arguments), out=out)
    return code, out.getvalue()


def run_installed(*arguments: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """The installed console script, as a student runs it."""
    assert JAXCOURSE.is_file(), f"{JAXCOURSE} is missing: run the README's set-up, `./install.sh`"
    return subprocess.run([str(JAXCOURSE), *arguments], cwd=cwd, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "NO_COLOR": "1", "PYTHONIOENCODING": "utf-8"})


def cache_grade(root: Path, exercise_id: str, done: bool) -> None:
    """Record a grade for the file as it is now (as `check` would after grading it)."""
    course = load_course(root / "course.yml")
    points = course.exercise(exercise_id).points
    check = CheckResult("values", Outcome.PASSED) if done else \
        CheckResult("values", Outcome.FAILED, "[values] wrong values for set_diagonal(...)")
    grade = Grade(exercise_id, points if done else 0, points, [check])
    exercise = course.exercise(exercise_id)
    fingerprint = exercise_fingerprint((root / ARRAYS).read_text(), exercise, course.topic(exercise.topic))
    ProgressCache(course).put(grade, fingerprint)


# -- status ---------------------------------------------------------------------------------------


def test_the_first_run_welcomes_then_status_shows_the_table_and_the_next_exercise(student_course: Path) -> None:
    code, shown = run("status")
    assert code == 0
    assert shown.startswith("Welcome to JAX, by doing.") and "The work loop:" in shown
    assert "01_arrays  JAX arrays and immutable updates" in shown
    assert "0/5" in shown and "0/10" in shown
    assert "Next: arrays.set_diagonal  exercises/01_arrays/arrays.py:" in shown
    code, again = run()  # no command: status, and no second welcome
    assert code == 0 and "Welcome" not in again and "Next: arrays.set_diagonal" in again


def test_status_counts_cached_passes_and_moves_next_along(student_course: Path, write_function: Callable) -> None:
    write_function(student_course, "set_diagonal", "solution")
    cache_grade(student_course, "arrays.set_diagonal", done=True)
    _, shown = run("status")
    assert "1/5" in shown and "2/10" in shown
    assert "+ set_diagonal" in shown and ". add_at" in shown
    assert "Next: arrays.add_at" in shown


def test_a_file_edited_after_its_grade_is_no_longer_counted(student_course: Path, write_function: Callable) -> None:
    write_function(student_course, "set_diagonal", "solution")
    cache_grade(student_course, "arrays.set_diagonal", done=True)
    write_function(student_course, "set_diagonal", "def set_diagonal(x, value):\n    return x\n")
    _, shown = run("status", "--cached")
    assert "0/5" in shown and "? set_diagonal" in shown
    assert "changed since it was last graded" in shown
    assert "Next: arrays.set_diagonal" in shown


def test_status_grades_what_changed(student_course: Path, write_function: Callable) -> None:
    write_function(student_course, "set_diagonal", "solution")
    done = run_installed("status", cwd=student_course)
    assert done.returncode == 0, done.stderr
    assert "grading arrays.set_diagonal" in done.stderr and "grading arrays.add_at" not in done.stderr
    assert "1/5" in done.stdout and "Next: arrays.add_at" in done.stdout
    again = run_installed("status", cwd=student_course)
    assert "grading" not in again.stderr, "an unchanged file is not graded twice"
    assert "1/5" in again.stdout


# -- check ----------------------------------------------------------------------------------------


def test_check_grades_one_exercise_and_points_to_the_next(student_course: Path, write_function: Callable) -> None:
    write_function(student_course, "set_diagonal", "solution")
    done = run_installed("check", "set_diagonal", cwd=student_course)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"✓ arrays.set_diagonal  2/2 points, all {SET_DIAGONAL_CHECKS} checks pass" in done.stdout
    assert "Next: arrays.add_at" in done.stdout


def test_check_of_a_topic_shows_each_failure_with_its_first_hint(student_course: Path, write_function: Callable) -> None:
    write_function(student_course, "set_diagonal", "solution")
    write_function(student_course, "add_at", "def add_at(size, indices, values):\n"
                                             "    return jnp.zeros(size).at[indices].set(values)\n")
    done = run_installed("check", "arrays", cwd=student_course)
    assert done.returncode == 1
    assert "✓ arrays.set_diagonal  2/2 points" in done.stdout
    assert "✗ arrays.add_at  0/2 points" in done.stdout
    assert "[values] wrong values for add_at(" in done.stdout
    assert f"Hint 1: {load_course().exercise('arrays.add_at').hints[0][:25]}" in done.stdout
    assert "✗ arrays.swap_rows" in done.stdout and "not implemented yet" in done.stdout
    status = run_installed("status", "--cached", cwd=student_course)
    assert "1/5" in status.stdout, "check caches what it graded"


def test_check_without_a_name_grades_the_next_exercise(student_course: Path) -> None:
    done = run_installed("check", cwd=student_course)
    assert done.returncode == 1
    assert f"✗ arrays.set_diagonal  0/2 points, {SET_DIAGONAL_CHECKS} of {SET_DIAGONAL_CHECKS} checks fail" in done.stdout
    assert "raised TypeError: it assigns into a JAX array" in done.stdout, "the fix-it's stub shows JAX's error as advice"
    assert f"Hint 1: {load_course().exercise('arrays.set_diagonal').hints[0][:25]}" in done.stdout
    assert "arrays.add_at" not in done.stdout


@pytest.mark.parametrize("command", ["check", "hint", "reset"])
def test_a_wrong_name_gets_the_closest_valid_names(student_course: Path, command: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run(command, "set_diagnal")
    assert code == 2
    assert "No exercise or topic called 'set_diagnal'. Did you mean arrays.set_diagonal?" in capsys.readouterr().err


# -- resolving names --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "ids"),
    [
        ("arrays.swap_rows", ["arrays.swap_rows"]),
        ("swap_rows", ["arrays.swap_rows"]),
        ("arrays", ["arrays.set_diagonal", "arrays.add_at", "arrays.swap_rows", "arrays.safe_get", "arrays.one_hot"]),
        ("01_arrays", ["arrays.set_diagonal", "arrays.add_at", "arrays.swap_rows", "arrays.safe_get", "arrays.one_hot"]),
    ],
    ids=["id", "function", "topic", "folder"],
)
def test_names_resolve_to_exercises(name: str, ids: list[str]) -> None:
    assert [exercise.id for exercise in resolve(load_course(), name)] == ids


@pytest.mark.parametrize(
    ("name", "suggested"),
    [("arays", "Did you mean arrays"), ("one_hto", "Did you mean arrays.one_hot"), ("zzzzzz", "`jaxcourse status` lists")],
    ids=["topic-typo", "function-typo", "nothing-close"],
)
def test_unknown_names_suggest_the_closest(name: str, suggested: str) -> None:
    with pytest.raises(UnknownName, match=suggested):
        resolve(load_course(), name)


# -- hint -----------------------------------------------------------------------------------------


def test_hints_come_one_more_each_time_and_are_remembered(student_course: Path) -> None:
    hints = load_course().exercise("arrays.add_at").hints
    count = len(hints)
    run("status")  # past the welcome
    _, first = run("hint", "add_at")
    assert f"Hints for arrays.add_at (1 of {count}):" in first and f"1. {hints[0][:25]}" in first
    assert f"2. {hints[1][:25]}" not in first and "(ask again for hint 2)" in first
    for level in range(2, count + 1):
        _, shown = run("hint", "arrays.add_at")
        assert f"({level} of {count})" in shown and f"{level}. {hints[level - 1][:25]}" in shown
    assert "that was the last hint" in shown
    _, again = run("hint", "add_at")
    assert f"({count} of {count})" in again
    _, other = run("hint")  # no name: the next exercise to do
    assert f"Hints for arrays.set_diagonal (1 of {len(load_course().exercise('arrays.set_diagonal').hints)}):" in other


def test_a_hint_is_for_one_exercise_not_a_topic(student_course: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = run("hint", "arrays")
    assert code == 2 and "'arrays' is a topic" in capsys.readouterr().err


# -- reset ----------------------------------------------------------------------------------------


def test_reset_restores_one_function_after_asking(student_course: Path, write_function: Callable,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    released = (student_course / ARRAYS).read_text()
    write_function(student_course, "set_diagonal", "def set_diagonal(x, value):\n    return x  # mine\n")
    write_function(student_course, "add_at", "solution")
    edited = (student_course / ARRAYS).read_text()
    questions: list[str] = []
    monkeypatch.setattr("autograder.student.cli.ask", lambda question: questions.append(question) or "n")
    code, shown = run("reset", "set_diagonal")
    assert code == 1 and "Nothing changed." in shown
    assert "Replace your set_diagonal in exercises/01_arrays/arrays.py with the original stub?" in questions[0]
    assert "[y/N]" in questions[0]
    assert (student_course / ARRAYS).read_text() == edited
    monkeypatch.setattr("autograder.student.cli.ask", lambda question: "y")
    code, shown = run("reset", "set_diagonal")
    assert code == 0 and "arrays.set_diagonal is the original stub again" in shown
    after = (student_course / ARRAYS).read_text()
    assert "# mine" not in after and "# FIX-IT: this code is broken" in after  # set_diagonal is a fix-it
    assert after.count("### BEGIN SOLUTION") == 1, "add_at, solved, is left as it was"
    write_function(student_course, "add_at", "solution")
    assert run("reset", "add_at", "--yes")[0] == 0
    assert (student_course / ARRAYS).read_text() == released


def test_reset_refuses_a_file_that_does_not_parse(student_course: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (student_course / ARRAYS).write_text((student_course / ARRAYS).read_text() + "\ndef (:\n")
    monkeypatch.setattr("autograder.student.cli.ask", lambda question: pytest.fail("asked before checking the file"))
    code, shown = run("reset", "set_diagonal")
    assert code == 1 and "does not parse" in shown and "fix the syntax error first" in shown


# -- help and colour ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "phrase"),
    [
        ([], "Work through the JAX course"),
        (["status"], "Points and exercises done per topic"),
        (["check"], "Grade exercises now and show each failure with a hint"),
        (["hint"], "Show the hints of an exercise seen so far plus one more"),
        (["watch"], "Keys: h hint, l list, c check now, q quit"),
        (["reset"], "Replace one function in your exercise file by its original stub"),
    ],
    ids=["jaxcourse", "status", "check", "hint", "watch", "reset"],
)
def test_every_command_has_help(command: list[str], phrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        build_parser().parse_args([*command, "--help"])
    assert leaving.value.code == 0
    shown = " ".join(capsys.readouterr().out.split())
    assert phrase in shown


def listed_commands(help_text: str) -> list[str]:
    """The command names a `--help` lists (argparse indents each by four spaces)."""
    return [line.split()[0] for line in help_text.splitlines() if line.startswith("    ") and not line.startswith("     ")]


def test_the_installed_command_prints_help_with_only_the_students_commands(tmp_path: Path) -> None:
    done = run_installed("--help", cwd=tmp_path)
    assert done.returncode == 0
    assert listed_commands(done.stdout) == ["status", "check", "hint", "watch", "reset"]
    instructor = subprocess.run([sys.executable, "-m", "autograder", "--help"], capture_output=True, text=True, timeout=300)
    assert {"grade", "merge"} <= set(instructor.stdout.replace(",", " ").replace("{", " ").replace("}", " ").split()), \
        "the instructor's commands stay under `python -m autograder`"


@pytest.mark.parametrize("command", ["grade", "merge"])
def test_the_instructors_commands_are_not_the_students(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        build_parser().parse_args([command, "submissions"])
    assert leaving.value.code == 2
    assert f"invalid choice: '{command}'" in capsys.readouterr().err


class Terminal(io.StringIO):
    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def test_colour_only_on_a_terminal_without_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert Style(Terminal()).paint("ok", "green") == "\033[32mok\033[0m"
    assert Style(Terminal()).mark("done") == "\033[32m✓\033[0m"
    assert Style(io.StringIO()).paint("ok", "green") == "ok"
    assert Style(io.StringIO()).mark("done") == "+"
    monkeypatch.setenv("NO_COLOR", "1")
    assert Style(Terminal()).paint("ok", "green") == "ok"
