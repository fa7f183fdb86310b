"""Tests for autograder/checks/timing.py: the three-sided measurement, the verdict and the `speedup` check.

The margins are wide, so the tests hold on a loaded two-core machine: on 100,000 float32
values a jitted twelve-operation elementwise function (the expert) runs about 5-8x faster than
the same function eagerly; a student at the expert's speed has a share of about 1.0, asked
for 0.5; the eager function timed against itself has a share below 0.2.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Sequence

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks import timing
from autograder.checks.timing import (
    MAX_CALLS, Measurement, calls_for, check_speedup, judge, measure, measure_speedup, time_once,
)
from autograder.grading.failures import CheckFailure, NotGraded
from autograder.course.manifest import Speedup

SIZE = 100_000


def reference_squash(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    for _ in range(4):
        x64 = np.abs(x64) * 0.5 + 1.0
    return x64.astype(np.float32)


def eager_squash(x: jax.Array) -> jax.Array:
    """Twelve elementwise operations, one dispatch (and one pass over memory) each."""
    for _ in range(4):
        x = jnp.abs(x) * 0.5 + 1.0
    return x


squash = jax.jit(eager_squash)


def timing_input(rng: np.random.Generator) -> Call:
    return Call((rng.standard_normal(SIZE, dtype=np.float32),))


def target(fraction: float = 0.5, floor: float = 1.25) -> Speedup:
    return Speedup(baseline="eager", expert="jitted", fraction=fraction, floor=floor)


def toy_case(
    function: Callable[..., Any],
    speedup: Speedup | None = target(),
    baselines: dict[str, Callable] | None = None,
    experts: dict[str, Callable] | None = None,
    timing_input: Callable[[np.random.Generator], Call] | None = timing_input,
) -> Case:
    """An exercise `toy.squash` timed against `eager_squash` and its jitted expert."""
    spec = ExerciseSpec(
        "toy.squash",
        reference=reference_squash,
        rtol=1e-4,
        atol=1e-5,
        baselines={"eager": eager_squash} if baselines is None else baselines,
        experts={"jitted": squash} if experts is None else experts,
        timing_input=timing_input,
    )
    return Case.standalone(function, spec, checks=("speedup",), speedup=speedup)


# --- student-like functions ------------------------------------------------------------------


def squash_remembering_its_first_answer() -> Callable[[jax.Array], jax.Array]:
    answers: list[jax.Array] = []

    def squash_cached(x):
        if not answers:
            answers.append(squash(x))
        return answers[0]

    return squash_cached


def squash_failing_after_one_call() -> Callable[[jax.Array], jax.Array]:
    calls: list[None] = []

    def squash_once(x):
        calls.append(None)
        if len(calls) > 1:
            raise RuntimeError("out of memory")
        return squash(x)

    return squash_once


def squash_not_written(x):
    raise NotImplementedError("squash is not written yet")


# --- helpers ---------------------------------------------------------------------------------


def test_speed_ups_are_median_ratios_of_a_round() -> None:
    measured = Measurement(baseline_seconds=(2.0, 1.0, 9.0), expert_seconds=(1.0, 0.5, 1.0),
                           student_seconds=(0.5, 1.0, 3.0))
    assert measured.speedup == 3.0  # ratios 4, 1, 3: one disturbed round does not decide
    assert measured.expert_speedup == 2.0  # ratios 2, 2, 9
    assert measured.typical == {"baseline": 2.0, "expert": 1.0, "student": 1.0}


def test_time_once_times_one_blocked_call() -> None:
    seconds, out = time_once(eager_squash, (jnp.ones(4, jnp.float32),), {})
    assert seconds > 0
    np.testing.assert_allclose(out, 1.9375)


def test_backend_and_device_are_named() -> None:
    assert timing.backend() in {"cpu", "gpu", "tpu"}
    assert timing.device_name()


def test_calls_per_round_fill_the_target_time_within_bounds() -> None:
    assert calls_for(1.0) == 1  # a slow function: one call a round
    assert calls_for(timing.TARGET_SECONDS / 10) == 10
    assert calls_for(1e-9) == MAX_CALLS
    assert calls_for(0.0) == calls_for(float("nan")) == MAX_CALLS


class ScriptedSide:
    """A side whose seconds per call are given: tests `measure` without a clock."""

    def __init__(self, seconds: float, answer: Callable[[np.ndarray], np.ndarray] = reference_squash) -> None:
        self.seconds, self.answer = seconds, answer
        self.staged: list[int] = []
        self.calls: Sequence[Call] = ()

    def stage(self, calls: Sequence[Call]) -> None:
        self.calls = calls
        self.staged.append(len(calls))

    def run(self) -> float:
        return self.seconds

    def output(self, index: int) -> Any:
        return self.answer(self.calls[index].args[0])


def test_measure_sizes_each_sides_rounds_and_verifies_the_student() -> None:
    sides = {"baseline": ScriptedSide(0.0005), "expert": ScriptedSide(0.0001), "student": ScriptedSide(0.0002)}
    measured = measure(toy_case(squash), sides, rounds=4, seed=0)
    # 2 ms of the expert's calls, and as many for every side: a loop's fixed cost spread alike over each
    assert measured.calls == (20, 20, 20)
    assert sides["expert"].staged == [1, 1, 4, 16, 20, 20, 20, 20]  # compile, estimate on 1, 4, 16 calls, then the rounds
    assert sides["baseline"].staged == [1, 1, 4, 20, 20, 20, 20]  # 4 calls lasted 2 ms: enough to estimate
    slow = {**sides, "baseline": ScriptedSide(0.004), "student": ScriptedSide(0.004)}
    # 20 calls would last 80 ms: 20 ms of calls instead, the same count for the two slow sides
    assert measure(toy_case(squash), slow, rounds=2, seed=0).calls == (5, 20, 5)
    assert measured.speedup == pytest.approx(2.5) and measured.expert_speedup == pytest.approx(5.0)
    wrong = {**sides, "student": ScriptedSide(0.0002, answer=lambda x: x)}
    with pytest.raises(CheckFailure, match=r"\[speedup\] wrong values for squash\(x=array\("):
        measure(toy_case(squash), wrong, rounds=2, seed=0)


def test_measure_checks_the_warm_up_a_share_of_rounds_and_never_no_timed_round(monkeypatch: pytest.MonkeyPatch) -> None:
    compared: list[object] = []
    monkeypatch.setattr(timing, "compare_with_reference", lambda case, call, check, out: compared.append(call))

    def sides() -> dict[str, ScriptedSide]:
        return {"baseline": ScriptedSide(0.0005), "expert": ScriptedSide(0.0001), "student": ScriptedSide(0.0002)}

    measure(toy_case(squash), sides(), rounds=15, seed=0)
    assert 2 <= len(compared) < 16, "the warm-up, and some of the 15 rounds but not every one"
    compared.clear()
    monkeypatch.setattr(timing, "CHECKED_SHARE", 0.0)
    measure(toy_case(squash), sides(), rounds=15, seed=0)
    assert len(compared) == 2, "with no round drawn, the last one is checked"
    monkeypatch.undo()
    monkeypatch.setattr(timing, "CHECKED_SHARE", 0.0)
    # right in the warm-up, wrong on every input timed after it: the last round's check finds it
    wrong_when_timed = ScriptedSide(0.0002)
    wrong_when_timed.answer = lambda x: reference_squash(np.asarray(x)) if len(wrong_when_timed.staged) == 1 else np.asarray(x)
    with pytest.raises(CheckFailure, match=r"\[speedup\] wrong values for squash\(x=array\("):
        measure(toy_case(squash), {**sides(), "student": wrong_when_timed}, rounds=15, seed=0)


def scripted(*measurements: tuple[float, float]) -> Callable[[], Measurement]:
    """measure_once for `judge`: each (expert speed-up, student speed-up) in turn."""
    queue = list(measurements)

    def measure_once() -> Measurement:
        expert, student = queue.pop(0)
        return Measurement((1.0,), (1.0 / expert,), (1.0 / student,))

    return measure_once


def test_judge_confirms_a_slow_verdict_before_failing() -> None:
    case = toy_case(squash, target(fraction=0.5))
    assert judge(case, scripted((4.0, 1.5), (4.0, 2.5))).speedup == 2.5  # the second measurement passes
    with pytest.raises(CheckFailure) as failed:
        judge(case, scripted((4.0, 1.0), (4.0, 1.4), (4.0, 1.1)))
    assert "Yours is 1.40x faster than eager; it needs at least 2.00x (50% of the jitted version's speed-up)" in str(failed.value)


def test_judge_does_not_grade_where_the_expert_is_not_clearly_faster() -> None:
    case = toy_case(squash, target(fraction=0.5, floor=1.25))
    with pytest.raises(NotGraded) as skipped:
        judge(case, scripted((2.0, 1.0), (2.4, 1.0), (2.2, 1.0)))
    assert "speed-up not graded on" in str(skipped.value)
    assert "the grader's jitted version is only 2.40x faster than the eager version here" in str(skipped.value)
    assert "below the 1.25x that tells a fast function from a slow one" in str(skipped.value)
    # One graded measurement is enough to grade: the naive student fails on it.
    with pytest.raises(CheckFailure, match="too slow"):
        judge(case, scripted((2.0, 1.0), (3.0, 1.0), (2.2, 1.0)))


def test_a_backend_course_yml_turns_off_is_not_measured_and_says_why() -> None:
    spec_reason = "here a kernel is only emulated"
    case = toy_case(squash, Speedup("eager", "jitted", 0.5, unmeasured=frozenset({timing.backend()})))
    case.spec.not_measured = spec_reason

    def never() -> Any:
        raise AssertionError("nothing is timed on a backend that is off")

    with pytest.raises(NotGraded) as skipped:
        judge(case, never)
    assert str(skipped.value).startswith(f"speed not measured on {timing.backend()}: {spec_reason}. Correct code gets its points")
    with pytest.raises(NotGraded, match="speed not measured on"):
        timing.check_speedup(case)
    elsewhere = toy_case(squash, Speedup("eager", "jitted", 0.5, unmeasured=frozenset({"tpu"} - {timing.backend()})))
    timing.require_measured(elsewhere)  # measured here: returns


def test_the_batch_parent_judges_speed_for_the_device_its_workers_compute_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """The batch's parent computes on its CPU and leaves a TPU to the workers (grading/backend.py
    `compute_on_cpu_here`): a kernel's speed, off on a CPU, is graded there as in-process on the TPU
    (bias_gelu's speed-up was reported "not measured on cpu" by the batch on a TPU)."""
    from autograder.grading import backend as backend_module

    kernel = toy_case(squash, Speedup("eager", "jitted", 0.5, unmeasured=frozenset({"cpu"})))
    monkeypatch.setattr(backend_module, "_DEVICE_PLATFORM", None)
    assert timing.backend() == "cpu"
    with pytest.raises(NotGraded, match="speed not measured on cpu"):
        timing.require_measured(kernel)
    monkeypatch.setattr(backend_module, "_DEVICE_PLATFORM", "tpu")
    assert timing.backend() == "tpu"
    timing.require_measured(kernel)  # measured on the workers' TPU: returns


def test_measure_speedup_times_three_functions() -> None:
    measured = measure_speedup(toy_case(squash), rounds=3, seed=0)
    assert len(measured.baseline_seconds) == len(measured.expert_seconds) == len(measured.student_seconds) == 3
    assert min(measured.baseline_seconds) > 0 and min(measured.student_seconds) > 0
    assert measured.to_json()["rounds"] == 3


# --- speedup ---------------------------------------------------------------------------------


@pytest.mark.timing
def test_speedup_passes_for_a_jitted_function() -> None:
    check_speedup(toy_case(jax.jit(eager_squash)))


def squash_returning_a_lazy_object(x):
    class Lazy:
        def __array__(self, dtype=None, copy=None):
            return reference_squash(np.asarray(x))

    return Lazy()


@pytest.mark.parametrize(
    "function, phrases",
    [
        (eager_squash, ["[speedup] too slow: squash took", "ms per call, the eager version", "and the grader's jitted version",
                        "it needs at least", "(50% of the jitted version's speed-up) on", "`@jax.jit`"]),
        (squash_remembering_its_first_answer(), ["[speedup] wrong values for squash(x=array("]),
        (squash_failing_after_one_call(), ["[speedup] squash(x=array(", "raised RuntimeError: out of memory"]),
        (squash_not_written, ["[speedup] not implemented yet"]),
        (squash_returning_a_lazy_object, ["[speedup] squash(x=array(", "returned a Lazy; the grader times functions that "
                                          "return JAX arrays"]),
    ],
    ids=["eager-against-itself", "cached-answer", "raises-while-timed", "not-implemented", "lazy-output"],
)
@pytest.mark.timing
def test_speedup_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_speedup(toy_case(function))
    assert excinfo.value.check == "speedup"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


@pytest.mark.timing
def test_speedup_is_not_graded_when_the_expert_is_no_faster() -> None:
    with pytest.raises(NotGraded, match=r"speed-up not graded on \w+: the grader's jitted version is only"):
        check_speedup(toy_case(squash, experts={"jitted": eager_squash}))


@pytest.mark.timing
def test_speedup_ignores_a_student_who_patches_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    # A frozen clock would make every call take 0 s; the grader kept its own references at import.
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)
    monkeypatch.setattr(jax, "block_until_ready", lambda value: value)
    with pytest.raises(CheckFailure, match="too slow"):
        check_speedup(toy_case(eager_squash))


