"""Batch grading for instructors: `python -m autograder grade SUBMISSIONS --out DIR`.

Every submission (a folder or a .zip per student, laid out like exercises/) is graded in
sandboxed worker processes (autograder/batch/runner.py, autograder/batch/isolation.py):

1. in parallel (`--jobs N`): every check that does not read a clock;
2. then one submission at a time, with nothing else running: the timed checks, the speed-ups
   timed by this process (autograder/batch/timed.py).

Each graded submission is saved at once, atomically, in `DIR/.state/<student>.json` with a
hash of its graded files and of the grader; a re-run (after a crash or a SIGKILL) skips what
is saved with the same hash and regrades the rest. The gradebook (`grades.csv`,
`results/<student>.json` in Gradescope's schema, `feedback/<student>.txt`, `summary.txt`) is
rebuilt from the saved states at the end of every run, each file written atomically.

`--shard i/N` grades every N-th submission (for a Slurm job array); `merge` joins the shards'
folders into one gradebook.
"""

from __future__ import annotations

import argparse
import csv
import functools
import hashlib
import io
import json
import os
import sys
import tempfile
import threading
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from autograder.batch.isolation import LEVELS, Limits, claim_uid_block, detect_level
from autograder.batch.runner import (
    SandboxFailure,
    Settings,
    WorkerDied,
    WorkerProcess,
    WorkerTimeout,
    grade_checks,
)
from autograder.batch.timed import grader_error, verify_outputs
from autograder.course.manifest import Course, load_course
from autograder.grading.gradebook import Gradebook

MAX_ZIP_BYTES = 64 << 20
STATE = ".state"


class BatchError(Exception):
    """A problem with the batch itself (not with one submission), said with the fix."""


@dataclass(frozen=True)
class Entry:
    """One student's submission.

    Attributes:
        student: the folder or zip name (without .zip).
        files: the graded files, by their path in exercises/ (e.g. `01_arrays/arrays.py`).
        notes: what the grader noticed about the upload (shown in the feedback).
    """

    student: str
    files: dict[str, bytes]
    notes: tuple[str, ...] = ()

    def digest(self, fingerprint: str) -> str:
        """A hash of the graded files and of the grader that grades them."""
        hasher = hashlib.sha256(fingerprint.encode())
        for path in sorted(self.files):
            hasher.update(path.encode() + b"\0" + hashlib.sha256(self.files[path]).digest())
        return hasher.hexdigest()


def _graded_files(course: Course, names: dict[str, bytes]) -> tuple[dict[str, bytes], list[str]]:
    """The topic files among `names` (paths inside a submission), wherever a student nested them."""
    files: dict[str, bytes] = {}
    notes: list[str] = []
    for topic in course.topics:
        wanted = topic.module_file
        candidates = sorted((p for p in names if p == wanted or p.endswith("/" + wanted)), key=len)
        if not candidates:
            candidates = sorted((p for p in names if p == f"{topic.id}.py" or p.endswith(f"/{topic.id}.py")), key=len)
        if candidates:
            files[wanted] = names[candidates[0]]
            if candidates[0] != wanted:
                notes.append(f"graded {candidates[0]} as {wanted}")
    return files, notes


def read_submission(path: Path, course: Course) -> Entry:
    """One student's folder or zip, reduced to the files the grader reads.

    Notebooks may be in the upload; the graded code of a topic is its .py file beside the notebook.
    """
    student = path.name.removesuffix(".zip")
    names: dict[str, bytes] = {}
    if path.is_dir():
        for file in sorted(path.rglob("*.py")):
            if file.is_file() and not file.is_symlink():
                names[file.relative_to(path).as_posix()] = file.read_bytes()[:MAX_ZIP_BYTES]
    else:
        try:
            with zipfile.ZipFile(path) as archive:
                total = 0
                for info in archive.infolist():
                    if info.is_dir() or not info.filename.endswith(".py") or "__MACOSX" in info.filename:
                        continue
                    total += info.file_size
                    if total > MAX_ZIP_BYTES:
                        return Entry(student, {}, (f"{path.name} unpacks to more than {MAX_ZIP_BYTES >> 20} MiB of .py files; not graded",))
                    names[info.filename] = archive.read(info)
        except zipfile.BadZipFile:
            return Entry(student, {}, (f"{path.name} is not a valid zip file; nothing graded",))
    files, notes = _graded_files(course, names)
    return Entry(student, files, tuple(notes))


