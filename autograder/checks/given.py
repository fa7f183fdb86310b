"""Given functions: an exercise that says "``predict`` is used as given" calls ``predict``.

Some exercises hand the student a function (`predict`, `example_loss`, `tax`, `count_steps`)
and ask for something built on it: its batched form, its per-example gradients, its
derivative. A solution that re-derives what the given function does today (a hand-written
gradient formula, a copy of the loop, rates read off the source) gives the same numbers and
is still wrong: it breaks the moment the given function changes, and it skips what the
exercise teaches (`vmap`, `grad`, applied to a function you did not write).

Method (`uses_given`): for each `GivenSwap` of the spec, the given function's *code* is
replaced, in place, by a trampoline to another function of the same parameters (the
function object stays the same, so a solution that bound it at import time, as in
`jax.jit(jax.vmap(predict))`, sees the new body too). JAX's caches are cleared before and
after, so jitted code is traced afresh. The student's function, called on the swap's
inputs, must then give the swap's NumPy reference: the exercise's answer for the new body.

Caveats: the student's module must still hold the given function under its name (a module
that replaced it by something else fails, with that reason); a cache of the student's own
(say `functools.lru_cache`) outlives the swap and shows as a wrong answer, which it is.
Clearing JAX's caches costs the checks after this one a recompilation.
"""

from __future__ import annotations

import inspect
import types
from typing import Any

import jax
import numpy as np

from autograder.checks.calling import values_of
from autograder.checks.comparison import assert_matches
from autograder.grading.cases import Case, GivenSwap
from autograder.grading.failures import CheckFailure, FailureKind

_SLOT = "__jaxcourse_given__"


def _trampoline(*args: Any, **kwargs: Any) -> Any:
    return __jaxcourse_given__(*args, **kwargs)  # type: ignore[name-defined]  # noqa: F821 - set in the module by _swapped


class _Swapped:
    """While active, the module's given function `name` runs `replacement` instead."""

    def __init__(self, case: Case, swap: GivenSwap) -> None:
        found = getattr(case.module, swap.name, None) if case.module is not None else None
        target = inspect.unwrap(found) if callable(found) else None
        if not isinstance(target, types.FunctionType) or target.__code__.co_freevars:
            raise case.fail("uses_given", (
                f"`{swap.name}` is not the function the exercise gives: the module's `{swap.name}` is "
                f"{type(found).__name__ if found is not None else 'missing'}. Keep the given function as it was written "
                "and build on it."))
        self.target, self.replacement = target, swap.replacement

    def __enter__(self) -> None:
        self.saved = self.target.__code__
        self.target.__globals__[_SLOT] = self.replacement
        self.target.__code__ = _trampoline.__code__
        jax.clear_caches()

    def __exit__(self, *exc: object) -> None:
        self.target.__code__ = self.saved
        self.target.__globals__.pop(_SLOT, None)
        jax.clear_caches()


def check_uses_given(case: Case) -> None:
    """With each given function's body replaced (`ExerciseSpec.given`), the answers follow the new body."""
    if not case.spec.given:
        raise RuntimeError(f"{case.exercise.id}: the `uses_given` check needs `given` in the grading spec")
    for swap in case.spec.given:
        calls = swap.calls or case.spec.edge_cases[:2]
        with _Swapped(case, swap):
            for call in calls:
                got = values_of(case, call, "uses_given")
                args, kwargs = call.numpy_args()
                with np.errstate(all="ignore"):
                    expected = swap.reference(*args, **kwargs)
                try:
                    assert_matches(got, expected, check="uses_given", call_text=case.describe(call),
                                   rtol=case.spec.rtol, atol=case.spec.atol)
                except CheckFailure as failure:
                    if failure.kind is not FailureKind.WRONG:
                        raise
                    raise case.fail("uses_given", (
                        f"{failure.message} Here the given `{swap.name}` was swapped for {swap.description}, and the "
                        f"answer did not follow it: `{swap.name}` is used as given, so call it (through "
                        f"{swap.tools}) instead of re-deriving what it computes today.")) from None
