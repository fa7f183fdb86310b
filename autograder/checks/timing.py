"""Timing: the student's speed-up over a baseline, judged against an expert timed alongside.

One measurement serves every grading path. `measure` times three *sides* in the same rounds:
the baseline (the slow version the exercise starts from), the expert (derived from the
baseline, e.g. `jax.jit(baseline)`: it reveals nothing the exercise does not already say)
and the student's function. A side is anything that can `stage` inputs untimed, `run` them
timed and hand back an output:

- `LocalSide` (`pytest autograder`, `jaxcourse check/watch`, the notebook's check cells): the
  grader's clock around a loop of calls in this process.
- `autograder/batch/timed.py`'s `WorkerSide` (batch grading, Gradescope): the parent's clock around
  one round trip to a sandboxed worker that runs the same loop. The pipe's fastest empty round
  trip is subtracted once per round trip, and a round trip holds enough calls that what is left
  of the pipe's cost (a few tens of microseconds) is a few percent of the time measured.

How a measurement goes:
- the grader's own references to the clock and to `block_until_ready` are taken when this
  module is imported, before any student code, so patching `time.perf_counter` or
  `jax.block_until_ready` changes nothing here;
- warm-up: every side is called untimed on a first input (compilation excluded), then timed
  on 1, 4, 16, ... inputs until its loop lasts a millisecond; that estimate sets how many calls
  each side makes per round (`calls_for`): enough to fill `TARGET_SECONDS`, at most `MAX_CALLS`;
- `rounds` rounds on fresh inputs (remembering earlier answers gains nothing); the three sides
  take turns going first. Inside a round a side calls its function on each staged input and
  blocks on each output; its time per call is the loop's time divided by the number of calls.
  After the clock stops one of the student's outputs, at an index drawn after timing, is
  checked against the reference: in the warm-up, then in a round with chance `CHECKED_SHARE`,
  drawn after its clock stopped, and in the last round if no timed round was checked yet (the
  float64 reference of a TPU's 32 MiB input and its comparison took 1.1 s a round, 17 s of the
  check, where the timing itself took 5 s);
- speed-ups are medians of per-round ratios (baseline time / expert time, baseline time /
  student time), so a burst of load slows one round, not the verdict.

The verdict (`judge`): the student passes when their speed-up reaches course.yml's `fraction`
of the expert's, measured in the same rounds, so the threshold holds on any backend (a laptop,
this CPU, an H200, a TPU) without calibrating each. When that required speed-up is below the
`floor` (the expert is not clearly faster than the baseline on this backend), the check is not
graded and says so with the figures. A failing measurement is confirmed by up to two more
(the best counts): load can drag a fast function down, it cannot lift a slow one.

Caveats: outputs are blocked on, not copied to host memory, in the timed loop (the copy is the
same for every side and only squeezes ratios); an output leaf that is not an array fails the
check (`check_timeable`, after the clock), so a lazy object cannot postpone its work past the
clock. In a worker the loop runs in the student's process: code that targets the grader's own
objects there (the bound `block_until_ready`) is the limit docs/instructors.md names.

Timing helpers graded as exercises (`jit.time_call`, `devices.dispatch_times`) are judged on
functions whose cost the grader knows: `make_compile_heavy` (a first call that compiles for
tens of milliseconds, later calls of microseconds) and `ScriptedWaits` (calls that sleep a
scripted cycle of durations, using no CPU, each timed by the grader's own clock inside the
call). `median_problem` compares a student's figure with the order statistics of the durations
the calls really took (load lengthens a sleep, and is then in both): the cycle's median,
minimum, mean and maximum lie 2-4x apart from one another, so a figure nearer the true median than any other of
them, and within 1.5x of it, is the median; a CPU clock (`time.process_time`) sees almost none
of a sleep, and a figure below half the fastest call (2 ms) is taken for one. `jit.time_call` is judged by `median_problem`,
and on an even number of calls (`EVEN_WAIT_CYCLE`) by `even_median_problem`; `devices.dispatch_times` (dispatch
and total time per call) uses the scripted functions with its own per-call judgement. Whether
a helper waits for its results is judged on `slow_work`, a jitted function whose input
(`slow_matrix`) is sized per backend so that one call takes tens of milliseconds on the device
(`slow_size`): on a CPU a fixed matrix does, but an H200 multiplies it in microseconds, about
as long as queueing the call, and there a helper that never waits measured the same as one
that does (three `jit.time_call` variants passed `waits_for_result` on an H200 until the
matrix grew with the device). The functions live here, not in a spec, because both helpers'
specs use them.
"""

