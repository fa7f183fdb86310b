"""The trusted side of one worker process: start it sandboxed, read its events under a wall clock.

`WorkerProcess` starts `python -I -m autograder.batch.worker` with a scrubbed environment, in a
session of its own, and reads its events (JSON lines on a pipe of their own, never its
printed output) with a deadline per step and a process-count watchdog. `grade_checks`
grades a list of exercises in as many workers as it takes: an exercise that hangs, crashes
the process or breaks a limit fails with the reason, and a fresh worker goes on with the rest.
"""

from __future__ import annotations

import base64
import io
import json
import os
import pickle
import select
import shutil
import signal
import struct
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from autograder.batch.isolation import (
    Limits,
    SandboxPlan,
    kill_all,
    processes_of,
    threads_of,
)
from autograder.course.manifest import Course
from autograder.grading.outcome import CheckResult, Outcome

STARTUP_SECONDS = 180.0  # Python, NumPy and JAX starting on a loaded machine
MAX_LINE = 64 << 20


Checks = dict[str, list[CheckResult]]  # exercise id -> its checks' results, in the order graded
Verifier = Callable[["WorkerProcess", list[str], float], Checks]


class WorkerTimeout(Exception):
    """The worker did not send its next event in time."""


class WorkerDied(Exception):
    """The worker's process ended (or was ended by a limit); the message says why."""


class SandboxFailure(RuntimeError):
    """The worker could not set up its sandbox: the grader's problem, not the student's."""


@dataclass(frozen=True)
class Settings:
    """How submissions are isolated and limited.

    Attributes:
        level: isolation level (autograder/batch/isolation.py).
        limits: resource and time limits.
        hide: folders the worker must not see.
        work_root: the batch's work folder (private copies go below it).
        uid_base: first uid of the worker slots (`root` level).
    """

    level: str
    limits: Limits
    hide: tuple[str, ...]
    work_root: str
    uid_base: int = 61000

    def plan(self, slot: int) -> SandboxPlan:
        """The sandbox of worker slot `slot`."""
        uid = self.uid_base + slot if self.level == "root" else None
        return SandboxPlan(self.level, self.limits, self.hide, self.work_root, f"slot{slot}", uid)


