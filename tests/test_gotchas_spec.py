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
