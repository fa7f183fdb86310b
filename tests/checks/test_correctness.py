"""Tests for autograder/checks/correctness.py: `assert_matches`, `values` and `edge_cases`.

Every check gets a small student-like function that passes and others that fail, and the
failure's message is asserted: a student acts on the message, so its wording is the contract.
"""

from __future__ import annotations

from typing import Any, Callable

import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import strategies as st

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.comparison import assert_matches
from autograder.checks.correctness import check_edge_cases, check_values
from autograder.grading.failures import CheckFailure
from autograder.grading.strategies import float_arrays

F32 = np.float32


def reference_double(x: np.ndarray) -> np.ndarray:
    return x * 2


# One shape only: under `jit` every new shape is a new compilation.
DOUBLE_INPUTS = st.builds(lambda x: Call((x,)), float_arrays((3,), -10, 10))
DOUBLE_EDGE_CASES = (
    Call((np.array([1.0, -2.0, 3.5], F32),)),
    Call((np.zeros(0, F32),)),
)


def toy_case(function: Callable[..., Any], checks: tuple[str, ...] = ("values",), **spec: Any) -> Case:
    """A one-exercise case `toy.<function name>` graded against `reference_double`."""
    spec = {"reference": reference_double, "inputs": DOUBLE_INPUTS, "edge_cases": DOUBLE_EDGE_CASES, "examples": 5, **spec}
    return Case.standalone(function, ExerciseSpec(f"toy.{function.__name__}", **spec), checks=checks)


# --- student-like functions ------------------------------------------------------------------


def double(x):
    return x * 2


def double_with_where(x):
    return jnp.where(x > 0, 2 * x, x + x)


def triple(x):
    return x * 3


def double_as_int(x):
    return (x * 2).astype(jnp.int32)


def double_flattened_to_column(x):
    return (x * 2).reshape(-1, 1)


def double_then_divide_by_zero(x):
    return x * 2 / jnp.zeros_like(x)


def double_but_not_empty(x):
    if x.size == 0:
        raise ValueError("cannot double an empty array")
    return x * 2


def double_with_python_if(x):
    if x.sum() > 0:
        return x * 2
    return x + x


def double_not_written(x):
    raise NotImplementedError("double is not written yet")


# --- assert_matches --------------------------------------------------------------------------

MATCHING = [
    (jnp.array([1.0, 2.0], F32), np.array([1.0, 2.0], F32)),
    (jnp.array([1.0, 2.0], F32), np.array([1.0, 2.0 + 1e-6], F32)),
    (jnp.array([np.nan, 1.0], F32), np.array([np.nan, 1.0], F32)),
    (jnp.array([1, 2], jnp.int32), np.array([1, 2], np.int32)),
    (jnp.zeros((0, 3), F32), np.zeros((0, 3), F32)),
    (jnp.array(0.5, F32), np.float32(0.5)),
    ({"w": jnp.ones(2, F32), "b": (jnp.zeros(1, F32),)}, {"w": np.ones(2, F32), "b": (np.zeros(1, F32),)}),
]


@pytest.mark.parametrize(
    "got, expected",
    MATCHING,
    ids=["equal", "within-tolerance", "nan-where-expected", "integers", "empty", "scalar", "pytree"],
)
def test_assert_matches_accepts(got: Any, expected: Any) -> None:
    assert_matches(got, expected, check="values", call_text="f(x)", rtol=1e-5, atol=1e-6)


