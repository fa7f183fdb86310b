"""Tolerances per backend: what each exercise's own reference makes on a backend, measured and recorded.

Method. The specs' tolerances (`rtol`, `atol`) were set on a CPU, against float64 NumPy
references. Another backend computes float32 differently: a TPU's `exp`, `expm1`, `tanh`,
`log1p` and `erf` are approximations of their own (the reference `softplus` gives 1.3132641
where float64 says 1.3132616), and its reductions add in another order. Float32 matrix products
are not the cause: every check runs under `float32_matmuls` (checks/config.py). Correct code must
never lose points on the hardware the course is for; flawed code must not gain them, and
nothing may get looser where it need not.

So, on each backend other than the CPU, `python -m autograder tolerances` grades the course's
own solutions with every comparison *recording* instead of judging (`recording`): for each
exercise, the factor by which its tolerances would have to grow for the reference's outputs to
pass, `need = max |got - expected| / (atol + rtol * |expected|)` over every element of every
comparison that has a tolerance, over every check and every input the checks draw. `RECORD`
(tolerances.json beside this module) keeps, per backend, `MARGIN * need` for each exercise
whose `need` exceeds 1, with the device it was measured on. Grading on that backend multiplies
both tolerances of every comparison of that exercise by its factor (`widened`); comparisons
the contract makes exact (`rtol = atol = 0`), and the structure, shape, dtype and non-finite
checks, are untouched. The CPU has no entries: nothing there gets looser.

The batch's parent verifies outputs a worker computed on the device against the reference it
computes itself, on its CPU (batch/timed.py `verify_outputs`, inside `crossing`). There the
reference's own difference between the backends adds to the student's: on a TPU, the same key
gives normals a few units in the last place apart, and `random_walk`'s running sums carry that
into the 1e-5 of its tolerance. `python -m autograder tolerances --across` measures it on the
device (`need` of the device's outputs of the solutions against this CPU's reference, on the
inputs the verification draws), and `RECORD` keeps `factor + MARGIN * need` as that exercise's
factor for the verification alone: what the worker may admit, plus the backends' measured
difference. The checks in-process are untouched.

Caveats: a factor covers the inputs the checks drew when it was measured, times `MARGIN`; a
check that draws other inputs (another seed, in the batch) is covered only through the margin.
A comparison a spec makes with `np.allclose` of its own is not widened (none failed on the TPU
v5e). The factor is per exercise, not per check: a flawed solution whose error is smaller than
`factor` times the CPU's tolerance passes on that backend (tests/variants graded on the TPU
showed which, in benchmarks/reports/accelerator_check_tpu_v5e.json).
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import math
from pathlib import Path
from typing import Iterator

import numpy as np

#: Where the measured factors are kept: {"backends": {backend: {"device": ..., "factors": {exercise: factor}}}}.
RECORD = Path(__file__).with_name("tolerances.json")
#: How much room a measured need gets.
MARGIN = 4.0

_exercise: contextvars.ContextVar[str | None] = contextvars.ContextVar("tolerance_exercise", default=None)
_platform: contextvars.ContextVar[str | None] = contextvars.ContextVar("tolerance_platform", default=None)
_needs: contextvars.ContextVar[dict[str, float] | None] = contextvars.ContextVar("tolerance_needs", default=None)
_crossing: contextvars.ContextVar[bool] = contextvars.ContextVar("tolerance_crossing", default=False)
_factors: dict[tuple[str, str], dict[str, float]] = {}


def factors(platform: str, kind: str = "factors") -> dict[str, float]:
    """The recorded factors of `platform` (none for the CPU, or for a backend never measured); `kind="across"`:
    those of the batch parent's verification (module docstring)."""
    if (platform, kind) not in _factors:
        try:
            record = json.loads(RECORD.read_text())
            found = record["backends"].get(platform, {}).get(kind, {})
        except (OSError, ValueError, KeyError, AttributeError):
            found = {}
        _factors[platform, kind] = {str(k): float(v) for k, v in found.items() if platform != "cpu" and float(v) > 1.0}
    return _factors[platform, kind]


def _here() -> str:
    platform = _platform.get()
    if platform is not None:
        return platform
    from autograder.grading.backend import graded_platform

    return graded_platform()


@contextlib.contextmanager
def grading(exercise_id: str, platform: str | None = None) -> Iterator[None]:
    """Comparisons inside are those of `exercise_id`, judged for `platform` (default: where student code computes)."""
    exercise_token = _exercise.set(exercise_id)
    platform_token = _platform.set(platform) if platform is not None else None
    try:
        yield
    finally:
        _exercise.reset(exercise_token)
        if platform_token is not None:
            _platform.reset(platform_token)


@contextlib.contextmanager
def judged_as(platform: str) -> Iterator[None]:
    """Inside, comparisons use `platform`'s factors wherever this process computes: an author's test that
    every flawed variant still fails with a backend's measured tolerances, run on a CPU."""
    token = _platform.set(platform)
    try:
        yield
    finally:
        _platform.reset(token)


