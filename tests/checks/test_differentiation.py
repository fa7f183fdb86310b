"""Tests for autograder/checks/differentiation.py: `check_gradient_claim`, `unpack` and `finite_differences`."""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.differentiation import GradientClaim, check_finite_differences, check_gradient_claim, unpack
from autograder.grading.failures import CheckFailure

F32 = np.float32
PARAMS = {"w": np.array([0.5, -1.0], F32), "b": F32(0.25)}
X = np.array([[1.0, 2.0], [0.0, -1.0], [3.0, 0.5]], F32)
Y = np.array([1.0, 0.0, -2.0], F32)
CASES = (Call((PARAMS, X, Y)),)


def mean_squared_error(params: Any, x: Any, y: Any) -> jax.Array:
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def claims(case: Case, call: Call) -> list[GradientClaim]:
    params, x, y = call.numpy_args()[0]
    _, grads = unpack(case, case.describe(call), case.call(call, "finite_differences"), ("loss", "grads"))
    return [GradientClaim("grads (the second output)", lambda p: case.function(p, x, y)[0], params, grads)]


def toy_case(function: Callable[..., Any]) -> Case:
    """A `toy.<function name>` exercise returning (loss, grads), its gradient claims as above."""
    spec = ExerciseSpec(f"toy.{function.__name__}", edge_cases=CASES, gradient_claims=claims)
    return Case.standalone(function, spec, checks=("finite_differences",))


# --- student-like functions ------------------------------------------------------------------


def value_and_grad(params, x, y):
    return jax.value_and_grad(mean_squared_error)(params, x, y)


def by_hand(params, x, y):
    residual = x @ params["w"] + params["b"] - y
    return jnp.mean(residual**2), {"w": 2 * x.T @ residual / len(y), "b": 2 * jnp.mean(residual)}


def grads_of_the_sum(params, x, y):
    total = lambda p: jnp.sum((x @ p["w"] + p["b"] - y) ** 2)  # noqa: E731
    return mean_squared_error(params, x, y), jax.grad(total)(params)


def half_the_bias_gradient(params, x, y):
    loss, grads = jax.value_and_grad(mean_squared_error)(params, x, y)
    return loss, {"w": grads["w"], "b": grads["b"] / 2}


def grads_as_a_list(params, x, y):
    loss, grads = jax.value_and_grad(mean_squared_error)(params, x, y)
    return loss, [grads["b"], grads["w"]]


def nan_gradient(params, x, y):
    loss, grads = jax.value_and_grad(mean_squared_error)(params, x, y)
    return loss, {"w": grads["w"] * jnp.nan, "b": grads["b"]}


def loss_only(params, x, y):
    return mean_squared_error(params, x, y)


# --- tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize("function", [value_and_grad, by_hand], ids=["value_and_grad", "by_hand"])
def test_finite_differences_passes_a_true_gradient(function: Callable) -> None:
    check_finite_differences(toy_case(function))


@pytest.mark.parametrize(
    ("function", "message"),
    [
        (grads_of_the_sum, "gradient does not match finite differences"),
        (half_the_bias_gradient, "gradient does not match finite differences"),
        (grads_as_a_list, "wrong structure: for grads_as_a_list("),
        (nan_gradient, "not finite"),
        (loss_only, "should return a tuple (loss, grads), got ArrayImpl"),
    ],
    ids=["sum_not_mean", "half_bias", "list", "nan", "no_tuple"],
)
def test_finite_differences_fails_a_wrong_gradient(function: Callable, message: str) -> None:
    with pytest.raises(CheckFailure, match="finite_differences") as failure:
        check_finite_differences(toy_case(function))
    assert message in failure.value.message


def test_the_failure_shows_both_slopes_and_the_fix() -> None:
    with pytest.raises(CheckFailure) as failure:
        check_finite_differences(toy_case(grads_of_the_sum))
    message = failure.value.message
    assert "grads_of_the_sum(params=" in message and "(F(p + h d) - F(p - h d)) / 2h" in message
    assert "<gradient, d> =" in message and "Differentiate the very function whose value you return" in message


def test_a_gradient_claim_on_a_smooth_nonlinear_function() -> None:
    function = lambda v: jnp.sum(jnp.sin(v) * v**2)  # noqa: E731
    point = np.array([0.3, -1.2, 2.0], F32)
    check_gradient_claim(GradientClaim("g", function, point, jax.grad(function)(point)), "f(v)", set())
    with pytest.raises(CheckFailure, match="gradient does not match finite differences"):
        check_gradient_claim(GradientClaim("g", function, point, jnp.cos(point) * point**2), "f(v)", set())


def test_a_spec_without_gradient_claims_is_an_author_error() -> None:
    spec = ExerciseSpec("toy.value_and_grad", edge_cases=CASES)
    with pytest.raises(RuntimeError, match="needs `gradient_claims`"):
        check_finite_differences(Case.standalone(value_and_grad, spec, checks=("finite_differences",)))