MISMATCHING = [
    (
        (jnp.ones(2, F32), jnp.ones(2, F32)),
        np.ones(2, F32),
        ["wrong structure for f(x)", "expected a result shaped like"],
    ),
    (
        jnp.ones((2, 1), F32),
        np.ones(2, F32),
        ["wrong shape for f(x)", "the result should have shape (2,), got (2, 1)"],
    ),
    (
        jnp.ones(2, jnp.int32),
        np.ones(2, F32),
        ["wrong dtype for f(x)", "the result should be float32, got int32"],
    ),
    (
        jnp.array([1.0, np.inf], F32),
        np.array([1.0, 2.0], F32),
        ["not finite:", "is inf at index (1,), expected 2.0", "overflowed"],
    ),
    (
        jnp.array([1.0, np.nan], F32),
        np.array([1.0, 2.0], F32),
        ["not finite:", "is nan at index (1,)"],
    ),
    (
        jnp.array([1.0, 2.0, 3.5], F32),
        np.array([1.0, 2.0, 3.0], F32),
        ["wrong values for f(x)", "at index (2,) should be", "1 of 3 elements differ"],
    ),
    (
        jnp.array([[1, 2], [0, 0]], jnp.int32),
        np.array([[1, 2], [3, 4]], np.int32),
        ["wrong values for f(x)", "at index (1, 0)", "2 of 4 elements differ"],
    ),
    (
        jnp.array(1.001, F32),
        np.float32(1.0),
        ["wrong values for f(x)", "the result should be", "1 of 1 elements differ"],
    ),
    (
        {"w": jnp.ones(2, F32), "b": jnp.ones(2, F32)},
        {"w": np.ones(2, F32), "b": np.zeros(2, F32)},
        ["wrong values for f(x)", "['b'] at index (0,)"],
    ),
]


@pytest.mark.parametrize(
    "got, expected, phrases",
    MISMATCHING,
    ids=[
        "tuple-instead-of-array",
        "wrong-shape",
        "wrong-dtype",
        "inf",
        "nan",
        "one-float-off",
        "integers-off",
        "scalar-outside-tolerance",
        "pytree-leaf-off",
    ],
)
def test_assert_matches_reports_first_difference(got: Any, expected: Any, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        assert_matches(got, expected, check="values", call_text="f(x)", rtol=1e-5, atol=1e-6)
    assert excinfo.value.check == "values"
    assert str(excinfo.value).startswith("[values] ")
    for phrase in phrases:
        assert phrase in excinfo.value.message


def test_assert_matches_compares_the_sign_of_zero_only_when_asked() -> None:
    got, expected = np.array([0.0, 1.0], F32), np.array([-0.0, 1.0], F32)
    assert_matches(got, expected, check="values", call_text="negate(x)", rtol=0, atol=0)
    with pytest.raises(CheckFailure) as excinfo:
        assert_matches(got, expected, check="values", call_text="negate(x)", rtol=0, atol=0, signed_zeros=True)
    assert str(excinfo.value) == ("[values] wrong values for negate(x): the result at index (0,) should be -0.0, got 0.0 "
                                  "(1 of 2 elements differ).")
    assert_matches(np.array([-0.0, 1.0], F32), expected, check="values", call_text="negate(x)", rtol=0, atol=0,
                   signed_zeros=True)


def test_assert_matches_uses_the_given_tolerances() -> None:
    assert_matches(jnp.array([1.05], F32), np.array([1.0], F32), check="values", call_text="f(x)", rtol=0.1, atol=0)
    with pytest.raises(CheckFailure, match="wrong values"):
        assert_matches(jnp.array([1.05], F32), np.array([1.0], F32), check="values", call_text="f(x)", rtol=0.01, atol=0)


# --- values ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, checks",
    [(double, ("values",)), (double_with_where, ("values",)), (double, ("values", "jit"))],
    ids=["eager", "other-correct-method", "jitted-when-jit-listed"],
)
def test_values_passes(function: Callable, checks: tuple[str, ...]) -> None:
    check_values(toy_case(function, checks))