@contextlib.contextmanager
def crossing() -> Iterator[None]:
    """Inside, the outputs compared were computed on the device and the references on this process's CPU (the
    batch parent's verification): the exercise's `across` factor applies where one was measured."""
    token = _crossing.set(True)
    try:
        yield
    finally:
        _crossing.reset(token)


def factor() -> float:
    """The factor the current exercise's tolerances get here (1.0 outside `grading`, on a CPU, or unmeasured)."""
    exercise_id = _exercise.get()
    if exercise_id is None:
        return 1.0
    here = factors(_here()).get(exercise_id, 1.0)
    if _crossing.get():
        return max(here, factors(_here(), "across").get(exercise_id, 1.0))
    return here


def widened(rtol: float, atol: float) -> tuple[float, float]:
    """`(rtol, atol)` for a comparison here; an exact comparison (both 0) stays exact."""
    if rtol == 0 and atol == 0:
        return rtol, atol
    scale = factor()
    return rtol * scale, atol * scale


@contextlib.contextmanager
def recording() -> Iterator[dict[str, float]]:
    """Inside, comparisons with a tolerance never fail on values: each notes what its exercise needs (yielded)."""
    needs: dict[str, float] = {}
    token = _needs.set(needs)
    try:
        yield needs
    finally:
        _needs.reset(token)


def is_recording() -> bool:
    return _needs.get() is not None


def note(got: np.ndarray, expected: np.ndarray, rtol: float, atol: float) -> None:
    """While `recording`: the factor these float64 arrays need, kept as the current exercise's if larger."""
    needs = _needs.get()
    exercise_id = _exercise.get()
    if needs is None or exercise_id is None or (rtol == 0 and atol == 0):
        return
    both = np.isfinite(got) & np.isfinite(expected)
    if not both.any():
        return
    error = np.abs(got[both] - expected[both]) / (atol + rtol * np.abs(expected[both]))
    need = float(error.max())
    if math.isfinite(need) and need > needs.get(exercise_id, 0.0):
        needs[exercise_id] = need


def record_factors(platform: str, device: str, needs: dict[str, float], measured: str,
                   exercises: tuple[str, ...] | None = None) -> dict[str, float]:
    """Write `MARGIN * need` for each exercise whose need exceeds 1 into `RECORD` under `platform`; returns them.

    `exercises` names what this measurement graded: their earlier entries are replaced (also by nothing,
    where they now need no factor) and every other exercise's entry is kept. None replaces the backend whole.
    The verification's factors (`record_across`) add to these: they are dropped, to be measured again.
    """
    if platform == "cpu":
        raise ValueError("the CPU's tolerances are the specs' own: nothing is recorded for it")
    try:
        record = json.loads(RECORD.read_text())
    except (OSError, ValueError):
        record = {}
    if exercises is not None:
        earlier = record.get("backends", {}).get(platform, {})
        if earlier.get("device") == device:
            needs = {**{exercise: need for exercise, need in earlier.get("needs", {}).items()
                        if exercise not in exercises}, **needs}
    kept = {exercise: float(f"{MARGIN * need:.2g}") for exercise, need in sorted(needs.items()) if need > 1.0}
    record.setdefault("about", "Tolerance factors per backend: autograder/checks/tolerances.py. Written by "
                               "`python -m autograder tolerances` on that backend; edit by measuring again.")
    record.setdefault("margin", MARGIN)
    record.setdefault("backends", {})[platform] = {
        "device": device, "measured": measured, "factors": kept,
        "needs": {exercise: float(f"{need:.3g}") for exercise, need in sorted(needs.items())},
    }
    RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    _factors.clear()
    return kept


def record_across(platform: str, device: str, needs: dict[str, float], measured: str) -> dict[str, float]:
    """Write the batch verification's factors of `platform` (module docstring), measured on `device` against this
    machine's CPU: `factor + MARGIN * need` for each exercise that needed anything; returns them.

    Raises:
        ValueError: on the CPU, or before the in-process factors of that device are recorded (they add up).
    """
    if platform == "cpu":
        raise ValueError("the CPU's tolerances are the specs' own: nothing is recorded for it")
    record = json.loads(RECORD.read_text()) if RECORD.exists() else {}
    entry = record.get("backends", {}).get(platform)
    if entry is None or entry.get("device") != device:
        raise ValueError(f"measure {platform}'s own tolerances on {device} first (`python -m autograder tolerances "
                         "--write`): the verification's factors add to them")
    here = entry.get("factors", {})
    kept = {exercise: float(f"{max(here.get(exercise, 1.0), 1.0) + MARGIN * need:.2g}")
            for exercise, need in sorted(needs.items()) if need > 0}
    entry["across"] = {exercise: value for exercise, value in kept.items() if value > 1.0}
    entry["across_needs"] = {exercise: float(f"{need:.3g}") for exercise, need in sorted(needs.items())}
    entry["across_measured"] = measured
    RECORD.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    _factors.clear()
    return entry["across"]