# Passed on as the instructor set them: which backend and GPUs a worker may use, where CUDA's
# libraries are when they are not pip's (those are in the environment, which workers can read).
PASSED_ON = ("JAX_PLATFORMS", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES", "LD_LIBRARY_PATH", "XLA_PYTHON_CLIENT_ALLOCATOR")
# Set unless the instructor set them. Two workers and the baseline's share one GPU: each takes
# memory as it needs it, up to 35% of the GPU's. XLA's own warnings (per compilation, on a GPU)
# would fill the worker's size-limited output file; CUDA's kernel cache would go to its tmpfs home.
GPU_DEFAULTS = {
    "XLA_PYTHON_CLIENT_PREALLOCATE": "false",
    "XLA_PYTHON_CLIENT_MEM_FRACTION": "0.35",
    "TF_CPP_MIN_LOG_LEVEL": "2",
    "CUDA_CACHE_DISABLE": "1",
}


def worker_environment(private: str) -> dict[str, str]:
    """The scrubbed environment a worker gets: no tokens, no proxies, no user paths.

    From the grader's environment it keeps only what finds and shares the backend
    (`PASSED_ON`, `GPU_DEFAULTS`); on a CPU those only quiet XLA's log.
    """
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": private,
        "TMPDIR": private,
        "LANG": "C.UTF-8",
        "JAXCOURSE_XLA_CACHE": "off",  # no cache shared between submissions
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    env.update({name: os.environ[name] for name in PASSED_ON if name in os.environ})
    env.update({name: os.environ.get(name, default) for name, default in GPU_DEFAULTS.items()})
    return env


def describe_exit(returncode: int | None, limits: Limits, watchdog: str | None = None) -> str:
    """Why a worker ended, in words a student can act on."""
    if watchdog:
        return watchdog
    if returncode is None:
        return "the process did not answer"
    if returncode < 0:
        number = -returncode
        if number == signal.SIGXFSZ:
            return f"it wrote more than {limits.output_bytes >> 20} MiB (printed output or files); print less"
        if number == signal.SIGXCPU:
            return f"it used more than {limits.cpu_seconds} s of CPU time"
        if number == signal.SIGSEGV:
            return "the process crashed (segmentation fault), e.g. from ctypes or unbounded recursion"
        if number == signal.SIGKILL:
            return "the process was killed (out of memory or a limit)"
        if number == signal.SIGABRT:
            return "the process aborted (often: out of memory inside XLA)"
        return f"the process was ended by signal {signal.Signals(number).name}"
    return f"it ended the grading process (exit code {returncode}; `sys.exit`, `os._exit` or `exit()` in the code?)"


class _CommandPickler(pickle.Pickler):
    """Pickles commands for a worker; JAX devices go by platform and id (autograder/grading/grader_functions.py)."""

    def reducer_override(self, obj: Any) -> Any:
        jax = sys.modules.get("jax")
        if jax is not None and isinstance(obj, jax.Device):
            from autograder.grading.grader_functions import reduce_device

            return reduce_device(obj)
        return NotImplemented


class WorkerProcess:
    """One running worker and its events pipe."""

    def __init__(self, job: dict[str, Any], settings: Settings, slot: int) -> None:
        self.settings = settings
        self.plan = settings.plan(slot)
        self.private = str(Path(settings.work_root) / self.plan.slot)
        job = {**job, "plan": self.plan.to_json()}
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-m", "autograder.batch.worker", str(write_end)],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(write_end,),
            start_new_session=True,
            env=worker_environment(self.private),
            cwd="/",
        )
        os.close(write_end)
        self.events = read_end
        self.buffer = b""
        self.watchdog: str | None = None
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(job).encode() + b"\n")
        self.process.stdin.flush()
        if job["mode"] == "grade" and not job.get("serve"):
            self.process.stdin.close()

    @property
    def uid(self) -> int | None:
        return self.plan.uid

    def next_event(self, deadline: float) -> dict[str, Any]:
        """The next event, waiting until `deadline` (time.monotonic()).

        Raises:
            WorkerTimeout: nothing came in time.
            WorkerDied: the process ended or broke the process limit (see `reason`).
        """
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WorkerTimeout()
            ready, _, _ = select.select([self.events], [], [], min(left, 0.5))
            if not ready:
                if threads_of(self.uid, self.process.pid) > self.settings.limits.processes + 8:
                    self.watchdog = f"it started more than {self.settings.limits.processes} processes or threads"
                    self.kill()
                    raise WorkerDied(self.reason())
                continue
            chunk = os.read(self.events, 1 << 20)
            if not chunk:
                raise WorkerDied(self.reason())
            self.buffer += chunk
            if len(self.buffer) > MAX_LINE:
                self.kill()
                raise WorkerDied("it sent more than the grader reads")
        line, _, self.buffer = self.buffer.partition(b"\n")
        try:
            event = json.loads(line)
        except ValueError:
            self.kill()
            raise WorkerDied("its event channel was written to by something other than the grader") from None
        if not isinstance(event, dict) or not isinstance(event.get("event"), str):
            self.kill()
            raise WorkerDied("its event channel was written to by something other than the grader")
        if event["event"] == "error":
            self.kill()
            raise SandboxFailure(str(event.get("message")))
        return event

    def clean_up_after_exercise(self) -> bool:
        """Between exercises: end every process the exercise started; False when the worker should be replaced.

        A process an exercise starts does not outlive it, and memory an exercise keeps (a
        module-level hoard) is not left for the next one: above half the memory limit the
        worker is replaced by a fresh one.
        """
        for pid in processes_of(self.uid, self.process.pid):
            if pid != self.process.pid:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
        try:
            with open(f"/proc/{self.process.pid}/status") as stream:
                rss = next(int(line.split()[1]) << 10 for line in stream if line.startswith("VmRSS:"))
        except (OSError, StopIteration, ValueError):
            return False
        return rss < self.settings.limits.memory_bytes // 2

    def wait_serving(self, deadline: float) -> None:
        """Wait until a worker started in `oracle` mode is ready for commands.

        Raises:
            WorkerDied: it ended or said something else first.
        """
        for expected in ("ready", "serving"):
            event = self.next_event(deadline)
            if event["event"] != expected:
                self.kill()
                raise WorkerDied(f"it said {event['event']!r} where the grader expected {expected!r}")

    def send(self, command: tuple) -> None:
        """A length-prefixed pickle to the worker (trusted data, parent to worker only).

        Raises:
            WorkerDied: the worker's end is closed.
            pickle.PicklingError: `command` holds something that cannot cross (a grading spec's bug).
        """
        buffer = io.BytesIO()
        _CommandPickler(buffer).dump(command)
        data = buffer.getvalue()
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(struct.pack("!I", len(data)) + data)
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise WorkerDied(self.reason()) from None

    def reason(self) -> str:
        """Why the process ended (waits briefly for it)."""
        try:
            returncode = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            returncode = self.process.wait()
        return describe_exit(returncode, self.settings.limits, self.watchdog)

    def kill(self) -> None:
        """End the worker and every process it started."""
        kill_all(self.uid, self.process.pid)
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except OSError:
            pass

    def close(self) -> None:
        """Kill everything, reap, release the pipe and the private folder."""
        self.kill()
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        self.process.wait()
        if self.events >= 0:
            os.close(self.events)
            self.events = -1
        if self.settings.level == "rlimits":
            shutil.rmtree(self.private, ignore_errors=True)


