"""Are the timed verdicts stable? Every timed check, many times, in every grading path, with the other core busy.

For each exercise with a timed check (`speedup`, or one its spec marks `timed`), the check
runs `runs` times on the reference solution and on every correct alternative in
tests/variants (each must pass every time), and on every flawed variant whose `TIMED_CHECK`
names it (it must fail every time). A check that is not graded here counts as passed: it
costs no points. With `busy`, a second process spins on a core meanwhile, as on a loaded
2-core machine. Each grading path is measured the way it grades:

- `in-process`: the check in this process (`pytest autograder`, `jaxcourse check/watch`);
- `notebook`: a real Jupyter kernel in a folder holding the topic's file, calling the test
  cells' own `autograder.student.notebook.grade` (output swallowed) for the timed check;
- `batch`: sandboxed workers as `python -m autograder grade` runs them: `speedup` timed by
  this process's clock against a baseline worker (autograder/batch/timed.py), the other timed
  checks inside the submission's worker.

    python -m autograder stability --runs 20 --busy --path all
    python -m autograder stability --runs 20 --busy --only training.train_step --only devices

`calibrate` measures the expert's and the references' speed-ups, to set course.yml's
`fraction` and `floor` from.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from autograder.authoring.variants import load_variants, make_target
from autograder.checks.timing import measure_speedup
from autograder.course.manifest import Course, Exercise
from autograder.grading.submission import Submission
from autograder.engine.exercise import grade_check, make_case
from autograder.grading.failures import CheckFailure, NotGraded
from autograder.grading.outcome import Outcome
from autograder.engine.registry import spec_for

PATHS = ("in-process", "notebook", "batch")


@dataclass(frozen=True)
class StabilityRow:
    """How often one timed check passed for one implementation in one grading path."""

    exercise: str
    check: str
    implementation: str
    expected: str  # "pass" or "fail"
    passes: int
    runs: int
    path: str = "in-process"
    seconds: float = 0.0

    @property
    def stable(self) -> bool:
        return self.passes == (self.runs if self.expected == "pass" else 0)


@dataclass(frozen=True)
class Implementation:
    """A folder laid out like solutions/ whose `exercise` is the reference or one variant."""

    name: str
    expected: str
    target: Path


# Keeps a core busy while its parent (argv[1], the starter's pid) is alive: a killed starter leaves no spinner,
# even one killed before the child got here. A fresh interpreter that never imports JAX, so it can hold nothing
# of a device (the stability parts' lockfile failures on a v5e, first laid to a forked spinner, were the device
# check's own process holding the chip: benchmarks/accelerator_check.py `run_check`).
SPIN = "import os, sys\nparent = int(sys.argv[1])\nwhile os.getppid() == parent:\n    pass\n"


def start_spinner() -> subprocess.Popen[bytes]:
    """A process that keeps one core busy until it is terminated or this process ends (`SPIN`)."""
    return subprocess.Popen([sys.executable, "-I", "-c", SPIN, str(os.getpid())], stdin=subprocess.DEVNULL,
                            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")})


def _passes(submission: Submission, course: Course, exercise_id: str, check: str) -> bool:
    """Whether `check` passed once on `submission`, graded as in-process grading grades it.

    A check not graded here counts as passed (it costs no points); a broken topic file fails it.
    """
    exercise = course.exercise(exercise_id)
    spec = spec_for(exercise, course)
    result = grade_check(lambda: make_case(submission, exercise, spec, course), check)
    return result.outcome is not Outcome.FAILED


def implementations(course: Course, exercise: Exercise, check: str, scratch: Path) -> Iterator[Implementation]:
    """The reference, the correct alternatives, and the variants that must fail `check`."""
    yield Implementation("reference", "pass", course.root / "solutions")
    topic = course.topic(exercise.topic)
    for variant in load_variants():
        if variant.exercise != exercise.id or (variant.verdict == "fail" and variant.timed_check != check):
            continue
        target = make_target(scratch / variant.path.stem, {topic.module_file: variant.source})
        yield Implementation(variant.path.stem, variant.verdict, target)


def in_process_passes(course: Course, exercise: Exercise, check: str, target: Path, runs: int) -> int:
    """Passes of `check` over `runs` runs in this process, JAX set up as `pytest autograder` sets it up."""
    from autograder.grading.jax_setup import (
        enable_compilation_cache,
        share_lowering_context,
    )

    enable_compilation_cache()
    share_lowering_context()
    submission = Submission(target)
    return sum(_passes(submission, course, exercise.id, check) for _ in range(runs))


_KERNEL_CODE = """
import json
from autograder.student.notebook import grade
outcomes = []
for _ in range({runs}):
    result = grade({exercise!r}, only=({check!r},))
    outcomes.append({check!r} in result.passed or any(name == {check!r} for name, _ in result.not_graded))
