"""Timing: a measured speed-up over a baseline, honest enough to grade with.

How a speed-up is measured (`measure_speedup`):
- the grader's own references to the clock and to `block_until_ready` are taken when this
  module is imported, before any student code, so a student who patches
  `time.perf_counter` or `jax.block_until_ready` changes nothing here;
- both functions run once untimed first (compilation and warm-up excluded);
- every round draws a fresh input, so remembering earlier answers gains nothing, and the
  student's output of every round is verified against the reference after the clock stops;
- the two functions alternate which goes first in each round (A/B interleaved) and every
  output is blocked on; each round gives one ratio of two adjacent timings, and the
  speed-up is the median of those ratios. A burst of load from elsewhere slows one round,
  not the verdict, and slow drifts (another process starting) hit both sides of a ratio.

The threshold comes from course.yml for the backend in use; a backend with no threshold is
reported as not measured (`NotGraded`), never failed. A measurement below the threshold is
confirmed by up to two more before the check fails (the best one counts).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Any, Callable

import jax
import numpy as np

from autograder.cases import Case
from autograder.checks.correctness import compare_with_reference
from autograder.failures import CheckFailure, NotGraded

# Taken at import, before student code exists in this process.
_clock: Callable[[], float] = time.perf_counter
_block: Callable[[Any], Any] = jax.block_until_ready

DEFAULT_ROUNDS = 21
CONFIRMATIONS = 2  # extra measurements before a function is called too slow


def backend() -> str:
    """The backend JAX computes on here: `cpu`, `gpu` or `tpu`."""
    return jax.default_backend()


def time_once(function: Callable[..., Any], args: tuple, kwargs: dict) -> tuple[float, Any]:
    """Seconds for one call of `function`, output blocked on; returns (seconds, output)."""
    start = _clock()
    out = function(*args, **kwargs)
    _block(out)
    return _clock() - start, out


@dataclass(frozen=True)
class SpeedupMeasurement:
    """What `measure_speedup` found.

    Attributes:
        baseline_seconds: the baseline's time per round.
        student_seconds: the student's time per round, same order.
    """

    baseline_seconds: tuple[float, ...]
    student_seconds: tuple[float, ...]

    @property
    def speedup(self) -> float:
        """The median over rounds of baseline time / student time."""
        return statistics.median(b / s for b, s in zip(self.baseline_seconds, self.student_seconds))

    @property
    def typical_baseline(self) -> float:
        """The baseline's median seconds per call."""
        return statistics.median(self.baseline_seconds)

    @property
    def typical_student(self) -> float:
        """The student's median seconds per call."""
        return statistics.median(self.student_seconds)


def measure_speedup(
    case: Case,
    baseline: Callable[..., Any],
    rounds: int = DEFAULT_ROUNDS,
    seed: int | None = None,
) -> SpeedupMeasurement:
    """Time the student's function against `baseline` on fresh inputs (see the module docstring).

    Raises:
        CheckFailure: the student's function raised, or gave a wrong answer on a timed input.
    """
    if case.spec.timing_input is None:
        raise RuntimeError(f"{case.exercise.id}: the `speedup` check needs `timing_input` in its grading spec")
    rng = np.random.default_rng(seed)
    warm_call = case.spec.timing_input(rng)
    compare_with_reference(case, warm_call, "speedup", case.call(warm_call, "speedup"))
    _block(baseline(*warm_call.fresh()[0], **warm_call.fresh()[1]))
    baseline_times: list[float] = []
    student_times: list[float] = []
    for round_index in range(rounds):
        call = case.spec.timing_input(rng)
        args, kwargs = call.fresh(as_jax=True)
        _block((args, kwargs))
        order = ("baseline", "student") if round_index % 2 == 0 else ("student", "baseline")
        for which in order:
            if which == "baseline":
                seconds, _ = time_once(baseline, args, kwargs)
                baseline_times.append(seconds)
            else:
                try:
                    seconds, out = time_once(case.function, args, kwargs)
                except Exception as error:  # student code may raise anything
                    raise CheckFailure("speedup", f"{case.describe(call)} raised {type(error).__name__}: {error}") from None
                student_times.append(seconds)
                student_out = out
        compare_with_reference(case, call, "speedup", student_out)
    return SpeedupMeasurement(tuple(baseline_times), tuple(student_times))


def check_speedup(case: Case) -> None:
    """The student's function beats the exercise's baseline by course.yml's threshold."""
    target = case.exercise.speedup
    if target is None:
        raise RuntimeError(f"{case.exercise.id}: `speedup` is listed but course.yml gives no thresholds")
    threshold = target.threshold(backend())
    if threshold is None:
        raise NotGraded(f"speed-up not measured: course.yml has no `{backend()}` threshold for {case.exercise.id}.")
    baseline = case.spec.baselines.get(target.baseline)
    if baseline is None:
        raise RuntimeError(f"{case.exercise.id}: its grading spec has no baseline named {target.baseline!r}")
    # A slow verdict must be confirmed: a burst of load elsewhere can drag one measurement down,
    # but it cannot lift a version that is no faster than the baseline above the threshold.
    measured = measure_speedup(case, baseline)
    for _ in range(CONFIRMATIONS):
        if measured.speedup >= threshold:
            break
        again = measure_speedup(case, baseline)
        measured = max(measured, again, key=lambda measurement: measurement.speedup)
    if measured.speedup < threshold:
        raise case.fail(
            "speedup",
            f"too slow: {case.name} took {measured.typical_student * 1e3:.3f} ms per call against "
            f"{measured.typical_baseline * 1e3:.3f} ms for the {target.baseline.replace('_', ' ')} version, a speed-up "
            f"of {measured.speedup:.2f}x; it needs at least {threshold:.1f}x on {backend()}. {case.spec.speed_advice}",
        )
