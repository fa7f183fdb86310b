"""`python -m autograder tolerances`: measure what each reference needs of its tolerances on this backend.

Grades the course's solutions (or `--target`) in this process, every check of every selected
exercise, under `tolerances.recording()` (checks/tolerances.py): every comparison with a
tolerance notes the factor its values would need and lets them pass. `--draws N` grades N
times, each drawing other inputs (`seeds.other_draws`), so the factor covers more than the
inputs one release draws. A check that still fails (a shape, a dtype, a non-finite value, a
spec's own comparison) is listed: the reference fails it on this backend for another reason.
`--correct-variants` also grades, the same way, every correct alternative in tests/variants (a
correct solution written another way, `exp(log_softmax(x))` say, may need more on a TPU than the
reference: a correct solution must not lose points there). `--write` records `MARGIN * need` for
this backend (refused on the CPU, whose tolerances are the specs' own), replacing the entries of the exercises graded and keeping the others' (an `--only`
run adds to an earlier one on the same device).
`--across` measures instead what the batch parent's verification needs (`measure_across`): each
reference computed on this device against the same reference computed on this machine's CPU, on
the inputs the verification draws; `--write` then records `factor + MARGIN * need` for it.
"""

from __future__ import annotations

import datetime
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from autograder.course.manifest import Course


@dataclass
class Measured:
    """What the references needed here: the factor per exercise, and the checks that failed anyway."""

    needs: dict[str, float] = field(default_factory=dict)
    exercises: list[str] = field(default_factory=list)  # every exercise graded, also those that needed nothing
    failures: list[tuple[str, str, str]] = field(default_factory=list)  # (exercise, check, message)


def measure(course: Course, target: Path, only: tuple[str, ...] = (), draws: int = 1,
            report: Callable[[str], None] | None = None, correct_variants: bool = False) -> Measured:
    """Grade `target`'s exercises (those `only` selects) `draws` times, noting what each comparison needs; with
    `correct_variants`, each exercise's correct alternatives (tests/variants) too, their needs counted as its own.

    `report` is called with a line as each exercise is done (a run stopped early still showed its progress).
    """
    from autograder.checks import tolerances
    from autograder.engine.exercise import grade_check, make_case
    from autograder.engine.registry import spec_for
    from autograder.grading import seeds
    from autograder.grading.outcome import Outcome
    from autograder.grading.submission import Submission

    from autograder.authoring.variants import make_target

    measured = Measured()
    reference = Submission(target)
    with tempfile.TemporaryDirectory() as scratch, tolerances.recording() as needs:
        graded = {exercise.id: [("reference", reference)] for exercise in course.exercises}
        if correct_variants:
            for variant in _correct_alternatives(only, course):
                topic = course.topic(course.exercise(variant.exercise).topic)
                made = make_target(Path(scratch) / variant.id.replace("/", "-"), {topic.module_file: variant.source})
                graded[variant.exercise].append((variant.id, Submission(made)))
        for draw in range(draws):
            with seeds.other_draws(f"draw{draw}" if draw else ""):
                for exercise in course.exercises:
                    if only and exercise.id not in only and exercise.topic not in only:
                        continue
                    spec = spec_for(exercise, course)
                    if exercise.id not in measured.exercises:
                        measured.exercises.append(exercise.id)
                    for who, graded_submission in graded[exercise.id]:
                        for check in exercise.checks:
                            result = grade_check(lambda: make_case(graded_submission, exercise, spec, course), check,
                                                 errors="error")
                            if result.outcome in (Outcome.FAILED, Outcome.ERROR):
                                line = result.message.splitlines()[0][:300]
                                measured.failures.append((exercise.id, check, line if who == "reference" else f"{who}: {line}"))
                                if report is not None:
                                    report(f"FAILED {exercise.id} [{check}] ({who}): {line}")
                    if report is not None:
                        report(f"draw {draw}: {exercise.id} need {needs.get(exercise.id, 0.0):.3g}")
        measured.needs = dict(needs)
    return measured