@pytest.mark.parametrize(
    "case, message",
    [
        (toy_case(squash, speedup=None), r"toy\.squash: `speedup` is listed but course.yml gives no `speedup:` entry"),
        (toy_case(squash, baselines={}), r"toy\.squash: its grading spec has no baseline named 'eager'"),
        (toy_case(squash, experts={}), r"toy\.squash: its grading spec has no expert named 'jitted'"),
        (toy_case(squash, timing_input=None), r"toy\.squash: the `speedup` check needs `timing_input`"),
    ],
    ids=["no-target", "no-baseline", "no-expert", "no-timing-input"],
)
def test_speedup_reports_an_incomplete_spec(case: Case, message: str) -> None:
    with pytest.raises(RuntimeError, match=message):
        check_speedup(case)


# --- functions of known cost, for grading timing helpers ------------------------------------------------


@pytest.mark.timing
def test_scripted_waits_sleep_their_cycle_and_record_it() -> None:
    waits = timing.ScriptedWaits((0.004, 0.001))
    for _ in range(3):
        assert waits(1, key=2) is waits.output
    assert len(waits.durations) == 3
    assert waits.last(2) == waits.durations[1:]
    for seconds, planned in zip(waits.durations, (0.004, 0.001, 0.004)):
        assert planned <= seconds < planned + 0.05  # a sleep never ends early