from __future__ import annotations

import itertools
import math
import statistics
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from autograder.checks.comparison import compare_with_reference
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure, NotGraded, describe_error

# Taken at import, before student code exists in this process.
_clock: Callable[[], float] = time.perf_counter
_block: Callable[[Any], Any] = jax.block_until_ready
_sleep: Callable[[float], None] = time.sleep

DEFAULT_ROUNDS = 15
CHECKED_SHARE = 1 / 3  # the chance a timed round's output is checked against the reference (`measure`)
CONFIRMATIONS = 2  # extra measurements before a function is called too slow
TARGET_SECONDS = 0.002  # each side's timed loop per round lasts about this long
MAX_CALLS = 256  # a round trip to a worker holds at least a millisecond of calls of a few microseconds
LONGEST_LOOP = 10 * TARGET_SECONDS  # a slow side makes fewer calls than the fastest past this (`_calls_per_round`)
SIDES = ("baseline", "expert", "student")
_ORDERS = tuple(itertools.permutations(SIDES))


def backend() -> str:
    """The backend the student's code computes on: `cpu`, `gpu` or `tpu`. In the batch's parent, which computes on
    its CPU and leaves the device to the workers, the device's (grading/backend.py `graded_platform`)."""
    from autograder.grading.backend import graded_platform

    return graded_platform()


def device_name() -> str:
    """The device JAX computes on by default, e.g. `cpu` or `NVIDIA H200`."""
    device = jax.devices()[0]
    return str(getattr(device, "device_kind", device.platform))


def time_once(function: Callable[..., Any], args: tuple, kwargs: dict) -> tuple[float, Any]:
    """Seconds for one call of `function`, output blocked on; returns (seconds, output)."""
    start = _clock()
    out = function(*args, **kwargs)
    _block(out)
    return _clock() - start, out


class NotTimeable(TypeError):
    """An output leaf that is not an array or a number: its work could run after the clock stops."""

    def __init__(self, leaf: Any) -> None:
        super().__init__(f"returned a {type(leaf).__name__}; the grader times functions that return JAX arrays "
                         "(or a pytree of them)")


def check_timeable(
    out: Any,
    _leaves: Callable[[Any], list[Any]] = jax.tree.leaves,
    _kinds: tuple[type, ...] = (jax.Array, np.ndarray, np.generic, int, float, complex),
) -> None:
    """Every leaf of a timed output is an array or a number (the grader's references bound at import).

    Checked after the clock stops: blocking on a lazy object would not wait for its work.

    Raises:
        NotTimeable: a leaf that is not an array or a number.
    """
    for leaf in _leaves(out):
        if not isinstance(leaf, _kinds):
            raise NotTimeable(leaf)


def calls_for(seconds_per_call: float, target: float = TARGET_SECONDS) -> int:
    """How many calls fill one side's timed loop of a round (`target` seconds, at most `MAX_CALLS` calls)."""
    if not math.isfinite(seconds_per_call) or seconds_per_call <= 0:
        return MAX_CALLS
    return max(1, min(MAX_CALLS, math.ceil(target / seconds_per_call)))


class Side(Protocol):
    """One function under the clock (see the module docstring)."""

    def stage(self, calls: Sequence[Call]) -> None:
        """Make fresh arguments for each call, untimed."""

    def run(self) -> float:
        """Call the function on every staged input (outputs blocked on); seconds per call."""

    def output(self, index: int) -> Any:
        """The output of the `index`-th staged call of the last run."""


class LocalSide:
    """A function timed in this process by the grader's clock."""

    def __init__(self, function: Callable[..., Any], case: Case | None = None) -> None:
        self.function = function
        self.case = case  # set for the student's side: its errors become check failures
        self.calls: Sequence[Call] = ()
        self.staged: list[tuple[tuple, dict]] = []
        self.outputs: list[Any] = []

    def stage(self, calls: Sequence[Call]) -> None:
        self.calls = calls
        self.staged = [call.fresh(as_jax=True) for call in calls]
        _block(self.staged)

    def run(self) -> float:
        outputs = []
        function, staged = self.function, self.staged
        index = 0
        try:
            start = _clock()
            for index, (args, kwargs) in enumerate(staged):
                out = function(*args, **kwargs)
                _block(out)
                outputs.append(out)
            seconds = _clock() - start
            for index, out in enumerate(outputs):
                check_timeable(out)
        except CheckFailure:
            raise
        except Exception as error:  # student code may raise anything
            if self.case is None:
                raise
            call_text = self.case.describe(self.calls[index])
            if isinstance(error, NotTimeable):
                raise CheckFailure("speedup", f"{call_text} {error}.") from None
            raise describe_error(error, call_text, self.case.student_files, "speedup") from None
        self.outputs = outputs
        return seconds / len(staged)

    def output(self, index: int) -> Any:
        return self.outputs[index]