def failure(check: str, message: str) -> list[CheckResult]:
    """One failed pseudo-check, as a worker's `result` lists checks."""
    return [CheckResult(check, Outcome.FAILED, f"[{check}] {message}")]


def read_checks(event: dict[str, Any]) -> list[CheckResult]:
    """The checks of a worker's `result` event (`CheckResult.to_json()` dicts).

    Raises:
        ValueError: not a list of well-formed results (only student code writing to the pipe sends one).
    """
    found = event.get("checks")
    if not isinstance(found, list):
        raise ValueError("a result without a list of checks")
    return [CheckResult.from_json(item) for item in found]


def grade_checks(
    course: Course,
    files: dict[str, bytes],
    exercises: list[str],
    settings: Settings,
    slot: int,
    checks: str,
    deadline: float,
    verify: Verifier | None = None,
) -> Checks:
    """Run the `checks` ("untimed" or "timed") of `exercises` on one submission.

    With `verify`, the worker then serves calls and `verify(worker, exercise_ids, deadline)`
    adds the parent's own checks of the exercises graded in it.

    Returns:
        exercise id -> its checks' results (exercises with no such checks are absent).

    Raises:
        SandboxFailure: the sandbox could not be set up at all.
    """
    return Grading(course, files, exercises, settings, slot, checks, deadline, verify).run()


class Grading:
    """One submission's checks, graded in as many workers as it takes (`grade_checks`).

    Each worker is read as a state machine over its events, in the order the worker sends
    them: `ready`, then per exercise (`import`?, `start`, `result`) or `skipped`, then `serving`
    (with `verify`) and `done`. One method per event; an event out of that order, or a
    malformed one, can only come from student code writing to the pipe, and voids what the
    exercise that ran last reported. A worker that hangs or ends fails what it was running
    (`_blame`) and a fresh worker goes on with the rest.
    """

    def __init__(
        self, course: Course, files: dict[str, bytes], exercises: list[str], settings: Settings, slot: int,
        checks: str, deadline: float, verify: Verifier | None,
    ) -> None:
        self.course = course
        self.encoded = {path: base64.b64encode(data).decode() for path, data in files.items()}
        self.settings = settings
        self.limits = settings.limits
        self.slot = slot
        self.checks = checks
        self.deadline = deadline
        self.verify = verify
        self.results: Checks = {}
        self.unverified: list[str] = []  # reported by a worker, not yet checked by the parent
        self.pending = list(exercises)
        self.ends = {"done", "serving"} if verify is not None else {"done"}
        self._new_worker_state()

    def _new_worker_state(self) -> None:
        self.current: tuple[str, str] | None = None  # ("import", topic) or ("exercise", id) while it runs
        self.last_started: str | None = None
        self.expected = {"ready"}
        self.finished = False  # this worker is done (or is to be replaced)

    def run(self) -> Checks:
        """Grade every pending exercise, then have the parent verify what no worker served."""
        while self.pending:
            if time.monotonic() >= self.deadline:
                for exercise_id in self.pending:
                    self.results[exercise_id] = failure(
                        "time limit", f"not graded: the whole submission ran past {self.limits.submission_seconds:.0f} s."
                    )
                break
            self._one_worker()
        if self.verify is not None and self.unverified:
            # The worker that graded them ended before serving: fresh ones serve the checks.
            _verify(self.verify, None, self.unverified, self.results, self.deadline, (self.encoded, self.settings, self.slot))
        return self.results

    def _one_worker(self) -> None:
        """Start a worker on the pending exercises and follow its events until it is done or fails."""
        job = {"mode": "grade", "files": self.encoded, "exercises": self.pending, "checks": self.checks,
               "serve": self.verify is not None}
        self.worker = WorkerProcess(job, self.settings, self.slot)
        self._new_worker_state()
        try:
            step = min(time.monotonic() + STARTUP_SECONDS, self.deadline)
            while not self.finished:
                event = self.worker.next_event(step)
                if self._out_of_order(event):
                    self._forged()
                step = min(time.monotonic() + self.limits.exercise_seconds, self.deadline)
                getattr(self, f"on_{event['event']}")(event)
        except WorkerTimeout:
            self.worker.kill()
            self._blame(f"it did not finish within {self.limits.exercise_seconds:.0f} s (an endless loop, a long sleep, "
                        "or far too slow); make it finish quickly")
        except WorkerDied as problem:
            if self.current is None:
                self._void_last()  # died between exercises: the one that ran last did it
            self._blame(str(problem))
        finally:
            self.worker.close()

    def _out_of_order(self, event: dict[str, Any]) -> bool:
        kind = event["event"]
        pending = self.pending
        return (
            kind not in self.expected
            or (kind == "result" and event.get("exercise") != self.current[1])
            or (kind in ("start", "skipped") and (not pending or event.get("exercise") != pending[0]))
            or (kind in ("serving", "done") and bool(pending) and self.expected != {"done"})
        )

    def _forged(self) -> None:
        """Only student code writing to the pipe breaks the order; the exercise that ran last did it.

        Raises:
            WorkerDied: always, with the reason.
        """
        self.worker.kill()
        self._void_last()
        raise WorkerDied("its event channel was written to by something other than the grader")

    def _void_last(self) -> None:
        """Whatever the exercise that ran last reported is void: it is pending again, and is what is running."""
        last = self.last_started
        if last is None:
            return
        if last not in self.pending:
            self.pending.insert(0, last)
            self.results.pop(last, None)
            if last in self.unverified:
                self.unverified.remove(last)
        self.current = ("exercise", last)

    def _between_exercises(self) -> None:
        self.current = None
        self.expected = {"import", "start", "skipped", *self.ends}

    # -- one method per event ------------------------------------------------------------
    def on_ready(self, event: dict[str, Any]) -> None:
        self.expected = {"import", "start", "skipped", *self.ends}

    def on_import(self, event: dict[str, Any]) -> None:
        self.current = ("import", str(event.get("topic")))
        self.expected = {"start", "skipped"}

    def on_start(self, event: dict[str, Any]) -> None:
        self.current = ("exercise", str(event.get("exercise")))
        self.last_started = self.current[1]
        self.expected = {"result"}

    def on_skipped(self, event: dict[str, Any]) -> None:
        self.pending.remove(event["exercise"])  # no checks of this kind

    def on_result(self, event: dict[str, Any]) -> None:
        exercise_id = event["exercise"]
        try:
            self.results[exercise_id] = read_checks(event)
        except ValueError:
            self._forged()
        self.pending.remove(exercise_id)
        self.unverified.append(exercise_id)
        self._between_exercises()
        if not self.worker.clean_up_after_exercise():
            self.finished = True  # a fresh worker goes on with the rest

    def on_serving(self, event: dict[str, Any]) -> None:
        assert self.verify is not None  # `serving` is expected only then
        self.pending, self.current = [], None
        _verify(self.verify, self.worker, self.unverified, self.results, self.deadline,
                (self.encoded, self.settings, self.slot))
        if self.worker.process.poll() is not None:
            self.finished = True
            return
        self.worker.send(("quit",))
        self.expected = {"done"}

    def on_done(self, event: dict[str, Any]) -> None:
        self.pending = []
        self.finished = True

    def _blame(self, reason: str) -> None:
        _blame(self.course, self.current, self.pending, self.results, reason)