@pytest.mark.parametrize(
    "function, checks, phrases",
    [
        (triple, ("values",), ["[values] wrong values for triple(x=array(", "elements differ"]),
        (double_as_int, ("values",), ["wrong dtype", "should be float32, got int32"]),
        (double_flattened_to_column, ("values",), ["wrong shape", "should have shape (3,), got (3, 1)"]),
        (double_then_divide_by_zero, ("values",), ["not finite"]),
        (double_not_written, ("values",), ["not implemented yet", "raise NotImplementedError"]),
        (double_with_python_if, ("values", "jit"), ["does not work under jax.jit", "TracerBoolConversionError"]),
        (triple, ("values", "jit"), ["wrong values for triple(x=array("]),
    ],
    ids=["wrong-values", "wrong-dtype", "wrong-shape", "not-finite", "not-implemented", "untraceable", "wrong-under-jit"],
)
def test_values_fails(function: Callable, checks: tuple[str, ...], phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_values(toy_case(function, checks))
    assert excinfo.value.check == "values"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_values_shows_a_shrunk_input() -> None:
    def double_small_only(x):
        return jnp.where(jnp.abs(x) < 5, x * 2, 0.0)

    inputs = st.builds(lambda x: Call((x,)), float_arrays((1,), 0, 10))
    with pytest.raises(CheckFailure) as excinfo:
        check_values(toy_case(double_small_only, inputs=inputs, examples=50))
    # Hypothesis shrinks the failing input to the boundary: 5.0 is the smallest value that fails.
    assert "double_small_only(x=array([5.], dtype=float32))" in excinfo.value.message


def test_values_needs_inputs_in_the_spec() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.double: the `values` check needs `inputs`"):
        check_values(toy_case(double, inputs=None))


# --- edge_cases ------------------------------------------------------------------------------


@pytest.mark.parametrize("function", [double, double_with_where], ids=["multiply", "where"])
@pytest.mark.parametrize("checks", [("edge_cases",), ("edge_cases", "jit")], ids=["as-written", "jitted-when-jit-listed"])
def test_edge_cases_passes(function: Callable, checks: tuple[str, ...]) -> None:
    check_edge_cases(toy_case(function, checks))


def test_edge_cases_judges_values_as_written_when_the_function_cannot_be_jitted() -> None:
    """An untraceable but correct function passes `edge_cases`; the `jit` check is the one that reports it."""
    check_edge_cases(toy_case(double_with_python_if, ("edge_cases", "jit")))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (triple, ["[edge_cases] wrong values for triple(x=array([ 1. , -2. ,  3.5], dtype=float32))", "at index (0,)"]),
        (
            double_but_not_empty,
            ["double_but_not_empty(x=array(shape=(0,), dtype=float32)) raised ValueError: cannot double an empty array"],
        ),
        (double_not_written, ["not implemented yet"]),
    ],
    ids=["wrong-values", "raises-on-empty", "not-implemented"],
)
@pytest.mark.parametrize("checks", [("edge_cases",), ("edge_cases", "jit")], ids=["as-written", "jitted-when-jit-listed"])
def test_edge_cases_fails(function: Callable, phrases: list[str], checks: tuple[str, ...]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(function, checks))
    assert excinfo.value.check == "edge_cases"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


EXACT_CASES = (Call((np.array([0.1, 0.7, -1.3, 0.37, 1.1], F32),), exact=True),)


def double_via_a_third(x):  # 2x as (6x) / 3: an ulp away from 2x for some x, inside any tolerance
    return x * 6 / 3


@pytest.mark.parametrize("checks", [("edge_cases",), ("edge_cases", "jit")], ids=["as-written", "jitted-when-jit-listed"])
def test_an_exact_edge_case_passes_the_same_bits(checks: tuple[str, ...]) -> None:
    check_edge_cases(toy_case(double, checks, edge_cases=EXACT_CASES))


def test_an_exact_edge_case_fails_an_ulp_away_which_a_tolerance_lets_pass() -> None:
    check_edge_cases(toy_case(double_via_a_third, ("edge_cases",)))  # ordinary edge cases: within rtol
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(double_via_a_third, ("edge_cases",), edge_cases=EXACT_CASES))
    assert excinfo.value.check == "edge_cases"
    assert "wrong values for double_via_a_third(x=array([ 0.1 ,  0.7 , -1.3 ,  0.37,  1.1 ], dtype=float32))" in str(excinfo.value)


def test_edge_cases_needs_edge_cases_in_the_spec() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.double: the `edge_cases` check needs `edge_cases`"):
        check_edge_cases(toy_case(double, ("edge_cases",), edge_cases=()))


def test_assert_matches_compares_bfloat16_within_tolerance() -> None:
    expected = np.array([1.7578125, 0.5], jnp.bfloat16)
    assert_matches(jnp.array([1.75, 0.5], jnp.bfloat16), expected, check="dtypes", call_text="f(x)", rtol=5e-2, atol=5e-2)
    with pytest.raises(CheckFailure, match="wrong values"):
        assert_matches(jnp.array([2.5, 0.5], jnp.bfloat16), expected, check="dtypes", call_text="f(x)", rtol=5e-2, atol=5e-2)


# --- edge cases with IEEE special values ---------------------------------------------------------


def reference_negatives_kept(x: np.ndarray) -> np.ndarray:
    return np.where(x < 0, x, 0).astype(x.dtype)


def negatives_by_where(x):
    return jnp.where(x < 0, x, 0.0)


