"""Batch grading for instructors: the run behind `python -m autograder grade SUBMISSIONS --out DIR`.

Every submission (autograder/batch/submissions.py) is graded in sandboxed worker processes
(autograder/batch/runner.py, autograder/batch/isolation.py), in two phases:

1. in parallel (`--jobs N`): every check that does not read a clock (`Batch.untimed`);
2. then one submission at a time, with nothing else running (`Batch.timed`): the timed checks,
   and the speed-ups timed by this process (`SpeedupPhase`, autograder/batch/timed.py).

Each phase's result is saved at once (autograder/batch/state.py) with a hash of the graded
files and of the grader; a re-run (after a crash or a SIGKILL) skips what is saved with the
same hash and regrades the rest. A grader error on one submission costs that submission (or
that exercise) alone, and is graded again by the next run; a sandbox that cannot start at all
(`SandboxFailure`) stops the batch.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import functools
import hashlib
import json
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Iterator

from autograder.batch.events import grade_checks
from autograder.batch.isolation import Limits
from autograder.batch.runner import (
    STARTUP_SECONDS,
    Checks,
    SandboxFailure,
    Settings,
    WorkerDied,
    WorkerProcess,
    WorkerTimeout,
)
from autograder.batch.state import SavedStates
from autograder.batch.submissions import Entry
from autograder.batch.timed import Oracle, check_speedup, grader_error, speedup_settings, verify_outputs
from autograder.course import files
from autograder.course.manifest import Course
from autograder.grading import tampering
from autograder.grading.cases import Case
from autograder.grading.failures import CheckFailure, NotGraded
from autograder.grading.outcome import CheckResult, Outcome
from autograder.engine.registry import spec_for



def grader_fingerprint(course: Course, exercises: list[str], limits: Limits, level: str) -> str:
    """What a saved grade depends on besides the files: the grader (`files.grader_fingerprint`) and the selection."""
    hasher = hashlib.sha256(files.grader_fingerprint(course).encode())
    hasher.update(json.dumps([exercises, limits.__dict__, level], sort_keys=True, default=str).encode())
    return hasher.hexdigest()


class Progress:
    """A one-line progress bar on stderr (a line per submission when stderr is not a terminal)."""

    def __init__(self, total: int, stream: Any = None) -> None:
        self.total = total
        self.done = 0
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.lock = threading.Lock()
        self.started = time.monotonic()

    def advance(self, label: str) -> None:
        with self.lock:
            self.done += 1
            elapsed = time.monotonic() - self.started
            if self.tty:
                filled = int(30 * self.done / max(self.total, 1))
                bar = "#" * filled + "-" * (30 - filled)
                self.stream.write(f"\r[{bar}] {self.done}/{self.total} {elapsed:5.0f}s {label[:40]:<40}")
                if self.done == self.total:
                    self.stream.write("\n")
            else:
                self.stream.write(f"[{self.done}/{self.total}] {elapsed:.0f}s {label}\n")
            self.stream.flush()


class Slots:
    """The worker slots (each its own uid at the `root` level) shared by the parallel phase."""

    def __init__(self, count: int) -> None:
        self.free = list(range(count))
        self.lock = threading.Lock()

    @contextlib.contextmanager
    def taken(self) -> Iterator[int]:
        """A free slot for the duration of the block."""
        with self.lock:
            slot = self.free.pop()
        try:
            yield slot
        finally:
            with self.lock:
                self.free.append(slot)


class BaselineWorker:
    """The worker that runs the baselines and experts: no student code, so one serves the whole batch."""

    def __init__(self, settings: Settings, exercises: list[str]) -> None:
        self.settings = settings
        self.exercises = exercises
        self.worker: WorkerProcess | None = None

    def get(self, deadline: float) -> WorkerProcess:
        """The running worker, started (and waited for) if need be."""
        if self.worker is None:
            job = {"mode": "oracle", "side": "baseline", "files": {}, "exercises": self.exercises}
            worker = WorkerProcess(job, self.settings, 1)
            try:
                worker.wait_serving(min(time.monotonic() + STARTUP_SECONDS, deadline))
            except BaseException:
                worker.close()
                raise
            self.worker = worker
        return self.worker

    def close(self) -> None:
        """Stop the worker (the next `get` starts a fresh one)."""
        if self.worker is not None:
            self.worker.close()
            self.worker = None


class SpeedupPhase:
    """The parent-timed `speedup` checks of one submission (autograder/batch/timed.py).

    The student's functions are served by one worker, the baselines by the batch's
    `BaselineWorker`. An exercise that hangs or ends a worker fails with the reason and both
    workers start afresh for the next; a grader error costs that exercise alone.
    """

    def __init__(self, batch: "Batch", entry: Entry, exercise_ids: list[str], deadline: float) -> None:
        self.batch = batch
        self.limits = batch.settings.limits
        self.exercise_ids = exercise_ids
        self.deadline = deadline
        self.files = {path: base64.b64encode(data).decode() for path, data in entry.files.items()}
        self.student: WorkerProcess | None = None

    def run(self) -> Checks:
        """Each exercise's `speedup` result."""
        try:
            return {exercise_id: [self.grade(self.case(exercise_id))] for exercise_id in self.exercise_ids}
        finally:
            self._close_student()

    def case(self, exercise_id: str) -> Case:
        """The exercise's speed-up case (the spec's baseline stands in for the student's function here)."""
        exercise = self.batch.course.exercise(exercise_id)
        spec = spec_for(exercise, self.batch.course)
        return Case(exercise, spec, spec.baselines[exercise.speedup.baseline])

    def grade(self, case: Case) -> CheckResult:
        """One exercise's `speedup` check; whatever goes wrong is this exercise's result."""
        exercise_id = case.exercise.id
        try:
            self.measure(case)
        except CheckFailure as failure:
            return CheckResult("speedup", Outcome.FAILED, str(failure))
        except NotGraded as reason:
            return CheckResult("speedup", Outcome.NOT_GRADED, str(reason))
        except (WorkerTimeout, WorkerDied) as problem:
            reason = (f"it did not finish within {self.limits.exercise_seconds:.0f} s"
                      if isinstance(problem, WorkerTimeout) else str(problem))
            self._restart()
            return CheckResult("speedup", Outcome.FAILED, f"[speedup] {exercise_id}: {reason}.")
        except Exception as error:  # the grader failed on this exercise: it alone pays, the batch goes on
            self._restart()
            return CheckResult("speedup", Outcome.FAILED, grader_error("speedup", exercise_id, error))
        return CheckResult("speedup", Outcome.PASSED)

    def measure(self, case: Case) -> None:
        """Time the student's function against the spec's baseline and expert (raises the verdict)."""
        student = self._student_worker()
        # On a device one process holds (a TPU), the baseline and the expert run in the student's
        # worker: the clock stays here, but student code could slow them (docs/instructors.md).
        baseline = student if self.batch.settings.exclusive else self.batch.baseline.get(self.deadline)
        step = min(time.monotonic() + self.limits.exercise_seconds, self.deadline)
        check_speedup(case, Oracle(student, step), Oracle(baseline, step))

    def _student_worker(self) -> WorkerProcess:
        if self.student is None:
            side = "all" if self.batch.settings.exclusive else "student"
            job = {"mode": "oracle", "side": side, "files": self.files, "exercises": self.exercise_ids}
            self.student = WorkerProcess(job, self.batch.speedup_settings, 0)
            self.student.wait_serving(min(time.monotonic() + STARTUP_SECONDS, self.deadline))
        return self.student

    def _close_student(self) -> None:
        if self.student is not None:
            self.student.close()
            self.student = None

    def _restart(self) -> None:
        """After a failure mid-conversation: both workers start afresh for the next exercise."""
        self._close_student()
        self.batch.baseline.close()


