"""Tests for autograder/grading/strategies.py: the adversarial strategies reach where flaws hide.

Each strategy is checked for what it promises (bounds, signs, no exact zeros, distinct
sides, empty trees, asymmetry), and the values check is run with it on a correct function
(full marks) and on a flawed one that gentle inputs let through (caught, message asserted).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import find, given, settings
from hypothesis import strategies as st

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.correctness import check_values
from autograder.grading.failures import CheckFailure
from autograder.grading.strategies import (
    EMPTY_TREES,
    INT32_EXTREMES,
    asymmetric_reductions,
    distinct_shapes,
    integer_valued_arrays,
    huge_floats,
    mixed_arrays,
    mixed_floats,
    tiny_floats,
)

TINY_NORMAL = float(np.finfo(np.float32).tiny)


@settings(max_examples=200, deadline=None)
@given(tiny_floats())
def test_tiny_floats_are_small_normal_and_never_zero(value: float) -> None:
    assert value != 0.0
    assert 1e-30 * (1 - 1e-6) <= abs(value) <= 1e-6 * (1 + 1e-6)
    assert abs(value) >= TINY_NORMAL  # XLA on CPU would flush a subnormal to 0
    assert float(np.float32(value)) == value  # exactly representable: the student sees the same number


@settings(max_examples=100, deadline=None)
@given(huge_floats())
def test_huge_floats_are_in_range(value: float) -> None:
    assert 1e6 <= abs(value) <= 1e8


def test_mixed_floats_reach_every_kind() -> None:
    strategy = mixed_floats()
    settings_ = settings(max_examples=2000, deadline=None, database=None)
    assert find(strategy, lambda v: 0 < abs(v) < 1e-20, settings=settings_)
    assert find(strategy, lambda v: v < -1e7, settings=settings_)
    assert find(strategy, lambda v: v > 1e7, settings=settings_)
    assert find(strategy, lambda v: 1 < abs(v) < 100, settings=settings_)
    assert find(strategy, lambda v: v == 0.0, settings=settings_) == 0.0


@settings(max_examples=50, deadline=None)
@given(mixed_arrays((2, 3)))
def test_mixed_arrays_are_finite_float32(array: np.ndarray) -> None:
    assert array.dtype == np.float32 and array.shape == (2, 3)
    assert np.all(np.isfinite(array))


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_distinct_shapes_have_distinct_sides(data: st.DataObject) -> None:
    ndim = data.draw(st.integers(1, 3))
    shape = data.draw(distinct_shapes(ndim))
    assert len(shape) == ndim and len(set(shape)) == ndim
    assert set(shape) <= {2, 3, 5}


def test_distinct_shapes_need_enough_sides() -> None:
    with pytest.raises(ValueError, match="distinct sides"):
        distinct_shapes(3, sides=(2, 3))


def test_empty_trees_have_no_leaves_and_keep_their_kind() -> None:
    assert [type(tree) for tree in EMPTY_TREES] == [dict, list, tuple]
    for tree in EMPTY_TREES:
        assert jax.tree.leaves(tree) == []
        assert jax.tree.map(lambda leaf: leaf * 2, tree) == tree


def test_int32_extremes_wrap_where_arithmetic_would() -> None:
    assert INT32_EXTREMES.dtype == np.int32
    assert {int(INT32_EXTREMES.max()), int(INT32_EXTREMES.min())} == {2**31 - 1, -(2**31)}
    doubled = np.asarray(jnp.asarray(INT32_EXTREMES) * 2)
    assert np.any(np.sign(doubled) != np.sign(INT32_EXTREMES.astype(np.int64) * 2))  # `2 * label` wraps here


def test_asymmetric_reductions_change_when_arguments_swap() -> None:
    rng = np.random.default_rng(0)
    for name, function in asymmetric_reductions():
        for _ in range(20):
            a, b = rng.standard_normal(3), rng.standard_normal(3)
            assert not np.isclose(function(a, b), function(b, a)), name
            # NumPy (the reference) and JAX (the student's side) agree.
            np.testing.assert_allclose(function(a, b), float(function(jnp.asarray(a, jnp.float32), jnp.asarray(b, jnp.float32))),
                                       rtol=1e-5, atol=1e-5)


# --- the values check with mixed magnitudes -------------------------------------------------


def reference_double(x: np.ndarray) -> np.ndarray:
    return x * 2


def graded(function, inputs) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=reference_double, inputs=inputs, examples=40,
                        rtol=1e-5, atol=0.0)
    return Case.standalone(function, spec, checks=("values",))


def double(x):
    return x * 2


def double_flushing_tiny_values(x):
    """A tired student's "numerical safety": anything below 1e-6 is treated as 0."""
    return jnp.where(jnp.abs(x) < 1e-6, 0.0, x * 2)


