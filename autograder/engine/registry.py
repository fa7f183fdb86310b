"""Which checks an exercise has: the generic checks, and each exercise's grading spec.

`GENERIC_CHECKS` maps the names course.yml uses to the checks that work for any exercise
given its grading spec; a topic's grading spec (`autograder/specs/<topic>.py`) adds checks of
its own through `ExerciseSpec.checks` and declares itself (`grading.cases.register`) when
imported. `spec_for` imports the topic's spec module, and checks each spec against course.yml
the first time it is looked up.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Callable

from autograder import specs
from autograder.checks import (
    compilation,
    config,
    correctness,
    differentiation,
    dtypes,
    given,
    memory,
    prng,
    purity,
    structure,
    timing,
    traceability,
    transfers,
)
from autograder.course.manifest import Course, Exercise, ManifestError, load_course
from autograder.grading.cases import DECLARED, Case, ExerciseSpec

GENERIC_CHECKS: dict[str, Callable[[Case], None]] = {
    "values": correctness.check_values,
    "edge_cases": correctness.check_edge_cases,
    "returns_int": correctness.check_returns_int,
    "dtypes": dtypes.check_dtypes,
    "no_mutation": purity.check_no_mutation,
    "repeatable": purity.check_repeatable,
    "global_rng": purity.check_global_rng,
    "hidden_globals": purity.check_hidden_globals,
    "jit": traceability.check_jit,
    "no_key_reuse": prng.check_no_key_reuse,
    "own_key": prng.check_own_key,
    "uses_key": prng.check_uses_key,
    "primitives": structure.check_primitives,
    "no_callbacks": structure.check_no_callbacks,
    "jaxpr_size": structure.check_jaxpr_size,
    "compiles_once": compilation.check_compiles_once,
    "jitted": compilation.check_jitted,
    "speedup": timing.check_speedup,
    "finite_differences": differentiation.check_finite_differences,
    "leaves_config": config.check_leaves_config,
    "no_transfers": transfers.check_no_transfers,
    "uses_given": given.check_uses_given,
    "linear_memory": memory.check_linear_memory,
}

_VALIDATED: set[str] = set()  # the declared specs already checked against course.yml


def check_for(exercise: Exercise, spec: ExerciseSpec, name: str, manifest: Path | str = "course.yml") -> Callable[[Case], None]:
    """The check called `name` for this exercise: the spec's own, else a generic one.

    Raises:
        ManifestError: the manifest lists a check that exists nowhere (named in the message).
    """
    if name in spec.checks:
        return spec.checks[name]
    if name in GENERIC_CHECKS:
        return GENERIC_CHECKS[name]
    raise ManifestError(
        f"{manifest}: exercise {exercise.id!r} lists check {name!r}, which is neither a generic check "
        f"({', '.join(sorted(GENERIC_CHECKS))}) nor defined in its grading spec ({', '.join(sorted(spec.checks)) or 'none'}). "
        "Fix the name in course.yml or add the check to the spec's `checks`."
    )


def validate_spec(exercise: Exercise, spec: ExerciseSpec, manifest: Path | str = "course.yml") -> None:
    """Every check the manifest lists exists, every check the spec defines is listed, and value
    classes are declared only where `edge_cases` tries them (or, for a random exercise without a
    reference, where its own checks read them).

    Raises:
        ManifestError: naming the manifest, the exercise and the fix.
    """
    for name in exercise.checks:
        check_for(exercise, spec, name, manifest)
    declared = [name for name in ("special_values", "integer_extremes", "large_integers", "magnitudes", "offsets") if getattr(spec, name)]
    if declared and "edge_cases" not in exercise.checks and spec.reference is not None:
        raise ManifestError(
            f"{manifest}: exercise {exercise.id!r}: its grading spec declares {declared}, which only the "
            "`edge_cases` check tries; add `edge_cases` to its `checks:` or drop the declaration."
        )
    unused = sorted(set(spec.checks) - set(exercise.checks))
    if unused:
        raise ManifestError(
            f"{manifest}: exercise {exercise.id!r}: its grading spec defines checks {unused} that "
            "course.yml does not list; add them to `checks:` or delete them."
        )


def spec_for(exercise: Exercise, course: Course | None = None) -> ExerciseSpec:
    """The grading spec of `exercise`, importing its topic's grading module if needed.

    The spec is checked against course.yml the first time it is looked up (`validate_spec`).

    Raises:
        ManifestError: the spec does not fit its course.yml entry, or no spec declares the exercise.
    """
    course = course or load_course()
    if exercise.id not in DECLARED:
        importlib.import_module(specs.module_name(exercise.topic))
    spec = DECLARED.get(exercise.id)
    if spec is None:
        raise ManifestError(f"{course.path}: exercise {exercise.id!r} has no grading spec: "
                            f"add `register(ExerciseSpec({exercise.id!r}, ...))` to {specs.module_name(exercise.topic)}.")
    if exercise.id not in _VALIDATED:
        validate_spec(course.exercise(exercise.id), spec, course.path)
        _VALIDATED.add(exercise.id)
    return spec


def batch_phase_checks(exercise: Exercise, spec: ExerciseSpec, phase: str) -> list[str]:
    """The checks a batch worker runs in `phase`, in course.yml's order: "untimed" (no clock) or
    "timed" (less `speedup`, which the batch's parent times itself). The parent holds a worker's
    report to exactly this list (autograder/batch/events.py)."""
    timed = set(spec.timed_checks(exercise.checks))
    names = [name for name in exercise.checks if (name in timed) == (phase == "timed")]
    return [name for name in names if name != "speedup"] if phase == "timed" else names
