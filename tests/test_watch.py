"""Tests for autograder/student/watch.py: `jaxcourse watch` driven through a pseudo-terminal, as a student uses it.

The installed console script runs in a real terminal (pexpect), in a copy of the course; the
test edits the exercise file while the watch runs and reads what the terminal shows.
"""

from __future__ import annotations

import os
import select
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

import pexpect
import pytest

from autograder.course.manifest import load_course
from autograder.student.progress import Grade
from autograder.student.watch import GradingWorker

SET_DIAGONAL_CHECKS = len(load_course().exercise("arrays.set_diagonal").checks)  # course.yml decides
SET_DIAGONAL_AT = "exercises/01_arrays/arrays.py:14"  # its `def` line in the released stub

JAXCOURSE = Path(sys.executable).parent / "jaxcourse"
WRONG_ADD_AT = "def add_at(size, indices, values):\n    return jnp.zeros(size).at[indices].set(values)\n"


def terminal(command: str, arguments: list[str], root: Path) -> pexpect.spawn:
    """A program in a fresh 40x120 pseudo-terminal, without colour (what NO_COLOR users see)."""
    assert JAXCOURSE.is_file(), f"{JAXCOURSE} is missing: run the README's set-up, `./install.sh`"
    environment = {**os.environ, "NO_COLOR": "1", "TERM": "xterm", "PYTHONIOENCODING": "utf-8"}
    child = pexpect.spawn(command, arguments, cwd=str(root), env=environment, encoding="utf-8",
                          timeout=120, dimensions=(40, 120))
    child.logfile_read = sys.stdout  # pytest shows the screen's stream when a test fails
    return child


class Screen:
    """What the terminal shows: the program's output fed to pyte's terminal emulator, screen and all."""

    def __init__(self, rows: int = 40, columns: int = 120) -> None:
        import pyte

        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.Stream(self.screen)

    def write(self, data: str) -> None:
        self.stream.feed(data)

    def flush(self) -> None:
        pass

    def svg(self) -> str:
        """The screen as an SVG picture: its lines in a monospace font on a dark terminal, trailing blank lines left out."""
        import html

        lines = [line.rstrip() for line in self.screen.display]
        while lines and not lines[-1]:
            lines.pop()
        step, width = 17, 12 * 2 + 8 * self.screen.columns
        height = 12 * 2 + step * len(lines)
        text = "".join(f'<text x="12" y="{12 + step * (row + 1) - 4}">{html.escape(line)}</text>' for row, line in enumerate(lines))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
                f'<rect width="100%" height="100%" rx="6" fill="#1e1e1e"/><g font-family="DejaVu Sans Mono, monospace" '
                f'font-size="13" fill="#e6e6e6" xml:space="preserve">{text}</g></svg>\n')


class Tee:
    """A pexpect log that writes to several places."""

    def __init__(self, *sinks: object) -> None:
        self.sinks = sinks

    def write(self, data: str) -> None:
        for sink in self.sinks:
            sink.write(data)  # type: ignore[attr-defined]

    def flush(self) -> None:
        for sink in self.sinks:
            sink.flush()  # type: ignore[attr-defined]


WATCH_PICTURE = Path(tempfile.gettempdir()) / "jaxcourse-watch.svg"


