"""`jaxcourse watch`: grade the current exercise on every save and move on when it passes.

The current exercise is the first, in teaching order, that does not pass. Its topic file is
polled (a few times a second, no extra dependency); a change that has settled for a moment
is graded. Each grading runs in a fresh process started ahead of time (`GradingWorker`:
JAX and the grader already imported, waiting for one request), so a save is graded without
paying JAX's start-up, a student's module never leaks state into the next grading, and a
function that loops forever is stopped after `timeout` seconds without stopping the watch.

Keys (the terminal is put in cbreak mode: keys arrive one by one, unechoed, and Ctrl-C still
works; its settings are restored on every way out): h hint, l list, c check now, q quit.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
import traceback
from pathlib import Path
from types import TracebackType
from typing import IO, TextIO

from autograder.course.manifest import Course, Exercise
from autograder.student.progress import (
    Grade,
    HintLedger,
    ProgressCache,
    exercise_fingerprint,
    file_hash,
    is_untouched_stub,
    read_source,
    state_folder,
    stub_source,
)
from autograder.student.view import (
    FINISHED,
    Style,
    current_exercise,
    describe_grade,
    describe_todo,
    hint_lines,
    location,
    status_lines,
    survey,
    target_folder,
)

SETTLE_SECONDS = 0.15  # a change is graded once the file has not changed for this long
POLL_SECONDS = 0.2
KEYS = "keys: h hint · l list · c check now · q quit"


def serve() -> None:
    """The grading worker's body: import everything, wait for one request, grade, reply, exit.

    The request is one JSON line on stdin, `{"exercise": id, "target": folder}`; the reply is
    the line `started` once the request is read, then one JSON line, `{"grade": ...}` or
    `{"error": traceback}`, on the original stdout. The
    student's own prints go to stderr (the watch's log file), never into the reply.
    """
    channel = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    try:
        from autograder.grading.jax_setup import (
            enable_compilation_cache,
            share_lowering_context,
        )

        enable_compilation_cache()
        share_lowering_context()
        import jax.numpy as jnp

        jnp.zeros(1).block_until_ready()  # start the backend now, not when the student saves
        from autograder.course.manifest import load_course
        from autograder.grading.submission import Submission
        from autograder.engine.exercise import grade_exercise
        from autograder.engine.registry import spec_for

        course = load_course()
        if len(sys.argv) > 1:
            spec_for(course.exercise(sys.argv[1]), course)
        line = sys.stdin.readline()
        if not line:
            os._exit(0)
        channel.write("started\n")  # the watch's clock for `timeout` starts now, not while importing
        channel.flush()
        request = json.loads(line)
        result = grade_exercise(request["exercise"], Submission(Path(request["target"])), course)
        reply = {"grade": Grade.from_result(result).to_json()}
    except BaseException:  # the reply must come back whatever the student's code did
        reply = {"error": traceback.format_exc()}
    channel.write(json.dumps(reply) + "\n")
    channel.flush()
    os._exit(0)


class GradingWorker:
    """A process that has imported JAX and the grader and waits to grade one exercise.

    Args:
        course: the course (its root is passed on as `$JAXCOURSE_ROOT`).
        preload: an exercise id whose grading module it imports while waiting.
        log: where the worker's stderr (and the student's prints) go.
    """

    def __init__(self, course: Course, preload: str, log: IO[bytes]) -> None:
        environment = dict(os.environ, JAXCOURSE_ROOT=str(course.root))
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from autograder.student.watch import serve; serve()", preload],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
            env=environment,
            start_new_session=True,  # Ctrl-C in the terminal is the watch's to handle
        )
        self.requested = False
        self.started: float | None = None
        self._received = b""

    def request(self, exercise: Exercise, target: Path) -> None:
        """Ask for one grading."""
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps({"exercise": exercise.id, "target": str(target)}) + "\n").encode())
        self.process.stdin.flush()
        self.requested = True

    def fileno(self) -> int:
        """The reply's file descriptor, for `select`."""
        assert self.process.stdout is not None
        return self.process.stdout.fileno()

    def receive(self) -> bool:
        """Read what the worker sent (call when `fileno` is readable); True once the reply is complete."""
        data = os.read(self.fileno(), 1 << 16)
        self._received += data
        if self.started is None and self._received.startswith(b"started\n"):
            self.started = time.monotonic()
        return not data or self._received.count(b"\n") >= 2

    def reply(self) -> Grade | str:
        """The grade, or a message saying why there is none (after `receive` returned True)."""
        self.process.wait()
        line = self._received.split(b"\n")[1] if self._received.count(b"\n") >= 2 else b""
        try:
            answer = json.loads(line)
        except ValueError:
            return (f"The grading process stopped without a result (exit code {self.process.returncode}); "
                    "does your file call exit(), or crash Python?")
        if "error" in answer:
            return f"The grader itself failed:\n{answer['error']}"
        return Grade.from_json(answer["grade"])

    def stop(self) -> None:
        """End the worker (only this process, which the watch started)."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                try:
                    stream.close()
                except BrokenPipeError:
                    pass


class Keys:
    """Single key presses from stdin: cbreak mode on a terminal, restored on exit; lines otherwise."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.fd = stream.fileno()
        self.saved: list | None = None
        self.open = True

    def __enter__(self) -> Keys:
        if os.isatty(self.fd):
            import termios
            import tty

            self.saved = termios.tcgetattr(self.fd)
            tty.setcbreak(self.fd)
        for number in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(number, self._leave)
        # Ctrl-C stops the watch even when the watch was started with SIGINT ignored (by a parent that ignores
        # it: Python then installs no handler of its own, and the key would do nothing).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        return self

    @staticmethod
    def _leave(number: int, frame: object) -> None:
        raise SystemExit(128 + number)

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        if self.saved is not None:
            import termios

            termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def wait(self, seconds: float, others: list[int]) -> tuple[str, list[int]]:
        """Wait up to `seconds` for keys or for one of `others`; returns (keys typed, ready others)."""
        watched = ([self.fd] if self.open else []) + others
        if not watched:
            time.sleep(seconds)
            return "", []
        ready, _, _ = select.select(watched, [], [], seconds)
        typed = ""
        if self.fd in ready and self.open:
            data = os.read(self.fd, 64)
            if not data:
                self.open = False  # stdin closed: keep watching, without keys
            typed = data.decode(errors="replace")
        return typed, [fd for fd in ready if fd != self.fd]