MIXED = st.builds(lambda x: Call((x,)), mixed_arrays((4,)))
GENTLE = st.builds(lambda x: Call((x,)), integer_valued_arrays((4,)))  # whole numbers: never tiny


def test_mixed_magnitudes_keep_a_correct_function_at_full_marks() -> None:
    check_values(graded(double, MIXED))


def test_gentle_inputs_let_the_flushing_flaw_through() -> None:
    check_values(graded(double_flushing_tiny_values, GENTLE))


def test_mixed_magnitudes_catch_the_flushing_flaw() -> None:
    with pytest.raises(CheckFailure, match="wrong values"):
        check_values(graded(double_flushing_tiny_values, MIXED))


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_special_values_reach_inf_nan_signed_zero_and_the_dtype_limits(dtype: type) -> None:
    from autograder.grading.strategies import special_values, with_special_values

    values = special_values(np.dtype(dtype))
    assert values.dtype == dtype
    assert np.isposinf(values).any() and np.isneginf(values).any() and np.isnan(values).any()
    assert (np.signbit(values) & (values == 0)).any(), "-0.0"
    assert np.finfo(dtype).max in values and np.finfo(dtype).tiny in values
    x = np.arange(1, 15, dtype=dtype).reshape(2, 7)
    even, odd = with_special_values(x, 0), with_special_values(x, 1)
    assert even.shape == odd.shape == x.shape and even.dtype == odd.dtype == dtype
    assert np.array_equal(even.reshape(-1)[1::2], x.reshape(-1)[1::2]), "variant 0 keeps the odd positions"
    assert np.array_equal(odd.reshape(-1)[0::2], x.reshape(-1)[0::2]), "variant 1 keeps the even positions"
    for variant in (even, odd):
        assert np.isnan(variant).any() and np.isinf(variant).any()
    assert x.min() == 1, "the input is not changed"


def test_special_values_leave_what_has_no_float_element() -> None:
    from autograder.grading.strategies import with_special_values

    ints = np.arange(3, dtype=np.int32)
    assert with_special_values(ints, 0) is ints and with_special_values(7, 1) == 7
    empty = np.zeros((0, 3), np.float32)
    assert with_special_values(empty, 0) is empty
    assert np.isposinf(with_special_values(2.5, 0)) and np.isnan(with_special_values(2.5, 1))
    assert np.isnan(with_special_values(np.ones((), np.float32), 1)) and np.isposinf(with_special_values(np.float16(3), 0))


def test_a_python_int_the_spec_names_becomes_an_overflow_and_what_float32_cannot_hold() -> None:
    """set_diagonal's `value` (converted to x's dtype): a value routed through float32 wrote 16777216 for 16777217
    and kept its points. int32's largest alone does not show it (XLA saturates 2**31 back to it)."""
    from autograder.grading.strategies import with_special_values

    assert [with_special_values(7, variant, integers=True) for variant in (0, 1)] == [2**31 - 1, 2**24 + 1]
    assert with_special_values(7, 0, True, True) == 7  # `large`: the dtype it meets may be int8
    assert with_special_values(True, 0, integers=True) is True  # a flag is not a number
    assert with_special_values(0.5, 0, integers=True) == 0.5  # a float is the IEEE class's