def test_a_new_student_solves_an_exercise_while_watch_runs(student_course: Path, write_function: Callable) -> None:
    status = terminal(str(JAXCOURSE), ["status"], student_course)
    status.expect_exact("Welcome to JAX, by doing.")
    status.expect_exact("The work loop:")
    status.expect(r"01_arrays  JAX arrays and immutable updates +0/5 +0/10")
    status.expect_exact(f"Next: arrays.set_diagonal  {SET_DIAGONAL_AT}")
    status.expect(pexpect.EOF)
    status.close()
    assert status.exitstatus == 0

    # watch runs inside a shell, so that the terminal's settings can be read after it quits
    shell = terminal("bash", ["--norc", "--noprofile"], student_course)
    screen = Screen()
    shell.logfile_read = Tee(sys.stdout, screen)
    shell.sendline(f"{JAXCOURSE} watch; echo WATCH-EXIT=$?; stty -a")
    shell.expect_exact(f"jaxcourse watch  arrays.set_diagonal  {SET_DIAGONAL_AT}")
    shell.expect_exact("keys: h hint · l list · c check now · q quit")
    shell.expect_exact("grading arrays.set_diagonal ...")  # a fix-it: its broken stub is graded at once
    shell.expect(r"✗ arrays\.set_diagonal  0/2 points")
    shell.expect_exact("raised TypeError: it assigns into a JAX array")
    shell.expect_exact("Edit and save to grade again.")

    course = load_course()
    shell.send("h")
    shell.expect_exact(f"Hints for arrays.set_diagonal (1 of {len(course.exercise('arrays.set_diagonal').hints)}):")
    shell.expect_exact(f"1. {course.exercise('arrays.set_diagonal').hints[0][:25]}")

    write_function(student_course, "set_diagonal", "solution")  # the student saves a correct function
    shell.expect_exact("grading arrays.set_diagonal ...")
    shell.expect_exact(f"✓ arrays.set_diagonal  2/2 points, all {SET_DIAGONAL_CHECKS} checks pass")
    shell.expect_exact("Moving on to arrays.add_at.")
    shell.expect(r"· arrays\.add_at  not started: write it in exercises/01_arrays/arrays\.py:\d+")

    add_at_hints = course.exercise("arrays.add_at").hints
    shell.send("h")
    shell.expect_exact(f"Hints for arrays.add_at (1 of {len(add_at_hints)}):")
    shell.expect_exact("(ask again for hint 2)")
    for level in range(2, len(add_at_hints) + 1):
        shell.send("h")
        shell.expect_exact(f"Hints for arrays.add_at ({level} of {len(add_at_hints)}):")
        shell.expect_exact(f"{level}. {add_at_hints[level - 1][:25]}")
    shell.expect_exact("that was the last hint")

    write_function(student_course, "add_at", WRONG_ADD_AT)  # a save with NumPy's habit: repeated indices lost
    shell.expect_exact("grading arrays.add_at ...")
    checks = len(course.exercise("arrays.add_at").checks)
    shell.expect(rf"✗ arrays\.add_at  0/2 points, \d of {checks} checks fail")
    shell.expect_exact("[values] wrong values for add_at(")
    shell.expect_exact(f"Hint 1: {add_at_hints[0][:25]}")
    shell.expect_exact("Edit and save to grade again.")
    # The picture on the course site's students' page (docs/images/watch.svg is a copy): what the student sees now.
    shown = "\n".join(screen.screen.display)
    assert "jaxcourse watch  arrays.add_at" in shown and "✗ arrays.add_at  0/2 points" in shown and "Hint 1:" in shown, shown
    WATCH_PICTURE.write_text(screen.svg())
    print(f"picture: {WATCH_PICTURE}")

    shell.send("l")
    shell.expect(r"01_arrays  JAX arrays and immutable updates +1/5 +2/10")
    shell.expect_exact("01_arrays:  ✓ set_diagonal  ✗ add_at  · swap_rows  · safe_get  · one_hot")

    shell.send("q")
    shell.expect_exact("Stopped watching.")
    shell.expect(r"WATCH-EXIT=(\d+)")
    assert shell.match.group(1) == "0"
    shell.expect(r"(-?)icanon")
    assert shell.match.group(1) == "", "the terminal is back in line mode"
    shell.expect(r"(-?)echo\b")
    assert shell.match.group(1) == "", "the terminal echoes again"
    shell.sendline("exit")
    shell.expect(pexpect.EOF)

    status = terminal(str(JAXCOURSE), ["status", "--cached"], student_course)
    status.expect(r"01_arrays  JAX arrays and immutable updates +1/5 +2/10")
    status.expect_exact("Next: arrays.add_at")
    status.expect(pexpect.EOF)


