"""precise_sum's float64 checks: the float32 advice goes with a number that differs, not with a wrong layout."""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import pytest

from autograder.course.manifest import load_course
from autograder.grading.cases import Case
from autograder.engine.exercise import run_check
from autograder.grading.failures import CheckFailure
from autograder.engine.registry import spec_for

COURSE = load_course()
EXERCISE = COURSE.exercise("gotchas.precise_sum")
ADVICE = "It was computed in float32: JAX ignores float64 unless 64-bit mode is on."


def failure_of(function: Any, check: str) -> str:
    case = Case(EXERCISE, spec_for(EXERCISE, COURSE), function)
    with pytest.raises(CheckFailure) as failure:
        run_check(case, check)
    return failure.value.message


def summed_in_float32(x):
    return jnp.sum(jnp.asarray(x))


def summed_with_keepdims(x):
    with jax.enable_x64(True):
        return jnp.sum(jnp.asarray(x, jnp.float64), keepdims=True)


@pytest.mark.parametrize("check", ["float64_values", "float64_edge_cases"])
def test_a_float32_sum_is_told_about_64_bit_mode(check: str) -> None:
    message = failure_of(summed_in_float32, check)
    assert ADVICE in message and ("wrong dtype" in message or "wrong values" in message)


def test_a_wrong_shape_is_not_blamed_on_float32() -> None:
    message = failure_of(summed_with_keepdims, "float64_values")
    assert "wrong shape" in message and ADVICE not in message


# --- produces_nan: fn runs once, and a caller's `with jax.debug_nans(...)` block changes nothing -----------

NAN_EXERCISE = COURSE.exercise("gotchas.produces_nan")


def nan_failure_of(function: Any) -> str:
    case = Case(NAN_EXERCISE, spec_for(NAN_EXERCISE, COURSE), function)
    with pytest.raises(CheckFailure) as failure:
        run_check(case, "finds_nans")
    return failure.value.message


def nans_in_a_block(fn, *args):
    try:
        with jax.debug_nans(True):
            jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    return False


def nans_after_a_look_at_the_output(fn, *args):
    if jnp.isnan(fn(*args)).any():
        return True
    return nans_in_a_block(fn, *args)


def nans_by_update_when_off(fn, *args):
    switched = not jax.config.jax_debug_nans
    if switched:
        jax.config.update("jax_debug_nans", True)  # a caller's debug_nans(False) block outranks this
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        if switched:
            jax.config.update("jax_debug_nans", False)
    return False


def test_finds_nans_passes_one_run_in_a_block_of_its_own() -> None:
    case = Case(NAN_EXERCISE, spec_for(NAN_EXERCISE, COURSE), nans_in_a_block)
    run_check(case, "finds_nans")


def test_finds_nans_fails_a_second_run_of_fn() -> None:
    message = nan_failure_of(nans_after_a_look_at_the_output)
    assert message.startswith("called `fn` 2 times: produces_nan(fn=lambda x: jnp.where(x > 0, jnp.log(x), 0.0), "), message
    assert message.endswith("must call it exactly once (it may be slow, or do something each time it runs). Run it "
                            "once, inside `with jax.debug_nans(True):`, and decide from that one run.")


def test_finds_nans_fails_a_switch_that_a_callers_block_outranks() -> None:
    message = nan_failure_of(nans_by_update_when_off)
    assert message.startswith("wrong values: inside a caller's `with jax.debug_nans(False):` block, produces_nan(fn=lambda "
                              "x: jnp.where(x > 0, jnp.log(x), 0.0), "), message
    assert "returned False, expected True" in message
    assert message.endswith("A caller's `with jax.debug_nans(...)` block outranks `jax.config.update`: switch NaN "
                            "debugging on with a block of your own, `with jax.debug_nans(True):`, around the run.")


def nans_by_checkify(fn, *args):
    from jax.experimental import checkify

    error, _ = checkify.checkify(fn, errors=checkify.nan_checks)(*args)  # a caller's debug_nans(True) raises first
    return error.get() is not None


def test_finds_nans_says_when_the_call_failed_inside_a_callers_block() -> None:
    message = nan_failure_of(nans_by_checkify)
    assert message.startswith("inside a caller's `with jax.debug_nans(True):` block, produces_nan(fn=lambda x: "
                              "jnp.where(x > 0, jnp.log(x), 0.0), "), message
    assert "raised FloatingPointError" in message