DURATIONS = timing.WAIT_CYCLE  # (0.016, 0.004, 0.120, 0.016, 0.016)


@pytest.mark.parametrize("measured", [0.016, 0.0162, 0.019], ids=["median", "just_above", "load_on_one_call"])
def test_median_problem_accepts_the_median(measured: float) -> None:
    assert timing.median_problem(measured, DURATIONS) is None


@pytest.mark.parametrize(
    "measured, phrase",
    [
        (0.004, "the fastest call (the minimum)"),
        (0.0065, "the fastest call (the minimum)"),  # the fastest call, with 2.5 ms of load on the student's clock
        (sum(DURATIONS) / 5, "the mean"),
        (0.120, "the slowest call (the maximum)"),
        (sum(DURATIONS), "the total of all the calls"),
        (0.00002, "wall-clock time with `time.perf_counter()`"),
        (0.0009, "wall-clock time with `time.perf_counter()`"),  # a CPU clock on a loaded core
        (0.010, "not the median"),
    ],
    ids=["minimum", "minimum_under_load", "mean", "maximum", "total", "cpu_clock", "cpu_clock_under_load",
         "too_far_below_the_median"],
)
def test_median_problem_names_what_was_measured(measured: float, phrase: str) -> None:
    problem = timing.median_problem(measured, DURATIONS)
    assert problem is not None and phrase in problem