@pytest.mark.parametrize("sigint", ["default", "ignored"])  # a parent (a test run, nohup) may leave SIGINT ignored
@pytest.mark.timing
def test_a_grading_that_never_ends_is_stopped_and_ctrl_c_restores_the_terminal(student_course: Path,
                                                                               write_function: Callable,
                                                                               sigint: str) -> None:
    before = signal.signal(signal.SIGINT, signal.SIG_IGN if sigint == "ignored" else signal.default_int_handler)
    try:
        shell = terminal("bash", ["--norc", "--noprofile"], student_course)  # inherits SIGINT's disposition
    finally:
        signal.signal(signal.SIGINT, before)
    shell.sendline(f"{JAXCOURSE} watch --timeout 20; echo WATCH-EXIT=$?; stty -a")
    shell.expect_exact("Edit and save to grade again.")  # set_diagonal, a fix-it, graded at once
    write_function(student_course, "set_diagonal", "def set_diagonal(x, value):\n    while True:\n        pass\n")
    shell.expect_exact("grading arrays.set_diagonal ...")
    shell.expect_exact("Grading took over 20 s and was stopped: does the function loop forever?")
    write_function(student_course, "set_diagonal", "solution")
    shell.expect_exact(f"✓ arrays.set_diagonal  2/2 points, all {SET_DIAGONAL_CHECKS} checks pass")
    shell.expect_exact("Save the file to grade it.")
    shell.sendintr()  # Ctrl-C
    shell.expect(r"WATCH-EXIT=(\d+)")
    assert shell.match.group(1) == "130"
    assert "Traceback" not in (shell.before or "")
    shell.expect(r"(-?)icanon")
    assert shell.match.group(1) == "", "the terminal is back in line mode after Ctrl-C"
    shell.sendline("exit")
    shell.expect(pexpect.EOF)


def wait_for_reply(worker: GradingWorker, seconds: float = 120) -> Grade | str:
    """Block until the worker's reply is complete, as the watch's loop does with select."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([worker.fileno()], [], [], 1.0)
        if ready and worker.receive():
            return worker.reply()
    raise AssertionError("no reply from the grading process")


def test_the_grading_process_replies_even_when_the_student_prints(student_course: Path, write_function: Callable,
                                                                   tmp_path: Path) -> None:
    write_function(student_course, "set_diagonal", 'def set_diagonal(x, value):\n    print("debugging", x)\n'
                                                   '    index = jnp.arange(x.shape[0])\n'
                                                   '    x = jnp.asarray(x)\n'
                                                   '    return x.at[index, index].set(jnp.asarray(value).astype(x.dtype))\n')
    course = load_course(student_course / "course.yml")
    with open(tmp_path / "log", "wb") as log:
        worker = GradingWorker(course, "arrays.set_diagonal", log)
        try:
            worker.request(course.exercise("arrays.set_diagonal"), student_course / "exercises")
            reply = wait_for_reply(worker)
            assert worker.started is not None
        finally:
            worker.stop()
    assert isinstance(reply, Grade), reply
    assert reply.done and reply.score == 2
    assert "debugging" in (tmp_path / "log").read_text(), "the student's prints go to the log, not into the reply"


def test_a_file_that_ends_python_at_import_gets_a_message(student_course: Path, tmp_path: Path) -> None:
    path = student_course / "exercises" / "01_arrays" / "arrays.py"
    path.write_text("import os\nos._exit(3)\n" + path.read_text())
    course = load_course(student_course / "course.yml")
    with open(tmp_path / "log", "wb") as log:
        worker = GradingWorker(course, "arrays.set_diagonal", log)
        try:
            worker.request(course.exercise("arrays.set_diagonal"), student_course / "exercises")
            reply = wait_for_reply(worker)
        finally:
            worker.stop()
    assert reply == ("The grading process stopped without a result (exit code 3); "
                     "does your file call exit(), or crash Python?")