def negatives_by_mask(x):
    # inf * 0.0 is nan where x is +inf. (`x * (x < 0)` would not be: JAX multiplies by a bool with a select,
    # and under jit XLA turns `x * (x < 0).astype(x.dtype)` into one too.)
    return x * jnp.where(x < 0, 1.0, 0.0)


@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jit-listed"])
def test_special_values_keep_a_select_at_full_marks(jit: bool) -> None:
    checks = ("edge_cases", "jit") if jit else ("edge_cases",)
    check_edge_cases(toy_case(negatives_by_where, checks, reference=reference_negatives_kept, special_values=("x",)))


@pytest.mark.parametrize("jit", [False, True], ids=["as-written", "jit-listed"])
def test_special_values_catch_a_multiply_by_mask(jit: bool) -> None:
    checks = ("edge_cases", "jit") if jit else ("edge_cases",)
    case = toy_case(negatives_by_mask, checks, reference=reference_negatives_kept, special_values=("x",))
    check_edge_cases(dataclasses_replace_spec(case, special_values=()))  # ordinary values: the flaw hides
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(case)
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] not finite: the result of negatives_by_mask(x=array([ inf,  -2., -inf], "
                              "dtype=float32)) is nan at index (0,), expected 0.0.")
    assert "`inf * 0` is nan: keep or drop elements with `jnp.where`" in message


def dataclasses_replace_spec(case: Case, **changes: Any) -> Case:
    import dataclasses

    return dataclasses.replace(case, spec=dataclasses.replace(case.spec, **changes))


def test_special_value_calls_cover_every_position_and_leave_other_arguments() -> None:
    from autograder.checks.correctness import special_value_calls

    spec = ExerciseSpec("toy.f", reference=lambda x, n, s: x, special_values=("x", "s"),
                        edge_cases=(Call((np.zeros(4, F32), 3, 1.5)), Call((np.zeros(0, F32), 3, 0.5), {})))
    case = Case.standalone(lambda x, n, s: x, spec, checks=("edge_cases",))
    calls = special_value_calls(case)
    assert len(calls) == 4, "two variants per edge case; the empty array still gets a special `s`"
    first, second = calls[0].args[0], calls[1].args[0]
    assert np.array_equal(first, [np.inf, 0, -np.inf, 0]), "variant 0: +inf, -inf at the even positions"
    assert np.isnan(second[1]) and second[3] == 0 and np.signbit(second[3]), "variant 1: nan, -0.0 at the odd ones"
    assert not np.signbit(second[[0, 2]]).any(), "variant 1 keeps the even positions"
    assert [call.args[1] for call in calls] == [3, 3, 3, 3] and np.isinf(calls[0].args[2]) and np.isnan(calls[1].args[2])


def test_special_values_name_an_argument_that_is_not_there() -> None:
    case = toy_case(double, ("edge_cases",), special_values=("y",))
    with pytest.raises(RuntimeError, match=r"toy.double: its special_values names argument 'y', which is not in the call"):
        check_edge_cases(case)


# --- results for nothing are JAX arrays too -------------------------------------------------------


def total_with_a_python_zero(x):
    return 0.0 if x.size == 0 else jnp.sum(x)  # right value, but a Python float for an empty x


def total(x):
    return jnp.sum(jnp.asarray(x))


def reference_total(x: np.ndarray) -> np.ndarray:
    return np.asarray(x.sum(), np.float32)


def test_an_empty_input_answered_with_a_python_number_fails_under_jit_too() -> None:
    """Under jit the Python 0.0 would become a JAX array; the empty edge case also runs as written."""
    case = toy_case(total_with_a_python_zero, ("edge_cases", "jit"), reference=reference_total)
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(case)
    assert str(excinfo.value).startswith(
        "[edge_cases] not a JAX array: given JAX arrays, total_with_a_python_zero(x=array(shape=(0,), dtype=float32)) "
        "returned a Python float for the result."
    )
    check_edge_cases(toy_case(total, ("edge_cases", "jit"), reference=reference_total))


# --- edge cases at other scales ---------------------------------------------------------------------


def double_clipped(x):
    return jnp.clip(2 * x, -100.0, 100.0)  # right near the examples, capped far from them


def test_magnitudes_catch_a_shortcut_that_holds_only_near_the_examples() -> None:
    case = toy_case(double_clipped, ("edge_cases",), magnitudes=((("x",), 1000.0),))
    check_edge_cases(dataclasses_replace_spec(case, magnitudes=()))  # the examples alone: the cap hides
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(case)
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] wrong values for double_clipped(x=array([ 1000., -2000.,  3500.], "
                              "dtype=float32)): the result at index (0,) should be 2000.0, got 100.0")
    assert "with `x` scaled by 1000: the contract holds at every scale" in message


def test_magnitudes_compare_tiny_values_at_their_own_scale() -> None:
    """Scaled by 1e-9, every value is below the spec's atol (1e-6): the tolerance shrinks with them."""
    check_edge_cases(toy_case(double, ("edge_cases",), magnitudes=((("x",), 1e-9),)))
    nudged = lambda x: 2 * x + 1e-7  # noqa: E731 - within atol of the examples, far off for tiny values
    check_edge_cases(toy_case(nudged, ("edge_cases",)))
    with pytest.raises(CheckFailure, match=r"scaled by 1e-09"):
        check_edge_cases(toy_case(nudged, ("edge_cases",), magnitudes=((("x",), 1e-9),)))


def variance_one_pass(x):
    return jnp.mean(x * x) - jnp.mean(x) ** 2  # cancels catastrophically when the mean is large


def variance_two_pass(x):
    return jnp.mean((x - jnp.mean(x)) ** 2)


def reference_variance(x):
    return np.asarray(np.var(np.asarray(x, np.float64)), np.float32)


VARIANCE_EDGE_CASES = (Call((np.array([0.1, 0.7, 1.3, 2.9], F32),)),)


def test_offsets_catch_a_cancellation_far_from_zero() -> None:
    spec = {"reference": reference_variance, "edge_cases": VARIANCE_EDGE_CASES, "atol": 1e-4, "rtol": 1e-4}
    shifted = {**spec, "offsets": ((("x",), 1000.0),)}
    check_edge_cases(toy_case(variance_two_pass, ("edge_cases",), **shifted))
    check_edge_cases(toy_case(variance_one_pass, ("edge_cases",), **spec))  # near 0 the one-pass form is exact enough
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(variance_one_pass, ("edge_cases",), **shifted))
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] wrong values for variance_one_pass(x=array([1000.1, 1000.7, 1001.3, 1002.9], "
                              "dtype=float32)): the result should be 1.08")
    assert "with 1000 added to `x`: the contract holds wherever the data sits" in message


def test_offsets_may_shift_one_entry_of_a_dict_argument() -> None:
    from autograder.checks.correctness import offset_calls

    spec = ExerciseSpec("toy.f", reference=lambda params, y: y, offsets=((("params/b", "y"), 5.0),),
                        edge_cases=(Call(({"w": np.ones(2, F32), "b": np.zeros((), F32)}, np.zeros(2, F32))),))
    (call, _, _), = offset_calls(Case.standalone(lambda params, y: y, spec))
    params, y = call.args
    assert params["w"].tolist() == [1.0, 1.0] and float(params["b"]) == 5.0 and y.tolist() == [5.0, 5.0]


# --- a number given as a 0-d array ---------------------------------------------------------------


def scale_by_number(x, s):
    return x * s


def scale_python_numbers_only(x, s):
    if isinstance(s, (int, float)):
        return x * s
    return x  # a 0-d array "is not a number": left unscaled


def reference_scale(x, s):
    return (np.asarray(x, np.float64) * np.float64(s)).astype(np.float32)


SCALE_CASES = (Call((np.array([1.0, -2.0], F32), 3.0)), Call((np.array([[0.5]], F32), 2.0)),
               Call((np.array([1.0], np.float16), 2.0)))


def test_scalar_arrays_pass_a_function_that_treats_the_array_as_the_number() -> None:
    check_edge_cases(toy_case(scale_by_number, ("edge_cases",), reference=reference_scale,
                              edge_cases=SCALE_CASES[:2], scalar_arrays=("s",)))


def test_scalar_arrays_catch_a_function_that_only_knows_python_numbers() -> None:
    spec = {"reference": reference_scale, "edge_cases": SCALE_CASES[:2]}
    check_edge_cases(toy_case(scale_python_numbers_only, ("edge_cases",), **spec))  # Python numbers alone: it hides
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(scale_python_numbers_only, ("edge_cases",), **spec, scalar_arrays=("s",)))
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] wrong values for scale_python_numbers_only(x=array([ 1., -2.], "
                              "dtype=float32), s=array(3., dtype=float32)): the result at index (0,) should be 3.0, got 1.0")
    assert "with `s` given as a 0-d array (`jnp.float32(0.5)`, `jnp.int32(3)`), which the contract allows" in message


def test_scalar_array_calls_keep_to_float32_data_and_one_call_per_set_of_dtypes() -> None:
    """Beside float16 data a float32 0-d array promotes it, which only a contract's own `dtypes` may judge; the two
    float32 edge cases have the same dtypes, so one of them is enough."""
    from autograder.checks.correctness import scalar_array_calls

    spec = ExerciseSpec("toy.f", reference=reference_scale, edge_cases=SCALE_CASES, scalar_arrays=("s",))
    calls = scalar_array_calls(Case.standalone(scale_by_number, spec))
    assert [(call.args[0].dtype, call.args[1].dtype, call.args[1].shape) for call, _, _ in calls] == [
        (np.dtype("float32"), np.dtype("float32"), ())]
    assert scalar_array_calls(Case.standalone(scale_by_number, ExerciseSpec("toy.f", edge_cases=SCALE_CASES))) == []


def pick_row_clamped(x, i):
    return x[jnp.clip(i, 0, x.shape[0] - 1)]


def pick_row_python_list(x, i):
    if isinstance(i, int):
        return list(x)[i]  # a Python list's -1 is its last row, not the first
    return x[jnp.clip(i, 0, x.shape[0] - 1)]


def reference_pick_row(x, i):
    return np.asarray(x)[min(max(int(i), 0), len(x) - 1)]


PICK_CASES = (Call((np.array([1.0, 2.0, 3.0], F32), np.int32(-1))), Call((np.array([1.0, 2.0, 3.0], F32), np.int32(1))))


def test_python_number_calls_give_the_0_d_arrays_as_python_numbers() -> None:
    from autograder.checks.correctness import python_number_calls

    spec = ExerciseSpec("toy.f", reference=reference_pick_row, edge_cases=PICK_CASES, scalar_arrays=("i",))
    calls = python_number_calls(Case.standalone(pick_row_clamped, spec))
    assert [type(call.args[1]) for call, _, _ in calls] == [int, int]
    assert [call.args[1] for call, _, _ in calls] == [-1, 1]
    assert python_number_calls(Case.standalone(pick_row_clamped, ExerciseSpec("toy.f", edge_cases=PICK_CASES))) == []


def test_python_number_calls_pass_a_function_with_one_rule_for_both_kinds() -> None:
    check_edge_cases(toy_case(pick_row_clamped, ("edge_cases", "jit"), reference=reference_pick_row,
                              edge_cases=PICK_CASES, scalar_arrays=("i",)))


def test_python_number_calls_catch_a_separate_path_for_python_numbers_even_under_jit() -> None:
    spec = {"reference": reference_pick_row, "edge_cases": PICK_CASES}
    check_edge_cases(toy_case(pick_row_python_list, ("edge_cases", "jit"), **spec))  # 0-d arrays alone: it hides
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(pick_row_python_list, ("edge_cases", "jit"), **spec, scalar_arrays=("i",)))
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] wrong values for pick_row_python_list(x=array([1., 2., 3.], "
                              "dtype=float32), i=-1) (called as written)")
    assert "with `i` given as a Python number (`7`, not `jnp.int32(7)`), which the contract allows" in message


def over_cube_naive(a, x):
    return a / jnp.asarray(x) ** 3  # x**3 is past float32's range for x = 1e13


def over_cube_scaled(a, x):
    r = 1 / x
    return a * r * r * r


def reference_over_cube(a, x):
    return (np.float64(a) / np.float64(x) ** 3).astype(np.float32)


TINY_CASES = (Call((np.float32(2.0), np.float32(1.0))), Call((np.float32(1e13), np.float32(1e13)), relative=True))


def test_a_relative_call_passes_a_tiny_answer_right_to_its_own_scale() -> None:
    check_edge_cases(toy_case(over_cube_scaled, ("edge_cases",), reference=reference_over_cube, edge_cases=TINY_CASES))


def test_a_relative_call_catches_a_tiny_answer_flushed_to_zero_that_atol_hides() -> None:
    spec = {"reference": reference_over_cube, "atol": 1e-6}
    plain = (TINY_CASES[0], Call(TINY_CASES[1].args))
    check_edge_cases(toy_case(over_cube_naive, ("edge_cases",), **spec, edge_cases=plain))  # 0 is within atol of 1e-26
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(over_cube_naive, ("edge_cases",), **spec, edge_cases=TINY_CASES))
    message = str(excinfo.value)
    assert message.startswith("[edge_cases] wrong values for over_cube_naive(a=np.float32(1e+13), x=np.float32(1e+13)): "
                              "the result should be 1.0000")
    assert "got 0.0" in message and "compared with the relative tolerance alone" in message