def test_median_problem_prefers_the_nearest_statistic_when_a_sleep_was_stretched() -> None:
    stretched = (0.016, 0.0115, 0.120, 0.016, 0.016)  # the short call took 11.5 ms under load
    assert timing.median_problem(0.0115, stretched) is not None  # within 1.5x of the median, but it is the minimum
    assert timing.median_problem(0.016, stretched) is None


EVEN = (0.006, 0.120, 0.054, 0.004)  # timing.EVEN_WAIT_CYCLE: median 30 ms, middle calls 6 and 54 ms


@pytest.mark.parametrize("measured", [0.030, 0.0302, 0.036, 0.024])  # the median, with some load either way
def test_even_median_problem_accepts_the_mean_of_the_two_middle_calls(measured: float) -> None:
    assert timing.EVEN_WAIT_CYCLE == EVEN
    assert timing.even_median_problem(measured, EVEN) is None


@pytest.mark.parametrize(
    "measured, phrase",
    [
        (0.054, "the upper of the two middle calls"),
        (0.0565, "the upper of the two middle calls"),  # with 2.5 ms of load on the student's clock
        (0.006, "the lower of the two middle calls"),
        (0.120, "the slowest call (the maximum)"),
        (sum(EVEN), "the total of all the calls"),
        (0.00002, "wall-clock time with `time.perf_counter()`"),
    ],
)
def test_even_median_problem_names_what_was_measured(measured: float, phrase: str) -> None:
    problem = timing.even_median_problem(measured, EVEN)
    assert problem is not None and phrase in problem


