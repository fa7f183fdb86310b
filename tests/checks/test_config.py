"""Tests for autograder/checks/config.py: `preserved_config` and the `leaves_config` check."""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.config import check_leaves_config, float32_matmuls, in_fresh_thread, preserved_config, snapshot
from autograder.grading.failures import CheckFailure

SAMPLES = (Call((np.array([1.0, 2.0]),)),)


def toy_case(function: Callable[..., Any]) -> Case:
    """A one-exercise case `toy.<function name>` with one NumPy input."""
    return Case.standalone(function, ExerciseSpec(f"toy.{function.__name__}", edge_cases=SAMPLES), checks=("leaves_config",))


# --- student-like functions ------------------------------------------------------------------


def sum_in_x64_block(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x, jnp.float64))


def sum_with_restored_switch(x):
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", before)


def sum_switching_x64_on(x):
    jax.config.update("jax_enable_x64", True)
    return jnp.sum(jnp.asarray(x, jnp.float64))


def sum_switching_nan_debugging_on(x):
    jax.config.update("jax_debug_nans", True)
    return jnp.sum(jnp.asarray(x))


def sum_guarding_transfers(x):
    jax.config.update("jax_transfer_guard", "disallow")
    return np.sum(x)


def sum_entering_x64_for_good(x):
    jax.enable_x64(True).__enter__()  # a context entered and never left: the thread-local value stays
    return jnp.sum(jnp.asarray(x))


def sum_restoring_x64_to_off(x):
    jax.config.update("jax_enable_x64", True)
    try:
        return jnp.sum(jnp.asarray(x, jnp.float64))
    finally:
        jax.config.update("jax_enable_x64", False)  # "restored" to a fixed value, not to the one it found


def sum_turning_inf_debugging_off(x):
    jax.config.update("jax_debug_infs", True)
    try:
        return jnp.sum(jnp.asarray(x))
    finally:
        jax.config.update("jax_debug_infs", False)


def sum_hiding_a_nan(x):
    x = jnp.asarray(x)
    return jnp.sum(jnp.where(x > 5, jnp.log(x - 5.0), 0.0))  # log makes NaNs: raises when NaN debugging is on


# --- leaves_config ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function", [sum_in_x64_block, sum_hiding_a_nan],
    ids=["with-block", "raises-when-called-with-nan-debugging-on"],
)
def test_leaves_config_passes(function: Callable) -> None:
    check_leaves_config(toy_case(function))
    assert jax.config.jax_enable_x64 is False


@pytest.mark.parametrize(
    "function, phrases",
    [
        (sum_switching_x64_on, ["[leaves_config] changed a global JAX switch: after sum_switching_x64_on(x=array([1., 2.], "
                                "dtype=float64)), `jax_enable_x64` is no longer what it was", "`with jax.enable_x64(True):`"]),
        (sum_switching_nan_debugging_on, ["`jax_debug_nans` is no longer what it was", "`with jax.debug_nans(True):`"]),
        (sum_guarding_transfers, ["`jax_transfer_guard` is no longer", "inside a try/finally that restores it"]),
        (sum_entering_x64_for_good, ["`jax_enable_x64` is no longer what it was"]),
    ],
    ids=["x64", "debug-nans", "transfer-guard", "x64-thread-local"],
)
def test_leaves_config_fails_and_restores_the_switch(function: Callable, phrases: list[str]) -> None:
    before = snapshot()
    with pytest.raises(CheckFailure) as excinfo:
        check_leaves_config(toy_case(function))
    assert excinfo.value.check == "leaves_config"
    for phrase in phrases:
        assert phrase in str(excinfo.value)
    assert snapshot() == before
    assert jnp.asarray(np.ones(1)).dtype == jnp.float32


# --- preserved_config -------------------------------------------------------------------------