def keep_above_100_by_mask(x):
    return x * (x > 100).astype(x.dtype)  # -inf * 0 is nan; under jit XLA turns the product into a select


def keep_above_100_by_where(x):
    return jnp.where(x > 100, x, 0.0).astype(x.dtype)


def reference_keep_above_100(x):
    x = np.asarray(x, np.float64)
    return np.where(x > 100, x, 0.0).astype(np.float32)


KEEP_CASES = (Call((np.array([1.0, 200.0, -3.0, 150.0], F32),)),)


def test_special_values_also_run_as_written_where_jit_hides_a_mask_product() -> None:
    spec = {"reference": reference_keep_above_100, "edge_cases": KEEP_CASES, "special_values": ("x",)}
    check_edge_cases(toy_case(keep_above_100_by_where, ("edge_cases", "jit"), **spec))
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(keep_above_100_by_mask, ("edge_cases", "jit"), **spec))
    message = str(excinfo.value)
    assert "(called as written)" in message and "is nan at index" in message
    assert "`inf * 0` is nan: keep or drop elements with `jnp.where`" in message


# --- a Python number under jit arrives traced: edge cases with one also run as written ------------


SCALE_BY_NUMBER = (Call((np.array([1.0, -2.0], F32), 0.5)),)


def scale_right(x, factor):
    return x * factor


