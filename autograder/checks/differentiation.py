"""Differentiation: a gradient the student returns is the derivative of the function it claims.

`finite_differences` compares each gradient an exercise returns with central differences
of the function it should be the gradient of, `(F(p + h d) - F(p - h d)) / (2 h)`, along
a few random directions `d` (a directional derivative must equal `<gradient, d>`). This is
independent of how the gradient was computed, so it also catches a hand-derived formula
with a wrong factor, and a gradient of a different function than the one returned.

The grading spec says which gradients a call returns with `gradient_claims(case, call)`,
a list of `GradientClaim`s. Arithmetic is float32 (the student's), so the step `h` is
large enough for rounding to stay far below the tolerance, and small enough for the
curvature of smooth functions on the course's bounded inputs to stay below it too.

Example:
    >>> claims = lambda case, call: [GradientClaim("grads", lambda p: loss(p, *call.args[1:]), params, grads)]
    >>> check_finite_differences(case)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

import jax
import numpy as np

from autograder.grading.cases import Case
from autograder.grading.failures import CheckFailure, describe_error

DIRECTIONS = 3  # random directions per gradient
STEP = 1e-2  # finite-difference step along a unit direction
RTOL, ATOL = 2e-2, 2e-3  # relative to the larger of the two slopes; absolute, scaled by 1 + |F|


@dataclass(frozen=True)
class GradientClaim:
    """A gradient returned by the student's function, and the scalar function it is the gradient of.

    Attributes:
        what: how the student knows this gradient, e.g. "grads (the second output)".
        function: the scalar function of a pytree whose gradient `gradient` claims to be.
        point: the pytree (arrays) where the gradient is taken.
        gradient: the student's gradient, a pytree with the structure of `point`.
    """

    what: str
    function: Callable[[Any], Any]
    point: Any
    gradient: Any


def _unit_direction(point: Any, rng: np.random.Generator) -> Any:
    leaves, tree = jax.tree.flatten(point)
    raw = [rng.standard_normal(np.shape(leaf)) for leaf in leaves]
    norm = np.sqrt(sum(float(np.sum(r**2)) for r in raw)) or 1.0
    return jax.tree.unflatten(tree, [(r / norm).astype(np.float32) for r in raw])


def _along(point: Any, direction: Any, step: float) -> Any:
    return jax.tree.map(lambda p, d: (np.asarray(p, np.float32) + np.float32(step) * d).astype(np.float32), point, direction)


def _dot(gradient: Any, direction: Any) -> float:
    return sum(float(np.sum(np.asarray(g, np.float64) * np.asarray(d, np.float64)))
               for g, d in zip(jax.tree.leaves(gradient), jax.tree.leaves(direction)))


def check_gradient_claim(claim: GradientClaim, call_text: str, student_files: set, seed: int = 0) -> None:
    """Compare `claim.gradient` with central differences of `claim.function` along random directions.

    Raises:
        CheckFailure: a wrong structure, a non-finite gradient, or a slope that disagrees.
    """
    point_tree = jax.tree.structure(claim.point)
    gradient_tree = jax.tree.structure(claim.gradient)
    if point_tree != gradient_tree:
        raise CheckFailure(
            "finite_differences",
            f"wrong structure: for {call_text}, {claim.what} should have the structure of what it differentiates, "
            f"{point_tree}, got {gradient_tree}.",
        )
    for leaf, gradient_leaf in zip(jax.tree.leaves(claim.point), jax.tree.leaves(claim.gradient)):
        if np.shape(leaf) != np.shape(gradient_leaf):
            raise CheckFailure(
                "finite_differences",
                f"wrong shape: for {call_text}, a gradient has the shape of what it differentiates, {np.shape(leaf)}; "
                f"{claim.what} has a leaf of shape {np.shape(gradient_leaf)}.",
            )
        if not np.all(np.isfinite(np.asarray(gradient_leaf))):
            raise CheckFailure(
                "finite_differences",
                f"not finite: for {call_text}, {claim.what} holds NaN or inf where the function is smooth and finite.",
            )
    rng = np.random.default_rng(seed)
    try:
        centre = float(np.asarray(claim.function(claim.point)))
    except Exception as error:  # student code may raise anything
        raise describe_error(error, call_text, student_files, "finite_differences") from None
    for _ in range(DIRECTIONS):
        direction = _unit_direction(claim.point, rng)
        try:
            ahead = float(np.asarray(claim.function(_along(claim.point, direction, STEP))))
            behind = float(np.asarray(claim.function(_along(claim.point, direction, -STEP))))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, student_files, "finite_differences") from None
        estimated = (ahead - behind) / (2 * STEP)
        claimed = _dot(claim.gradient, direction)
        if not abs(estimated - claimed) <= RTOL * max(abs(estimated), abs(claimed)) + ATOL * (1 + abs(centre)):
            raise CheckFailure(
                "finite_differences",
                f"gradient does not match finite differences: for {call_text}, the slope of the function along a "
                f"random unit direction d is {estimated:.5g} measured as (F(p + h d) - F(p - h d)) / 2h with h = "
                f"{STEP}, but {claim.what} gives <gradient, d> = {claimed:.5g}. Differentiate the very function whose "
                "value you return (`jax.grad` / `jax.value_and_grad` do), with respect to the right argument.",
            )


def unpack(case: Case, call_text: str, out: Any, names: tuple[str, ...]) -> tuple:
    """The student's output as a tuple of `len(names)` parts, or a `finite_differences` failure naming them.

    Example:
        >>> loss, grads = unpack(case, case.describe(call), out, ("loss", "grads"))
    """
    if not isinstance(out, (tuple, list)) or len(out) != len(names):
        got = f"a {type(out).__name__} of length {len(out)}" if isinstance(out, (tuple, list)) else type(out).__name__
        raise CheckFailure(
            "finite_differences",
            f"wrong structure: {call_text} should return a tuple ({', '.join(names)}), got {got}.",
        )
    return tuple(out)


def check_finite_differences(case: Case) -> None:
    """Every gradient the function returns on its sample inputs matches central finite differences."""
    if case.spec.gradient_claims is None:
        raise RuntimeError(f"{case.exercise.id}: the `finite_differences` check needs `gradient_claims` in its grading spec")
    for index, call in enumerate(case.samples("finite_differences")):
        claims = case.spec.gradient_claims(case, call)
        for claim in claims:
            check_gradient_claim(claim, case.describe(call), case.student_files, seed=index)
