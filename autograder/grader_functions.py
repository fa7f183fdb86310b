"""Functions the grader hands to a student's code, each with its answer worked out in NumPy.

Exercises such as `grad.jacobian(f, x)` or `vmap.pairwise(f, xs, ys)` take a function as an
argument. The grader passes a `GraderFunction`: it calls like the JAX function inside it,
shows its name in messages (not a memory address), is hashable (so it can be a static
argument of `jax.jit`) and carries the NumPy reference the exercise's answer is compared with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class GraderFunction:
    """A function the grader hands to the student, with its reference in NumPy.

    Attributes:
        name: shown in messages instead of the function's address.
        jax_function: what the student's code calls.
        reference: the NumPy counterpart (a derivative, or the function itself) for references.
    """

    name: str
    jax_function: Callable[..., Any]
    reference: Callable[..., Any]

    def __call__(self, *args: Any) -> Any:
        return self.jax_function(*args)

    def __repr__(self) -> str:
        return self.name

    def __deepcopy__(self, memo: dict) -> "GraderFunction":
        return self  # immutable; a copy of a jitted function would no longer compare equal