def test_describe_durations_in_milliseconds() -> None:
    assert timing.describe_durations((0.001, 0.002, 0.010)) == "1.0, 2.0, 10.0 ms (median 2.0 ms)"


@pytest.mark.timing
def test_make_compile_heavy_compiles_on_its_first_call_only() -> None:
    function = timing.make_compile_heavy()
    x = jnp.linspace(0, 1, 64)
    first, _ = time_once(function, (x,), {})
    later, _ = time_once(function, (x,), {})
    assert first > 10 * later
    assert timing.make_compile_heavy() is not function


@pytest.mark.parametrize(
    "measured, phrase",
    [
        (sum(DURATIONS) / 5, None),
        (0.008, "close to the median call"),
        (sum(DURATIONS), "close to the total"),
        (0.00002, "`time.perf_counter()`"),
        (sum(DURATIONS) / 5 * 1.6, "not the time per call either"),
    ],
    ids=["mean", "median", "total", "cpu_clock", "mean_but_too_far"],
)
def test_statistic_problem_for_the_time_per_call(measured: float, phrase: str | None) -> None:
    labels = {"median": "the median call", "minimum": "the fastest call", "maximum": "the slowest call",
              "total": "the total of all the calls"}
    problem = timing.statistic_problem(measured, DURATIONS, "mean", labels, asked="asked.",
                                       missed="That is not the time per call either.")
    assert problem == phrase if phrase is None else phrase in problem


# --- work that is slow on any backend (`slow_work`, `slow_matrix`, `slow_size`) --------------


def test_the_slow_work_keeps_its_cpu_size() -> None:
    assert timing.slow_size(600, "cpu") == 600 and timing.slow_size(500, "cpu") == 500
    assert timing.slow_matrix(600, 600).shape == (600, 600)
    assert np.array_equal(timing.slow_matrix(500, 500), timing.slow_matrix(500, 500)), "the same matrix every run"


def test_on_an_accelerator_the_slow_work_is_sized_from_the_largest_side(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timing, "LARGEST_SLOW_SIZE", 1024)
    monkeypatch.setattr(timing, "SLOW_SECONDS", 10.0)
    assert timing.grown_size() == 1024, "never past the largest side, however slow a call is wanted"
    monkeypatch.setattr(timing, "SLOW_SECONDS", 1e-6)
    size = timing.grown_size()
    assert size < 1024 and size % 128 == 0, "a device far faster than wanted gets a smaller side"
    assert timing.grader_seconds(timing.slow_work, (timing.slow_matrix(0, size),), 3) >= 1e-6
    assert timing.slow_matrix(600, 1024).devices() == {jax.devices()[0]}


def test_an_accelerators_size_is_measured_once_per_platform(monkeypatch: pytest.MonkeyPatch) -> None:
    measured: list[int] = []
    monkeypatch.setattr(timing, "_slow_sizes", {})
    monkeypatch.setattr(timing, "grown_size", lambda: measured.append(1) or 2048)
    assert timing.slow_size(500, "gpu") == 2048 and timing.slow_size(600, "gpu") == 2048
    assert timing.slow_size(600, "tpu") == 2048
    assert measured == [1, 1], "once for the GPU, once for the TPU"