@dataclass(frozen=True)
class Measurement:
    """Per-round seconds per call of each side (same rounds, same order).

    Attributes:
        baseline_seconds, expert_seconds, student_seconds: one entry per round.
        calls: calls per round of (baseline, expert, student).
    """

    baseline_seconds: tuple[float, ...]
    expert_seconds: tuple[float, ...]
    student_seconds: tuple[float, ...]
    calls: tuple[int, int, int] = (1, 1, 1)

    @property
    def speedup(self) -> float:
        """The student's speed-up: the median over rounds of baseline time / student time."""
        return statistics.median(b / s for b, s in zip(self.baseline_seconds, self.student_seconds))

    @property
    def expert_speedup(self) -> float:
        """The expert's speed-up: the median over rounds of baseline time / expert time."""
        return statistics.median(b / e for b, e in zip(self.baseline_seconds, self.expert_seconds))

    @property
    def typical(self) -> dict[str, float]:
        """Median seconds per call of each side."""
        return {
            "baseline": statistics.median(self.baseline_seconds),
            "expert": statistics.median(self.expert_seconds),
            "student": statistics.median(self.student_seconds),
        }

    def to_json(self) -> dict[str, Any]:
        """The figures, for reports."""
        return {
            "speedup": round(self.speedup, 3),
            "expert_speedup": round(self.expert_speedup, 3),
            "ms_per_call": {side: round(seconds * 1e3, 4) for side, seconds in self.typical.items()},
            "calls_per_round": dict(zip(SIDES, self.calls)),
            "rounds": len(self.student_seconds),
        }


def _spec_parts(case: Case) -> tuple[Any, Callable[..., Any], Callable[..., Any]]:
    """course.yml's target and the spec's baseline and expert.

    Raises:
        RuntimeError: the exercise's course.yml entry or grading spec is incomplete.
    """
    target = case.exercise.speedup
    if target is None:
        raise RuntimeError(f"{case.exercise.id}: `speedup` is listed but course.yml gives no `speedup:` entry")
    if case.spec.timing_input is None:
        raise RuntimeError(f"{case.exercise.id}: the `speedup` check needs `timing_input` in its grading spec")
    baseline = case.spec.baselines.get(target.baseline)
    if baseline is None:
        raise RuntimeError(f"{case.exercise.id}: its grading spec has no baseline named {target.baseline!r}")
    expert = case.spec.experts.get(target.expert)
    if expert is None:
        raise RuntimeError(f"{case.exercise.id}: its grading spec has no expert named {target.expert!r}")
    return target, baseline, expert


def measure(case: Case, sides: dict[str, Side], rounds: int = DEFAULT_ROUNDS, seed: int | None = None) -> Measurement:
    """Time the three `sides` ("baseline", "expert", "student") on fresh inputs (module docstring).

    Raises:
        CheckFailure: the student's function raised, or gave a wrong answer on a timed input.
    """
    timing_input = case.spec.timing_input
    if timing_input is None:
        raise RuntimeError(f"{case.exercise.id}: the `speedup` check needs `timing_input` in its grading spec")
    rng = np.random.default_rng(seed)

    checked = [0]

    def one_round(calls: list[Call], counts: dict[str, int], order: Sequence[str], must_check: bool = True) -> dict[str, float]:
        for name in SIDES:
            sides[name].stage(calls[: counts[name]])
        seconds = {name: sides[name].run() for name in order}
        index = int(rng.integers(counts["student"]))
        if must_check or rng.random() < CHECKED_SHARE:
            compare_with_reference(case, calls[index], "speedup", sides["student"].output(index))
            checked[0] += 1
        return seconds

    first = [timing_input(rng)]
    one_round(first, dict.fromkeys(SIDES, 1), SIDES)  # compilation and warm-up, untimed
    counts = _calls_per_round(sides, lambda count: [timing_input(rng) for _ in range(count)])
    times: dict[str, list[float]] = {name: [] for name in SIDES}
    for index in range(rounds):
        calls = [timing_input(rng) for _ in range(max(counts.values()))]
        last_unchecked = index == rounds - 1 and checked[0] == 1  # only the warm-up was checked so far
        seconds = one_round(calls, counts, _ORDERS[index % len(_ORDERS)], must_check=last_unchecked)
        for name in SIDES:
            times[name].append(max(seconds[name], 1e-9))
    return Measurement(
        tuple(times["baseline"]), tuple(times["expert"]), tuple(times["student"]),
        (counts["baseline"], counts["expert"], counts["student"]),
    )