def _verify(
    verify: Verifier,
    worker: "WorkerProcess | None",
    unverified: list[str],
    results: Checks,
    deadline: float,
    spawn: tuple[dict[str, str], Settings, int],
) -> None:
    """The parent's own checks of the reported exercises that claim to pass `values`.

    `verify` stops at an exercise that ends or hangs its worker (and fails it); the rest are
    checked in a fresh worker, so no exercise escapes its check and none pays for another.
    """
    passing = [
        e for e in unverified
        if all(r.outcome is not Outcome.FAILED for r in results[e]) and any(r.check == "values" for r in results[e])
    ]
    unverified.clear()
    encoded, settings, slot = spawn
    while passing:
        fresh = worker is None
        if fresh:
            job = {"mode": "oracle", "side": "student", "files": encoded, "exercises": list(passing)}
            worker = WorkerProcess(job, settings, slot)
            try:
                worker.wait_serving(min(time.monotonic() + STARTUP_SECONDS, deadline))
            except (WorkerTimeout, WorkerDied):
                pass  # verify() fails the first exercise with the reason
        try:
            found = verify(worker, passing, deadline)
        finally:
            if fresh or worker.process.poll() is not None:
                worker.close()
        for exercise_id, checks in found.items():
            results[exercise_id] = [*results[exercise_id], *checks]
        passing = [e for e in passing if e not in found]
        worker = None


def _blame(
    course: Course,
    current: tuple[str, str] | None,
    pending: list[str],
    results: Checks,
    reason: str,
) -> None:
    """Fail what was running when a worker ended: an exercise, or a whole topic while importing."""
    if not pending:
        return
    if current is not None and current[0] == "import":
        topic = course.topic(current[1])
        for exercise_id in [e for e in pending if course.exercise(e).topic == topic.id]:
            results[exercise_id] = failure("import", f"importing {topic.module_file} failed: {reason}. The whole topic scores 0.")
            pending.remove(exercise_id)
        return
    blamed = current[1] if current is not None and current[1] in pending else pending[0]
    results[blamed] = failure("limits", f"{blamed}: {reason}.")
    pending.remove(blamed)
