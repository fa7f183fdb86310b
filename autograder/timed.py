"""Checks the trusted parent runs itself, through a worker serving calls.

`verify_outputs`: after a worker has graded a submission, the parent draws fresh inputs of
its own for every exercise the worker reported as passing its `values` check, has the
worker call the student's function on them and compares the outputs with the reference
itself. A worker whose student code forged its results (it shares the process with the
grader's checks) gains nothing for correctness: the parent's comparison decides.

`check_speedup`: the speed-up, timed by the parent; the clock never lives in the student's
process.

The student's function runs in a sandboxed worker, the baseline in a second worker that
never imports student code (so patching `jnp` or `time` in the student's process cannot
slow the baseline or speed the student's clock). For every round the parent stages a fresh
input in both (untimed), then times one `go` round trip to each, alternating which goes
first; a worker answers only once the output is in host memory. The round-trip cost of the
pipes is subtracted: the fastest empty round trip of either worker, the same amount from
both sides, so a worker whose pipe happened to be slow while it was measured (a loaded
machine) is never credited with time it did not save. After the clock stops the parent
fetches the student's output (arrays as .npy, never a pickle) and checks it against the
reference itself. The speed-up is the median of the per-round ratios, against course.yml's
threshold, and a slow verdict is confirmed by up to two more measurements, as in
autograder/checks/timing.py.
"""

from __future__ import annotations

import base64
import io
import statistics
import time
from typing import Any

import numpy as np

from autograder.cases import Call, Case
from autograder.checks.correctness import compare_with_reference
from autograder.checks.timing import CONFIRMATIONS, DEFAULT_ROUNDS, SpeedupMeasurement, backend
from autograder.failures import CheckFailure, NotGraded
from autograder.manifest import Course
from autograder.runner import WorkerDied, WorkerProcess, WorkerTimeout

_clock = time.perf_counter
EMPTY_ROUND_TRIPS = 21
VERIFIED_INPUTS = 3


def decode(value: Any) -> Any:
    """The inverse of autograder.worker.encode (arrays loaded with allow_pickle=False).

    Raises:
        ValueError: not something a worker sends.
    """
    kind = value.get("t") if isinstance(value, dict) else None
    if kind == "array":
        return np.load(io.BytesIO(base64.b64decode(value["npy"])), allow_pickle=False)
    if kind == "float":
        return float(value["v"])
    if kind == "scalar":
        return value["v"]
    if kind in ("tuple", "list"):
        items = [decode(item) for item in value["items"]]
        return tuple(items) if kind == "tuple" else items
    if kind == "dict":
        return {decode(key): decode(item) for key, item in value["items"]}
    raise ValueError("not an encoded output")


class Oracle:
    """A worker serving calls to the parent's clock."""

    def __init__(self, worker: WorkerProcess, deadline: float, check: str = "speedup") -> None:
        self.worker = worker
        self.deadline = deadline
        self.check = check

    def ask(self, command: tuple, expect: str) -> dict[str, Any]:
        """Send a command and wait for its answer.

        Raises:
            CheckFailure: the function raised (the message is the exception).
            WorkerDied: the process ended or ran out of time.
        """
        self.worker.send(command)
        event = self.worker.next_event(self.deadline)
        if event["event"] == "raised":
            raise CheckFailure(self.check, f"raised {event.get('message')}")
        if event["event"] != expect:
            raise WorkerDied(f"it answered {event['event']!r} where the grader expected {expect!r}")
        return event

    def round_trip(self, command: tuple) -> float:
        """Parent-clock seconds for one command answered with `ran`."""
        start = _clock()
        self.ask(command, "ran")
        return _clock() - start

    def overhead(self) -> float:
        """The fastest empty round trip (the pipes' cost, without the machine's noise)."""
        return min(self.round_trip(("noop",)) for _ in range(EMPTY_ROUND_TRIPS))