def _calls_per_round(sides: dict[str, Side], draw: Callable[[int], list[Call]]) -> dict[str, int]:
    """How many calls each side makes per round, from an estimate of its time per call.

    One call timed alone is a poor estimate where a call takes microseconds (through a pipe,
    the round trip's jitter is as long as the call), so each side is timed on 1, 4, 16, ...
    calls until the loop lasts half of `TARGET_SECONDS` or reaches `MAX_CALLS`.

    Every side makes as many calls as the fastest side's loop needs (usually the expert's),
    unless its loop would then last over `LONGEST_LOOP`, where it makes enough to last that
    long. A loop's first call, and a worker's round trip, pay a fixed cost (waking the runtime's
    threads, the process being scheduled again): loops of different lengths spread it over
    different numbers of calls. When the baseline made its own, fewer calls, an un-jitted
    student (the baseline's very code) measured 1.1-1.2x faster than the baseline in the batch
    with the other core busy, 1.6x when a noisy estimate gave the baseline 3 calls against the
    student's 18; with equal counts, 0.97-0.99x. Past `LONGEST_LOOP` the fixed cost (under a
    millisecond) is a few percent of a loop, and a student as slow as the baseline makes about
    as many calls as it does.
    """
    calls = draw(1)
    counts = {}
    estimates = {}
    for name in SIDES:
        count = 1
        while True:
            if len(calls) < count:
                calls += draw(count - len(calls))
            sides[name].stage(calls[:count])
            seconds = sides[name].run()
            if seconds * count >= TARGET_SECONDS / 2 or count >= MAX_CALLS:
                break
            count = min(MAX_CALLS, count * 4)
        counts[name], estimates[name] = calls_for(seconds), seconds
    fastest = max(counts.values())
    return {name: min(fastest, calls_for(estimates[name], LONGEST_LOOP)) for name in SIDES}


def judge(case: Case, measure_once: Callable[[], Measurement]) -> Measurement:
    """The speed-up verdict from one or more measurements (see the module docstring).

    Returns:
        The measurement the verdict rests on (the check passed).

    Raises:
        CheckFailure: too slow. NotGraded: the expert is not clearly faster on this backend.
    """
    target, _, _ = _spec_parts(case)
    require_measured(case)
    floor = target.floor_on(backend())
    measurements = [measure_once()]
    while len(measurements) <= CONFIRMATIONS:
        latest = measurements[-1]
        required = target.fraction * latest.expert_speedup
        if required >= floor and latest.speedup >= required:
            return latest
        measurements.append(measure_once())
    graded = [m for m in measurements if target.fraction * m.expert_speedup >= floor]
    if not graded:
        best = max(measurements, key=lambda m: m.expert_speedup)
        raise NotGraded(_not_graded_message(case, best, floor))
    passing = [m for m in graded if m.speedup >= target.fraction * m.expert_speedup]
    if passing:
        return passing[0]
    best = max(graded, key=lambda m: m.speedup / m.expert_speedup)
    raise case.fail("speedup", _too_slow_message(case, best))


def _versions(case: Case) -> tuple[str, str]:
    target = case.exercise.speedup
    assert target is not None
    return target.baseline.replace("_", " "), target.expert.replace("_", " ")


def _too_slow_message(case: Case, measured: Measurement) -> str:
    target = case.exercise.speedup
    assert target is not None
    baseline, expert = _versions(case)
    ms = {side: seconds * 1e3 for side, seconds in measured.typical.items()}
    required = target.fraction * measured.expert_speedup
    return (
        f"too slow: {case.name} took {ms['student']:.3f} ms per call, the {baseline} version {ms['baseline']:.3f} ms "
        f"and the grader's {expert} version {ms['expert']:.3f} ms ({measured.expert_speedup:.1f}x faster than "
        f"{baseline}). Yours is {measured.speedup:.2f}x faster than {baseline}; it needs at least {required:.2f}x "
        f"({target.fraction:.0%} of the {expert} version's speed-up) on {backend()}. {case.spec.speed_advice}"
    )


