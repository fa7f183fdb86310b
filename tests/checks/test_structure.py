"""Tests for autograder/checks/structure.py: `primitives_in`, `trace`, `equation_count` and the
`primitives`, `no_callbacks` and `jaxpr_size` checks."""

from __future__ import annotations

import re
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.experimental import io_callback

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.structure import (
    check_callable_has_primitive,
    check_jaxpr_size,
    check_no_callbacks,
    check_primitives,
    equation_count,
    primitives_in,
    trace,
)
from autograder.grading.failures import CheckFailure

LABELS = np.array([0, 2, 1], np.int32)
ONE_HOT_CASES = (Call((LABELS, 3)),)
# A small and a larger problem for `jaxpr_size`: tracing only, so the sizes cost no compilation.
ONE_HOT_SIZES = (Call((LABELS, 3)), Call((np.array([0, 2, 1, 1, 0], np.int32), 3)))


def reference_one_hot(labels: np.ndarray, num_classes: int) -> np.ndarray:
    return np.eye(num_classes, dtype=np.float32)[labels]


def toy_case(
    function: Callable[..., Any],
    requires: tuple[str, ...] = ("scatter",),
    forbids: tuple[str, ...] = ("eq",),
    edge_cases: tuple[Call, ...] = ONE_HOT_CASES,
    size_calls: tuple[Call, Call] | None = ONE_HOT_SIZES,
) -> Case:
    """A one-hot exercise `toy.<function name>` that asks for an indexed update."""
    spec = ExerciseSpec(
        f"toy.{function.__name__}", reference=reference_one_hot, edge_cases=edge_cases, size_calls=size_calls
    )
    return Case.standalone(
        function,
        spec,
        checks=("primitives", "no_callbacks", "jaxpr_size"),
        static=("num_classes",),
        requires=requires,
        forbids=forbids,
    )


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


def one_hot_fori_loop(labels, num_classes):
    out = jnp.zeros((labels.shape[0], num_classes), jnp.float32)
    return jax.lax.fori_loop(0, labels.shape[0], lambda i, out: out.at[i, labels[i]].set(1.0), out)


def one_hot_printed(labels, num_classes):
    jax.debug.print("labels: {}", labels)
    return one_hot_scatter(labels, num_classes)


def one_hot_debug_callback(labels, num_classes):
    jax.debug.callback(print, labels)
    return one_hot_scatter(labels, num_classes)


def one_hot_pure_callback(labels, num_classes):
    shape = jax.ShapeDtypeStruct((labels.shape[0], num_classes), jnp.float32)
    return jax.pure_callback(lambda labels: np.eye(num_classes, dtype=np.float32)[labels], shape, labels)


def one_hot_io_callback(labels, num_classes):
    io_callback(print, None, labels)
    return one_hot_scatter(labels, num_classes)


def one_hot_printed_in_branch(labels, num_classes):
    def printed(labels):
        jax.debug.print("labels: {}", labels)
        return one_hot_scatter(labels, num_classes)

    return jax.lax.cond(labels.sum() >= 0, printed, lambda labels: one_hot_scatter(labels, num_classes), labels)


def one_hot_printed_in_inner_jit(labels, num_classes):
    return jax.jit(one_hot_printed, static_argnums=1)(labels, num_classes)


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


# --- trace and samples -----------------------------------------------------------------------


def test_trace_keeps_static_arguments_static() -> None:
    jaxpr = trace(toy_case(one_hot_with_python_loop), ONE_HOT_CASES[0], "primitives")
    assert primitives_in(jaxpr)["scatter"] == 3  # one indexed update per label: the loop ran in Python


def test_samples_are_the_edge_cases_and_are_required() -> None:
    assert toy_case(one_hot_scatter).samples("primitives")[0] is ONE_HOT_CASES[0]
    with pytest.raises(RuntimeError, match=r"the `primitives` check needs `edge_cases` in the grading spec"):
        check_primitives(toy_case(one_hot_scatter, edge_cases=()))


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


# --- no_callbacks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function",
    [one_hot_scatter, one_hot_compare, one_hot_scatter_in_helper, one_hot_fori_loop],
    ids=["indexed-update", "comparison", "inner-jit", "fori-loop"],
)
def test_no_callbacks_passes(function: Callable) -> None:
    check_no_callbacks(toy_case(function))


@pytest.mark.parametrize(
    "function, primitive",
    [
        (one_hot_printed, "debug_print"),
        (one_hot_debug_callback, "debug_callback"),
        (one_hot_pure_callback, "pure_callback"),
        (one_hot_io_callback, "io_callback"),
        (one_hot_printed_in_branch, "debug_print"),
        (one_hot_printed_in_inner_jit, "debug_print"),
    ],
    ids=["jax.debug.print", "jax.debug.callback", "pure_callback", "io_callback", "inside-cond-branch", "inside-inner-jit"],
)
def test_no_callbacks_fails(function: Callable, primitive: str) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_callbacks(toy_case(function))
    assert excinfo.value.check == "no_callbacks"
    assert str(excinfo.value).startswith(
        f"[no_callbacks] calls back into Python: the jaxpr of {function.__name__}(labels=array([0, 2, 1], dtype=int32), "
        f"num_classes=3) contains `{primitive}`"
    )
    assert "remove debugging output before you submit" in str(excinfo.value)


