"""Exercises graded on eight CPU devices: whole checks run in a child process that has them.

A sharding exercise (topic 15) needs a mesh of several devices, and a grading process has one
(one CPU, or the first accelerator); 11_devices's `several_devices` checks need arrays on
devices other than the first. An `ExerciseSpec` with `cpu_devices=8` has every check (or only
those its `device_checks` names) run where JAX's default backend is a CPU with at least that
many devices: in the grading process
itself when it already is one (a notebook kernel that asked for eight, say), otherwise in a
child process the grader starts, with `JAX_PLATFORMS=cpu` and `jax_num_cpu_devices` set
(`devices_process.py`, the child's side). The child runs the very check the grading process
would have run, with the same spec, and sends back its `CheckResult`: the message is the one a
student sees either way, and every path (pytest, the partner, a notebook cell, `jaxcourse`,
batch workers) reaches this through `make_case`/`run_check`, so all of them agree.

Method: one child per grading process, started when a check first needs it and kept for the
rest of the process (JAX starts once, about a second, and the compilation cache is shared
with the grading process's). A child that ended between two checks, or that ends before it
answers, is replaced and the check sent once more: batch grading ends every process an
exercise started when the exercise is over, which can reach the child as it takes the next
exercise's first check. Code that kills its own child fails after the second try. It re-imports a module file whenever the file changed, so a
notebook cell run again after an edit grades the file as it is now. The student's module is
imported in the child only, so code that builds an eight-device mesh at import works there
and nowhere else is touched.

Trust: the child inherits the grading process's sandbox and limits (in batch grading: its
namespaces, uid, rlimits) and dies with it. It reads one JSON request per line on stdin and
answers with one JSON line per request on a pipe of its own (never stdout, where student code
prints), read with a deadline and a size cap; what it sends is validated, never unpickled.
Student code in the child could forge the child's answers, as it could patch JAX in the
grading process: that earns at most the points of its own exercise.

Caveats: a check that does not finish within `SECONDS` fails, and the child is replaced. A
child that cannot start JAX (no processes left) leaves the check not graded: no student code
ran. The eight devices are host devices on every machine, so these checks grade the same on
a laptop, a GPU server or Gradescope.
"""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from autograder.grading.outcome import CheckResult, Outcome
from autograder.interpreter import python_module

SECONDS = 120.0  # one check, from the request to the answer (a batch exercise has its own, shorter limit)
START_SECONDS = 60.0  # the child's start-up: Python, JAX, the grader
MAX_REPLY = 1 << 20  # bytes in one answer line
# Taken when the grader imports this module, before any student code runs: a module that sets
# XLA_FLAGS or JAX_PLATFORMS at import cannot change how the child starts.
_PYTHON, _ENVIRONMENT = sys.executable, dict(os.environ)


def available_here(count: int) -> bool:
    """True when this process's default backend is a CPU with at least `count` devices."""
    import jax

    try:
        return jax.default_backend() == "cpu" and jax.device_count() >= count
    except RuntimeError:  # no backend could start: the child will say why
        return False