def find_submissions(folder: Path) -> list[Path]:
    """Every folder and .zip directly in `folder`, sorted by name."""
    if not folder.is_dir():
        raise BatchError(f"{folder} is not a folder; give a folder with one subfolder or .zip per student.")
    found = sorted(p for p in folder.iterdir() if (p.is_dir() or p.suffix == ".zip") and not p.name.startswith("."))
    if not found:
        raise BatchError(f"{folder} holds no submissions: put one folder or .zip per student in it.")
    return found


def grader_fingerprint(course: Course, exercises: list[str], limits: Limits, level: str) -> str:
    """What a saved grade depends on besides the files: the grader's code, course.yml, the selection."""
    hasher = hashlib.sha256()
    for file in sorted((course.root / "autograder").rglob("*.py")):
        hasher.update(file.name.encode() + file.read_bytes())
    hasher.update(course.path.read_bytes())
    hasher.update(json.dumps([exercises, limits.__dict__, level], sort_keys=True, default=str).encode())
    return hasher.hexdigest()


def select_exercises(course: Course, only: list[str] | None) -> list[str]:
    """Exercise ids in course order, limited to `only` (topic ids, folders or exercise ids).

    Raises:
        BatchError: a name matches nothing (the valid names are listed).
    """
    if not only:
        return [exercise.id for exercise in course.exercises]
    chosen: list[str] = []
    for name in only:
        matches = [
            e.id for e in course.exercises if name in (e.id, e.topic, course.topic(e.topic).folder)
        ]
        if not matches:
            topics = ", ".join(t.folder for t in course.topics)
            raise BatchError(f"--only {name!r} matches no topic or exercise; topics are {topics} (or an id like arrays.add_at).")
        chosen.extend(m for m in matches if m not in chosen)
    return [e.id for e in course.exercises if e.id in chosen]


def atomic_write(path: Path, text: str) -> None:
    """Write `text` to `path` so that a reader (or a crash) never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(handle, "w") as stream:
        stream.write(text)
        stream.flush()
        os.fsync(stream.fileno())
    os.chmod(temporary, 0o644)
    os.replace(temporary, path)


def hidden_folders(course: Course, extra: Iterable[Path]) -> tuple[str, ...]:
    """What a worker must not see: every folder of the course except the grader and Python's, plus `extra`."""
    keep = [Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve(), (course.root / "autograder").resolve()]
    hidden = []
    for child in sorted(course.root.iterdir()):
        if not child.is_dir() or child.is_symlink():
            continue
        resolved = child.resolve()
        if any(resolved == k or resolved in k.parents for k in keep):
            continue
        hidden.append(str(resolved))
    hidden.extend(str(Path(p).resolve()) for p in extra)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jaxcourse"
    if cache.is_dir():
        hidden.append(str(cache.resolve()))
    return tuple(dict.fromkeys(hidden))


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