def _not_graded_message(case: Case, measured: Measurement, floor: float) -> str:
    target = case.exercise.speedup
    assert target is not None
    baseline, expert = _versions(case)
    ms = measured.typical
    return (
        f"speed-up not graded on {backend()}: the grader's {expert} version is only {measured.expert_speedup:.2f}x "
        f"faster than the {baseline} version here ({ms['expert'] * 1e3:.3f} ms against {ms['baseline'] * 1e3:.3f} ms "
        f"per call), so {target.fraction:.0%} of it is below the {floor:.2f}x that tells a fast function from a slow "
        f"one. Yours: {ms['student'] * 1e3:.3f} ms per call ({measured.speedup:.2f}x)."
    )


def local_sides(case: Case) -> dict[str, Side]:
    """The three sides in this process: the spec's baseline and expert, and the student's function."""
    _, baseline, expert = _spec_parts(case)
    return {
        "baseline": LocalSide(baseline),
        "expert": LocalSide(expert),
        "student": LocalSide(case.function, case),
    }


def measure_speedup(case: Case, rounds: int = DEFAULT_ROUNDS, seed: int | None = None) -> Measurement:
    """One in-process measurement of the student's function, the baseline and the expert."""
    return measure(case, local_sides(case), rounds, seed)


def require_measured(case: Case) -> None:
    """Return when course.yml measures the exercise's speed on this backend.

    Raises:
        NotGraded: `speedup: {..., cpu: off}` (say) on this backend, with the spec's reason.
    """
    here = backend()
    target = case.exercise.speedup
    if target is not None and not target.measured_on(here):
        others = [name for name in ("cpu", "gpu", "tpu") if target.measured_on(name)]
        raise NotGraded(f"speed not measured on {here}: {case.spec.not_measured or 'course.yml says so'}. Correct code "
                        f"gets its points here; the speed is graded on {' or '.join(others) or 'no backend'}.")


def check_speedup(case: Case) -> None:
    """The student's function reaches course.yml's fraction of the expert's speed-up (module docstring)."""
    require_measured(case)
    sides = local_sides(case)
    judge(case, lambda: measure(case, sides))


# --- functions of known cost, for grading timing helpers ---------------------------------------------

# Seconds each call of a `ScriptedWaits` sleeps, in a cycle: median 16 ms, minimum 4x below it,
# mean 2.15x above it (the 120 ms call drags it up), maximum 7.5x above it, total 10.75x above it.
# The fastest call sleeps 4 ms so that a CPU clock's figure (what a sleeping call costs in CPU:
# tens of microseconds, under 1 ms on a loaded core) lies far below "half the fastest call" (2 ms),
# which no wall-clock figure can reach (see `statistic_problem`).
WAIT_CYCLE = (0.016, 0.004, 0.120, 0.016, 0.016)
MEDIAN_TOLERANCE = 1.5  # a figure within 1.5x of the true median (or mean, ...) is that statistic
# An even number of calls, whose median is the mean of the two middle ones (30 ms): the lower middle call lies 5x
# below it, the upper one 1.8x above it, so neither passes for the median (`even_median_problem`).
EVEN_WAIT_CYCLE = (0.006, 0.120, 0.054, 0.004)


def make_compile_heavy() -> Callable[[jax.Array], jax.Array]:
    """A new jitted function (so its first call compiles, for tens of milliseconds) that runs in microseconds."""

    @jax.jit
    def compile_heavy(x: jax.Array) -> jax.Array:
        for step in range(120):
            x = jnp.sin(x) * 0.5 + jnp.cos(x * step)
        return x

    return compile_heavy


class ScriptedWaits:
    """A function whose calls wait (sleep: wall time, no CPU) for `cycle[i % len(cycle)]` seconds.

    Each call's real duration, by the grader's clock, is recorded in `durations`. Any
    `len(cycle)` consecutive calls wait for the same durations, so a helper's timed calls have
    the cycle's order statistics whether or not (and however often) it warmed up first.

    Args:
        cycle: seconds to sleep, call after call.
        output: what every call returns (a ready array by default).
    """

    def __init__(self, cycle: Sequence[float] = WAIT_CYCLE, output: Any = None) -> None:
        self.cycle = tuple(cycle)
        self.output = jnp.zeros(3) if output is None else output
        self.durations: list[float] = []

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        start = _clock()
        _sleep(self.cycle[len(self.durations) % len(self.cycle)])
        self.durations.append(_clock() - start)
        return self.output

    def last(self, count: int) -> list[float]:
        """The real durations of the last `count` calls."""
        return self.durations[-count:]


