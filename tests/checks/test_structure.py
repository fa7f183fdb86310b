"""Tests for autograder/checks/structure.py: `primitives_in`, `trace` and the `primitives` check."""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.cases import Call, Case, ExerciseSpec
from autograder.checks.structure import check_callable_has_primitive, check_primitives, first_call, primitives_in, trace
from autograder.failures import CheckFailure
from autograder.manifest import Exercise

LABELS = np.array([0, 2, 1], np.int32)
ONE_HOT_CASES = (Call((LABELS, 3)),)


def reference_one_hot(labels: np.ndarray, num_classes: int) -> np.ndarray:
    return np.eye(num_classes, dtype=np.float32)[labels]


def toy_case(
    function: Callable[..., Any],
    requires: tuple[str, ...] = ("scatter",),
    forbids: tuple[str, ...] = ("eq",),
    edge_cases: tuple[Call, ...] = ONE_HOT_CASES,
) -> Case:
    """A one-hot exercise `toy.<function name>` that asks for an indexed update."""
    exercise = Exercise(
        id=f"toy.{function.__name__}",
        topic="toy",
        function=function.__name__,
        points=1,
        hints=("Use .at[...].set.",),
        checks=("primitives",),
        static=("num_classes",),
        requires=requires,
        forbids=forbids,
    )
    return Case(exercise, ExerciseSpec(exercise.id, reference=reference_one_hot, edge_cases=edge_cases), function)


# --- student-like functions ------------------------------------------------------------------


def one_hot_scatter(labels, num_classes):
    return jnp.zeros((len(labels), num_classes), jnp.float32).at[jnp.arange(len(labels)), labels].set(1.0)


def one_hot_compare(labels, num_classes):
    return (labels[:, None] == jnp.arange(num_classes)).astype(jnp.float32)


def one_hot_scatter_and_compare(labels, num_classes):
    mask = (labels[:, None] == jnp.arange(num_classes)).astype(jnp.float32)
    return one_hot_scatter(labels, num_classes) * mask


def one_hot_scatter_in_helper(labels, num_classes):
    return jax.jit(one_hot_scatter, static_argnums=1)(labels, num_classes)


def one_hot_with_python_loop(labels, num_classes):
    rows = [jnp.zeros(num_classes, jnp.float32) for _ in range(int(labels.shape[0]))]
    return jnp.stack([row.at[labels[i]].set(1.0) for i, row in enumerate(rows)])


def one_hot_if(labels, num_classes):
    if labels.sum() > 0:
        return one_hot_scatter(labels, num_classes)
    return one_hot_compare(labels, num_classes)


def one_hot_not_written(labels, num_classes):
    raise NotImplementedError("one_hot is not written yet")


# --- primitives_in ---------------------------------------------------------------------------


def _scan_sines(x):
    return jax.lax.scan(lambda carry, item: (carry + jnp.sin(item), None), 0.0, x)[0]


def _while_sines(x):
    return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, jnp.sin(c[1])), (0, x))[1]


def _cond_sine_or_cosine(x):
    return jax.lax.cond(x.sum() > 0, jnp.sin, jnp.cos, x)


def _nested_jit_sine(x):
    return jax.jit(lambda y: jnp.sin(y) * 2)(x) + 1


@jax.custom_jvp
def _custom_sine(x):
    return jnp.sin(x)


_custom_sine.defjvp(lambda primals, tangents: (jnp.sin(primals[0]), jnp.cos(primals[0]) * tangents[0]))


