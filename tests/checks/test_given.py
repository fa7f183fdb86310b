"""The `uses_given` check: a function built on a given one follows it when its body changes."""

from __future__ import annotations

import dataclasses
import textwrap
import types

import jax.numpy as jnp
import numpy as np
import pytest

from autograder.checks.given import check_uses_given
from autograder.grading.cases import Call, Case, ExerciseSpec, GivenSwap
from autograder.grading.failures import CheckFailure

GIVEN = '''
import jax
import jax.numpy as jnp


def score(x):
    """Given: do not change it."""
    return 2.0 * x
'''


def cubed(x):
    return x ** 3


def reference_cubed_plus_one(x):
    return (np.asarray(x, np.float64) ** 3 + 1).astype(np.float32)


SWAP = GivenSwap("score", cubed, reference_cubed_plus_one, "`x ** 3`", "a call")
CALLS = (Call((np.array([1.0, -2.0, 0.5], np.float32),)), Call((np.array([3.0], np.float32),)))


def case_for(source: str, name: str = "shifted", jit: bool = False) -> tuple[Case, types.ModuleType]:
    module = types.ModuleType("student")
    exec(textwrap.dedent(GIVEN + source), module.__dict__)
    spec = ExerciseSpec(f"toy.{name}", reference=lambda x: (2 * np.asarray(x, np.float64) + 1).astype(np.float32),
                        edge_cases=CALLS, given=(SWAP,))
    checks = ("uses_given", "jit") if jit else ("uses_given",)
    case = Case.standalone(getattr(module, name), spec, checks=checks)
    return dataclasses.replace(case, module=module), module


@pytest.mark.parametrize("source, jit", [
    ("def shifted(x):\n    return score(x) + 1.0\n", False),
    ("@jax.jit\ndef shifted(x):\n    return score(x) + 1.0\n", True),  # a jitted function traced afresh
    ("_batched = jax.jit(jax.vmap(score))\n\ndef shifted(x):\n    return _batched(x) + 1.0\n", True),  # bound at import
], ids=["called", "jitted", "bound-at-import"])
def test_uses_given_passes_a_function_that_calls_the_given_one(source: str, jit: bool) -> None:
    case, module = case_for(source, jit=jit)
    np.testing.assert_allclose(np.asarray(case.function(jnp.array([1.0]))), [3.0])  # the given body before
    check_uses_given(case)
    np.testing.assert_allclose(np.asarray(case.function(jnp.array([1.0]))), [3.0])  # and after: restored
    assert "__jaxcourse_given__" not in module.__dict__


def test_uses_given_fails_a_function_that_rederives_the_given_one() -> None:
    case, _ = case_for("def shifted(x):\n    return 2.0 * x + 1.0\n")
    with pytest.raises(CheckFailure) as excinfo:
        check_uses_given(case)
    message = str(excinfo.value)
    assert message.startswith("[uses_given] wrong values for shifted(x=array([ 1. , -2. ,  0.5], dtype=float32)): "
                              "the result at index (0,) should be 2.0, got 3.0")
    assert message.endswith("Here the given `score` was swapped for `x ** 3`, and the answer did not follow it: `score` "
                            "is used as given, so call it (through a call) instead of re-deriving what it computes today.")


def test_uses_given_fails_when_the_given_function_is_gone() -> None:
    case, module = case_for("score = 2.0\n\ndef shifted(x):\n    return score * x + 1.0\n")
    with pytest.raises(CheckFailure) as excinfo:
        check_uses_given(case)
    assert str(excinfo.value) == ("[uses_given] `score` is not the function the exercise gives: the module's `score` is "
                                  "float. Keep the given function as it was written and build on it.")


def test_uses_given_needs_swaps_in_the_spec() -> None:
    case, _ = case_for("def shifted(x):\n    return score(x) + 1.0\n")
    bare = dataclasses.replace(case, spec=dataclasses.replace(case.spec, given=()))
    with pytest.raises(RuntimeError, match="the `uses_given` check needs `given` in the grading spec"):
        check_uses_given(bare)
