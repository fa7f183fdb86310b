"""Tests for `check_gradient_beside_zero` in autograder/specs/grad.py: sinc's gradient compared densely beside 0,
band by band, at the float32 rounding a correct quotient makes there."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest

from autograder.course.manifest import load_course
from autograder.engine.registry import spec_for
from autograder.grading.cases import Case
from autograder.grading.failures import CheckFailure
from autograder.specs.grad import check_gradient_beside_zero

COURSE = load_course()


def _case(function) -> Case:
    exercise = COURSE.exercise("grad.sinc")
    return Case(exercise, spec_for(exercise, COURSE), function)


def sinc_quotient(x: jax.Array) -> jax.Array:
    zero = x == 0
    safe = jnp.where(zero, jnp.ones_like(x), x)
    return jnp.where(zero, jnp.ones_like(x), jnp.sin(safe) / safe)


def sinc_four_terms_near_zero(x: jax.Array) -> jax.Array:
    near = jnp.abs(x) < 0.1
    safe = jnp.where(near, jnp.ones_like(x), x)
    return jnp.where(near, 1 - x**2 / 6 + x**4 / 120, jnp.sin(safe) / safe)


def sinc_two_terms_near_zero(x: jax.Array) -> jax.Array:
    near = jnp.abs(x) < 0.1
    safe = jnp.where(near, jnp.ones_like(x), x)
    return jnp.where(near, 1 - x**2 / 6, jnp.sin(safe) / safe)  # its derivative -x/3 lacks x**3/30


@pytest.mark.parametrize("function", [sinc_quotient, sinc_four_terms_near_zero], ids=["quotient", "four_terms"])
def test_gradient_beside_zero_passes_the_quotient_and_a_long_enough_polynomial(function) -> None:
    check_gradient_beside_zero(_case(function))


def test_gradient_beside_zero_catches_a_polynomial_whose_derivative_lacks_a_term() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_gradient_beside_zero(_case(sinc_two_terms_near_zero))
    message = str(excinfo.value)
    assert message.startswith("[finite_grad] wrong values for jax.grad(lambda x: sinc(x).sum())(x) for 126 values "
                              "with 0.06 <= |x| < 0.07:")
    assert "The worst is at x = 0.06984" in message
    assert "Beside 0 the gradient must still be the derivative of sin(x) / x" in message