class Batch:
    """One run of the grading command (see the module docstring)."""

    def __init__(
        self,
        course: Course,
        out: Path,
        exercises: list[str],
        settings: Settings,
        jobs: int,
    ) -> None:
        self.course = course
        self.out = out
        self.exercises = exercises
        self.settings = settings
        self.jobs = jobs
        self.fingerprint = grader_fingerprint(course, exercises, settings.limits, settings.level)
        self.slots: list[int] = list(range(jobs))
        self.slot_lock = threading.Lock()
        self.baseline: WorkerProcess | None = None

    # -- state ---------------------------------------------------------------------------
    def state_path(self, student: str) -> Path:
        return self.out / STATE / f"{student}.json"

    def saved(self, entry: Entry, phase: str) -> dict[str, Any] | None:
        """The saved state of `entry` if it has the same hash and reached `phase`."""
        try:
            state = json.loads(self.state_path(entry.student).read_text())
        except (OSError, ValueError):
            return None
        if state.get("hash") != entry.digest(self.fingerprint):
            return None
        if phase == "untimed" and state.get("phase") in ("untimed", "complete"):
            return state
        return state if state.get("phase") == phase else None

    def save(self, entry: Entry, phase: str, checks: dict[str, list[list[str]]], retry: bool = False) -> None:
        """Save a submission's state; `retry` marks one the grader failed on (regraded by the next run)."""
        state = {"student": entry.student, "hash": entry.digest(self.fingerprint if not retry else "retry"),
                 "phase": phase, "notes": list(entry.notes), "exercises": self.exercises, "checks": checks}
        atomic_write(self.state_path(entry.student), json.dumps(state, indent=1, sort_keys=True))

    # -- grading -------------------------------------------------------------------------
    def _take_slot(self) -> int:
        with self.slot_lock:
            return self.slots.pop()

    def _give_slot(self, slot: int) -> None:
        with self.slot_lock:
            self.slots.append(slot)

    def untimed(self, entry: Entry) -> None:
        """Phase 1 for one submission (runs in parallel with others)."""
        slot = self._take_slot()
        try:
            deadline = time.monotonic() + self.settings.limits.submission_seconds
            checks = grade_checks(
                self.course, entry.files, self.exercises, self.settings, slot, "untimed", deadline,
                verify=functools.partial(verify_outputs, self.course),
            )
        except SandboxFailure:
            raise  # the machine cannot grade at all: the batch stops with the fix
        except Exception as error:  # the grader failed on this submission: it is graded again next run
            checks = {e: [["grader", "failed", grader_error("grader", e, error)]] for e in self.exercises}
            self.save(entry, "complete", checks, retry=True)
            return
        finally:
            self._give_slot(slot)
        self.save(entry, "untimed", checks)

    def timed(self, entry: Entry, state: dict[str, Any]) -> None:
        """Phase 2 for one submission, alone on the machine.

        An exercise that already failed a check in phase 1 has lost its points: its timed checks
        are reported as not measured instead of costing a measurement.
        """
        checks: dict[str, list[list[str]]] = {k: list(v) for k, v in state["checks"].items()}
        failed = {e for e, found in checks.items() if any(outcome == "failed" for _, outcome, _ in found)}
        timed_ids = [e for e in self.exercises if self._timed(e)]
        deadline = time.monotonic() + self.settings.limits.submission_seconds
        for exercise_id in [e for e in timed_ids if e in failed]:
            exercise = self.course.exercise(exercise_id)
            for name in self._timed(exercise_id):
                checks.setdefault(exercise_id, []).append(
                    [name, "not_graded", f"{name} not measured: {exercise.function} already fails a check; fix that first."]
                )
        timed_ids = [e for e in timed_ids if e not in failed]
        in_worker = [e for e in timed_ids if set(self._timed(e)) - {"speedup"}]
        if in_worker:
            found = grade_checks(self.course, entry.files, in_worker, self.settings, 0, "timed", deadline)
            for exercise_id, results in found.items():
                checks.setdefault(exercise_id, []).extend(results)
        speedups = [e for e in timed_ids if "speedup" in self._timed(e)]
        if speedups:
            for exercise_id, results in self._speedups(entry, speedups, deadline).items():
                checks.setdefault(exercise_id, []).extend(results)
        self.save(entry, "complete", checks)

    def _timed_failed(self, entry: Entry, state: dict[str, Any], error: BaseException) -> None:
        """Every timed check of `entry` fails with the grader's error; the next run grades it again."""
        checks: dict[str, list[list[str]]] = {k: list(v) for k, v in state["checks"].items()}
        for exercise_id in [e for e in self.exercises if self._timed(e)]:
            checks.setdefault(exercise_id, []).append(["grader", "failed", grader_error("grader", exercise_id, error)])
        self.close()
        self.save(entry, "complete", checks, retry=True)

    def _timed(self, exercise_id: str) -> tuple[str, ...]:
        """The checks of an exercise that read a clock."""
        from autograder.grading.registry import spec_for

        exercise = self.course.exercise(exercise_id)
        return spec_for(exercise, self.course).timed_checks(exercise.checks)

    def _baseline(self, deadline: float) -> WorkerProcess:
        """The worker that runs the baselines: no student code, so one serves the whole batch."""
        if self.baseline is None:
            job = {"mode": "oracle", "side": "baseline", "files": {}, "exercises": self.exercises}
            worker = WorkerProcess(job, self.settings, 1)
            try:
                worker.wait_serving(min(time.monotonic() + 180, deadline))
            except BaseException:
                worker.close()
                raise
            self.baseline = worker
        return self.baseline

    def _restart(self, student: WorkerProcess | None) -> None:
        """After a failure mid-conversation: close the student's worker and the baseline's (both start afresh)."""
        if student is not None:
            student.close()
        self.close()

    def close(self) -> None:
        """Stop the baseline worker."""
        if self.baseline is not None:
            self.baseline.close()
            self.baseline = None

    def _speedups(self, entry: Entry, exercise_ids: list[str], deadline: float) -> dict[str, list[list[str]]]:
        """The parent-timed `speedup` check of each exercise (autograder/batch/timed.py)."""
        import base64

        from autograder.batch.timed import Oracle, check_speedup
        from autograder.grading.cases import Case
        from autograder.grading.failures import CheckFailure, NotGraded
        from autograder.grading.registry import spec_for

        files = {path: base64.b64encode(data).decode() for path, data in entry.files.items()}
        results: dict[str, list[list[str]]] = {}
        student: WorkerProcess | None = None
        try:
            for exercise_id in exercise_ids:
                exercise = self.course.exercise(exercise_id)
                spec = spec_for(exercise, self.course)
                case = Case(exercise, spec, spec.baselines[exercise.speedup.baseline])
                try:
                    if student is None:
                        job = {"mode": "oracle", "side": "student", "files": files, "exercises": exercise_ids}
                        student = WorkerProcess(job, self.settings, 0)
                        student.wait_serving(min(time.monotonic() + 180, deadline))
                    baseline = self._baseline(deadline)
                    step = min(time.monotonic() + self.settings.limits.exercise_seconds, deadline)
                    check_speedup(case, Oracle(student, step), Oracle(baseline, step))
                except CheckFailure as failure:
                    results[exercise_id] = [["speedup", "failed", str(failure)]]
                except NotGraded as reason:
                    results[exercise_id] = [["speedup", "not_graded", str(reason)]]
                except (WorkerTimeout, WorkerDied) as problem:
                    reason = (f"it did not finish within {self.settings.limits.exercise_seconds:.0f} s"
                              if isinstance(problem, WorkerTimeout) else str(problem))
                    results[exercise_id] = [["speedup", "failed", f"[speedup] {exercise_id}: {reason}."]]
                    student = self._restart(student)
                except Exception as error:  # the grader failed on this exercise: it alone pays, the batch goes on
                    results[exercise_id] = [["speedup", "failed", grader_error("speedup", exercise_id, error)]]
                    student = self._restart(student)
                else:
                    results[exercise_id] = [["speedup", "passed", ""]]
        finally:
            if student is not None:
                student.close()
        return results

    def run(self, entries: list[Entry], progress: Progress) -> None:
        """Grade what is not saved yet: phase 1 in parallel, then phase 2 one at a time."""
        todo = [e for e in entries if self.saved(e, "untimed") is None]
        for entry in entries:
            if entry not in todo:
                progress.advance(f"{entry.student} (unchanged, kept)")
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
        try:
            for entry in entries:
                state = self.saved(entry, "untimed")
                if state is not None and state.get("phase") == "untimed":
                    try:
                        self.timed(entry, state)
                    except SandboxFailure:
                        raise
                    except Exception as error:  # the grader failed here: this submission's timed checks pay
                        self._timed_failed(entry, state, error)
                progress.advance(f"{entry.student} (timed checks)")
        finally:
            self.close()


