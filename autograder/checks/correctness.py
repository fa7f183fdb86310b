"""Correctness: the student's answers against an independent NumPy reference.

`values` tries hypothesis-generated inputs (shrunk to the smallest failing one), `edge_cases`
the spec's hand-picked inputs (checks/dtypes.py casts them to other dtypes). Both compare with
`assert_matches` (checks/comparison.py), which reports the first difference: a pytree path,
an index, expected against got.
"""

from __future__ import annotations

from typing import Callable

from hypothesis import HealthCheck, Phase, given, settings

from autograder.checks.calling import jitted, values_of
from autograder.checks.comparison import assert_jax_arrays, compare_with_reference, only_jax_arguments
from autograder.checks.traceability import check_jit_call
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure


def for_generated_inputs(case: Case, examples: int, body: Callable[[Call], None], check: str) -> None:
    """Run `body` on `examples` hypothesis-generated calls; a failure is shrunk to the smallest input."""
    if case.spec.inputs is None:
        raise RuntimeError(f"{case.exercise.id}: the `{check}` check needs `inputs` in its grading spec")

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=False,
        phases=(Phase.explicit, Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        print_blob=False,
    )
    @given(case.spec.inputs)
    def run(call: Call) -> None:
        body(call)

    run()


def check_values(case: Case) -> None:
    """Hypothesis-generated inputs give the reference's answers (smallest failing input shown).

    Exercises that must work under jit are run jitted here (one compilation per input shape
    instead of one per operation and shape), as `edge_cases` does; `no_mutation` runs them as written.
    """
    if "jit" in case.exercise.checks:
        compiled = jitted(case)
        body = lambda call: check_jit_call(case, compiled, call, check="values")  # noqa: E731
    else:
        def body(call: Call) -> None:
            got = case.call(call, "values")
            compare_with_reference(case, call, "values", got)
            if only_jax_arguments(call):
                assert_jax_arrays(got, case.reference(call), check="values", call_text=case.describe(call))
    for_generated_inputs(case, case.spec.examples, body, "values")


def check_edge_cases(case: Case) -> None:
    """The spec's hand-picked inputs (empty, one element, extremes) give the reference's answers.

    Exercises that must work under jit run jitted here (see `calling.values_of`).
    """
    for call in case.samples("edge_cases"):
        compare_with_reference(case, call, "edge_cases", values_of(case, call, "edge_cases"))


def check_returns_int(case: Case) -> None:
    """On its edge cases the function returns a plain Python int (a count known while tracing)."""
    for call in case.samples("returns_int"):
        got = case.call(call, "returns_int", as_jax=False)
        if type(got) is not int:
            raise CheckFailure(
                "returns_int",
                f"wrong type: {case.describe(call)} should return a Python int, got {type(got).__name__}. Sizes and "
                "counts are known while tracing: compute them with Python (`len`, `sum`, `.size`), not with `jnp`.",
            )