@pytest.mark.parametrize("dtype", [np.int8, np.int16, np.int32, np.uint8])
def test_integer_extremes_reach_both_ends_and_what_float32_cannot_hold(dtype: type) -> None:
    from autograder.grading.strategies import integer_extremes, with_special_values

    info = np.iinfo(dtype)
    values = integer_extremes(np.dtype(dtype))
    assert values.dtype == dtype and info.max in values and info.min in values
    assert (2**24 + 1 in values.tolist()) == (info.max > 2**24)
    if info.max > 2**24:
        assert int(np.float32(2**24 + 1)) != 2**24 + 1, "float32 rounds it"
    x = np.zeros(6, dtype)
    assert with_special_values(x, 0) is x, "integers only when asked for"
    first = with_special_values(x, 0, integers=True)
    assert np.array_equal(first[::2], values[:3]) and not first[1::2].any()


def test_large_integers_pass_float32s_range_where_they_fit_and_change_nothing_where_they_do_not() -> None:
    from autograder.grading.strategies import large_integers, with_special_values

    values = large_integers(np.dtype(np.int32))
    assert values.tolist() == [2**24 + 1, -(2**24 + 1), 2**24 + 3, -(2**24 + 3)]
    assert all(int(np.float32(v)) != v for v in values.tolist()), "each one is rounded by float32"
    x = np.arange(4, dtype=np.int32)
    assert with_special_values(x, 0, integers=True, large=True).tolist() == [2**24 + 1, 1, -(2**24 + 1), 3]
    narrow = np.arange(4, dtype=np.int16)
    assert with_special_values(narrow, 0, integers=True, large=True) is narrow, "nothing past 2**24 fits in int16"


def test_integer_extremes_also_try_the_float_edge_cases_as_integers() -> None:
    """resize_last's only integer edge case has size 0 (nothing padded): the float ones, cast to
    int32, bring the padding to integer data."""
    from autograder.checks.correctness import special_value_calls
    from autograder.course.manifest import load_course
    from autograder.grading.cases import Case
    from autograder.engine.registry import spec_for

    course = load_course()
    exercise = course.exercise("static_args.resize_last")
    spec = spec_for(exercise, course)
    calls = special_value_calls(Case(exercise, spec, spec.reference), integers=True)
    padded = [call for call in calls if call.args[0].dtype == np.int32 and call.args[1] > call.args[0].shape[-1]]
    assert padded and any(np.iinfo(np.int32).max in call.args[0] for call in padded)
    assert not special_value_calls(Case(exercise, spec, spec.reference), large=True), "resize_last promises no sums"


# --- grader functions ---------------------------------------------------------------------------


def test_grader_functions_look_like_closures_of_one_def() -> None:
    """Same `__name__`, `__qualname__` and `__code__` for every one: a cache keyed by any of them mixes two up, as it
    would two closures of one `def` (kernels of two widths), so it loses the points it should."""
    import jax.numpy as jnp

    from autograder.grading.grader_functions import GraderFunction

    dot = GraderFunction("dot", jnp.dot, np.dot)
    gap = GraderFunction("gap", lambda a, b: jnp.sum(jnp.abs(a - b)), lambda a, b: np.sum(np.abs(a - b)))
    assert (dot.__name__, dot.__qualname__) == (gap.__name__, gap.__qualname__) == ("f", "f")
    assert dot.__code__ is gap.__code__
    cache: dict = {}

    def cached(f, a, b):  # a student's cache keyed by the function's code
        return cache.setdefault(f.__code__, f)(a, b)

    a, b = np.array([1.0, 2.0]), np.array([3.0, 5.0])
    assert float(cached(dot, a, b)) == 13.0
    assert float(cached(gap, a, b)) == 13.0  # the cached `dot`, not `gap` (5.0): what a grader call then shows
    assert float(gap(a, b)) == 5.0
    with pytest.raises(AttributeError, match="no attribute '__defaults__'"):
        dot.__defaults__