# -- the gradebook ---------------------------------------------------------------------
def gradebook_for(course: Course, state: dict[str, Any]) -> Gradebook:
    """A student's Gradebook from a saved state."""
    book = Gradebook(course)
    for exercise_id in state["exercises"]:
        for check, outcome, message in state["checks"].get(exercise_id, []):
            book.record(exercise_id, check, outcome, message)
    return book


def write_gradebook(course: Course, out: Path, states: list[dict[str, Any]]) -> list[str]:
    """grades.csv, results/, feedback/ and summary.txt from saved states; returns the summary lines."""
    topics = [t for t in course.topics if any(course.exercise(e).topic == t.id for s in states for e in s["exercises"])]
    rows = []
    summary = []
    header = ["student"] + [t.folder for t in topics] + ["total", "max"]
    for state in sorted(states, key=lambda s: s["student"]):
        book = gradebook_for(course, state)
        results = book.results_json()
        per_topic = []
        for topic in topics:
            per_topic.append(sum(r.score for r in book.graded() if r.exercise.topic == topic.id))
        rows.append([state["student"], *per_topic, results["score"], results["max_score"]])
        atomic_write(out / "results" / f"{state['student']}.json", json.dumps(results, indent=2) + "\n")
        notes = [f"Note: {note}" for note in state.get("notes", [])]
        feedback = [f"{state['student']}: {results['score']}/{results['max_score']} points", *notes, "", *book.table()]
        atomic_write(out / "feedback" / f"{state['student']}.txt", "\n".join(feedback) + "\n")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    atomic_write(out / "grades.csv", buffer.getvalue())
    width = max([len(h) for h in header] + [len(str(r[0])) for r in rows] + [7])
    summary.append("  ".join(f"{h:>{width if i == 0 else len(h)}}" for i, h in enumerate(header)))
    for row in rows:
        summary.append("  ".join(f"{str(v):>{width if i == 0 else len(header[i])}}" for i, v in enumerate(row)))
    if rows:
        totals = [r[-2] for r in rows]
        summary.append(f"{len(rows)} submissions; mean {sum(totals) / len(totals):.1f} of {rows[0][-1]} points; "
                       f"full marks: {sum(1 for r in rows if r[-2] == r[-1])}; zero: {sum(1 for t in totals if t == 0)}")
    atomic_write(out / "summary.txt", "\n".join(summary) + "\n")
    return summary


