"""The offset edge cases (`ExerciseSpec.offsets`) separate cancellation from rounding in every summation order.

An expanded square (`mean(p**2) - 2 mean(p y) + mean(y**2)`) or a one-pass variance loses digits to
cancellation when the data sits far from 0, and `offset_calls` adds a constant to put it there. How many digits it
loses depends on the order the reductions add in, which a backend chooses: the TPU v5e adds in another order than
the CPU, and with an offset of 100 `grad.loss_and_grads`' expanded square came out within the tolerance there
(tenth lease) while it failed here by a factor of 1.5. So the offset must be large enough that the flaw misses by
a wide margin in every order, and small enough that a correct answer stays well inside: both are checked here,
with the rows of the data permuted, which changes the order of every reduction over them and nothing else.
"""

from __future__ import annotations

import dataclasses

from pathlib import Path

import numpy as np
import pytest

from autograder.authoring.variants import load_variants
from autograder.checks.correctness import offset_calls
from autograder.course.manifest import load_course
from autograder.engine.exercise import make_case
from autograder.engine.registry import spec_for
from autograder.grading.cases import Call
from autograder.grading.submission import Submission

#: A flaw must miss its tolerance by this factor, in every order tried; a correct answer stays inside this share of it.
FLAW_MARGIN = 5.0
CORRECT_SHARE = 0.5
ORDERS = 6

OFFSET_FLAWS = [v for v in load_variants() if v.verdict == "fail" and v.message and "added to" in v.message
                and spec_for(load_course().exercise(v.exercise)).offsets]


def _case(tmp_path: Path, exercise_id: str, source: str):
    course = load_course()
    exercise = course.exercise(exercise_id)
    topic = course.topic(exercise.topic)
    (tmp_path / topic.folder).mkdir(parents=True, exist_ok=True)
    (tmp_path / topic.module_file).write_text(source)
    return make_case(Submission(tmp_path), exercise, spec_for(exercise, course), course)


def _permuted(call: Call, order: np.ndarray) -> Call:
    """`call` with the rows of its array arguments (not those inside a dict of parameters) in `order`."""
    def rows(value):
        return value[order] if isinstance(value, np.ndarray) and value.ndim and len(value) == len(order) else value

    return Call(tuple(rows(a) for a in call.args), {k: rows(v) for k, v in call.kwargs.items()}, call.exact, call.relative)


def _rows(call: Call) -> int:
    return max((len(a) for a in call.args if isinstance(a, np.ndarray) and a.ndim), default=0)


def _need(case, call: Call, scale: float) -> float:
    """By what factor the tolerance would have to grow for the student's answer to `call` to pass (0: exact)."""
    import jax

    got = jax.tree.leaves(case.call(call, "edge_cases"))
    with np.errstate(all="ignore"):
        expected = jax.tree.leaves(case.reference(call))
    return max(float(np.max(np.abs(np.asarray(g, np.float64) - np.asarray(e, np.float64))
                            / (case.spec.atol * scale + case.spec.rtol * np.abs(np.asarray(e, np.float64)))))
               for g, e in zip(got, expected))


def _needs_per_order(case) -> list[float]:
    """For each row order tried, the largest need over the offset calls."""
    rng = np.random.default_rng(0)
    calls = [(call, scale) for call, _, scale in offset_calls(case)]
    needs = []
    for attempt in range(ORDERS):
        worst = 0.0
        for call, scale in calls:
            n = _rows(call)
            order = np.arange(n) if attempt == 0 else rng.permutation(n)
            worst = max(worst, _need(case, _permuted(call, order), scale))
        needs.append(worst)
    return needs


@pytest.mark.parametrize("variant", OFFSET_FLAWS, ids=lambda v: v.id)
def test_a_cancelling_flaw_misses_by_a_wide_margin_in_every_order(variant, tmp_path) -> None:
    needs = _needs_per_order(_case(tmp_path, variant.exercise, variant.source))
    assert min(needs) >= FLAW_MARGIN, (
        f"{variant.id}: the offset edge cases miss this flaw's cancellation by only {min(needs):.2f}x the tolerance "
        f"in some order of the rows ({', '.join(f'{n:.2f}' for n in needs)}): another backend's order passes it; "
        f"raise the offset in {variant.exercise}'s spec")


@pytest.mark.parametrize("exercise_id", sorted({v.exercise for v in OFFSET_FLAWS}))
def test_the_solution_stays_well_inside_the_tolerance_at_the_offset(exercise_id, tmp_path) -> None:
    course = load_course()
    topic = course.topic(course.exercise(exercise_id).topic)
    source = (Path(__file__).parents[1] / "solutions" / topic.module_file).read_text()
    needs = _needs_per_order(_case(tmp_path, exercise_id, source))
    assert max(needs) <= CORRECT_SHARE, (
        f"{exercise_id}: the solution uses {max(needs):.2f}x the tolerance at the offset: the offset is too large "
        "for float32 to hold a correct answer with room to spare")


def test_the_margin_check_fails_on_the_offset_that_escaped_on_the_tpu(tmp_path) -> None:
    """With loss_and_grads' former offset of 100, the expanded square misses by 0.4x in some order: caught here."""
    flaw = next(v for v in OFFSET_FLAWS if v.id == "07_grad/loss_and_grads_expanded_square")
    case = _case(tmp_path, flaw.exercise, flaw.source)
    case = dataclasses.replace(case, spec=dataclasses.replace(case.spec, offsets=((("params/b", "y"), 100.0),)))
    needs = _needs_per_order(case)
    assert min(needs) < 1.0 < max(needs), needs
