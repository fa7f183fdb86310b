"""Tests for autograder/checks/dtypes.py: the `dtypes` check and its `DtypeContract`s."""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec
from autograder.checks.dtypes import check_dtypes
from autograder.grading.failures import CheckFailure

F32 = np.float32


def reference_double(x: np.ndarray) -> np.ndarray:
    return x * 2


def toy_case(function: Callable[..., Any], checks: tuple[str, ...], **spec: Any) -> Case:
    """A one-exercise case `toy.<function name>` graded against `reference_double` on one edge case."""
    spec = {"reference": reference_double, "edge_cases": (Call((np.array([1.0, -2.0, 3.5], F32),)),), **spec}
    return Case.standalone(function, ExerciseSpec(f"toy.{function.__name__}", **spec), checks=checks)


def double(x):
    return x * 2


SAME_DTYPE = DtypeContract(("x",), ("float16", "bfloat16", "int8"))
ALWAYS_FLOAT32 = DtypeContract(("x",), ("int8", "float16"), result="float32")


def double_in_float32_cast_back(x):
    return (x.astype(jnp.float32) * 2).astype(x.dtype)


def double_in_float32(x):
    return x.astype(jnp.float32) * 2


def double_times_two_point_zero(x):
    return x * 2.0


def double_as_float32(x):
    return jnp.asarray(x, jnp.float32) * 2


@pytest.mark.parametrize(
    "function, contract",
    [(double, SAME_DTYPE), (double_in_float32_cast_back, SAME_DTYPE), (double_as_float32, ALWAYS_FLOAT32)],
    ids=["same-dtype", "float32-inside-cast-back", "always-float32"],
)
@pytest.mark.parametrize("checks", [("dtypes",), ("dtypes", "jit")], ids=["as-written", "jitted-when-jit-listed"])
def test_dtypes_passes(function: Callable, contract: DtypeContract, checks: tuple[str, ...]) -> None:
    check_dtypes(toy_case(function, checks, dtypes=(contract,)))


def hundredfold_widened_too_late(x):
    return (x * 100).astype(jnp.int32)


def reference_hundredfold(x: np.ndarray) -> np.ndarray:
    return x * 100


@pytest.mark.parametrize(
    "function, contract, phrases",
    [
        (double_in_float32, SAME_DTYPE, ["[dtypes] wrong dtype for double_in_float32(x=array([ 1. , -2. ,  3.5], "
                                         "dtype=float16)): with x in float16, the result should stay float16 like x, "
                                         "got float32", "`dtype=x.dtype`"]),
        (double_times_two_point_zero, DtypeContract(("x",), ("int8",)),
         ["with x in int8, the result should stay int8 like x, got float32", "a float meeting integers makes floats"]),
        (double, ALWAYS_FLOAT32, ["with x in int8, the result should be float32 whatever the dtype of x, got int8",
                                  "convert explicitly"]),
    ],
    ids=["float16-promoted", "int8-made-float", "fixed-dtype-taken-from-input"],
)
def test_dtypes_fails(function: Callable, contract: DtypeContract, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(function, ("dtypes",), dtypes=(contract,)))
    assert excinfo.value.check == "dtypes"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def add_in_xs_dtype(x, y):
    return (x + y).astype(x.dtype)


def test_dtypes_fails_on_a_result_narrowed_to_one_inputs_dtype() -> None:
    """float16 x with float32 y computes in float32: a result cut down to x's float16 gets the narrowing advice."""
    contract = DtypeContract(("x", "y"), (("float16", "float32"),), result="y")
    case = toy_case(add_in_xs_dtype, ("dtypes",), reference=lambda x, y: x + y, dtypes=(contract,),
                    edge_cases=(Call((np.array([1.0, -2.0], F32), np.array([0.5, 0.25], F32))),))
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(case)
    assert "with x in float16 and y in float32, the result should stay float32 like y, got float16" in excinfo.value.message
    assert "Something narrowed it" in excinfo.value.message and "promoted" not in excinfo.value.message


def test_dtypes_fails_when_narrow_integers_wrap_around() -> None:
    contract = DtypeContract(("x",), ("int8",), result="int32")
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(hundredfold_widened_too_late, ("dtypes",), reference=reference_hundredfold, dtypes=(contract,)))
    message = excinfo.value.message
    assert "wrong values for hundredfold_widened_too_late(x=array([ 1, -2,  3], dtype=int8))" in message
    assert "at index (1,) should be -200, got 56" in message
    assert "With x in int8 (from -128 to 127), integer arithmetic wraps around" in message


