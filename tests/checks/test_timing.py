"""Tests for autograder/checks/timing.py: `time_once`, `measure_speedup` and the `speedup` check.

The thresholds leave a wide margin, so the tests hold on a loaded two-core machine: on 100,000
float32 values a jitted five-operation elementwise function runs about 4x faster than the same
function eagerly; "pass" asks for 1.2x, "too slow" compares the eager function with itself and
asks for 5x.
"""

from __future__ import annotations

import time
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.cases import Call, Case, ExerciseSpec
from autograder.checks import timing
from autograder.checks.timing import SpeedupMeasurement, check_speedup, measure_speedup, time_once
from autograder.failures import CheckFailure, NotGraded
from autograder.manifest import Speedup

SIZE = 100_000


def reference_squash(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    return ((np.abs(x64) * 0.5 + 1.0) * 0.5 + 1.0).astype(np.float32)


def eager_squash(x: jax.Array) -> jax.Array:
    """Five elementwise operations, one dispatch (and one pass over memory) each."""
    return (jnp.abs(x) * 0.5 + 1.0) * 0.5 + 1.0


squash = jax.jit(eager_squash)


def timing_input(rng: np.random.Generator) -> Call:
    return Call((rng.standard_normal(SIZE).astype(np.float32),))


def every_backend(threshold: float | None) -> Speedup:
    return Speedup(baseline="eager", thresholds={"cpu": threshold, "gpu": threshold, "tpu": threshold})


def toy_case(
    function: Callable[..., Any],
    speedup: Speedup | None = every_backend(1.2),
    baselines: dict[str, Callable] | None = None,
    timing_input: Callable[[np.random.Generator], Call] | None = timing_input,
) -> Case:
    """An exercise `toy.squash` that must beat `eager_squash` by the given speed-up."""
    spec = ExerciseSpec(
        "toy.squash",
        reference=reference_squash,
        rtol=1e-4,
        atol=1e-5,
        baselines={"eager": eager_squash} if baselines is None else baselines,
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


def test_speedup_is_the_median_ratio_of_a_round() -> None:
    measured = SpeedupMeasurement(baseline_seconds=(2.0, 1.0, 9.0), student_seconds=(0.5, 1.0, 3.0))
    assert measured.speedup == 3.0  # ratios 4, 1, 3: one disturbed round does not decide
    assert measured.typical_baseline == 2.0
    assert measured.typical_student == 1.0


def test_time_once_times_one_blocked_call() -> None:
    seconds, out = time_once(eager_squash, (jnp.ones(4, jnp.float32),), {})
    assert seconds > 0
    np.testing.assert_allclose(out, 1.75)


def test_backend_is_one_course_yml_knows() -> None:
    assert timing.backend() in {"cpu", "gpu", "tpu"}


def test_measure_speedup_times_both_functions() -> None:
    measured = measure_speedup(toy_case(squash), eager_squash, rounds=3, seed=0)
    assert len(measured.baseline_seconds) == len(measured.student_seconds) == 3
    assert min(measured.baseline_seconds) > 0 and min(measured.student_seconds) > 0


# --- speedup ---------------------------------------------------------------------------------


def test_speedup_passes_for_a_jitted_function() -> None:
    check_speedup(toy_case(squash, every_backend(1.2)))


@pytest.mark.parametrize(
    "function, speedup, phrases",
    [
        (
            eager_squash,
            every_backend(5.0),
            ["[speedup] too slow: squash took", "for the eager version", "it needs at least 5.0x on",
             "`@jax.jit`"],
        ),
        (squash_remembering_its_first_answer(), every_backend(1.2), ["[speedup] wrong values for squash(x=array("]),
        (squash_failing_after_one_call(), every_backend(1.2), ["[speedup] squash(x=array(", "raised RuntimeError: out of memory"]),
        (squash_not_written, every_backend(1.2), ["[speedup] not implemented yet"]),
    ],
    ids=["eager-against-itself", "cached-answer", "raises-while-timed", "not-implemented"],
)
def test_speedup_fails(function: Callable, speedup: Speedup, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_speedup(toy_case(function, speedup))
    assert excinfo.value.check == "speedup"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_speedup_is_not_graded_without_a_threshold_for_this_backend() -> None:
    with pytest.raises(NotGraded, match=r"speed-up not measured: course.yml has no `\w+` threshold for toy\.squash"):
        check_speedup(toy_case(eager_squash, every_backend(None)))


def test_speedup_ignores_a_student_who_patches_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    # A frozen clock would make every call take 0 s; the grader kept its own references at import.
    monkeypatch.setattr(time, "perf_counter", lambda: 0.0)
    monkeypatch.setattr(jax, "block_until_ready", lambda value: value)
    with pytest.raises(CheckFailure, match="too slow"):
        check_speedup(toy_case(eager_squash, every_backend(5.0)))


@pytest.mark.parametrize(
    "case, message",
    [
        (toy_case(squash, speedup=None), r"toy\.squash: `speedup` is listed but course.yml gives no thresholds"),
        (toy_case(squash, baselines={}), r"toy\.squash: its grading spec has no baseline named 'eager'"),
        (toy_case(squash, timing_input=None), r"toy\.squash: the `speedup` check needs `timing_input`"),
    ],
    ids=["no-thresholds", "no-baseline", "no-timing-input"],
)
def test_speedup_reports_an_incomplete_spec(case: Case, message: str) -> None:
    with pytest.raises(RuntimeError, match=message):
        check_speedup(case)