def scale_number_as_int(x, factor):  # right under jit, where `factor` is a traced array; 0.5 becomes 0 as written
    if isinstance(factor, float):
        factor = int(factor)
    return x * factor


def test_an_edge_case_with_a_python_number_runs_as_written_too() -> None:
    spec = {"reference": reference_scale, "edge_cases": SCALE_BY_NUMBER}
    check_edge_cases(toy_case(scale_right, ("edge_cases", "jit"), **spec))
    check_edge_cases(toy_case(scale_number_as_int, ("edge_cases",), **{**spec, "edge_cases": (Call((np.ones(2, F32), 2.0)),)}))
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(scale_number_as_int, ("edge_cases", "jit"), **spec))
    assert "wrong values for scale_number_as_int(x=array([ 1., -2.], dtype=float32), factor=0.5)" in excinfo.value.message


# --- Python numbers inside lists, and Python ints jit refuses (past int32) ---------------------------


def reference_mean_of_list(values):
    return np.asarray(np.mean(np.asarray(values, np.float64)), np.float32)


def mean_of_list(values):
    return jnp.mean(jnp.asarray(values, jnp.float32))


def mean_of_list_through_int32(values):  # a list of ints becomes int32 first: past int32 it raises
    return jnp.mean(jnp.asarray(values).astype(jnp.float32))


