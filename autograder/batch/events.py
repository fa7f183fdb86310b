"""A submission's checks, graded in as many sandboxed workers as it takes.

`grade_checks` starts a `WorkerProcess` (runner.py), sends it the exercises, and turns its
events into `CheckResult`s, one method per event (`Grading.on_start`, `on_result`, ...): an
exercise that hangs, crashes the process, breaks a limit or sends events out of order fails
with the reason, and a fresh worker goes on with the rest.
"""

from __future__ import annotations

import base64
import time
from typing import Any

from autograder.batch.runner import (
    STARTUP_SECONDS,
    Checks,
    Settings,
    Verifier,
    WorkerDied,
    WorkerProcess,
    WorkerTimeout,
)
from autograder.course.manifest import Course
from autograder.engine.registry import batch_phase_checks, spec_for
from autograder.grading.outcome import CheckResult, Outcome
from autograder.grading.tampering import ADVICE

TAMPERING = "tampering at run time"  # the parent's own pseudo-check for what a worker told as it happened (`on_tampering`)

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
    seconds: dict[str, float] | None = None,
) -> Checks:
    """Run the `checks` ("untimed" or "timed") of `exercises` on one submission.

    With `verify`, the worker then serves calls and `verify(worker, exercise_ids, deadline)`
    adds the parent's own checks of the exercises graded in it. `seconds`, when given, gets
    the wall time spent starting workers ("startup"), grading ("checks") and verifying ("verify").

    Returns:
        exercise id -> its checks' results (exercises with no such checks are absent).

    Raises:
        SandboxFailure: the sandbox could not be set up at all.
    """
    grading = Grading(course, files, exercises, settings, slot, checks, deadline, verify)
    found = grading.run()
    if seconds is not None:
        seconds.update(grading.seconds)
    return found


class Grading:
    """One submission's checks, graded in as many workers as it takes (`grade_checks`).

    Each worker is read as a state machine over its events, in the order the worker sends
    them: `ready`, then per exercise (`import`?, `start`, `tampering`*, `result`) or `skipped`, then
    `serving` (with `verify`) and `done`. One method per event; an event out of that order, or a
    malformed one, can only come from student code writing to the pipe, and voids what the
    exercise that ran last reported. So does a `result` whose checks are not exactly the ones
    the parent's own list names for the exercise and phase (`batch_phase_checks`: none missing,
    renamed or added), and a `skipped` for an exercise that has checks in this phase. A worker that hangs or ends fails what it was running
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
        self.tampered: dict[str, list[str]] = {}  # exercise -> what the worker's audit hook saw while it ran (kept)
        self.unverified: list[str] = []  # reported by a worker, not yet checked by the parent
        self.pending = list(exercises)
        self.ends = {"done", "serving"} if verify is not None else {"done"}
        self.seconds = {"startup": 0.0, "checks": 0.0, "verify": 0.0}
        self.clock = time.monotonic()  # when the phase being timed began
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
            self.clock = time.monotonic()
            _verify(self.verify, None, self.unverified, self.results, self.deadline, (self.encoded, self.settings, self.slot))
            self._lap("verify")
        for exercise_id, seen in self.tampered.items():
            shown = "; ".join(dict.fromkeys(seen))
            self.results.setdefault(exercise_id, []).append(CheckResult(
                TAMPERING, Outcome.FAILED, f"[{TAMPERING}] tampering: while it ran, this code reached the grader's own "
                                           f"machinery ({shown[:600]}). {ADVICE}"))
        return self.results

    def _lap(self, phase: str) -> None:
        """Add the time since the last lap to `phase`."""
        now = time.monotonic()
        self.seconds[phase] += now - self.clock
        self.clock = now

    def _one_worker(self) -> None:
        """Start a worker on the pending exercises and follow its events until it is done or fails."""
        job = {"mode": "grade", "files": self.encoded, "exercises": self.pending, "checks": self.checks,
               "serve": self.verify is not None}
        self.clock = time.monotonic()
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
            self._lap({frozenset({"ready"}): "startup", frozenset({"done"}): "verify"}.get(frozenset(self.expected), "checks"))

    def _out_of_order(self, event: dict[str, Any]) -> bool:
        kind = event["event"]
        pending = self.pending
        if kind == "tampering":  # told while an exercise's checks run, and only then
            return self.expected != {"result"} or not isinstance(event.get("why"), str)
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
        self._lap("startup")
        self.expected = {"import", "start", "skipped", *self.ends}

    def on_import(self, event: dict[str, Any]) -> None:
        self.current = ("import", str(event.get("topic")))
        self.expected = {"start", "skipped"}

    def on_start(self, event: dict[str, Any]) -> None:
        self.current = ("exercise", str(event.get("exercise")))
        self.last_started = self.current[1]
        self.expected = {"result"}

    def _phase_checks(self, exercise_id: str) -> list[str]:
        """The checks this phase runs for `exercise_id`: the parent's own list (course.yml and the spec)."""
        exercise = self.course.exercise(exercise_id)
        return batch_phase_checks(exercise, spec_for(exercise, self.course), self.checks)

    def on_tampering(self, event: dict[str, Any]) -> None:
        """The worker's audit hook saw the running exercise's code reach the grader (grading/tampering.py): kept,
        whatever the worker reports afterwards, and added to the exercise's checks as a failure when grading ends."""
        assert self.current is not None  # `_out_of_order` admits it only while an exercise runs
        self.tampered.setdefault(self.current[1], []).append(str(event["why"])[:300])

    def on_skipped(self, event: dict[str, Any]) -> None:
        if self._phase_checks(event["exercise"]):  # only an exercise with no checks of this kind is skipped
            self.last_started = event["exercise"]
            self._forged()
        self.pending.remove(event["exercise"])

    def on_result(self, event: dict[str, Any]) -> None:
        exercise_id = event["exercise"]
        try:
            self.results[exercise_id] = read_checks(event)
        except ValueError:
            self._forged()
        if [result.check for result in self.results[exercise_id]] != self._phase_checks(exercise_id):
            self._forged()  # a check missing, renamed or added: the parent's list is the one that counts
        self.pending.remove(exercise_id)
        self.unverified.append(exercise_id)
        self._between_exercises()
        if not self.worker.clean_up_after_exercise():
            self.finished = True  # a fresh worker goes on with the rest
        else:
            self.worker.go_on()  # only now may the next exercise start processes of its own

    def on_serving(self, event: dict[str, Any]) -> None:
        assert self.verify is not None  # `serving` is expected only then
        self.pending, self.current = [], None
        self._lap("checks")
        _verify(self.verify, self.worker, self.unverified, self.results, self.deadline,
                (self.encoded, self.settings, self.slot))
        self._lap("verify")
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
    """The parent's own checks (`verify`) of the reported exercises that claim to pass every check: their values
    on its own inputs, or the laws of a random function on its own keys (batch/timed.py).

    `verify` stops at an exercise that ends or hangs its worker (and fails it); the rest are
    checked in a fresh worker, so no exercise escapes its check and none pays for another.
    """
    passing = [
        e for e in unverified
        if all(r.outcome is not Outcome.FAILED for r in results[e])
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