def measure(case: Case, student: Oracle, baseline: Oracle, rounds: int = DEFAULT_ROUNDS) -> SpeedupMeasurement:
    """One parent-timed measurement (see the module docstring).

    Raises:
        CheckFailure: the student's function raised or gave a wrong output on a timed input.
    """
    spec = case.spec
    assert spec.timing_input is not None
    rng = np.random.default_rng()
    pipes = min(student.overhead(), baseline.overhead())
    costs = {"student": pipes, "baseline": pipes}
    sides = {"student": student, "baseline": baseline}

    def run(call: Call, order: tuple[str, str]) -> dict[str, float]:
        for oracle in sides.values():
            oracle.ask(("stage", call), "staged")
        seconds = {}
        for which in order:
            seconds[which] = max(sides[which].round_trip(("go",)) - costs[which], 1e-7)
        got = decode(student.ask(("fetch",), "output")["value"])
        compare_with_reference(case, call, "speedup", got)
        return seconds

    run(spec.timing_input(rng), ("baseline", "student"))  # warm-up: compilation excluded
    baseline_times: list[float] = []
    student_times: list[float] = []
    for index in range(rounds):
        order = ("baseline", "student") if index % 2 == 0 else ("student", "baseline")
        seconds = run(spec.timing_input(rng), order)
        baseline_times.append(seconds["baseline"])
        student_times.append(seconds["student"])
    return SpeedupMeasurement(tuple(baseline_times), tuple(student_times))


def check_speedup(case: Case, student: Oracle, baseline: Oracle) -> None:
    """course.yml's threshold against parent-timed measurements.

    Raises:
        CheckFailure: too slow, wrong, or raised. NotGraded: no threshold for this backend.
    """
    target = case.exercise.speedup
    assert target is not None
    threshold = target.threshold(backend())
    if threshold is None:
        raise NotGraded(f"speed-up not measured: course.yml has no `{backend()}` threshold for {case.exercise.id}.")
    measured = measure(case, student, baseline)
    for _ in range(CONFIRMATIONS):
        if measured.speedup >= threshold:
            break
        again = measure(case, student, baseline)
        measured = max(measured, again, key=lambda measurement: measurement.speedup)
    if measured.speedup < threshold:
        raise CheckFailure(
            "speedup",
            f"too slow: {case.name} took {measured.typical_student * 1e3:.3f} ms per call against "
            f"{measured.typical_baseline * 1e3:.3f} ms for the {target.baseline.replace('_', ' ')} version, a speed-up "
            f"of {measured.speedup:.2f}x; it needs at least {threshold:.1f}x on {backend()}. {case.spec.speed_advice}",
        )


def _draw(strategy: Any) -> Call:
    import warnings

    from hypothesis.errors import NonInteractiveExampleWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonInteractiveExampleWarning)
        return strategy.example()


def verify_outputs(course: Course, worker: WorkerProcess, exercise_ids: list[str], deadline: float) -> dict[str, list[list[str]]]:
    """The parent's own `verified` check of each exercise, on fresh inputs (see the module docstring).

    If the process ends or hangs meanwhile, the exercise being verified fails (an honest
    function has already run on such inputs without trouble) and the others are left out of
    the result, for the caller to verify in a fresh worker.
    """
    from autograder.grading import spec_for

    results: dict[str, list[list[str]]] = {}
    for exercise_id in exercise_ids:
        exercise = course.exercise(exercise_id)
        spec = spec_for(exercise, course)
        if spec.inputs is None or spec.reference is None:
            results[exercise_id] = []  # nothing the parent can compare
            continue
        oracle = Oracle(worker, min(time.monotonic() + worker.settings.limits.exercise_seconds, deadline), "verified")
        case = Case(exercise, spec, lambda *args, **kwargs: None)
        try:
            oracle.ask(("load", exercise_id), "loaded")
            for _ in range(VERIFIED_INPUTS):
                call = _draw(spec.inputs)
                oracle.ask(("stage", call), "staged")
                oracle.ask(("go",), "ran")
                oracle.worker.send(("fetch",))
                event = oracle.worker.next_event(oracle.deadline)
                if event["event"] == "unverifiable":  # an output type the parent cannot read back
                    results[exercise_id] = []
                    break
                if event["event"] != "output":
                    raise WorkerDied(f"it answered {event['event']!r} where the grader expected its output")
                compare_with_reference(case, call, "verified", decode(event["value"]))
        except CheckFailure as failure:
            results[exercise_id] = [["verified", "failed", f"{failure} (the grader's own check, outside the student's process)"]]
        except (WorkerDied, WorkerTimeout, ValueError) as problem:
            reason = "it did not answer in time" if isinstance(problem, WorkerTimeout) else str(problem) or "bad output"
            results[exercise_id] = [["verified", "failed", f"[verified] {exercise_id} could not be verified: {reason}."]]
            worker.kill()
            break
        else:
            results.setdefault(exercise_id, [["verified", "passed", ""]])
    return results
