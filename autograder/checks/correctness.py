"""Correctness: the student's answers against an independent NumPy reference.

`values` tries hypothesis-generated inputs (shrunk to the smallest failing one), `edge_cases`
the spec's hand-picked inputs (checks/dtypes.py casts them to other dtypes). Both compare with
`assert_matches`, which reports the first difference: a pytree path, an index, expected
against got.
"""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import HealthCheck, Phase, given, settings

from autograder.cases import Call, Case
from autograder.failures import CheckFailure


def scalar_text(value: Any) -> str:
    """One element as plain Python text: `4.0`, not `np.float32(4.0)`."""
    return repr(value.item()) if hasattr(value, "item") else repr(value)


def as_numpy(leaf: Any) -> np.ndarray:
    """A result leaf as a NumPy array; PRNG keys become their key data."""
    if isinstance(leaf, jax.Array) and jax.dtypes.issubdtype(leaf.dtype, jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(leaf))
    return np.asarray(leaf)


def _path_text(path: tuple) -> str:
    return jax.tree_util.keystr(path) if path else "the result"


def assert_matches(got: Any, expected: Any, *, check: str, call_text: str, rtol: float, atol: float) -> None:
    """Compare a pytree of arrays with the expected one.

    Args:
        got: the student's output.
        expected: the reference output (NumPy arrays or scalars, in a pytree).
        check: the check name for the failure.
        call_text: the call, for the message.
        rtol, atol: tolerances, as in `np.allclose`.

    Raises:
        CheckFailure: "wrong shape", "wrong dtype", "wrong values", "not finite" or a wrong structure.
    """
    got_leaves, got_tree = jax.tree_util.tree_flatten_with_path(got)
    expected_leaves, expected_tree = jax.tree_util.tree_flatten_with_path(expected)
    if got_tree != expected_tree:
        raise CheckFailure(
            check,
            f"wrong structure for {call_text}: expected a result shaped like {expected_tree}, got {got_tree}.",
        )
    for (path, got_leaf), (_, expected_leaf) in zip(got_leaves, expected_leaves):
        where = _path_text(path)
        got_array = as_numpy(got_leaf)
        expected_array = as_numpy(expected_leaf)
        if got_array.shape != expected_array.shape:
            raise CheckFailure(
                check,
                f"wrong shape for {call_text}: {where} should have shape {expected_array.shape}, got {got_array.shape}.",
            )
        if got_array.dtype != expected_array.dtype:
            raise CheckFailure(
                check,
                f"wrong dtype for {call_text}: {where} should be {expected_array.dtype}, got {got_array.dtype}.",
            )
        if expected_array.dtype.kind in "fc" or jnp.issubdtype(expected_array.dtype, jnp.floating):  # bfloat16's kind is "V"
            if expected_array.dtype.kind != "c":  # NumPy has no arithmetic of its own for bfloat16
                got_array, expected_array = got_array.astype(np.float64), expected_array.astype(np.float64)
            bad_finite = ~np.isfinite(got_array) & np.isfinite(expected_array)
            if bad_finite.any():
                index = tuple(int(i) for i in np.argwhere(bad_finite)[0])
                raise CheckFailure(
                    check,
                    f"not finite: {where} of {call_text} is {scalar_text(got_array[index])} at index {index}, expected "
                    f"{scalar_text(expected_array[index])}. Something overflowed (exp of a large number?) or divided by zero.",
                )
            close = np.isclose(got_array, expected_array, rtol=rtol, atol=atol, equal_nan=True)
        else:
            close = got_array == expected_array
        if not np.all(close):
            index = tuple(int(i) for i in np.argwhere(~close)[0])
            shown_index = f" at index {index}" if index else ""
            raise CheckFailure(
                check,
                f"wrong values for {call_text}: {where}{shown_index} should be {scalar_text(expected_array[index])}, got "
                f"{scalar_text(got_array[index])} ({int((~close).sum())} of {close.size} elements differ).",
            )


def compare_with_reference(case: Case, call: Call, check: str, got: Any) -> None:
    """Compare `got` (the student's output for `call`) with the spec's reference."""
    expected = case.reference(call)
    assert_matches(got, expected, check=check, call_text=case.describe(call), rtol=case.spec.rtol, atol=case.spec.atol)


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
        from autograder.checks.traceability import check_jit_call, jitted

        compiled = jitted(case)
        body = lambda call: check_jit_call(case, compiled, call, check="values")  # noqa: E731
    else:
        body = lambda call: compare_with_reference(case, call, "values", case.call(call, "values"))  # noqa: E731
    for_generated_inputs(case, case.spec.examples, body, "values")


def check_edge_cases(case: Case) -> None:
    """The spec's hand-picked inputs (empty, one element, extremes) give the reference's answers.

    Exercises that must work under jit run jitted here (see `Case.values_of`).
    """
    for call in case.samples("edge_cases"):
        compare_with_reference(case, call, "edge_cases", case.values_of(call, "edge_cases"))


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