@pytest.mark.parametrize(
    "function, expected",
    [
        (lambda x: jnp.sin(x) * 2, {"sin": 1, "mul": 1}),
        (_nested_jit_sine, {"sin": 1, "mul": 1, "add": 1}),
        (_cond_sine_or_cosine, {"sin": 1, "cos": 1, "cond": 1}),
        (_scan_sines, {"sin": 1, "scan": 1}),
        (_while_sines, {"sin": 1, "lt": 1, "while": 1}),
        (_custom_sine, {"sin": 1}),
    ],
    ids=["flat", "inside-jit", "cond-branches", "scan-body", "while-body", "custom-jvp"],
)
def test_primitives_in_finds_nested_primitives(function: Callable, expected: dict[str, int]) -> None:
    counts = primitives_in(jax.make_jaxpr(function)(jnp.ones(3, jnp.float32)))
    for name, count in expected.items():
        assert counts[name] == count, f"{name}: {counts}"


def test_primitives_in_accepts_an_open_jaxpr() -> None:
    closed = jax.make_jaxpr(lambda x: jnp.cos(x) + 1)(1.0)
    assert primitives_in(closed.jaxpr) == primitives_in(closed)
    assert primitives_in(closed)["cos"] == 1


# --- trace and first_call --------------------------------------------------------------------


def test_trace_keeps_static_arguments_static() -> None:
    jaxpr = trace(toy_case(one_hot_with_python_loop), ONE_HOT_CASES[0], "primitives")
    assert primitives_in(jaxpr)["scatter"] == 3  # one indexed update per label: the loop ran in Python


def test_first_call_needs_edge_cases() -> None:
    assert first_call(toy_case(one_hot_scatter)) is ONE_HOT_CASES[0]
    with pytest.raises(RuntimeError, match=r"toy\.one_hot_scatter: structure checks need `edge_cases`"):
        first_call(toy_case(one_hot_scatter, edge_cases=()))


# --- primitives ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, requires, forbids",
    [
        (one_hot_scatter, ("scatter",), ("eq",)),
        (one_hot_scatter_in_helper, ("scatter",), ("eq",)),
        (one_hot_with_python_loop, ("scatter",), ()),
        (one_hot_compare, (), ("scatter",)),
    ],
    ids=["indexed-update", "indexed-update-in-inner-jit", "requires-only", "forbids-only"],
)
def test_primitives_passes(function: Callable, requires: tuple[str, ...], forbids: tuple[str, ...]) -> None:
    check_primitives(toy_case(function, requires, forbids))


@pytest.mark.parametrize(
    "function, phrases",
    [
        (
            one_hot_compare,
            ["[primitives] not the method the exercise asks for: the jaxpr of "
             "one_hot_compare(labels=array([0, 2, 1], dtype=int32), num_classes=3)",
             "it has no `scatter` and it uses `eq`", "jax.make_jaxpr(one_hot_compare)(...)"],
        ),
        (one_hot_scatter_and_compare, ["not the method the exercise asks for", "and it uses `eq`."]),
        (one_hot_if, ["[primitives] does not work under jax.jit", "TracerBoolConversionError"]),
        (one_hot_not_written, ["[primitives] not implemented yet"]),
    ],
    ids=["comparison-instead-of-update", "forbidden-extra", "untraceable", "not-implemented"],
)
def test_primitives_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_primitives(toy_case(function))
    assert excinfo.value.check == "primitives"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_primitives_names_only_what_is_wrong() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_primitives(toy_case(one_hot_scatter_and_compare))
    assert "it has no" not in excinfo.value.message
    with pytest.raises(CheckFailure) as excinfo:
        check_primitives(toy_case(one_hot_compare, requires=("scatter",), forbids=()))
    assert "it has no `scatter`." in excinfo.value.message and "it uses" not in excinfo.value.message


# --- check_callable_has_primitive ------------------------------------------------------------


def test_check_callable_has_primitive_passes() -> None:
    check_callable_has_primitive(toy_case(one_hot_scatter), ONE_HOT_CASES[0], "scatter", "uses_update", "Use .at.")


def test_check_callable_has_primitive_fails_with_the_advice() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_callable_has_primitive(toy_case(one_hot_compare), ONE_HOT_CASES[0], "scatter", "uses_update", "Use .at.")
    assert str(excinfo.value) == "[uses_update] Use .at."