print("STABILITY " + json.dumps(outcomes))
"""


def notebook_passes(course: Course, exercise: Exercise, check: str, target: Path, runs: int) -> int:
    """Passes of `check` over `runs` calls of the notebook cells' `grade`, in a fresh Jupyter kernel.

    Raises:
        RuntimeError: the kernel did not report.
    """
    from jupyter_client.manager import start_new_kernel

    topic = course.topic(exercise.topic)
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / f"{topic.id}.py").write_bytes((target / topic.module_file).read_bytes())
        manager, client = start_new_kernel(kernel_name="python3", cwd=folder, stderr=subprocess.DEVNULL)
        printed: list[str] = []

        def keep(message: dict[str, Any]) -> None:
            if message["msg_type"] == "stream":
                printed.append(message["content"]["text"])

        try:
            code = _KERNEL_CODE.format(runs=runs, exercise=exercise.id, check=check)
            client.execute_interactive(code, timeout=60 * runs + 120, output_hook=keep)
        finally:
            client.stop_channels()
            manager.shutdown_kernel(now=True)
    for line in "".join(printed).splitlines():
        if line.startswith("STABILITY "):
            return sum(json.loads(line.removeprefix("STABILITY ")))
    raise RuntimeError(f"the kernel grading {exercise.id} did not report: {''.join(printed)[-2000:]}")


class BatchPath:
    """Workers as batch grading starts them; one baseline worker serves every exercise."""

    def __init__(self, course: Course, scratch: Path) -> None:
        from autograder.batch.cli import make_settings

        arguments = argparse.Namespace(isolation="auto", memory_gib=None, exercise_timeout=600.0,  # None: the backend's default
                                       submission_timeout=7200.0, submissions=str(scratch), jobs=2)
        self.work = Path(tempfile.mkdtemp(prefix="jaxcourse-stability-"))  # beside the scratch folder, which is hidden
        self.work.chmod(0o711)
        self.course = course
        self.settings = make_settings(course, arguments, self.work / "out", str(self.work))
        self.baseline: Any = None
        self._graded: dict[tuple[str, str], list[Any]] = {}  # (exercise, files' digest) -> each run's verdicts

    def passes(self, exercise: Exercise, check: str, target: Path, runs: int) -> int:
        """Passes of `check` over `runs` runs, graded as `python -m autograder grade` grades it."""
        topic = self.course.topic(exercise.topic)
        files = {topic.module_file: (target / topic.module_file).read_bytes()}
        if check == "speedup":
            return self._speedup_passes(exercise, files, runs)
        return self._worker_passes(exercise, check, files, runs)

    def _speedup_passes(self, exercise: Exercise, files: dict[str, bytes], runs: int) -> int:
        import base64

        from autograder.batch.runner import WorkerProcess
        from autograder.batch.timed import Oracle, check_speedup, speedup_settings
        from autograder.grading.cases import Case

        exclusive = self.settings.exclusive  # one process holds the device: the student's worker serves all sides
        if self.baseline is None and not exclusive:
            job = {"mode": "oracle", "side": "baseline", "files": {}, "exercises": [e.id for e in self.course.exercises]}
            self.baseline = WorkerProcess(job, speedup_settings(self.settings), 1)
            self.baseline.wait_serving(time.monotonic() + 180)
        encoded = {path: base64.b64encode(data).decode() for path, data in files.items()}
        side = "all" if exclusive else "student"
        student = WorkerProcess({"mode": "oracle", "side": side, "files": encoded, "exercises": [exercise.id]},
                                speedup_settings(self.settings), 0)
        spec = spec_for(exercise, self.course)
        passes = 0
        try:
            student.wait_serving(time.monotonic() + 180)
            for _ in range(runs):
                deadline = time.monotonic() + 600
                try:
                    check_speedup(Case(exercise, spec, spec.baselines[exercise.speedup.baseline]),
                                  Oracle(student, deadline), Oracle(student if exclusive else self.baseline, deadline))
                except CheckFailure:
                    continue
                except NotGraded:
                    pass
                passes += 1
        finally:
            student.close()
        return passes

    def _worker_passes(self, exercise: Exercise, check: str, files: dict[str, bytes], runs: int) -> int:
        from autograder.batch.events import grade_checks

        # One grading gives every timed check of the exercise its verdict, and the reference and the correct
        # alternatives are rows of each check: their gradings are kept and read for the next check (run i of one
        # check is run i of the others, as in a real batch, where one worker grades them all together).
        key = (exercise.id, hashlib.sha256(repr(sorted(files.items())).encode()).hexdigest())
        graded = self._graded.setdefault(key, [])
        while len(graded) < runs:  # a fresh worker each time, as every submission gets one
            graded.append(grade_checks(self.course, files, [exercise.id], self.settings, 0, "timed", time.monotonic() + 900))
        passes = 0
        for found in graded[:runs]:
            outcome = next((result.outcome for result in found.get(exercise.id, []) if result.check == check), Outcome.FAILED)
            passes += outcome is not Outcome.FAILED
        return passes

    def close(self) -> None:
        import shutil

        if self.baseline is not None:
            self.baseline.close()
        shutil.rmtree(self.work, ignore_errors=True)


def _chosen_checks(only: tuple[str, ...], exercise: Exercise, timed: tuple[str, ...]) -> tuple[str, ...]:
    """The timed checks of `exercise` that `only` names (see `measure_stability`)."""
    if not only or exercise.id in only or exercise.topic in only:
        return timed
    named = {item.split(":")[1] for item in only if item.partition(":")[0] == exercise.id}
    return tuple(check for check in timed if check in named)


def _chosen_implementation(only: tuple[str, ...], exercise: Exercise, check: str, name: str) -> bool:
    """Whether `only` leaves implementation `name` of `exercise`'s `check` in: every one, unless an
    `EXERCISE:CHECK:IMPLEMENTATION` item names some (a lease's last rows, each a worker of its own in the batch)."""
    named = {item.split(":")[2] for item in only if item.count(":") == 2 and item.split(":")[:2] == [exercise.id, check]}
    return not named or name in named


def measure_stability(
    course: Course, runs: int, busy: bool, only: tuple[str, ...] = (), paths: tuple[str, ...] = ("in-process",),
    report: Callable[[StabilityRow], None] | None = None,
) -> list[StabilityRow]:
    """Run every timed check `runs` times on the references and the timing-flawed variants, in each of `paths`.

    Args:
        course: the course.
        runs: runs per check, implementation and path.
        busy: keep another core busy meanwhile.
        only: exercise or topic ids to restrict to (all exercises when empty); `EXERCISE:CHECK` restricts an
            exercise to that timed check (a lent device's call is too short for all of jit.time_call's rows), and
            `EXERCISE:CHECK:IMPLEMENTATION` to those implementations of it (`reference` or a variant's file name).
        paths: grading paths among `PATHS`.
        report: called with each row as soon as it is measured.
    """
    spinner = start_spinner() if busy else None
    rows = []
    try:
        with tempfile.TemporaryDirectory() as scratch_name:
            scratch = Path(scratch_name)
            batch = BatchPath(course, scratch) if "batch" in paths else None
            try:
                for exercise in course.exercises:
                    checks = _chosen_checks(only, exercise, spec_for(exercise, course).timed_checks(exercise.checks))
                    for check in checks:
                        for implementation in implementations(course, exercise, check, scratch / exercise.id / check):
                            if not _chosen_implementation(only, exercise, check, implementation.name):
                                continue
                            for path in paths:
                                row = _measure_row(course, exercise, check, implementation, runs, path, batch)
                                rows.append(row)
                                if report is not None:
                                    report(row)
            finally:
                if batch is not None:
                    batch.close()
    finally:
        if spinner is not None:
            spinner.terminate()
            spinner.wait()
    return rows


def _measure_row(course: Course, exercise: Exercise, check: str, implementation: Implementation, runs: int,
                 path: str, batch: BatchPath | None) -> StabilityRow:
    started = time.monotonic()
    if path == "in-process":
        passes = in_process_passes(course, exercise, check, implementation.target, runs)
    elif path == "notebook":
        passes = notebook_passes(course, exercise, check, implementation.target, runs)
    elif path == "batch" and batch is not None:
        passes = batch.passes(exercise, check, implementation.target, runs)
    else:
        raise ValueError(f"unknown grading path {path!r}; choose from {PATHS}")
    return StabilityRow(exercise.id, check, implementation.name, implementation.expected, passes, runs, path,
                        round(time.monotonic() - started, 1))


def format_rows(rows: list[StabilityRow]) -> list[str]:
    """A plain-text table of the rows."""
    lines = [f"{'exercise':<22} {'check':<21} {'path':<10} {'implementation':<30} {'expected':<8} {'passed':>7}  stable"]
    for row in rows:
        lines.append(format_row(row))
    return lines


def format_row(row: StabilityRow) -> str:
    """One line of the table."""
    return (f"{row.exercise:<22} {row.check:<21} {row.path:<10} {row.implementation:<30} {row.expected:<8} "
            f"{row.passes:>3}/{row.runs:<3}  {'yes' if row.stable else 'NO'}")


def rows_json(rows: list[StabilityRow]) -> list[dict[str, Any]]:
    """The rows as JSON-ready dicts, with `stable`."""
    return [{**asdict(row), "stable": row.stable} for row in rows]


def calibrate(course: Course, target: Path, runs: int, only: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Speed-ups of the expert and of `target`'s functions, `runs` measurements per `speedup` exercise.

    Returns:
        One row per exercise: `expert_speedup`, `speedup` and `share` (student / expert), each as
        min, median and max over the runs, with course.yml's `fraction` and this backend's `floor`;
        or, where a measurement failed (a reference's values outside its tolerance on this backend),
        `error` with the reason, and the other exercises are measured all the same.
    """
    from autograder.checks.config import float32_matmuls
    from autograder.checks.timing import backend

    submission = Submission(target)
    rows = []
    for exercise in course.exercises:
        if exercise.speedup is None or (only and exercise.id not in only and exercise.topic not in only):
            continue
        case = make_case(submission, exercise, spec_for(exercise, course), course)
        try:
            with float32_matmuls():  # as in grading (engine/exercise.py `run_check`)
                measurements = [measure_speedup(case) for _ in range(runs)]
        except Exception as failure:  # noqa: BLE001 - one exercise's failure is its row, not the end of the calibration
            rows.append({"exercise": exercise.id, "error": f"{type(failure).__name__}: {str(failure)[:500]}"})
            continue
        rows.append({
            "exercise": exercise.id,
            "expert_speedup": _spread([m.expert_speedup for m in measurements]),
            "speedup": _spread([m.speedup for m in measurements]),
            "share": _spread([m.speedup / m.expert_speedup for m in measurements]),
            "fraction": exercise.speedup.fraction,
            "floor": exercise.speedup.floor_on(backend()),
            "ms_per_call": measurements[-1].to_json()["ms_per_call"],
        })
    return rows


def _spread(values: list[float]) -> dict[str, float]:
    return {"min": round(min(values), 3), "median": round(statistics.median(values), 3), "max": round(max(values), 3)}