def mean_of_list_truncating_python_ints(values):  # right under jit, where the list holds traced scalars
    if isinstance(values, list) and all(isinstance(v, (int, float)) for v in values):
        values = [int(v) for v in values]
    return jnp.mean(jnp.asarray(values, jnp.float32))


def test_a_python_int_past_int32_runs_as_written_and_is_left_out_of_jit() -> None:
    from autograder.checks.traceability import check_jit

    spec = {"reference": reference_mean_of_list, "edge_cases": (Call(([3_000_000_000, 1, -2],)),)}
    case = toy_case(mean_of_list, ("edge_cases", "jit"), **spec)
    check_edge_cases(case)
    check_jit(case)  # jit itself refuses the call: no failure of the student's
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(mean_of_list_through_int32, ("edge_cases", "jit"), **spec))
    assert str(excinfo.value).startswith("[edge_cases] mean_of_list_through_int32(values=[3000000000, 1, -2]) raised "
                                         "OverflowError: Python integer 3000000000 out of bounds for int32"), str(excinfo.value)


def test_python_numbers_inside_a_list_run_as_written_too() -> None:
    spec = {"reference": reference_mean_of_list, "edge_cases": (Call(([0.5, 2.0],)),)}
    check_edge_cases(toy_case(mean_of_list, ("edge_cases", "jit"), **spec))
    with pytest.raises(CheckFailure) as excinfo:
        check_edge_cases(toy_case(mean_of_list_truncating_python_ints, ("edge_cases", "jit"), **spec))
    assert "wrong values for mean_of_list_truncating_python_ints(values=[0.5, 2.0])" in excinfo.value.message