@pytest.mark.parametrize(
    "function, phrases",
    [
        (one_hot_if, ["[no_callbacks] does not work under jax.jit", "TracerBoolConversionError"]),
        (one_hot_not_written, ["[no_callbacks] not implemented yet"]),
    ],
    ids=["untraceable", "not-implemented"],
)
def test_no_callbacks_fails_when_it_cannot_trace(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_no_callbacks(toy_case(function))
    for phrase in phrases:
        assert phrase in str(excinfo.value)


# --- equation_count and jaxpr_size -----------------------------------------------------------


def total_with_python_loop(x):
    total = jnp.zeros((), x.dtype)
    for i in range(x.shape[0]):
        total = total + x[i]
    return total


def test_equation_count_counts_every_equation() -> None:
    assert equation_count(jax.make_jaxpr(lambda x: jnp.sin(x) * 2)(1.0)) == 2
    closed = jax.make_jaxpr(_cond_sine_or_cosine)(jnp.ones(3, jnp.float32))
    assert equation_count(closed) == equation_count(closed.jaxpr) == sum(primitives_in(closed).values())
    assert equation_count(closed) == len(closed.jaxpr.eqns) + 2  # the branches' `sin` and `cos` count too


def test_equation_count_grows_with_an_unrolled_loop_only() -> None:
    small, large = jnp.ones(2, jnp.float32), jnp.ones(4, jnp.float32)
    loop_counts = [equation_count(jax.make_jaxpr(total_with_python_loop)(x)) for x in (small, large)]
    vectorised_counts = [equation_count(jax.make_jaxpr(jnp.sum)(x)) for x in (small, large)]
    assert loop_counts[1] > loop_counts[0]
    assert vectorised_counts[0] == vectorised_counts[1]


@pytest.mark.parametrize(
    "function",
    [one_hot_scatter, one_hot_compare, one_hot_scatter_in_helper, one_hot_fori_loop],
    ids=["indexed-update", "comparison", "inner-jit", "fori-loop"],
)
def test_jaxpr_size_passes(function: Callable) -> None:
    check_jaxpr_size(toy_case(function))


def test_jaxpr_size_fails_for_an_unrolled_python_loop() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jaxpr_size(toy_case(one_hot_with_python_loop))
    assert excinfo.value.check == "jaxpr_size"
    match = re.fullmatch(
        r"\[jaxpr_size\] grows with the problem: the jaxpr of "
        r"one_hot_with_python_loop\(labels=array\(\[0, 2, 1\], dtype=int32\), num_classes=3\) has (\d+) equations "
        r"and that of one_hot_with_python_loop\(labels=array\(\[0, 2, 1, 1, 0\], dtype=int32\), num_classes=3\) "
        r"has (\d+)\. A Python loop is unrolled under jax.jit, .*use array operations, `jax.vmap` or a `lax` loop.*",
        str(excinfo.value),
    )
    assert match is not None, str(excinfo.value)
    assert int(match[2]) > int(match[1])


@pytest.mark.parametrize(
    "function, phrases",
    [
        (one_hot_if, ["[jaxpr_size] does not work under jax.jit", "TracerBoolConversionError"]),
        (one_hot_not_written, ["[jaxpr_size] not implemented yet"]),
    ],
    ids=["untraceable", "not-implemented"],
)
def test_jaxpr_size_fails_when_it_cannot_trace(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jaxpr_size(toy_case(function))
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def test_jaxpr_size_needs_size_calls() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.one_hot_scatter: the `jaxpr_size` check needs `size_calls`"):
        check_jaxpr_size(toy_case(one_hot_scatter, size_calls=None))


# --- no_callbacks on long loops (`ExerciseSpec.long_calls`) ----------------------------------------------


def decay_with_progress(x, n_steps):
    for step in range(n_steps):  # unrolled under jit: the print exists only from step 100 on
        x = x * 0.5
        if (step + 1) % 100 == 0:
            jax.debug.print("step {}: {}", step + 1, x[0])
    return x


def decay_case(long_calls: tuple[Call, ...]) -> Case:
    spec = ExerciseSpec("toy.decay_with_progress", edge_cases=(Call((np.ones(2, np.float32), 3)),), long_calls=long_calls)
    return Case.standalone(decay_with_progress, spec, checks=("no_callbacks",), static=("n_steps",))


def test_no_callbacks_also_traces_the_long_calls() -> None:
    check_no_callbacks(decay_case(()))  # three steps never print
    with pytest.raises(CheckFailure) as excinfo:
        check_no_callbacks(decay_case((Call((np.ones(2, np.float32), 101)),)))
    assert "n_steps=101" in excinfo.value.message and "`debug_print`" in excinfo.value.message


def one_hot_scan(labels, num_classes, unroll=1):
    def row(carry, label):
        return carry, jnp.zeros(num_classes, jnp.float32).at[label].set(1.0)

    return jax.lax.scan(row, 0, labels, unroll=unroll)[1]


def one_hot_scan_unrolled(labels, num_classes):
    return one_hot_scan(labels, num_classes, unroll=True)  # the body copied once per label


def one_hot_scan_unrolled_by_two(labels, num_classes):
    return one_hot_scan(labels, num_classes, unroll=2)  # a constant unroll: the program does not grow


@pytest.mark.parametrize("function", [one_hot_scan, one_hot_scan_unrolled_by_two], ids=["scan", "scan-unroll-2"])
def test_jaxpr_size_passes_a_scan_with_a_constant_unroll(function: Callable) -> None:
    check_jaxpr_size(toy_case(function))


def test_jaxpr_size_fails_for_a_scan_unrolled_whole() -> None:
    """The jaxpr keeps one body; the compiled program copies it once per step."""
    with pytest.raises(CheckFailure) as excinfo:
        check_jaxpr_size(toy_case(one_hot_scan_unrolled))
    assert str(excinfo.value).startswith(
        "[jaxpr_size] grows with the problem: a `lax.scan` or `fori_loop` is unrolled, 3 copies of its body for "
        "one_hot_scan_unrolled(labels=array([0, 2, 1], dtype=int32), num_classes=3) and 5 for "
    )
    assert "`unroll=True` copies the body once per step into the compiled program" in str(excinfo.value)