def load_states(out: Path) -> list[dict[str, Any]]:
    """Every complete saved state in an output folder."""
    states = []
    for path in sorted((out / STATE).glob("*.json")):
        try:
            state = json.loads(path.read_text())
        except ValueError:
            continue
        if state.get("phase") == "complete":
            states.append(state)
    return states


# -- commands --------------------------------------------------------------------------
def parse_shard(text: str | None) -> tuple[int, int]:
    """`i/N` as (i, N), 1 <= i <= N.

    Raises:
        BatchError: malformed.
    """
    if not text:
        return 1, 1
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise BatchError(f"--shard {text!r}: write it as i/N, e.g. --shard 2/8") from None
    if not 1 <= index <= count:
        raise BatchError(f"--shard {text!r}: i must be between 1 and N")
    return index, count


def default_memory_gib() -> float:
    """The address-space limit per worker: 4 GiB on a CPU; 64 on an accelerator, whose runtime maps tens of GiB at start."""
    from autograder.checks.timing import backend

    return 4.0 if backend() == "cpu" else 64.0


def make_settings(course: Course, arguments: argparse.Namespace, out: Path, work_root: str) -> Settings:
    """Isolation level and limits from the command line."""
    level = arguments.isolation if arguments.isolation != "auto" else detect_level()
    limits = Limits(
        memory_bytes=int((arguments.memory_gib or default_memory_gib()) * (1 << 30)),
        exercise_seconds=arguments.exercise_timeout,
        submission_seconds=arguments.submission_timeout,
    )
    hide = hidden_folders(course, [Path(arguments.submissions), out, Path(work_root)])
    if level == "root":
        slots = max(2, getattr(arguments, "jobs", 1))
        return Settings(level, limits, hide, work_root, claim_uid_block(slots))
    return Settings(level, limits, hide, work_root)