_CPU_CLOCK_ADVICE = (
    "Your clock does not count the time a call spends waiting: `time.process_time()` and "
    "`time.thread_time()` count CPU time only, and a call that waits for a device (or here, sleeps) "
    "uses almost none. Read wall-clock time with `time.perf_counter()`."
)


def statistic_problem(measured: float, durations: Sequence[float], wanted: str, labels: dict[str, str],
                      asked: str, missed: str) -> str | None:
    """What is wrong with `measured` as the `wanted` statistic of `durations` (seconds), or None if it is it.

    The statistics are "median", "minimum", "mean", "maximum" and "total". `measured` is the
    wanted one when it lies within `MEDIAN_TOLERANCE` of it and no other is nearer in ratio: a
    sleep that load stretched towards it cannot make another statistic pass for it. Otherwise the
    advice names the nearest statistic (by `labels`) and says what is `asked`; `missed` when the
    nearest is the wanted one but too far; below half the fastest call, the clock did not count waiting.

    Margins: a student's clock encloses the grader's around each call, so every wall-clock figure
    (their minimum included) is at least the fastest duration, twice the CPU-clock bar; a CPU
    clock's figure is what a sleeping call costs in CPU, far below the bar with `WAIT_CYCLE`'s
    4 ms fastest call (under 1 ms was the worst seen on a loaded core). Between two statistics
    the verdict splits at their geometric mean, a factor of 1.47 (median and mean) to 2 (minimum
    and median) from each with `WAIT_CYCLE`: a figure moves that far only when load adds that much
    to the student's own timing and not to the grader's clock inside the call.
    """
    if measured < min(durations) / 2:
        return _CPU_CLOCK_ADVICE
    values = {
        "median": statistics.median(durations),
        "minimum": min(durations),
        "mean": statistics.fmean(durations),
        "maximum": max(durations),
        "total": math.fsum(durations),
    }
    nearest = min(values, key=lambda name: abs(math.log(measured / values[name])))
    target = values[wanted]
    if nearest == wanted and target / MEDIAN_TOLERANCE <= measured <= target * MEDIAN_TOLERANCE:
        return None
    if nearest == wanted:
        return missed
    return f"That is close to {labels[nearest]}; {asked}"


def median_problem(measured: float, durations: Sequence[float]) -> str | None:
    """What is wrong with `measured` as the median of `durations` (seconds), or None (see `statistic_problem`)."""
    return statistic_problem(
        measured,
        durations,
        "median",
        {
            "minimum": "the fastest call (the minimum)",
            "mean": "the mean, which one slow call drags up",
            "maximum": "the slowest call (the maximum)",
            "total": "the total of all the calls",
        },
        asked="the exercise asks for the median of the timed calls.",
        missed="That is not the median of the timed calls either: time each call on its own and return the median.",
    )