def test_preserved_config_restores_global_and_thread_local_switches_after_an_error() -> None:
    before = snapshot()
    with pytest.raises(ValueError):
        with preserved_config():
            jax.config.update("jax_debug_nans", True)
            jax.enable_x64(True).__enter__()
            assert jnp.asarray(np.ones(1)).dtype == jnp.float64
            raise ValueError("student code failed")
    assert snapshot() == before
    assert jax.config.jax_debug_nans is False
    assert jnp.asarray(np.ones(1)).dtype == jnp.float32


@pytest.mark.parametrize(
    "function, phrase",
    [
        (sum_restoring_x64_to_off, "called with `jax_enable_x64` already set to True, sum_restoring_x64_to_off(x=array("
                                   "[1., 2.]"),
        (sum_turning_inf_debugging_off, "called with `jax_debug_infs` already set to True, "
                                        "sum_turning_inf_debugging_off(x=array([1., 2.]"),
    ],
    ids=["x64-back-to-off", "inf-debugging-back-to-off"],
)
def test_leaves_config_fails_a_function_that_restores_a_fixed_value(function: Callable, phrase: str) -> None:
    before = snapshot()
    with pytest.raises(CheckFailure) as excinfo:
        check_leaves_config(toy_case(function))
    message = str(excinfo.value)
    assert message.startswith("[leaves_config] did not put back the global JAX switch it found: "), message
    assert phrase in message and ") left it at False. Restoring a fixed value breaks the program" in message
    assert snapshot() == before


def test_leaves_config_fails_a_function_that_restores_the_value_a_callers_block_shows() -> None:
    """Inside `with jax.enable_x64(True):` `jax.config.jax_enable_x64` reads the block's value: saved and
    "restored" with `jax.config.update`, it becomes the global one."""
    before = snapshot()
    with pytest.raises(CheckFailure) as excinfo:
        check_leaves_config(toy_case(sum_with_restored_switch))
    assert str(excinfo.value).startswith(
        "[leaves_config] did not put back the global JAX switch it found: called inside a caller's "
        "`with jax.enable_x64(True):` block, sum_with_restored_switch(x=array([1., 2.], dtype=float64)) left `jax_enable_x64` at "
        "True globally (it was False). Inside such a block `jax.config.jax_enable_x64` reads the block's value"
    ), str(excinfo.value)
    assert snapshot() == before


def _first_nan_by_global_switch(x: jax.Array) -> bool:
    """Switch NaN debugging on the global way, as a correct student may, and report whether log(x) raised."""
    jax.config.update("jax_debug_nans", True)
    try:
        jnp.log(x).block_until_ready()
        return False
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", False)


def test_in_fresh_thread_sees_a_global_nan_switch_that_a_used_thread_no_longer_sees() -> None:
    from autograder.checks.config import in_fresh_thread

    x = jnp.array([1.0, -1.0])
    with jax.debug_nans(True), pytest.raises(FloatingPointError):
        jnp.log(x).block_until_ready()
    _first_nan_by_global_switch(x)  # False in this thread with JAX 0.10 (it no longer checks jnp.log here)
    assert in_fresh_thread(lambda: _first_nan_by_global_switch(x)), "a new thread sees the global switch"


def test_in_fresh_thread_raises_what_the_function_raised() -> None:
    from autograder.checks.config import in_fresh_thread

    with pytest.raises(ValueError, match="from the thread"):
        in_fresh_thread(lambda: (_ for _ in ()).throw(ValueError("from the thread")))


# --- float32 matrix products while a check runs ----------------------------------------------


def test_checks_compute_float32_products_in_float32_and_put_the_default_back() -> None:
    from autograder.engine.exercise import run_check

    seen: list[Any] = []

    def product(x):
        seen.append(jax.config.jax_default_matmul_precision)
        seen.append(in_fresh_thread(lambda: jax.config.jax_default_matmul_precision))  # a thread of the check's own
        return jnp.dot(x, x)

    before = jax.config.jax_default_matmul_precision
    run_check(toy_case(product), "leaves_config")
    assert set(seen) == {"highest"}
    assert jax.config.jax_default_matmul_precision == before