class DeviceChild:
    """A child process with `count` CPU devices that grades checks on request.

    Args:
        count: how many CPU devices the child starts JAX with.
    """

    def __init__(self, count: int) -> None:
        self.count = count
        self.starting = False  # started by `start_soon`, its "ready" not read yet
        self.process: subprocess.Popen[bytes] | None = None
        self.replies = -1
        self.buffer = b""

    def grade(self, module: Path, exercise_id: str, check: str, course: Path) -> CheckResult:
        """Run check `check` of `exercise_id` on the module file `module` in the child.

        A child that ends before answering is given the check once more, in a fresh child:
        batch grading ends the processes an exercise started when the exercise is over, and
        that can reach the child just as it takes the next exercise's first check.

        Returns:
            The child's verdict; a child that dies twice, hangs or answers nonsense fails the
            check with the reason (and is replaced for the next one); one that cannot start
            JAX leaves it not graded.
        """
        request = {"module": str(module), "exercise": exercise_id, "check": check, "course": str(course)}
        for _ in range(2):
            if self.process is not None and self.process.poll() is not None:
                self.stop()  # it ended between requests: not this check's doing
            if self.process is None or self.starting:
                failure = self._start()
                if failure is not None:
                    return CheckResult(check, Outcome.NOT_GRADED, failure)
            reply = self._ask(request)
            if reply is not None and reply != b"":
                break
            self.stop()
            if reply is None:  # a hang is not retried
                break
        try:
            result = CheckResult.from_json(json.loads(reply or b""))
            if result.check != check:
                raise ValueError("an answer to another check")
            return result
        except (ValueError, TypeError, RecursionError):
            self.stop()
            why = {None: f"did not finish within {SECONDS:.0f} s"}.get(
                reply, "ended before answering (it exited, crashed or wrote over the grader's channel)")
            return CheckResult(check, Outcome.FAILED, f"[{check}] on {self.count} CPU devices (a second process), "
                                                      f"your code {why}.")

    def _ask(self, request: dict[str, str]) -> bytes | None:
        """Send one request; the reply line (None: no answer in time; b"": the child ended)."""
        try:
            assert self.process is not None and self.process.stdin is not None
            self.process.stdin.write(json.dumps(request).encode() + b"\n")
            self.process.stdin.flush()
        except (OSError, ValueError):
            pass  # it died: the read below says so
        return self._read_line(time.monotonic() + SECONDS)

    def start_soon(self) -> None:
        """Start the child now without waiting for it (`grade` waits): its start overlaps the caller's work."""
        if self.process is None and self._spawn() is None:
            self.starting = True

    def _start(self) -> str | None:
        """Start the child (unless `start_soon` did) and wait for it to say JAX runs; the reason when it could not."""
        if not self.starting:
            failure = self._spawn()
            if failure is not None:
                return failure
        self.starting = False
        ready = self._read_line(time.monotonic() + START_SECONDS)
        try:
            if json.loads(ready or b"").get("event") == "ready":
                return None
        except (ValueError, AttributeError):
            pass
        self.stop()
        return f"JAX could not start on {self.count} CPU devices in a second process"

    def _spawn(self) -> str | None:
        """The child's process; the reason when it could not start."""
        read_end, write_end = os.pipe()
        environment = dict(_ENVIRONMENT, JAX_PLATFORMS="cpu")
        try:
            self.process = subprocess.Popen(
                python_module("autograder.engine.devices_process", str(write_end), str(self.count), executable=_PYTHON),
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,),
                env=environment,
            )
        except (OSError, ValueError) as error:  # a process limit; ValueError: no `pass_fds` (Windows)
            os.close(read_end)
            return f"no second process with {self.count} CPU devices could be started here ({error})"
        finally:
            os.close(write_end)
        self.replies, self.buffer = read_end, b""
        return None

    def _read_line(self, deadline: float) -> bytes | None:
        """The child's next line; None when the deadline passed, b"" when it ended or sent too much."""
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.replies], [], [], left)[0]:
                return None
            chunk = os.read(self.replies, 1 << 16)
            if not chunk or len(self.buffer) > MAX_REPLY:
                return b""
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def stop(self) -> None:
        """End the child (the next request starts a new one)."""
        self.starting = False
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None
        if self.replies >= 0:
            os.close(self.replies)
            self.replies = -1


_CHILDREN: dict[int, DeviceChild] = {}


def _stop_children() -> None:
    for child in _CHILDREN.values():
        child.stop()


atexit.register(_stop_children)


def start_soon(count: int) -> None:
    """Start this process's child with `count` CPU devices now, in the background (pytest's collection)."""
    _CHILDREN.setdefault(count, DeviceChild(count)).start_soon()


@dataclass(frozen=True)
class Elsewhere:
    """Where an exercise's checks run when this process lacks its devices: a child with `count` CPU devices.

    Attributes:
        module: the student's module file (imported in the child only).
        course: the course.yml the exercise comes from.
        count: the CPU devices its spec needs.
    """

    module: Path
    course: Path
    count: int

    def run_check(self, exercise_id: str, check: str) -> None:
        """Run one check in the child, and end as the check ended there.

        Raises:
            ReplayedFailure: the check failed there (with the very message it had there).
            NotGraded: it was not graded there, or no child could start.
            RuntimeError: the grader itself broke there (an `ERROR` result).
        """
        __tracebackhide__ = True
        child = _CHILDREN.setdefault(self.count, DeviceChild(self.count))
        child.grade(self.module, exercise_id, check, self.course).raise_as_graded()