# --- edge_cases: NumPy arrays, and functions given that raise or return NaN ----------------------------------------

from autograder.grading.grader_functions import GraderFunction  # noqa: E402

SQUARE = GraderFunction("square", lambda x: x * x, lambda x: x * x)


def reference_apply(f: GraderFunction, x: np.ndarray) -> np.ndarray:
    return np.asarray(f.reference(x), F32)


APPLY_CASES = (Call((SQUARE, np.array([1.0, -2.0, 3.0], F32))),)


def apply(f, x):
    return f(x)


def apply_or_zeros(f, x):
    try:
        return f(x)
    except Exception:
        return jnp.zeros_like(x)


def apply_without_nans(f, x):
    return jnp.nan_to_num(f(x))


def double_plus_for_numpy(x):
    return x * 2 + (1.0 if isinstance(x, np.ndarray) else 0.0)


def apply_case(function: Callable[..., Any], **spec: Any) -> Case:
    return toy_case(function, ("edge_cases",), reference=reference_apply, edge_cases=APPLY_CASES, **spec)


def test_edge_cases_passes_a_function_that_lets_exceptions_and_nans_through() -> None:
    check_edge_cases(apply_case(apply, nan_functions=("f",)))


def test_edge_cases_fails_a_function_that_swallows_the_exception_of_the_function_given() -> None:
    with pytest.raises(CheckFailure, match=r"\[edge_cases\] swallowed an exception: in apply_or_zeros\(f=a `f` that "
                                           r"raises, x=.*\), `f` raised an exception"):
        check_edge_cases(apply_case(apply_or_zeros))


def test_edge_cases_fails_a_function_that_replaces_the_nans_of_the_function_given() -> None:
    check_edge_cases(apply_case(apply_without_nans))  # not named in nan_functions: no NaN tried
    with pytest.raises(CheckFailure, match=r"wrong values for apply_without_nans\(f=square, times nan, .*This is an edge "
                                           r"case whose function gives NaN wherever it gives a float"):
        check_edge_cases(apply_case(apply_without_nans, nan_functions=("f",)))


def test_edge_cases_runs_numpy_arrays_where_no_mutation_does_not() -> None:
    with pytest.raises(CheckFailure, match=r"double_plus_for_numpy\(x=array\(.*\)\) \(NumPy arrays, called as written\).*"
                                           r"This is an edge case given as NumPy arrays"):
        check_edge_cases(toy_case(double_plus_for_numpy, ("edge_cases",)))
    check_edge_cases(toy_case(double_plus_for_numpy, ("edge_cases", "no_mutation")))  # no_mutation's to judge there


def double_off_by_a_little(x):
    return x * 2 + 1e-3


def test_a_call_with_a_tolerance_of_its_own_is_compared_with_it_and_keeps_it_when_static() -> None:
    """A long float32 sum may round past the spec's atol: a `Call(atol=...)` is compared with its own, also after
    `static_call` makes its static arguments hashable."""
    from autograder.checks.calling import static_call

    loose = Call((np.array([1.0, -2.0, 3.5], F32),), atol=1e-2)
    check_edge_cases(toy_case(double_off_by_a_little, ("edge_cases",), edge_cases=(loose,)))
    with pytest.raises(CheckFailure, match=r"wrong values for double_off_by_a_little\(x=array\(\[ 1\. , -2\. ,  3\.5\]"):
        check_edge_cases(toy_case(double_off_by_a_little, ("edge_cases",), edge_cases=(Call(loose.args),)))
    case = toy_case(double_off_by_a_little, ("edge_cases",), edge_cases=(loose,))
    assert static_call(case, loose).atol == 1e-2
