"""Grades topic 10_gotchas: out-of-bounds indexing, list inputs, NaN debugging, float64, `lax` dtypes.

The references are NumPy. Two exercises turn on a global JAX switch for one block; every
check here runs inside `preserved_config` (see checks/config.py), and `leaves_config` fails a
function that leaves a switch changed after it returns.

`lax_apply`'s expected dtypes are JAX's promotion rules written out by hand for the pairs
tested (NumPy's rules differ: `int32 + float16` is float64 there and float16 in JAX). Python
numbers on either side are weakly typed: `float16 array` with `2.0` stays float16, so a solution
that turns numbers into (strongly typed) arrays before promoting loses the points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.checks.calling import counted_calls, declared_raising_calls
from autograder.checks.comparison import assert_jax_arrays, assert_matches
from autograder.checks.config import CALLERS_BLOCKS, callers_block, in_callers_block, in_fresh_thread
from autograder.checks.correctness import for_generated_inputs
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, RaisingFunction, register
from autograder.grading.failures import CheckFailure
from autograder.grading.grader_functions import ByName
from autograder.grading.strategies import INT32_EXTREMES

# --- count_labels --------------------------------------------------------------------------


def reference_count_labels(labels: np.ndarray, n_bins: int) -> np.ndarray:
    labels = np.asarray(labels, np.int64)
    index = np.where((labels >= 0) & (labels < n_bins), labels, n_bins)
    return np.bincount(index, minlength=n_bins + 1).astype(np.int32)


@st.composite
def label_calls(draw: Any) -> Call:
    n_bins = draw(st.sampled_from([1, 3, 5]))
    # Two lengths only: every new shape is a new compilation.
    labels = draw(hnp.arrays(np.int32, st.sampled_from([4, 8]), elements=st.integers(-n_bins - 3, 2 * n_bins + 2)))
    return Call((labels, n_bins))


register(
    ExerciseSpec(
        "gotchas.count_labels",
        reference=reference_count_labels,
        inputs=label_calls(),
        # "an int32 array", whatever the labels: also 300 labels of one class in int8, a count past int8's 127
        dtypes=(DtypeContract(("labels",), ("int8",), result="int32"),
                DtypeContract(("labels",), ("int8",), result="int32", call=Call((np.ones(300, np.int32), 3))),
                # n_bins past int8's 127 for int8 labels: every int8 label may be valid, and n_bins itself is no int8
                DtypeContract(("labels",), ("int8",), result="int32",
                              call=Call((np.array([0, 5, 127, -1, -128, 100, 127], np.int32), 200)))),
        edge_cases=(
            Call((np.array([0, 2, 2, 5, -1], np.int32), 3)),
            Call((np.array([-1, -2, -3], np.int32), 3)),  # negative indices count from the end in JAX
            Call((np.array([3, 4, 100], np.int32), 3)),  # past-the-end updates are dropped in JAX
            Call((np.array([], np.int32), 2)),
            Call((np.array([0, 0, 1, 1, 1], np.int32), 2)),
            Call((INT32_EXTREMES, 3)),  # "any values": labels at both ends of int32, where `2 * label` or `label + 1` wraps
        ),
    )
)


# --- weighted_mean -------------------------------------------------------------------------


def reference_weighted_mean(values: Any, weights: Any) -> np.ndarray:
    v = np.asarray(values, np.float64)
    w = np.asarray(weights, np.float64)
    return np.asarray((v * w).sum() / w.sum(), np.float32)


@st.composite
def weighted_mean_calls(draw: Any) -> Call:
    # A list of n Python numbers is n traced scalars under jit, and ints and floats trace differently: few
    # lengths and one kind per list keep the number of compilations small.
    n = draw(st.sampled_from([1, 4]))
    number = draw(st.sampled_from([st.integers(-20, 20), st.floats(-20, 20, width=32)]))
    values = draw(st.lists(number, min_size=n, max_size=n))
    weights = draw(st.lists(st.integers(1, 5), min_size=n, max_size=n))
    form = draw(st.sampled_from(["list", "tuple", "numpy"]))
    if form == "tuple":
        return Call((tuple(values), tuple(weights)))
    if form == "numpy":
        return Call((np.asarray(values, np.float32), np.asarray(weights, np.float32)))
    return Call((values, weights))


register(
    ExerciseSpec(
        "gotchas.weighted_mean",
        reference=reference_weighted_mean,
        inputs=weighted_mean_calls(),
        examples=6,
        rtol=1e-5,
        atol=1e-5,
        edge_cases=(
            Call(([1, 2, 3], [1, 1, 2])),
            Call(([1.5, -2.5], [3, 1])),
            Call(((4, 8), (0.25, 0.75))),
            Call(([7], [2])),
            Call((np.array([1.0, 3.0], np.float32), np.array([1.0, 1.0], np.float32))),
            # Python ints past int32, which np.average takes (an int32 array on the way refuses them); jit
            # refuses them too, so this one runs as written only (`calling.refused_by_jit`).
            Call(([3_000_000_000, 1, -2], (1, 2**32, 1))),
        ),
        # "a float32 scalar" from any numbers: int8 products past 127 must not wrap, float16 must not stay float16.
        dtypes=(DtypeContract(("values", "weights"), ("int8", "float16"), result="float32",
                              call=Call((np.array([100, -50, 7], np.float32), np.array([3, 2, 1], np.float32)))),
                # float16 products past 65504 are inf in float16; int32 weights summing past 2**31 wrap in int32.
                DtypeContract(("values", "weights"), ("float16", "int32"), result="float32",
                              call=Call((np.array([300, -200, 7], np.float32), np.array([300, 200, 1], np.float32)))),
                DtypeContract(("weights",), ("int32",), result="float32",
                              call=Call((np.array([1, 2, 3], np.float32), np.array([2**30, 2**30, 2**30], np.float32))))),
        integer_extremes=("values",),  # integer values of any size: their products with the weights must not wrap
    )
)


# --- produces_nan --------------------------------------------------------------------------


@dataclass(frozen=True)
class Probe(ByName):
    """A function the grader hands to `produces_nan`, with its name for messages."""

    name: str
    function: Callable[..., Any]

    def __call__(self, *args: Any) -> Any:
        return self.function(*(jnp.asarray(arg) for arg in args))

    def __repr__(self) -> str:
        return self.name


MASKED_LOG = Probe("lambda x: jnp.where(x > 0, jnp.log(x), 0.0)", lambda x: jnp.where(x > 0, jnp.log(x), 0.0))
ZERO_OVER_ZERO = Probe("lambda x: x / x", lambda x: x / x)
ONE_OVER = Probe("lambda x: 1.0 / x", lambda x: 1.0 / x)
INF_MINUS_INF = Probe("lambda x: jnp.exp(x) - jnp.exp(x)", lambda x: jnp.exp(x) - jnp.exp(x))
SQUARE_ROOT = Probe("lambda x: jnp.sqrt(jnp.abs(x)) * 2", lambda x: jnp.sqrt(jnp.abs(x)) * 2)

NAN_CASES: tuple[tuple[Call, bool, str], ...] = (
    (Call((MASKED_LOG, np.array([-1.0, 2.0], np.float32))), True,
     "`jnp.log` of a negative number is NaN even though `jnp.where` hides it from the output"),
    (Call((MASKED_LOG, np.array([1.0, 2.0], np.float32))), False, "every `jnp.log` input is positive"),
    (Call((ZERO_OVER_ZERO, np.array([0.0, 1.0], np.float32))), True, "0 / 0 is NaN"),
    (Call((ONE_OVER, np.array([0.0, 2.0], np.float32))), False, "1 / 0 is inf, which is not a NaN"),
    (Call((INF_MINUS_INF, np.array([100.0], np.float32))), True, "exp(100) is inf in float32, and inf - inf is NaN"),
    (Call((SQUARE_ROOT, np.array([-4.0, 9.0], np.float32))), False, "no operation makes a NaN"),
)


ONE_RUN_ADVICE = "Run it once, inside `with jax.debug_nans(True):`, and decide from that one run."

def _called(case: Case, call: Call, block: bool | None) -> Any:
    """`produces_nan(*call)` with its probe counted (it must run once), inside a caller's block if one is given
    (a failure then says so)."""
    def run(counted: Call) -> Any:
        return in_callers_block("jax_debug_nans", block, lambda: case.call(counted, "finds_nans"))

    try:
        return counted_calls(case, call, "finds_nans", run, ONE_RUN_ADVICE)
    except CheckFailure as failure:
        if block is None:
            raise
        raise case.fail("finds_nans", f"inside a caller's {callers_block('jax_debug_nans', block)} block, "
                                      f"{failure.message}", failure.kind) from None


def check_finds_nans(case: Case) -> None:
    """On six probes, `produces_nan` returns the right Python bool (NaNs hidden by `where` included)
    and calls the probe exactly once ("``fn`` runs once": no fast path before the checked run); also
    when called inside a caller's `with jax.debug_nans(False):` or `(True)` block, which outranks
    `jax.config.update`. Each call in a fresh thread (`config.in_fresh_thread`), whatever ran before
    it in the process (`leaves_config` checks the switches after such calls)."""
    declared_raising_calls(case, "finds_nans")  # its declared function that raises: first, it is cheap
    for block in CALLERS_BLOCKS:
        for call, expected, why in NAN_CASES:
            got = in_fresh_thread(lambda: _called(case, call, block))  # noqa: B023 - called at once
            where = "" if block is None else f"inside a caller's {callers_block('jax_debug_nans', block)} block, "
            if not isinstance(got, (bool, np.bool_)):
                raise case.fail("finds_nans", f"wrong type: {where}{case.describe(call)} should return True or False, "
                                              f"got {type(got).__name__}. Return a Python bool.")
            if bool(got) == expected:
                continue
            if block is not None:
                advice = ("A caller's `with jax.debug_nans(...)` block outranks `jax.config.update`: switch NaN "
                          "debugging on with a block of your own, `with jax.debug_nans(True):`, around the run.")
            elif expected:
                advice = ("Checking the output is not enough: run the call inside `with jax.debug_nans(True):`, which "
                          "raises FloatingPointError at the first operation that makes a NaN, and catch it.")
            else:
                advice = "Only a NaN counts (not inf): catch FloatingPointError from `jax.debug_nans(True)` only."
            raise case.fail("finds_nans", f"wrong values: {where}{case.describe(call)} returned {bool(got)}, expected "
                                          f"{expected}: {why}. {advice}")


register(
    ExerciseSpec(
        "gotchas.produces_nan",
        nan_functions=("fn",),  # its own check's probes make NaNs
        counted_calls=("finds_nans",),  # "``fn`` runs once": `_called` counts every probe's calls
        edge_cases=tuple(call for call, _, _ in NAN_CASES[:4]),
        checks={"finds_nans": check_finds_nans},
        # a `fn` that raises: its exception reaches the caller (`calling.declared_raising_calls`)
        check_inputs={"finds_nans": (Call((RaisingFunction("fn"), np.array([1.0, -2.0], np.float32))),),
                      # "the same after the call as before it, whatever happened inside": an exception too
                      "leaves_config": (Call((RaisingFunction("fn"), np.array([1.0, -2.0], np.float32))),)},
    )
)


# --- precise_sum ---------------------------------------------------------------------------


def reference_precise_sum(x: np.ndarray) -> np.ndarray:
    return np.asarray(np.sum(np.asarray(x, np.float64)), np.float64)


# Every value has a fraction finer than float32 can hold at 1e8 (its spacing there is 8).
big_with_fractions = st.lists(
    st.tuples(st.integers(1, 9), st.sampled_from([0.5, 0.25, 0.125, 0.375, 2.5, 3.75])),
    min_size=1, max_size=6,
).map(lambda pairs: Call((np.array([k * 1e8 + f for k, f in pairs], np.float64),)))

PRECISE_EDGE_CASES = (
    Call((np.array([1e8 + 0.5, 0.25], np.float64),)),
    Call((np.array([0.1] * 10, np.float64),)),
    Call((np.array([2.0**40, 1.0, -(2.0**40)], np.float64),)),
    Call((np.array([], np.float64),)),
)


def _float64_answer(case: Case, call: Call, check: str) -> None:
    got = case.call(call, check, as_jax=False)  # JAX arrays would already be float32: hand over the NumPy array
    expected = case.reference(call)
    try:
        assert_matches(got, expected, check=check, call_text=case.describe(call), rtol=1e-12, atol=1e-12)
    except CheckFailure as failure:
        # One number of the right shape, yet it differs: its dtype or its digits, what float32 arithmetic does.
        if isinstance(got, (np.ndarray, np.generic, jax.Array)) and np.shape(got) == np.shape(expected):
            raise case.fail(check, f"{failure.message} It was computed in float32: JAX ignores float64 unless 64-bit "
                                   "mode is on. Convert and sum inside `with jax.enable_x64(True):`.") from None
        raise
    if case.spec.jax_arrays_out:
        assert_jax_arrays(got, expected, check=check, call_text=case.describe(call), given="given a NumPy array")


def check_float64_values(case: Case) -> None:
    """Generated sums of large values with small fractions are exact to float64 precision, as float64."""
    for_generated_inputs(case, case.spec.examples, lambda call: _float64_answer(case, call, "float64_values"), "float64_values")


def check_float64_edge_cases(case: Case) -> None:
    """Hand-picked sums (cancellation, 0.1 * 10, empty) are exact to float64 precision, as float64."""
    for call in case.samples("float64_edge_cases"):
        _float64_answer(case, call, "float64_edge_cases")


register(
    ExerciseSpec(
        "gotchas.precise_sum",
        reference=reference_precise_sum,
        inputs=big_with_fractions,
        examples=5,
        edge_cases=PRECISE_EDGE_CASES,
        jax_arrays_out=True,  # "a 0-d JAX array", from a NumPy array
        # "summed and returned in float64" whatever comes in: float32 input summed in float32 loses the 0.25.
        dtypes=(DtypeContract(("x",), ("float32", "int8"), result="float64", numpy_inputs=True, rtol=1e-12, atol=1e-12,
                              call=Call((np.array([1e8, 0.25, 100.0, 100.0], np.float64),))),
                # half widths (1e8 is inf there): 1000 + 0.25 is 1000 in float16, 1003.75 in float64
                DtypeContract(("x",), ("float16",), result="float64", numpy_inputs=True, rtol=1e-12, atol=1e-12,
                              call=Call((np.array([1000.0, 0.25, 3.0, 0.5], np.float64),)))),
        checks={"float64_values": check_float64_values, "float64_edge_cases": check_float64_edge_cases},
    )
)


# --- lax_apply -------------------------------------------------------------------------------


@dataclass(frozen=True)
class LaxOp:
    """A `jax.lax` binary operation handed to the student, shown by its name."""

    name: str

    def __call__(self, x: Any, y: Any) -> Any:
        return getattr(jax.lax, self.name)(x, y)

    def __repr__(self) -> str:
        return f"lax.{self.name}"


NUMPY_OPS = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "max": np.maximum}

# (dtype of x, dtype of y, JAX's result dtype); "int"/"float" are Python numbers (weakly typed).
PROMOTIONS = (
    ("int32", "float32", "float32"),
    ("int8", "int16", "int16"),
    ("uint8", "int8", "int16"),
    ("int32", "float16", "float16"),
    ("bool", "int32", "int32"),
    ("float16", "float32", "float32"),
    ("int8", "int", "int8"),
    ("float16", "float", "float16"),
    ("int8", "float", "float32"),
    ("float32", "int", "float32"),
    ("float", "float16", "float16"),  # a weak number on the left keeps the array's dtype too
    ("int", "int16", "int16"),
    ("bfloat16", "float16", "float32"),  # the two half widths share no narrower type
    ("int8", "bfloat16", "bfloat16"),
    ("bfloat16", "float", "bfloat16"),
)


# The pairs `integer_extremes` makes from PROMOTIONS' float arrays cast to int32 (`special_value_calls`).
INT32_PROMOTIONS = (
    ("int32", "int32", "int32"),
    ("int8", "int32", "int32"),
    ("int32", "float", "float32"),  # a weak float meeting integers gives the default float
    ("float", "int32", "float32"),
    ("int32", "int", "int32"),
    ("int", "int32", "int32"),
    ("bfloat16", "int32", "bfloat16"),  # bfloat16 is no NumPy float kind: left as it is
    ("uint32", "int", "uint32"),  # LAX_EXTREME_CASES' Python int past int32
)


def _operand(dtype: str, values: list[int]) -> Any:
    if dtype == "int":
        return int(values[0])
    if dtype == "float":
        return float(values[0]) + 0.5
    if dtype == "bool":
        return np.asarray(values) % 2 == 1
    return np.asarray(values, dtype)


def reference_lax_apply(op: LaxOp, x: Any, y: Any) -> np.ndarray:
    expected = np.dtype(next(result for dx, dy, result in PROMOTIONS + INT32_PROMOTIONS
                             if dx == _kind(x) and dy == _kind(y)))
    if expected.kind in "iu":  # each operand converted to the result's dtype, then `op`, both wrapping as JAX does
        def operand(value: Any) -> np.ndarray:
            return np.asarray(value).astype(np.int64).astype(expected).astype(np.int64)

        with np.errstate(over="ignore"):
            out = NUMPY_OPS[op.name](operand(x), operand(y))
        return np.asarray(out).astype(expected)
    out = NUMPY_OPS[op.name](np.asarray(x, np.float64), np.asarray(y, np.float64))
    return np.asarray(out).astype(expected)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "float"
    return str(np.asarray(value).dtype)


@st.composite
def lax_calls(draw: Any) -> Call:
    dx, dy, _ = draw(st.sampled_from(PROMOTIONS))
    op = LaxOp(draw(st.sampled_from(sorted(NUMPY_OPS))))
    # Small whole numbers: every result is exact in float16 and fits in int8.
    values = draw(st.lists(st.integers(0, 9), min_size=3, max_size=3))
    other = draw(st.lists(st.integers(0, 9), min_size=3, max_size=3))
    return Call((op, _operand(dx, values), _operand(dy, other)))


LAX_EDGE_CASES = tuple(
    Call((LaxOp(name), _operand(dx, [1, 2, 3]), _operand(dy, [4, 0, 2])))
    for name, (dx, dy, _) in zip(["add", "mul", "max", "sub", "add", "mul", "max", "add", "mul", "sub", "sub", "max", "add",
                                  "mul", "sub"], PROMOTIONS, strict=True)
)


_I32 = np.iinfo(np.int32)
# "integers up to both ends of their dtype's range" in arrays: `op` wraps as it does in the promoted dtype (int32's
# largest plus 1 is its smallest; int8's 127 times int16's 32767 wraps in int16).
LAX_EXTREME_CASES = (
    Call((LaxOp("add"), np.array([_I32.min, -1, 2**24 + 1, _I32.max], np.int32), np.array([-1, 1, 2**24 + 1, 1], np.int32))),
    Call((LaxOp("mul"), np.array([127, 2, -128], np.int8), np.array([32767, 0, -32768], np.int16))),
    Call((LaxOp("sub"), np.array([0, 255, 7], np.uint8), np.array([127, -128, 0], np.int8))),
    Call((LaxOp("max"), np.array([_I32.min, 3, _I32.max], np.int32), 2)),
    # a Python int past int32 "within the range of the dtype it meets": uint32's (jit refuses it: run as written)
    Call((LaxOp("add"), np.array([1, 2, 4294967290], np.uint32), 3_000_000_000)),
    # "an array": a 0-d one too, which is no Python number. It has a dtype of its own: a float32 one makes float16
    # data float32, and an int32 one leaves it float16 (a 0-d array taken for a weak number keeps float16 twice).
    Call((LaxOp("mul"), np.array([1.5, -2.0, 3.0], np.float16), np.asarray(0.1, np.float32))),
    Call((LaxOp("sub"), np.asarray(7, np.int32), np.array([1.5, -2.0, 3.0], np.float16))),
)


register(
    ExerciseSpec(
        "gotchas.lax_apply",
        empty_axes=((("x", "y"), 0),),
        reference=reference_lax_apply,
        inputs=lax_calls(),
        examples=6,
        edge_cases=LAX_EDGE_CASES + LAX_EXTREME_CASES,
        large_integers=("x", "y"),  # "integers past 2**24 included": int32 results are exact
    )
)
