"""The check library: one module per family, one function per check.

`GENERIC_CHECKS` maps the names course.yml uses to the checks that work for any exercise
given its grading spec; a topic's grading module adds checks of its own through
`ExerciseSpec.checks`.
"""

from __future__ import annotations

from typing import Callable

from autograder.cases import Case
from autograder.checks import (
    compilation,
    config,
    correctness,
    differentiation,
    dtypes,
    prng,
    purity,
    structure,
    timing,
    traceability,
    transfers,
)

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
}