def even_median_problem(measured: float, durations: Sequence[float]) -> str | None:
    """What is wrong with `measured` as the median of an even number of `durations`, or None.

    The median is then the mean of the two middle values. `measured` is it when it lies nearer to it, in ratio, than
    to either middle value (their geometric means with it are the bounds); `EVEN_WAIT_CYCLE` puts them 5x and 1.8x
    away, so that only load the student's clock sees and the grader's does not moves a figure across. Nearest a
    middle value (of it, the median, minimum, mean, maximum and total), the advice names it; elsewhere
    `median_problem` names what the figure is closest to.
    """
    if measured < min(durations) / 2:
        return _CPU_CLOCK_ADVICE
    ordered = sorted(durations)
    lower, upper = ordered[len(ordered) // 2 - 1], ordered[len(ordered) // 2]
    median = statistics.median(durations)
    if math.sqrt(lower * median) <= measured <= math.sqrt(median * upper):
        return None
    others = (min(durations), statistics.fmean(durations), max(durations), math.fsum(durations))
    middle = min((lower, upper), key=lambda value: abs(math.log(measured / value)))
    if all(abs(math.log(measured / middle)) < abs(math.log(measured / value)) for value in (median, *others)):
        which = "lower" if middle == lower else "upper"
        return (f"That is the {which} of the two middle calls: with an even number of timed calls the median is the "
                "mean of the two middle ones (`statistics.median` and `np.median` take it), not either of them.")
    return median_problem(measured, durations) or ("That is not the median of the timed calls: time each call on its "
                                                  "own and return the median.")


def describe_durations(durations: Sequence[float]) -> str:
    """`durations` in milliseconds, with their median, for messages."""
    shown = ", ".join(f"{seconds * 1e3:.1f}" for seconds in durations)
    return f"{shown} ms (median {statistics.median(durations) * 1e3:.1f} ms)"


# --- work that is slow on any backend -------------------------------------------------------

SLOW_SECONDS = 0.02  # on an accelerator, `slow_work`'s input grows until a call takes this long
LARGEST_SLOW_SIZE = 8192  # 256 MiB of float32, about 1 GiB of device memory in all: the most `slow_work` is given


@jax.jit
def slow_work(x: jax.Array) -> jax.Array:
    """Three products of `x` with itself: tens of milliseconds for `slow_matrix()`; queueing it takes well under one."""
    for _ in range(3):
        x = jnp.tanh(x @ x) / x.shape[0]
    return x


def grader_seconds(function: Callable[..., Any], args: tuple, repeats: int) -> float:
    """The grader's own median seconds per call of `function(*args)`, after one untimed call, by its own clock."""
    _block(function(*args))
    return statistics.median(time_once(function, args, {})[0] for _ in range(repeats))


_slow_sizes: dict[str, int] = {}


def slow_size(cpu_size: int, platform: str | None = None) -> int:
    """The side of the matrix `slow_work` gets: `cpu_size` on a CPU, `grown_size()` on an accelerator.

    `platform` is the default device's unless given; measured once per process and platform (every spec's
    CPU size grows to the same side: what matters there is one call's `SLOW_SECONDS`).
    """
    platform = platform or jax.devices()[0].platform
    if platform == "cpu":
        return cpu_size
    if platform not in _slow_sizes:
        _slow_sizes[platform] = grown_size()
    return _slow_sizes[platform]


def grown_size() -> int:
    """The side at which one call of `slow_work` takes about `SLOW_SECONDS` on the default device, at most
    `LARGEST_SLOW_SIZE`.

    Measured from the top: one call at the largest side (on a TPU v5e 19 ms, so that is the answer), and, when
    that is over twice the time wanted, once more at the side the cube of the ratio gives (in steps of 128) and
    upward from there by a quarter until a call takes that long. Each side measured is a program compiled: growing
    from the CPU's side took 4-5 of them, 10 s a process on the v5e.
    """
    size = LARGEST_SLOW_SIZE
    seconds = grader_seconds(slow_work, (slow_matrix(0, size),), 3)
    if seconds <= 2 * SLOW_SECONDS:
        return size
    size = max(128, 128 * math.ceil(size * (1.2 * SLOW_SECONDS / seconds) ** (1 / 3) / 128))
    while size < LARGEST_SLOW_SIZE:
        if grader_seconds(slow_work, (slow_matrix(0, size),), 3) >= SLOW_SECONDS:
            break
        size = min(LARGEST_SLOW_SIZE, 128 * math.ceil(size * 1.25 / 128))
    return size


def slow_matrix(cpu_size: int, size: int | None = None) -> jax.Array:
    """A standard normal float32 matrix on the default device, `slow_size(cpu_size)` on a side unless `size` says.

    At `cpu_size` it is drawn by NumPy (the same matrix on every run); larger, it is drawn on the
    device: hundreds of MB need not pass through the host.
    """
    size = size or slow_size(cpu_size)
    if size == cpu_size:
        values = np.random.default_rng(0).standard_normal((size, size)).astype(np.float32)
    else:
        values = jax.random.normal(jax.random.key(0), (size, size), jnp.float32)
    return jax.device_put(values, jax.devices()[0])


class KeptResults:
    """`function`, keeping every output it gives and noting, at each call after the first, whether every array of
    the output before is computed yet (`jax.Array.is_ready`).

    This needs no clock: code that waits for each result before its next call finds the one before ready at every
    call, code that runs ahead finds it pending while the work (milliseconds) is queued behind it, and
    `unfinished()` asked when the student's function returns counts the outputs that do not exist yet. Only the
    calls after the first are noted: whether the untimed first call was waited for is `SlowFirstCall`'s question.

    Caveat, measured with the other core spinning: an array reads ready at once after `jax.block_until_ready` on
    it (0 of 300 read pending, a tuple's arrays too), but one that was not itself waited for can read pending after
    it is computed: after waiting for a computation that takes an array as input, that input read pending in 90 of
    300 tries (for up to 9 ms more); after waiting for the last of four queued calls, the three before read ready in
    300 of 300 (pending in 1 of 300 under heavier load, three spinners). Checks therefore fail on most results
    pending, not one.
    """

    def __init__(self, function: Callable[..., Any]) -> None:
        self.function = function
        self.outputs: list[Any] = []
        self.previous_ready: list[bool] = []  # one per call after the first

    def __call__(self, *args: Any) -> Any:
        if self.outputs:
            self.previous_ready.append(_computed(self.outputs[-1]))
        out = self.function(*args)
        self.outputs.append(out)
        return out

    def unfinished(self, since: int = 0) -> int:
        """How many outputs from the `since`-th on are not computed yet, asked now."""
        return sum(not _computed(out) for out in self.outputs[since:])


def warm_up_waited_for(kept: KeptResults) -> bool:
    """False when the student's second call of `kept` was made while the first (untimed) call's output was pending.

    True when there was no second call, or the output was ready: code that waits for its warm-up directly reads it
    ready every time (see `KeptResults`), so a pending one means the warm-up was not waited for.
    """
    return not kept.previous_ready or kept.previous_ready[0]


def _computed(out: Any) -> bool:
    return all(leaf.is_ready() for leaf in jax.tree.leaves(out) if isinstance(leaf, jax.Array)
               and not isinstance(leaf, jax.core.Tracer))


NOT_WAITED_FOR = ("The untimed first call was not waited for, so its work ran on the timed clock: block on its result "
                  "(`jax.block_until_ready(fn(*args))`) before you start timing.")


class SlowFirstCall:
    """`fn` whose first call queues three `slow_work` steps and returns at once; every later call returns one quick
    addition to that first result, so it is ready only once the first call's work is done.

    Code that waits for its untimed first call (`jax.block_until_ready(fn(*args))`) times the
    addition alone; code that does not counts the first call's work too. `first_work(x)` is what
    that work takes by the grader's clock, measured just before the student's run.

    Each later call also notes whether the first result is ready (`is_ready()`), which needs no
    clock: `first_pending_at_last_call` is true when the last call was made while the first
    call's work (7-10 ms on a two-core CPU machine, about 1,000 times what queueing a call takes)
    was still running, so whatever that call timed waited for it. A first result that was waited
    for (`jax.block_until_ready` on it) is ready at every later call; waiting only for a later
    result, which needs the first, is not enough to read it ready at once (see `KeptResults`).
    """

    def __init__(self) -> None:
        self.first: jax.Array | None = None
        self.ready_at_later_calls: list[bool] = []

    def __call__(self, x: jax.Array) -> jax.Array:
        if self.first is None:
            self.first = slow_work(slow_work(slow_work(x)))
            return self.first
        if not isinstance(self.first, jax.core.Tracer):  # a traced first call (`jax.jit(fn)`) has no result to ask
            self.ready_at_later_calls.append(bool(self.first.is_ready()))
        return plus_one(self.first)

    @property
    def first_pending_at_last_call(self) -> bool:
        return bool(self.ready_at_later_calls) and not self.ready_at_later_calls[-1]

    @staticmethod
    def first_work(x: jax.Array) -> float:
        _block(plus_one(x))  # compiled before: a later call is the addition alone
        _block(slow_work(x))  # and the work itself, so that its figure has no compilation in it
        return time_once(lambda v: slow_work(slow_work(slow_work(v))), (x,), {})[0]


def slow_first_call_problem(name: str, measure: Callable[[SlowFirstCall], float], x: jax.Array, share: float,
                            figure: str = "") -> str | None:
    """Whether code timing a `SlowFirstCall` once (`measure(fn)`: the student's figure with repeats=1) left the first
    call's work off the clock: None, or what is wrong, for the function `name`.

    Every one of `CONFIRMATIONS + 1` attempts asks first whether the timed call was made while that work still ran
    (clock-free: fails at once); one figure at most `share` of the work by the grader's clock, taken just before,
    is enough for the rest, since load can slow an honest call, never speed one up.
    """
    honest = False
    for _ in range(CONFIRMATIONS + 1):
        first_work = SlowFirstCall.first_work(x)
        probe = SlowFirstCall()
        measured = measure(probe)
        if probe.first_pending_at_last_call:
            return (f"wrong values: with repeats=1, {name} made its timed call while the first call's "
                    f"{first_work * 1e3:.1f} ms of work was still running. {NOT_WAITED_FOR}")
        honest = honest or measured <= first_work * share
    if honest:
        return None
    return (f"wrong values: with repeats=1, {name} measured {figure}{measured * 1e3:.2f} ms for a function whose first "
            f"call queues {first_work * 1e3:.1f} ms of work and returns at once, and whose later calls take well under "
            f"a millisecond once that work is done. {NOT_WAITED_FOR}")


@jax.jit
def plus_one(x: jax.Array) -> jax.Array:
    return x + 1.0