TAMPERING = "tampering"  # the parent's own pseudo-check: the submission's source reaches the grader's machinery


def source_tampering(course: Course, submitted: dict[str, bytes], exercises: list[str]) -> dict[str, str]:
    """Exercise id -> what of its topic file reaches the grader's machinery (grading/tampering.py), read here.

    The worker fails such an exercise too, but a worker's report is what student code can forge: the parent reads
    the files it holds itself, and its finding is added to whatever the worker reported.
    """
    found: dict[str, str] = {}
    for exercise_id in exercises:
        exercise = course.exercise(exercise_id)
        topic = course.topic(exercise.topic)
        data = submitted.get(topic.module_file)
        if data is None:
            continue
        functions = frozenset(e.function for e in course.exercises if e.topic == topic.id)
        findings = tampering.exercise_findings(data.decode("utf-8", "replace"), exercise.function, functions)
        if findings:
            found[exercise_id] = tampering.message(findings, Path(topic.module_file).name)
    return found


class Batch:
    """One run of the grading command (see the module docstring)."""

    def __init__(self, course: Course, out: Path, exercises: list[str], settings: Settings, jobs: int) -> None:
        self.course = course
        self.out = out
        self.exercises = exercises
        self.settings = settings
        self.jobs = jobs
        self.states = SavedStates(out, grader_fingerprint(course, exercises, settings.limits, settings.level))
        self.slots = Slots(jobs)
        # The timed phase compiles in its own workers, as `pytest autograder` does (compiled.py's
        # caveats: the hostile tests' naive `selu` once passed its speed-up with the folder's programs).
        self.timed_settings = dataclasses.replace(settings, compiled="")
        self.speedup_settings = speedup_settings(self.timed_settings)  # both workers on one CPU (timed.py)
        self.baseline = BaselineWorker(self.speedup_settings, exercises)

    def save(self, entry: Entry, phase: str, checks: Checks, retry: bool = False,
             seconds: dict[str, float] | None = None) -> None:
        """Save a submission's state (autograder/batch/state.py)."""
        self.states.save(entry, phase, self.exercises, checks, retry, seconds)

    def timed_checks(self, exercise_id: str) -> tuple[str, ...]:
        """The checks of an exercise that read a clock."""
        exercise = self.course.exercise(exercise_id)
        return spec_for(exercise, self.course).timed_checks(exercise.checks)

    # -- phase 1 -------------------------------------------------------------------------
    def untimed(self, entry: Entry) -> None:
        """Phase 1 for one submission (runs in parallel with others)."""
        with self.slots.taken() as slot:
            started = time.monotonic()
            parts: dict[str, float] = {}
            try:
                deadline = started + self.settings.limits.submission_seconds
                checks = grade_checks(  # each slot on its share of the CPUs: a spinning submission slows itself alone
                    self.course, entry.files, self.exercises, dataclasses.replace(self.settings, cpu_slots=self.jobs),
                    slot, "untimed", deadline,
                    verify=functools.partial(verify_outputs, self.course, seed=self.settings.verify_seed), seconds=parts,
                )
            except SandboxFailure:
                raise  # the machine cannot grade at all: the batch stops with the fix
            except Exception as error:  # the grader failed on this submission: it is graded again next run
                failed = {e: [CheckResult("grader", Outcome.FAILED, grader_error("grader", e, error))] for e in self.exercises}
                self.save(entry, "complete", failed, retry=True, seconds={"untimed": time.monotonic() - started})
                return
        for exercise_id, reason in source_tampering(self.course, entry.files, self.exercises).items():
            checks.setdefault(exercise_id, []).append(CheckResult(TAMPERING, Outcome.FAILED, f"[{TAMPERING}] {reason}"))
        self.save(entry, "untimed", checks, seconds={"untimed": time.monotonic() - started, **parts})

    # -- phase 2 -------------------------------------------------------------------------
    def timed(self, entry: Entry, state: dict[str, Any]) -> None:
        """Phase 2 for one submission, alone on the machine.

        An exercise that already failed a check in phase 1 has lost its points: its timed checks
        are reported as not measured instead of costing a measurement.
        """
        checks: Checks = {k: list(v) for k, v in state["checks"].items()}
        failed = {e for e, found in checks.items() if any(r.outcome is Outcome.FAILED for r in found)}
        timed_ids = [e for e in self.exercises if self.timed_checks(e)]
        started = time.monotonic()
        deadline = started + self.settings.limits.submission_seconds
        for exercise_id in [e for e in timed_ids if e in failed]:
            checks.setdefault(exercise_id, []).extend(self._not_measured(exercise_id))
        timed_ids = [e for e in timed_ids if e not in failed]
        in_worker = [e for e in timed_ids if set(self.timed_checks(e)) - {"speedup"}]
        if in_worker:
            found = grade_checks(self.course, entry.files, in_worker, self.timed_settings, 0, "timed", deadline)
            for exercise_id, results in found.items():
                checks.setdefault(exercise_id, []).extend(results)
        speedups = [e for e in timed_ids if "speedup" in self.timed_checks(e)]
        if speedups:
            for exercise_id, results in SpeedupPhase(self, entry, speedups, deadline).run().items():
                checks.setdefault(exercise_id, []).extend(results)
        self.save(entry, "complete", checks, seconds={**state.get("seconds", {}), "timed": time.monotonic() - started})

    def _not_measured(self, exercise_id: str) -> list[CheckResult]:
        """The timed checks of an exercise that already fails an untimed one."""
        function = self.course.exercise(exercise_id).function
        return [CheckResult(name, Outcome.NOT_GRADED, f"{name} not measured: {function} already fails a check; fix that first.")
                for name in self.timed_checks(exercise_id)]

    def _timed_failed(self, entry: Entry, state: dict[str, Any], error: BaseException) -> None:
        """Every timed check of `entry` fails with the grader's error; the next run grades it again."""
        checks: Checks = {k: list(v) for k, v in state["checks"].items()}
        for exercise_id in [e for e in self.exercises if self.timed_checks(e)]:
            checks.setdefault(exercise_id, []).append(
                CheckResult("grader", Outcome.FAILED, grader_error("grader", exercise_id, error)))
        self.close()
        self.save(entry, "complete", checks, retry=True, seconds=state.get("seconds"))

    def close(self) -> None:
        """Stop the baseline worker."""
        self.baseline.close()

    # -- the run -------------------------------------------------------------------------
    def run(self, entries: list[Entry], progress: Progress) -> None:
        """Grade what is not saved yet: phase 1 in parallel, then phase 2 one at a time."""
        todo = [e for e in entries if self.states.saved(e, "untimed") is None]
        for entry in entries:
            if entry not in todo:
                progress.advance(f"{entry.student} (unchanged, kept)")
        self._run_untimed(todo, progress)
        try:
            for entry in entries:
                self._run_timed(entry)
                progress.advance(f"{entry.student} (timed checks)")
        finally:
            self.close()

    def _run_untimed(self, todo: list[Entry], progress: Progress) -> None:
        """Phase 1 for `todo`, `jobs` at a time; the first error is raised once the pool drains."""
        errors: list[BaseException] = []

        def phase_one(entry: Entry) -> None:
            try:
                self.untimed(entry)
                progress.advance(f"{entry.student} (checks)")
            except BaseException as error:  # reported after the pool drains
                errors.append(error)

        with ThreadPoolExecutor(max_workers=self.jobs) as pool:
            list(pool.map(phase_one, todo))
        if errors:
            raise errors[0]

    def _run_timed(self, entry: Entry) -> None:
        """Phase 2 for `entry` if phase 1 saved it and phase 2 did not; a grader error costs its timed checks."""
        state = self.states.saved(entry, "untimed")
        if state is None or state.get("phase") != "untimed":
            return
        try:
            self.timed(entry, state)
        except SandboxFailure:
            raise
        except Exception as error:  # the grader failed here: this submission's timed checks pay
            self._timed_failed(entry, state, error)