# --- a first call whose work outlives it (`SlowFirstCall`) --------------------------------------


def _slow_first_call_input() -> jax.Array:
    return timing.slow_matrix(timing.slow_size(600, jax.default_backend()), 600)


@pytest.mark.timing
def test_slow_first_call_sees_a_warm_up_that_was_not_waited_for() -> None:
    probe, x = timing.SlowFirstCall(), _slow_first_call_input()
    probe(x)
    jax.block_until_ready(probe(x))
    assert probe.ready_at_later_calls == [False] and probe.first_pending_at_last_call


@pytest.mark.timing
def test_slow_first_call_sees_a_warm_up_that_was_waited_for() -> None:
    probe, x = timing.SlowFirstCall(), _slow_first_call_input()
    jax.block_until_ready(probe(x))
    for _ in range(3):
        jax.block_until_ready(probe(x))
    assert probe.ready_at_later_calls == [True, True, True] and not probe.first_pending_at_last_call


def test_slow_first_call_notes_nothing_without_a_later_call_or_a_concrete_first_result() -> None:
    x = jnp.ones((4, 4))
    once = timing.SlowFirstCall()
    jax.block_until_ready(once(x))
    assert not once.first_pending_at_last_call
    traced = timing.SlowFirstCall()
    jitted = jax.jit(lambda v: traced(v) + traced(v))  # the second call happens inside the same trace
    jax.block_until_ready(jitted(x))
    assert traced.ready_at_later_calls == [] and not traced.first_pending_at_last_call


# --- results asked whether they exist (`KeptResults`) ---------------------------------------------


def _slow_pair(x: jax.Array) -> tuple[jax.Array, jax.Array]:
    return x, timing.slow_work(timing.slow_work(x))  # the first array is ready at once, the second once the work is done


@pytest.mark.timing
def test_kept_results_see_calls_that_run_ahead_of_their_results() -> None:
    kept, x = timing.KeptResults(_slow_pair), _slow_first_call_input()
    outputs = [kept(x) for _ in range(4)]
    # the calls take microseconds, the queued work milliseconds: by the fourth call three are queued
    assert len(kept.previous_ready) == 3 and not kept.previous_ready[-1], kept.previous_ready
    assert kept.unfinished() >= 1, "the last result cannot be computed a few microseconds after its call"
    jax.block_until_ready(outputs)
    assert kept.unfinished() == 0 and len(kept.outputs) == 4


@pytest.mark.timing
def test_kept_results_see_code_that_waits_for_each_whole_result() -> None:
    kept, x = timing.KeptResults(_slow_pair), _slow_first_call_input()
    for _ in range(4):
        jax.block_until_ready(kept(x))
    assert kept.previous_ready == [True, True, True] and kept.unfinished() == 0


def test_kept_results_ask_only_concrete_arrays() -> None:
    kept = timing.KeptResults(lambda v: {"array": v * 2, "note": "settings pass through", "count": 3})
    jitted = jax.jit(lambda v: kept(v)["array"] + kept(v)["array"])  # traced: nothing to ask
    jax.block_until_ready(jitted(jnp.ones(3)))
    assert kept.previous_ready == [True] and kept.unfinished() == 0


@pytest.mark.timing
def test_a_warm_up_not_waited_for_is_seen_at_the_next_call() -> None:
    x = _slow_first_call_input()
    ran_ahead = timing.KeptResults(_slow_pair)
    ran_ahead(x)
    jax.block_until_ready(ran_ahead(x))
    waited = timing.KeptResults(_slow_pair)
    jax.block_until_ready(waited(x))
    waited(x)
    once = timing.KeptResults(_slow_pair)
    once(x)
    assert not timing.warm_up_waited_for(ran_ahead)
    assert timing.warm_up_waited_for(waited) and timing.warm_up_waited_for(once), "ready, or no timed call to judge"
    jax.block_until_ready((ran_ahead.outputs, waited.outputs, once.outputs))