def grade_command(arguments: argparse.Namespace) -> int:
    """`grade SUBMISSIONS --out DIR`: the batch, resumable; prints the summary table."""
    course = load_course()
    try:
        index, count = parse_shard(arguments.shard)
        exercises = select_exercises(course, arguments.only)
        paths = find_submissions(Path(arguments.submissions))
    except BatchError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    paths = [p for position, p in enumerate(paths) if position % count == index - 1]
    out = Path(arguments.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    work_root = tempfile.mkdtemp(prefix="jaxcourse-grade-")
    os.chmod(work_root, 0o711)
    try:
        settings = make_settings(course, arguments, out, work_root)
        entries = [read_submission(p, course) for p in paths]
        uids = f" (worker uids {settings.uid_base}-{settings.uid_base + max(2, arguments.jobs) - 1})" if settings.level == "root" else ""
        print(f"grading {len(entries)} submissions, {len(exercises)} exercises, isolation: {settings.level}{uids}, "
              f"--jobs {arguments.jobs}", file=sys.stderr)
        batch = Batch(course, out, exercises, settings, max(1, arguments.jobs))
        batch.run(entries, Progress(2 * len(entries)))
    except SandboxFailure as error:
        print(f"error: the grading sandbox could not start: {error}\nTry --isolation rlimits.", file=sys.stderr)
        return 2
    finally:
        import shutil

        shutil.rmtree(work_root, ignore_errors=True)
    names = {e.student for e in entries}
    states = [s for s in load_states(out) if s["student"] in names]
    for line in write_gradebook(course, out, states):
        print(line)
    print(f"gradebook: {out / 'grades.csv'}")
    return 0


def merge_command(arguments: argparse.Namespace) -> int:
    """`merge SHARD_DIR... --out DIR`: one gradebook from the shards' folders."""
    course = load_course()
    out = Path(arguments.out).resolve()
    states: dict[str, dict[str, Any]] = {}
    for folder in arguments.shards:
        for state in load_states(Path(folder)):
            if state["student"] in states and states[state["student"]]["hash"] != state["hash"]:
                print(f"error: {state['student']} was graded differently in two shards; regrade it.", file=sys.stderr)
                return 2
            states[state["student"]] = state
    for state in states.values():
        atomic_write(out / STATE / f"{state['student']}.json", json.dumps(state, indent=1, sort_keys=True))
    for line in write_gradebook(course, out, list(states.values())):
        print(line)
    return 0


def add_grading_options(parser: argparse.ArgumentParser) -> None:
    """Options shared by `grade` and the Gradescope runner."""
    parser.add_argument("--only", nargs="+", metavar="NAME", help="grade only these topics or exercises (e.g. 01_arrays jit.selu)")
    parser.add_argument("--isolation", choices=("auto", *LEVELS), default="auto",
                        help="sandbox: auto picks the strongest this machine allows (root > userns > rlimits)")
    parser.add_argument("--memory-gib", type=float, default=None,
                        help="address-space limit per worker (default 4; 64 on a GPU or TPU, whose runtime maps far more)")
    parser.add_argument("--exercise-timeout", type=float, default=60.0, help="seconds per exercise (default 60)")
    parser.add_argument("--submission-timeout", type=float, default=900.0, help="seconds per submission (default 900)")


def add_commands(commands: Any, adapt: Callable[[Callable[[argparse.Namespace], int]], Any] = lambda command: command) -> None:
    """Register `grade` and `merge` on a CLI's subcommands (`adapt` wraps each command for that CLI)."""
    grade = commands.add_parser(
        "grade", help="grade a folder of student submissions (isolated, parallel, resumable)",
        description="Grade every submission (a folder or .zip per student, laid out like exercises/) in its own "
                    "sandboxed process; write grades.csv, results/, feedback/ and summary.txt to --out. A re-run "
                    "keeps what is graded and unchanged.",
    )
    grade.add_argument("submissions", help="folder with one subfolder or .zip per student, laid out like exercises/")
    grade.add_argument("--out", required=True, help="output folder: grades.csv, results/, feedback/, summary.txt")
    grade.add_argument("--jobs", type=int, default=2, help="submissions graded in parallel (default 2)")
    grade.add_argument("--shard", help="grade only shard i of N (i/N), e.g. $SLURM_ARRAY_TASK_ID/8")
    add_grading_options(grade)
    grade.set_defaults(run=adapt(grade_command))
    merge = commands.add_parser("merge", help="join the output folders of `grade --shard` runs into one gradebook")
    merge.add_argument("shards", nargs="+", help="the shards' output folders")
    merge.add_argument("--out", required=True, help="folder for the merged gradebook")
    merge.set_defaults(run=adapt(merge_command))
