"""Are the timed verdicts stable? Every timed check, many times, with the other core busy.

For each exercise with a timed check (`speedup`, or one its spec marks `timed`), the check
runs `runs` times on the reference solution and on every correct alternative in
tests/variants (each must pass every time), and on every flawed variant whose
`TIMED_CHECK` names it (it must fail every time). With
`busy`, a second process spins on a core meanwhile, as on a loaded 2-core machine.

    python -m autograder stability --runs 20 --busy
    python -m autograder stability --runs 20 --busy --only training.train_step --only devices
"""

from __future__ import annotations

import multiprocessing
import tempfile
from dataclasses import dataclass
from pathlib import Path

import statistics
from typing import Any

from autograder.checks.timing import measure_speedup
from autograder.failures import CheckFailure, NotGraded
from autograder.grading import make_case, run_check, spec_for
from autograder.manifest import Course
from autograder.submission import Submission
from autograder.variants import load_variants, make_target


@dataclass(frozen=True)
class StabilityRow:
    """How often one timed check passed for one implementation."""

    exercise: str
    check: str
    implementation: str
    expected: str  # "pass" or "fail"
    passes: int
    runs: int

    @property
    def stable(self) -> bool:
        return self.passes == (self.runs if self.expected == "pass" else 0)


def _spin() -> None:  # pragma: no cover - runs in a child process
    while True:
        pass


def _passes(submission: Submission, course: Course, exercise_id: str, check: str) -> bool:
    exercise = course.exercise(exercise_id)
    try:
        run_check(make_case(submission, exercise, spec_for(exercise, course), course), check)
    except CheckFailure:
        return False
    except NotGraded:
        return True
    return True


def measure_stability(course: Course, runs: int, busy: bool, only: tuple[str, ...] = ()) -> list[StabilityRow]:
    """Run every timed check `runs` times on the references and the timing-flawed variants.

    Args:
        course: the course.
        runs: runs per check and implementation.
        busy: keep another core busy meanwhile.
        only: exercise or topic ids to restrict to (all exercises when empty).
    """
    spinner = multiprocessing.Process(target=_spin, daemon=True) if busy else None
    if spinner is not None:
        spinner.start()
    rows = []
    try:
        with tempfile.TemporaryDirectory() as scratch:
            solutions = Submission(course.root / "solutions")
            # Correct alternatives must pass like the reference; flawed ones must fail the check they name.
            variants = [v for v in load_variants() if v.verdict == "pass" or v.timed_check]
            for exercise in course.exercises:
                if only and exercise.id not in only and exercise.topic not in only:
                    continue
                spec = spec_for(exercise, course)
                for check in spec.timed_checks(exercise.checks):
                    passes = sum(_passes(solutions, course, exercise.id, check) for _ in range(runs))
                    rows.append(StabilityRow(exercise.id, check, "reference", "pass", passes, runs))
                    for variant in variants:
                        if variant.exercise != exercise.id:
                            continue
                        if variant.verdict == "fail" and variant.timed_check != check:
                            continue
                        topic = course.topic(exercise.topic)
                        target = make_target(Path(scratch) / variant.path.stem, {topic.module_file: variant.path.read_text()})
                        flawed = Submission(target)
                        passes = sum(_passes(flawed, course, exercise.id, check) for _ in range(runs))
                        rows.append(StabilityRow(exercise.id, check, variant.path.stem, variant.verdict, passes, runs))
    finally:
        if spinner is not None:
            spinner.terminate()
    return rows


def format_rows(rows: list[StabilityRow]) -> list[str]:
    """A plain-text table of the rows."""
    lines = [f"{'exercise':<17} {'check':<21} {'implementation':<28} {'expected':<8} {'passed':>7}  stable"]
    for row in rows:
        lines.append(
            f"{row.exercise:<17} {row.check:<21} {row.implementation:<28} {row.expected:<8} "
            f"{row.passes:>3}/{row.runs:<3}  {'yes' if row.stable else 'NO'}"
        )
    return lines


def calibrate(course: Course, target: Path, runs: int, only: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Speed-ups of the expert and of `target`'s functions, `runs` measurements per `speedup` exercise.

    Returns:
        One row per exercise: `expert_speedup`, `speedup` and `share` (student / expert), each as
        min, median and max over the runs, with course.yml's `fraction` and this backend's `floor`.
    """
    from autograder.checks.timing import backend

    submission = Submission(target)
    rows = []
    for exercise in course.exercises:
        if exercise.speedup is None or (only and exercise.id not in only and exercise.topic not in only):
            continue
        case = make_case(submission, exercise, spec_for(exercise, course), course)
        measurements = [measure_speedup(case) for _ in range(runs)]

        def spread(values: list[float]) -> dict[str, float]:
            return {"min": round(min(values), 3), "median": round(statistics.median(values), 3), "max": round(max(values), 3)}

        rows.append({
            "exercise": exercise.id,
            "expert_speedup": spread([m.expert_speedup for m in measurements]),
            "speedup": spread([m.speedup for m in measurements]),
            "share": spread([m.speedup / m.expert_speedup for m in measurements]),
            "fraction": exercise.speedup.fraction,
            "floor": exercise.speedup.floor_on(backend()),
            "ms_per_call": measurements[-1].to_json()["ms_per_call"],
        })
    return rows