def reference_sinc(x: np.ndarray) -> np.ndarray:
    safe = np.where(x == 0, 1.0, x)
    return np.where(x == 0, 1.0, np.sin(safe) / safe)


def sinc_safe(x):
    safe = jnp.where(x == 0, jnp.ones_like(x), x)
    return jnp.where(x == 0, jnp.ones_like(x), jnp.sin(safe) / safe)


def sinc_tiny_denominator(x):
    return jnp.where(x == 0, 1.0, jnp.sin(x) / jnp.where(x == 0, 1e-12, x))


@jax.custom_jvp
def sinc_float32_tangent(x):
    return sinc_safe(x)


@sinc_float32_tangent.defjvp
def _sinc_float32_tangent_jvp(primals, tangents):
    (x,), (t,) = primals, tangents
    return sinc_safe(x), jnp.zeros(x.shape) * t  # float32, whatever the tangent's dtype


SINC_CONTRACT = DtypeContract(("x",), ("float16",), differentiate=True, call=Call((np.array([0.0, 0.5, -2.0], F32),)))


def test_dtypes_differentiates_when_asked() -> None:
    check_dtypes(toy_case(sinc_safe, ("dtypes", "jit"), reference=reference_sinc, dtypes=(SINC_CONTRACT,)))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (sinc_tiny_denominator, ["not finite: jax.grad of the sum of sinc_tiny_denominator(x=array([ 0. ,  0.5, -2. ], "
                                 "dtype=float16)) with respect to x is nan at index (0,), where x is 0.0",
                                 "float16 keeps about 3 significant digits"]),
        (sinc_float32_tangent, ["jax.grad of its sum with respect to x raised TypeError", "float32"]),
    ],
    ids=["nan-gradient-in-float16", "float32-tangent-refused"],
)
def test_dtypes_fails_on_a_float16_gradient(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(function, ("dtypes", "jit"), reference=reference_sinc, dtypes=(SINC_CONTRACT,)))
    assert excinfo.value.check == "dtypes"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def x_and_y_batches(x, y):
    return x[::-1], y[::-1]


def x_and_y_stacked(x, y):
    both = jnp.concatenate([x, y[:, None]], axis=1)[::-1]
    return both[:, :-1], both[:, -1]


PAIR_CONTRACT = DtypeContract(("x", "y"), (("float16", "int32"),), result=("x", "y"),
                              call=Call((np.arange(6, dtype=F32).reshape(3, 2), np.arange(3, dtype=F32))))


def test_dtypes_without_reference_compares_with_the_uncast_answer() -> None:
    check_dtypes(toy_case(x_and_y_batches, ("dtypes",), reference=None, dtypes=(PAIR_CONTRACT,)))
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(x_and_y_stacked, ("dtypes",), reference=None, dtypes=(PAIR_CONTRACT,)))
    assert "with x in float16 and y in int32, result[1] should stay int32 like y, got float16" in excinfo.value.message


def test_dtypes_needs_contracts_and_known_arguments() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.double: the `dtypes` check needs `dtypes`"):
        check_dtypes(toy_case(double, ("dtypes",)))
    with pytest.raises(RuntimeError, match=r"names argument 'y', which is not in the call"):
        check_dtypes(toy_case(double, ("dtypes",), dtypes=(DtypeContract(("y",), ("int8",)),)))


def test_dtypes_float_rule_keeps_float_dtypes_and_makes_integers_float32() -> None:
    contract = DtypeContract(("x",), ("int8", "float16"), result="float")
    check_dtypes(toy_case(double_times_two_point_zero, ("dtypes", "jit"), dtypes=(contract,)))
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(double_in_float32, ("dtypes", "jit"), dtypes=(contract,)))
    assert "with x in float16, the result should be float16 like x, got float32" in excinfo.value.message

def test_a_contract_that_says_where_the_dtype_comes_from_says_it_on_a_wrong_one() -> None:
    """`DtypeContract.why` replaces the advice drawn from the rule; a right dtype never shows it."""
    why = "Here the result is float32 because the reference says so."
    contract = DtypeContract(("x",), ("float16",), result="float32", why=why)
    check_dtypes(toy_case(double_as_float32, ("dtypes",), dtypes=(contract,)))
    with pytest.raises(CheckFailure) as excinfo:
        check_dtypes(toy_case(double, ("dtypes",), dtypes=(contract,)))
    message = excinfo.value.message
    assert "the result should be float32 whatever the dtype of x, got float16. " + why in message
    assert "The docstring fixes this dtype" not in message