def test_outside_checks_and_where_a_student_chose_a_precision_the_grader_changes_nothing() -> None:
    with jax.default_matmul_precision("bfloat16"):  # a student's own choice, in a notebook, say
        with float32_matmuls():
            chosen = jax.config.jax_default_matmul_precision
        assert jax.config.jax_default_matmul_precision == "bfloat16"
    assert chosen == "bfloat16"  # a thread-local choice outranks the grader's global one
    assert jax.config.jax_default_matmul_precision is None


def test_the_grader_precision_is_restored_when_a_check_raises() -> None:
    with pytest.raises(ZeroDivisionError):
        with float32_matmuls():
            1 / 0
    assert jax.config.jax_default_matmul_precision is None


def test_in_callers_block_runs_the_function_under_the_blocks_value_and_leaves_the_global_one() -> None:
    from autograder.checks.config import callers_block, in_callers_block

    assert in_callers_block("jax_debug_nans", None, lambda: jax.config.jax_debug_nans) is False
    assert in_callers_block("jax_debug_nans", True, lambda: jax.config.jax_debug_nans) is True
    assert jax.config.jax_debug_nans is False
    assert callers_block("jax_enable_x64", False) == "`with jax.enable_x64(False):`"


# --- NumPy inputs, and switches put back when a function given raises -------------------------------------------

from autograder.grading.cases import RaisingFunction  # noqa: E402

FLOAT32_SAMPLES = (Call((np.array([1.0, 2.0], np.float32),)),)


def sum_one_more_for_numpy(x):
    return jnp.sum(jnp.asarray(x)) + (1.0 if isinstance(x, np.ndarray) else 0.0)


def test_leaves_config_fails_a_function_that_answers_numpy_arrays_otherwise() -> None:
    spec = ExerciseSpec("toy.sum_one_more_for_numpy", edge_cases=FLOAT32_SAMPLES)
    case = Case.standalone(sum_one_more_for_numpy, spec, checks=("leaves_config",))
    with pytest.raises(CheckFailure, match=r"another answer for NumPy arrays: sum_one_more_for_numpy\(x=array\(\[1\., 2\.\], "
                                           r"dtype=float32\)\) given NumPy arrays instead of JAX arrays"):
        check_leaves_config(case)
    check_leaves_config(Case.standalone(lambda x: jnp.sum(jnp.asarray(x)), spec, checks=("leaves_config",)))


def apply_with_nan_debugging_block(fn, x):
    with jax.debug_nans(True):
        return fn(x)


def apply_with_nan_debugging_switched(fn, x):
    jax.config.update("jax_debug_nans", True)
    out = fn(x)  # no try/finally: an exception leaves the switch on
    jax.config.update("jax_debug_nans", False)
    return out


RAISING = Call((RaisingFunction("fn"), np.array([1.0, 2.0], np.float32)))


def raising_case(function: Callable[..., Any]) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=(Call((jnp.negative, np.array([1.0, 2.0], np.float32))),),
                        check_inputs={"leaves_config": (RAISING,)})
    return Case.standalone(function, spec, checks=("leaves_config",))


def test_leaves_config_passes_a_function_that_puts_the_switch_back_when_the_function_given_raises() -> None:
    check_leaves_config(raising_case(apply_with_nan_debugging_block))


def test_leaves_config_fails_a_function_that_leaves_the_switch_on_when_the_function_given_raises() -> None:
    saved = snapshot()
    with pytest.raises(CheckFailure, match=r"left a global JAX switch changed when the function it was given raised: "
                                           r"after apply_with_nan_debugging_switched\(fn=a `fn` that raises, .*"
                                           r"`jax_debug_nans` is no longer what it was"):
        check_leaves_config(raising_case(apply_with_nan_debugging_switched))
    assert snapshot() == saved
