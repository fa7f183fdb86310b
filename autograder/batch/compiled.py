"""The batch's compiled programs: compiled once from the solutions, read by every worker.

Method. Grading one topic compiles a few hundred small programs (the student's functions under
jit, vmap and grad, on each shape the checks draw); on a CPU that is about three quarters of
a submission's grading time. Before a batch grades any submission, the trusted parent grades
the course's own solutions of the selected exercises once (`warm`), in workers whose JAX
writes its persistent compilation cache into this folder: the solutions are trusted code, so
those workers run at the `rlimits` level, as the grader's user. Every student's worker then
finds the folder mounted read-only (`Settings.compiled`, autograder/batch/isolation.py) and
JAX reads a program from it instead of compiling it whenever the program is the same (same
computation, shapes, dtypes and backend: JAX's own cache key). What a submission compiles that
is not there is compiled in its worker and never written where another worker reads.

Where. `--xla-cache DIR` (default `$XDG_CACHE_HOME/jaxcourse/batch`, or `~/.cache/...`) holds one
folder per grader: its name hashes the grader (`files.grader_fingerprint`), the solutions and
the backend. `warmed.json` lists the exercises whose solutions were graded into it, so a later
batch (the next deadline, a regrade, another shard) warms only what is new. A lock file makes
concurrent batches on one machine (a job array) warm it once. `--xla-cache off` grades without.

Caveats.
- A grade never depends on it: a program read from the cache is the program JAX would
  compile. Only the time does (tests/test_batch_hostile.py grades with and without it).
- Not at the `rlimits` level: there workers run as the grader's user and could write it.
- Code in a worker can read the solutions' compiled programs (never their source).
- The timed phase does not read it: its workers compile what they time, as `pytest autograder`
  does. Once, in a clean CI run with the programs from the folder, a naive, unjitted `selu`
  passed its speed-up (tests/test_batch_hostile.py). Measured since, the expert's time is
  0.17-0.47 of the naive's with or without the folder (it passes at 0.6), so the folder may
  not be the cause: the worker's timed loops are short (2-8 calls of the baseline, 14-64 of the
  others), and waking a worker costs as much as several calls. Until that is settled, the
  timed phase compiles.
- The parent's verification inputs (autograder/batch/timed.py) come from a secret seed kept in
  this folder, outside what workers see, so the warm-up compiles them as well; every
  submission graded with this folder gets the same ones.
- Folders of older graders are removed, the newest `KEEP` kept.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import hashlib
import json
import os
import secrets
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Iterator

from autograder.batch.runner import Settings
from autograder.batch.submissions import Entry
from autograder.course import files
from autograder.course.files import atomic_write
from autograder.course.manifest import Course

KEEP = 3  # graders whose folders are kept
WARMED = "warmed.json"


def default_base() -> Path:
    """Where the batch's compiled programs live unless `--xla-cache` says otherwise."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jaxcourse" / "batch"


def folder_for(course: Course, base: Path) -> Path:
    """This grader's folder under `base`: a hash of the grader, the solutions and the backend."""
    from autograder.grading.backend import expected_platform

    digest = hashlib.sha256(files.grader_fingerprint(course).encode())
    for topic in course.topics:
        solution = course.root / "solutions" / topic.module_file
        if solution.is_file():
            digest.update(solution.read_bytes())
    digest.update(expected_platform().encode())  # the workers' platform (this process may compute on the CPU)
    return base / digest.hexdigest()[:20]


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """Hold `folder`'s lock file (one warm-up at a time on this machine)."""
    with open(folder / ".lock", "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _read_warmed(folder: Path) -> set[str]:
    try:
        found = json.loads((folder / WARMED).read_text())
    except (OSError, ValueError):
        return set()
    return {str(item) for item in found} if isinstance(found, list) else set()


def prepare(course: Course, exercises: list[str], settings: Settings, base: Path, jobs: int) -> Settings:
    """`settings` with the batch's compiled programs, warmed for `exercises` first if need be.

    Returns `settings` unchanged at the `rlimits` level (see the module docstring).
    """
    if settings.level == "rlimits":
        return settings
    folder = folder_for(course, base)
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, 0o700)  # the seed stays the parent's: workers see `xla/` only, through their mount
    programs = folder / "xla"
    with _locked(folder):
        settings = dataclasses.replace(settings, verify_seed=_seed(folder))
        warmed = _read_warmed(folder)
        missing = [e for e in exercises if e not in warmed]
        if missing:
            warm(course, missing, settings, programs, jobs)
            atomic_write(folder / WARMED, json.dumps(sorted(warmed | set(missing))) + "\n")
        _readable(programs)
    _prune(base, keep=folder)
    return dataclasses.replace(settings, compiled=str(programs))


def warm(course: Course, exercises: list[str], settings: Settings, programs: Path, jobs: int) -> None:
    """Grade the solutions of `exercises` (untimed checks and the parent's verification), writing `programs`.

    One batch per topic, `jobs` at a time. A solution that fails a check only leaves its
    programs out; the grades themselves are thrown away.
    """
    from autograder.batch.batch import Batch

    programs.mkdir(parents=True, exist_ok=True)
    by_topic: dict[str, list[str]] = {}
    for exercise_id in exercises:
        by_topic.setdefault(course.exercise(exercise_id).topic, []).append(exercise_id)

    def one_topic(topic_id: str) -> None:
        topic = course.topic(topic_id)
        solution = course.root / "solutions" / topic.module_file
        if not solution.is_file():
            return
        work = tempfile.mkdtemp(prefix="jaxcourse-warm-")
        try:
            trusted = dataclasses.replace(settings, level="rlimits", hide=(), work_root=work, engine="", zygote=None,
                                          compiled=str(programs), compiling=True)
            batch = Batch(course, Path(work) / "out", by_topic[topic_id], trusted, 1)
            try:
                batch.untimed(Entry("solutions", {topic.module_file: solution.read_bytes()}))
            finally:
                batch.close()
        finally:
            shutil.rmtree(work, ignore_errors=True)

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        list(pool.map(one_topic, by_topic))


def _seed(folder: Path) -> int:
    """The folder's secret seed for the parent's verification inputs (made on first use)."""
    path = folder / "verify-seed"
    try:
        return int(path.read_text())
    except (OSError, ValueError):
        value = secrets.randbits(63)
        atomic_write(path, f"{value}\n")
        return value


def _readable(programs: Path) -> None:
    """Every worker's uid may read the programs (files 0644, folders 0755)."""
    for root, folders, names in os.walk(programs):
        os.chmod(root, 0o755)
        for name in names:
            os.chmod(os.path.join(root, name), 0o644)


def _prune(base: Path, keep: Path) -> None:
    """Remove the folders of older graders, keeping `keep` and the newest others up to `KEEP`."""
    others = sorted((p for p in base.iterdir() if p.is_dir() and p != keep), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in others[KEEP - 1:]:
        shutil.rmtree(old, ignore_errors=True)