def measure_across(course: Course, only: tuple[str, ...] = (), draws: int = 1,
                   report: Callable[[str], None] | None = None) -> Measured:
    """What the batch parent's verification needs here (checks/tolerances.py `crossing`): each reference's outputs
    computed on this machine's default device against the same reference computed on its CPU, on the inputs the
    verification draws (one secret seed per draw) and the edge cases it adds. On a CPU every need is 0.
    """
    import jax
    import numpy as np

    from autograder.batch.runner import as_sent
    from autograder.batch.timed import VERIFIED_INPUTS, verification_inputs
    from autograder.checks import tolerances
    from autograder.checks.comparison import compare_with_reference
    from autograder.checks.config import float32_matmuls, preserved_config
    from autograder.checks.correctness import compare_with_advice, edge_case_variants
    from autograder.engine.exercise import make_case
    from autograder.engine.registry import spec_for
    from autograder.grading.failures import CheckFailure
    from autograder.grading.submission import Submission

    cpu = jax.devices("cpu")[0]
    measured = Measured()
    solutions = Submission(course.root / "solutions")
    with tolerances.recording() as needs:
        for exercise in course.exercises:
            if only and exercise.id not in only and exercise.topic not in only:
                continue
            spec = spec_for(exercise, course)
            if spec.inputs is None or spec.reference is None or spec.needs_devices("values"):
                continue  # the parent verifies nothing of it
            measured.exercises.append(exercise.id)
            case = make_case(solutions, exercise, spec, course)
            for draw in range(draws):
                with jax.default_device(cpu):  # drawn where the parent draws them
                    calls = [(call, "", 1.0) for call in verification_inputs(spec.inputs, VERIFIED_INPUTS, draw + 1,
                                                                             exercise.id)]
                    calls += [(call, "", 1.0) for call in spec.edge_cases] + (edge_case_variants(case) if spec.edge_cases else [])
                for call, advice, scale in calls:
                    with preserved_config(), float32_matmuls(), np.errstate(all="ignore"):
                        here = jax.tree.map(np.asarray, case.reference(as_sent(call)))  # as a worker would compute
                    try:
                        with jax.default_device(cpu), tolerances.crossing():  # and as the parent does
                            if advice:
                                compare_with_advice(case, call, advice, scale, here, case.describe(call), "verified")
                            else:
                                compare_with_reference(case, call, "verified", here)
                    except CheckFailure as failure:  # not values: a shape, a dtype, a NaN where the CPU has none
                        measured.failures.append((exercise.id, "verified", str(failure).splitlines()[0][:300]))
            if report is not None:
                report(f"across: {exercise.id} need {needs.get(exercise.id, 0.0):.3g}")
        measured.needs = dict(needs)
    return measured


def _correct_alternatives(only: tuple[str, ...], course: Course) -> list:
    """The correct variants in tests/variants of the exercises `only` selects, those that hold on this backend."""
    import jax

    from autograder.authoring.variants import load_variants

    def selected(exercise_id: str) -> bool:
        return not only or exercise_id in only or course.exercise(exercise_id).topic in only

    return [variant for variant in load_variants()
            if variant.verdict == "pass" and variant.graded_on(jax.default_backend()) and selected(variant.exercise)]


def report(measured: Measured, platform: str, device: str, across: bool = False) -> list[str]:
    """The table a course author reads: each exercise's need, what would be recorded, and the failures."""
    from autograder.checks.tolerances import MARGIN, factors

    if across:
        own = factors(platform)
        lines = [f"backend: {platform} ({device}); need = the factor each reference's outputs here need of the specs' "
                 f"tolerances against the same reference on this CPU; recorded = its factor + {MARGIN:g} x need, "
                 "for the batch's verification"]
        for exercise_id, need in sorted(measured.needs.items(), key=lambda item: -item[1]):
            recorded = f"{max(own.get(exercise_id, 1.0), 1.0) + MARGIN * need:.2g}" if need > 0 else "-"
            lines.append(f"{exercise_id:<34} need {need:10.3g}   recorded {recorded}")
    else:
        lines = [f"backend: {platform} ({device}); need = the factor the reference's outputs need of the specs' "
                 f"tolerances (<= 1: none); recorded = {MARGIN:g} x need, where need > 1"]
        for exercise_id, need in sorted(measured.needs.items(), key=lambda item: -item[1]):
            recorded = f"{MARGIN * need:.2g}" if need > 1 else "-"
            lines.append(f"{exercise_id:<34} need {need:10.3g}   recorded {recorded}")
    for exercise_id, check, message in measured.failures:
        lines.append(f"FAILED {exercise_id} [{check}]: {message}")
    return lines


def write_across(measured: Measured, platform: str, device: str) -> dict[str, float]:
    """Record this backend's factors for the batch parent's verification (checks/tolerances.py `record_across`)."""
    import jax

    from autograder.checks.tolerances import record_across

    return record_across(platform, device, measured.needs, f"{datetime.date.today().isoformat()}, jax {jax.__version__}")


def write(measured: Measured, platform: str, device: str) -> dict[str, float]:
    """Record this backend's factors (checks/tolerances.py `RECORD`)."""
    import jax

    from autograder.checks.tolerances import record_factors

    when = f"{datetime.date.today().isoformat()}, jax {jax.__version__}"
    return record_factors(platform, device, measured.needs, when, tuple(measured.exercises))