class WatchSession:
    """The state of one `jaxcourse watch`: the current exercise, its file, the grading in flight."""

    def __init__(self, course: Course, out: TextIO, timeout: float) -> None:
        self.course = course
        self.out = out
        self.timeout = timeout
        self.style = Style(out)
        self.cache = ProgressCache(course)
        self.hints = HintLedger()
        self.clear = out.isatty() and os.environ.get("TERM", "") != "dumb"
        try:
            state_folder().mkdir(parents=True, exist_ok=True)
            self.log = open(state_folder() / "watch.log", "wb")
        except OSError:  # a read-only home: the grading processes' output is dropped
            self.log = open(os.devnull, "wb")
        self.worker: GradingWorker | None = None
        self.current: Exercise | None = None
        self.signature: tuple[int, int] | None = None
        self.changed_at: float | None = None
        self.shown_hash: str | None = None
        self.grading_fingerprint: str | None = None
        self.news: list[str] = []
        self.first_screen = True

    # -- output ---------------------------------------------------------------------------------

    def say(self, *lines: str) -> None:
        for line in lines:
            print(line, file=self.out)
        self.out.flush()

    def screen(self, *lines: str) -> None:
        """A fresh screen: the header, any news, then `lines`."""
        if self.clear and not self.first_screen:  # the first screen keeps what was printed before (the welcome)
            self.out.write("\033[2J\033[H")
        self.first_screen = False
        assert self.current is not None
        header = f"jaxcourse watch  {self.style.paint(self.current.id, 'bold')}  {location(self.course, self.current)}"
        self.say(header, self.style.paint(KEYS, "dim"), "", *self.news, *lines)
        self.news = []

    # -- the current exercise -------------------------------------------------------------------

    def path(self) -> Path:
        assert self.current is not None
        return target_folder(self.course) / self.course.topic(self.current.topic).module_file

    def choose(self) -> None:
        """Make the first exercise that does not pass the current one."""
        self.current = current_exercise(survey(self.course, self.cache))
        self.signature = None
        self.shown_hash = None
        self.changed_at = None

    def spawn(self) -> None:
        if self.worker is None and self.current is not None:
            self.worker = GradingWorker(self.course, self.current.id, self.log)

    def look(self, force: bool = False) -> None:
        """Grade or show the current exercise if its file changed (and settled) since last shown."""
        assert self.current is not None
        path = self.path()
        try:
            stat = path.stat()
            signature: tuple[int, int] | None = (stat.st_mtime_ns, stat.st_size)
        except OSError:
            signature = None
        now = time.monotonic()
        first = self.shown_hash is None  # nothing shown yet for this exercise: no need to wait
        if signature != self.signature:
            self.signature = signature
            self.changed_at = now
        if not (first or force) and self.changed_at is not None and now - self.changed_at < SETTLE_SECONDS:
            return
        source_hash = file_hash(path) or "missing"
        if source_hash == self.shown_hash and not force:
            return
        self.shown_hash = source_hash
        topic = self.course.topic(self.current.topic)
        source = read_source(path)
        fingerprint = exercise_fingerprint(source, self.current, topic)
        grade = None if force else self.cache.get(self.current.id, fingerprint)
        if grade is not None:
            self.show(grade)
            return
        if not force and source is not None and not self.current.fixit:  # a fix-it's stub is graded: its error is the lesson
            if is_untouched_stub(source, stub_source(self.course, topic), self.current):
                self.screen(*describe_todo(self.course, self.current, self.style),
                            "", "Save the file to grade it.")
                return
        self.spawn()
        assert self.worker is not None
        self.grading_fingerprint = fingerprint
        self.worker.request(self.current, target_folder(self.course))
        self.screen(self.style.paint(f"grading {self.current.id} ...", "dim"))

    def finish(self) -> None:
        """Read the worker's reply, show it, and move on when the exercise passes."""
        assert self.worker is not None and self.current is not None
        reply = self.worker.reply()
        self.worker.stop()
        self.worker = None
        self.spawn()  # the next one warms up while the student reads
        if isinstance(reply, str):
            self.screen(self.style.paint(reply, "red"))
            return
        topic = self.course.topic(self.current.topic)
        if exercise_fingerprint(read_source(self.path()), self.current, topic) == self.grading_fingerprint:
            self.cache.put(reply, self.grading_fingerprint)
        self.show(reply)

    def show(self, grade: Grade) -> None:
        assert self.current is not None
        lines = describe_grade(grade, self.current, self.style, location(self.course, self.current))
        if not grade.done:
            self.screen(*lines, "", "Edit and save to grade again.")
            return
        finished = self.current
        self.choose()
        if self.current is None:
            if self.clear:
                self.out.write("\033[2J\033[H")
            self.say(*lines, "", self.style.paint(FINISHED, "green"))
            return
        self.news = [*lines, f"Moving on to {self.style.paint(self.current.id, 'bold')}.", ""]
        if self.worker is not None and finished.topic != self.current.topic:
            self.worker.stop()  # preloaded the wrong topic's grading module
            self.worker = None
        self.spawn()
        self.look()

    def stop_slow_grading(self) -> None:
        assert self.worker is not None
        if self.worker.started is not None and time.monotonic() - self.worker.started > self.timeout:
            self.worker.stop()
            self.worker = None
            self.spawn()
            self.screen(self.style.paint(
                f"Grading took over {self.timeout:.0f} s and was stopped: does the function loop forever?", "red"))

    # -- the loop -------------------------------------------------------------------------------

    def run(self, keys: Keys) -> int:
        self.choose()
        if self.current is None:
            self.say(self.style.paint(FINISHED, "green"))
            return 0
        self.spawn()
        self.look()
        while self.current is not None:
            grading = self.worker is not None and self.worker.requested
            typed, ready = keys.wait(POLL_SECONDS, [self.worker.fileno()] if grading and self.worker else [])
            for key in typed.lower():
                if key == "q":
                    self.say("", "Stopped watching. `jaxcourse status` shows your progress.")
                    return 0
                if key == "h":
                    self.say("", *hint_lines(self.current, self.hints.next(self.current), self.style))
                elif key == "l":
                    self.say("", *status_lines(self.course, survey(self.course, self.cache), self.style, advice=False))
                elif key == "c" and not grading:
                    self.look(force=True)
            if grading:
                assert self.worker is not None
                if ready and self.worker.receive():
                    self.finish()
                else:
                    self.stop_slow_grading()
            elif self.current is not None:
                self.look()
        return 0

    def close(self) -> None:
        if self.worker is not None:
            self.worker.stop()
            self.worker = None
        self.log.close()


def watch(course: Course, out: TextIO, timeout: float = 300.0) -> int:
    """Run the watch until the student presses q (or Ctrl-C); returns the exit code."""
    session = WatchSession(course, out, timeout)
    try:
        with Keys(sys.stdin) as keys:
            return session.run(keys)
    finally:
        session.close()
