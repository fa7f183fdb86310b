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
_factors: dict[str, dict[str, float]] = {}


def factors(platform: str) -> dict[str, float]:
    """The recorded factors of `platform` (none for the CPU, or for a backend never measured)."""
    if platform not in _factors:
        try:
            record = json.loads(RECORD.read_text())
            found = record["backends"].get(platform, {}).get("factors", {})
        except (OSError, ValueError, KeyError, AttributeError):
            found = {}
        _factors[platform] = {str(k): float(v) for k, v in found.items() if platform != "cpu" and float(v) > 1.0}
    return _factors[platform]


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


def factor() -> float:
    """The factor the current exercise's tolerances get here (1.0 outside `grading`, on a CPU, or unmeasured)."""
    exercise_id = _exercise.get()
    if exercise_id is None:
        return 1.0
    return factors(_here()).get(exercise_id, 1.0)


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
    _factors.pop(platform, None)
    return kept
