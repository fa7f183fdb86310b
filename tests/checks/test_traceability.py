"""Tests for autograder/checks/traceability.py (`jit`, with `check_eval_shape`), and for the advice
that autograder/grading/failures.py gives when student code cannot be traced."""

from __future__ import annotations

import dataclasses
from functools import partial
from pathlib import Path
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec, Key
from autograder.checks.traceability import check_eval_shape, check_jit
from autograder.checks.calling import jitted, static_call
from autograder.grading.failures import CheckFailure, FailureKind, describe_error, error_advice, tracer_advice

F32 = np.float32
THIS_FILE = Path(__file__).resolve()
X = np.array([1.0, -2.0, 3.0], F32)


def reference_sum_first(x: np.ndarray, n: int) -> np.ndarray:
    return x[:n].sum(dtype=F32)


def reference_double(x: np.ndarray) -> np.ndarray:
    return x * 2


def toy_case(
    function: Callable[..., Any],
    edge_cases: tuple[Call, ...] = (Call((X,)),),
    reference: Callable | None = reference_double,
    static: tuple[str, ...] = (),
) -> Case:
    """A one-exercise case `toy.<function name>` listing the `jit` check."""
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=reference, edge_cases=edge_cases)
    return Case.standalone(function, spec, checks=("jit",), static=static)


# --- student-like functions ------------------------------------------------------------------


def double(x):
    return x * 2


def double_positive_branch(x):
    if x.sum() > 0:  # a Python `if` on a traced value
        return x * 2
    return x + x


def double_through_numpy(x):
    return jnp.asarray(np.asarray(x) * 2)


def double_masked(x):
    return x.at[x < 0].set(x[x < 0] * 2) * 0 + x * 2 + x[x < 0].sum() * 0


def sum_first(x, n):
    return sum((x[i] for i in range(n)), start=jnp.zeros((), x.dtype))


def sum_first_int(x, n):
    return x[: int(n)].sum()


def sum_first_of_rows(x, rows):
    return sum((x[i] for i in range(len(rows))), start=jnp.zeros((), x.dtype))


def double_differently_when_traced(x):
    if isinstance(x, jax.core.Tracer):
        return x * 3
    return x * 2


def double_refuses_tracers(x):
    if isinstance(x, jax.core.Tracer):
        raise ValueError("no tracers here")
    return x * 2


def double_not_written(x):
    raise NotImplementedError("double is not written yet")


def normal_from_key(key):
    return jax.random.normal(key, (2,))


def normal_plus_one_when_traced(key):
    return jax.random.normal(key, (2,)) + (1.0 if isinstance(key, jax.core.Tracer) else 0.0)


# --- static_call and jitted ------------------------------------------------------------------


def test_static_call_makes_static_lists_hashable() -> None:
    case = toy_case(sum_first_of_rows, static=("rows",))
    call = Call((X, [0, 1]), {"rows": [0, [1, 2]]})
    made = static_call(case, call)
    assert made.args[1] == (0, 1)
    assert made.kwargs == {"rows": (0, (1, 2))}
    assert made.args[0] is X  # traced arguments are left alone


def test_static_call_without_static_arguments_is_the_same_call() -> None:
    call = Call(([1, 2],))
    assert static_call(toy_case(double), call) is call


def test_jitted_rejects_a_static_argument_the_signature_lacks() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        jitted(toy_case(double, static=("n",)))
    assert "[jit] could not wrap double in jax.jit with static arguments ['n']" in str(excinfo.value)
    assert "Keep the signature given in the exercise file" in str(excinfo.value)


# --- jit -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, edge_cases, reference, static",
    [
        (double, (Call((X,)), Call((np.zeros(0, F32),))), reference_double, ()),
        (sum_first, (Call((X, 2)), Call((X, 0))), reference_sum_first, ("n",)),
        (sum_first_of_rows, (Call((X, [0, 1])),), lambda x, rows: x[: len(rows)].sum(dtype=F32), ("rows",)),
        (normal_from_key, (Call((Key(0),)),), None, ()),
    ],
    ids=["elementwise", "static-int", "static-list", "random-agrees-with-eager"],
)
def test_jit_passes(function: Callable, edge_cases: tuple[Call, ...], reference: Callable | None, static: tuple[str, ...]) -> None:
    check_jit(toy_case(function, edge_cases, reference, static))


@pytest.mark.parametrize(
    "function, edge_cases, reference, phrases",
    [
        (
            double_positive_branch,
            (Call((X,)),),
            reference_double,
            ["[jit] does not work under jax.jit: double_positive_branch(x=array([ 1., -2.,  3.], dtype=float32)) "
             "raised TracerBoolConversionError", "`jnp.where(cond, a, b)`", "`lax.cond`"],
        ),
        (
            double_masked,
            (Call((X,)),),
            reference_double,
            ["does not work under jax.jit", "NonConcreteBooleanIndexError", "boolean mask", "jnp.where(mask, a, b)"],
        ),
        (
            double_through_numpy,
            (Call((X,)),),
            reference_double,
            ["does not work under jax.jit", "TracerArrayConversionError", "`np.asarray`", "Use `jnp` functions"],
        ),
        (
            sum_first,
            (Call((X, 2)),),
            reference_sum_first,
            ["does not work under jax.jit", "TracerIntegerConversionError", "`range(x)`", "`x.shape`",
             "make that argument static"],
        ),
        (
            sum_first_int,
            (Call((X, 2)),),
            reference_sum_first,
            ["does not work under jax.jit", "ConcretizationTypeError", "from `x.shape`", "make that argument static"],
        ),
        (
            double_refuses_tracers,
            (Call((X,)),),
            reference_double,
            ["[jit] does not work under jax.jit: double_refuses_tracers(x=array(", "raised ValueError: no tracers here"],
        ),
        (double_differently_when_traced, (Call((X,)),), reference_double, ["[jit] wrong values for double_differently"]),
        (
            normal_plus_one_when_traced,
            (Call((Key(0),)),),
            None,
            ["wrong values for jax.jit(normal_plus_one_when_traced) against normal_plus_one_when_traced on "
             "normal_plus_one_when_traced(key=jax.random.key(0))"],
        ),
        (double_not_written, (Call((X,)),), reference_double, ["[jit] not implemented yet"]),
    ],
    ids=[
        "python-if",
        "boolean-mask",
        "numpy-inside",
        "range-of-traced",
        "int-of-traced",
        "raises-when-traced",
        "wrong-values-under-jit",
        "random-disagrees-with-eager",
        "not-implemented",
    ],
)
def test_jit_fails(function: Callable, edge_cases: tuple[Call, ...], reference: Callable | None, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(toy_case(function, edge_cases, reference))
    assert excinfo.value.check == "jit"
    for phrase in phrases:
        assert phrase in str(excinfo.value)


def writes_in_place(x: jax.Array) -> jax.Array:
    x[0] = 0.0
    return x


def test_jit_passes_on_a_jax_error_that_is_not_about_jit_as_it_is() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(toy_case(writes_in_place, (Call((X,)),), reference_double))
    assert "[jit] writes_in_place(x=array(" in str(excinfo.value)
    assert "raised TypeError: it assigns into a JAX array" in str(excinfo.value)
    assert "does not work under jax.jit" not in str(excinfo.value)


def double_broken_everywhere(x):
    raise RuntimeError("the cache is not ready")


def test_jit_passes_on_an_exception_raised_with_or_without_jit_as_it_is() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(toy_case(double_broken_everywhere))
    assert "raised RuntimeError: the cache is not ready" in str(excinfo.value)
    assert "does not work under jax.jit" not in str(excinfo.value)
    assert excinfo.value.kind is FailureKind.RAISED


def test_jit_frames_an_exception_raised_only_when_traced_as_a_jit_problem() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(toy_case(double_refuses_tracers))
    assert "does not work under jax.jit" in str(excinfo.value)
    assert "raised ValueError: no tracers here" in str(excinfo.value)


def test_jit_failure_points_at_the_student_line() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(dataclasses.replace(toy_case(double_positive_branch), student_files={THIS_FILE}))
    assert f"{THIS_FILE.name}, line" in str(excinfo.value)
    assert "in double_positive_branch: if x.sum() > 0:" in str(excinfo.value)


def test_jit_needs_edge_cases() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.double: the `jit` check needs `edge_cases`"):
        check_jit(toy_case(double, edge_cases=()))


# --- eval_shape ------------------------------------------------------------------------------


def double_and_total(x):
    return {"double": x * 2, "total": (x.sum(), x.astype(jnp.int32))}


def reference_double_and_total(x: np.ndarray) -> dict:
    return {"double": x * 2, "total": (x.sum(dtype=F32), x.astype(np.int32))}


def total_only(x):
    return x.sum()


@pytest.mark.parametrize(
    "function, call, reference, static",
    [
        (double, Call((X,)), lambda x: x * 2, ()),
        (double, Call((np.zeros(0, F32),)), lambda x: x * 2, ()),
        (sum_first, Call((X, 2)), lambda x, n: x[:n].sum(dtype=F32), ("n",)),
        (double_and_total, Call((X,)), reference_double_and_total, ()),
    ],
    ids=["elementwise", "empty", "static-int", "pytree-of-dtypes"],
)
def test_eval_shape_passes(function: Callable, call: Call, reference: Callable, static: tuple[str, ...]) -> None:
    case = toy_case(function, (call,), reference, static)
    check_eval_shape(case, jitted(case), call)


def test_eval_shape_fails_when_tracing_gives_another_shape() -> None:
    case = toy_case(total_only, (Call((X,)),), lambda x: x * 2)
    with pytest.raises(CheckFailure) as excinfo:
        check_eval_shape(case, jitted(case), Call((X,)))
    assert excinfo.value.check == "jit"
    assert str(excinfo.value) == (
        "[jit] wrong shape under jax.eval_shape: tracing total_only(x=array([ 1., -2.,  3.], dtype=float32)) gives "
        "((), 'float32'), and the exercise needs ((3,), 'float32') (shape, dtype) per output."
    )


def test_eval_shape_fails_when_it_cannot_trace() -> None:
    case = toy_case(double_positive_branch, (Call((X,)),), lambda x: x * 2)
    with pytest.raises(CheckFailure) as excinfo:
        check_eval_shape(case, jitted(case), Call((X,)))
    assert str(excinfo.value).startswith("[jit] does not work under jax.jit: double_positive_branch(x=array(")
    assert "TracerBoolConversionError" in str(excinfo.value)


def test_jit_passes_for_a_pytree_of_dtypes() -> None:
    reference = lambda x: {"double": x * 2, "total": (x.sum(dtype=F32), x.astype(np.int32))}  # noqa: E731
    check_jit(toy_case(double_and_total, (Call((X,)),), reference))


# --- tracer_advice and describe_error --------------------------------------------------------


def zeros_of_traced_length(n: int) -> jax.Array:
    return jnp.zeros(n)


@partial(jax.jit, static_argnames="factor")
def scale_with_static_factor(x: jax.Array, factor: float) -> jax.Array:
    return x * factor


def _error_under_jit(function: Callable, *args: Any) -> BaseException:
    try:
        jax.jit(function)(*args)
    except Exception as error:
        return error
    raise AssertionError(f"{function.__name__} traced without error")


@pytest.mark.parametrize(
    "function, args, phrases",
    [
        (double_positive_branch, (X,), ["jnp.where", "lax.cond", "(The traced value comes from the argument `x`.)"]),
        (double_masked, (X,), ["boolean mask", "jnp.where(mask, a, b)"]),
        (double_through_numpy, (X,), ["np.asarray", "jnp"]),
        (sum_first, (X, 2), ["range(x)", "x.shape", "static", "comes from the argument `n`"]),
        (sum_first_int, (X, 2), ["x.shape", "static"]),
        (zeros_of_traced_length, (3,), ["shape comes from a traced value", "static_argnames", "x.shape", "`math.prod`"]),
        (scale_with_static_factor, (X, 2.0), ["makes an argument static that must stay traced", "static_argnames"]),
    ],
    ids=["TracerBoolConversionError", "NonConcreteBooleanIndexError", "TracerArrayConversionError",
         "TracerIntegerConversionError", "ConcretizationTypeError", "shape-from-a-tracer", "static-given-a-tracer"],
)
def test_tracer_advice_for_each_tracing_error(function: Callable, args: tuple, phrases: list[str]) -> None:
    advice = tracer_advice(_error_under_jit(function, *args))
    assert advice is not None
    for phrase in phrases:
        assert phrase in advice


@pytest.mark.parametrize("read_back", [lambda x: float(x.sum()), lambda x: x.sum().item()], ids=["float", "item"])
def test_tracer_advice_for_a_value_read_back_to_python(read_back: Callable) -> None:
    advice = tracer_advice(_error_under_jit(lambda x: x * read_back(x), X))
    assert advice is not None and advice.startswith("it reads a traced array back as a Python number")
    assert "`jax.debug.print`" in advice and "read them once, after the call" in advice


@pytest.mark.parametrize(
    "error", [ValueError("bad"), TypeError("bad"), NotImplementedError()], ids=["ValueError", "TypeError", "NotImplementedError"]
)
def test_tracer_advice_is_none_for_other_errors(error: BaseException) -> None:
    assert tracer_advice(error) is None


@pytest.mark.parametrize(
    "error, phrases",
    [
        (NotImplementedError("x"), ["[values] not implemented yet: replace `raise NotImplementedError` with your code (x)."]),
        (NotImplementedError(), ["[values] not implemented yet: replace `raise NotImplementedError` with your code."]),
        (ValueError("first line\nsecond line"), ["[values] f(x=1) raised ValueError: first line"]),
        (ValueError(""), ["[values] f(x=1) raised ValueError: "]),
        (jax.errors.KeyReuseError("key used twice"), ["[values] reused a key: f(x=1) used the same key twice",
                                                      "jax.random.split(key)"]),
    ],
    ids=["not-implemented", "not-implemented-bare", "first-line-only", "empty-message", "key-reuse"],
)
def test_describe_error(error: BaseException, phrases: list[str]) -> None:
    failure = describe_error(error, "f(x=1)", set(), "values")
    assert failure.check == "values"
    for phrase in phrases:
        assert phrase in str(failure)
    assert "second line" not in str(failure)


def _raised(function: Callable) -> BaseException:
    try:
        function()
    except Exception as error:
        return error
    raise AssertionError("no error")


def _leak() -> BaseException:
    kept = []
    jax.jit(lambda x: kept.append(x) or x)(1.0)
    return _raised(lambda: kept[0] + 1)


def _nondiff_tracer() -> BaseException:
    clip = jax.custom_vjp(lambda x, lo: x, nondiff_argnums=(1,))
    clip.defvjp(lambda x, lo: (x, None), lambda lo, _, g: (jnp.maximum(g, lo),))
    return _raised(lambda: jax.jit(jax.grad(lambda x, lo: clip(x, lo)))(1.0, 0.0))


def _closed_over_tracer() -> BaseException:
    def clip(x: jax.Array, lo: jax.Array) -> jax.Array:
        identity = jax.custom_vjp(lambda v: v)
        identity.defvjp(lambda v: (v, None), lambda _, g: (jnp.maximum(g, lo),))
        return identity(x)

    return _raised(lambda: jax.grad(jax.jit(clip))(1.0, 0.0))


def _bwd_structure() -> BaseException:
    clip = jax.custom_vjp(lambda x, lo: x)
    clip.defvjp(lambda x, lo: (x, lo), lambda lo, g: jnp.maximum(g, lo))
    return _raised(lambda: jax.grad(lambda x: clip(x, 0.0))(1.0))


def _kernel_error(kernel: Callable, interpret: bool = True) -> BaseException:
    from jax.experimental import pallas as pl

    x = jnp.ones((8, 8))
    return _raised(lambda: pl.pallas_call(kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), interpret=interpret)(x))


def _copy_kernel(x_ref: Any, o_ref: Any) -> None:
    o_ref[...] = x_ref[...]


@pytest.mark.parametrize(
    "make_error, phrases",
    [
        (lambda: _raised(lambda: jnp.zeros(3).__setitem__(0, 1.0)),
         ["f(x=1) raised TypeError: it assigns into a JAX array", "immutable", "`x.at[...]`"]),
        (lambda: _raised(lambda: jax.lax.add(jnp.ones(2), jnp.ones(2, jnp.int32))),
         ["f(x=1) raised TypeError: a `lax` function was given arguments of different dtypes", "never promotes"]),
        (_leak, ["f(x=1) raised UnexpectedTracerError: a traced value escaped", "must be pure"]),
        (lambda: _raised(lambda: jnp.sum([1.0, 2.0])), ["raised TypeError: a `jnp` function was given a Python list"]),
        (_nondiff_tracer, ["raised UnexpectedTracerError: a traced array was passed as one of a custom_vjp's "
                           "`nondiff_argnums`", "Pass arrays as ordinary arguments"]),
        (_closed_over_tracer, ["raised TypeError: a custom_vjp's function or rule uses a traced value it was not "
                               "given as an argument", "`jax.grad(jax.jit(f))`"]),
        (_bwd_structure, ["raised TypeError: a custom_vjp's backward rule returned the wrong structure",
                          "one cotangent per argument"]),
        (lambda: _kernel_error(lambda x_ref, o_ref: o_ref.__setitem__(Ellipsis, -x_ref)),
         ["raised AttributeError: a Pallas kernel computed with a reference (`x_ref`) itself"]),
        (lambda: _kernel_error(lambda x_ref, o_ref: x_ref[...] * 2), ["raised ValueError: a Pallas kernel returned a value"]),
        (lambda: _kernel_error(_copy_kernel, interpret=False),
         ["raised ValueError: `pl.pallas_call` compiles kernels for GPUs and TPUs; a CPU can only interpret them"]),
        (lambda: _raised(lambda: jnp.zeros((0, 3)).reshape(0, -1)),
         ["raised ZeroDivisionError: a `reshape` with -1 met an array with no elements", "(JAX's words: integer modulo by zero)"]),
        (lambda: _raised(lambda: jnp.max(jnp.zeros((0, 2)), axis=0)),
         ["raised ValueError: a reduction with no starting value (`max`, `min`, `argmax`) met an axis of length 0"]),
    ],
    ids=["in-place-write", "lax-dtypes", "leaked-tracer", "list-argument", "nondiff-tracer", "closed-over-tracer", "bwd-structure",
         "ref-arithmetic", "kernel-returns", "pallas-on-cpu", "reshape-empty", "empty-reduction"],
)
def test_describe_error_translates_jax_s_errors_outside_tracing(make_error: Callable, phrases: list[str]) -> None:
    error = make_error()
    failure = describe_error(error, "f(x=1)", set(), "values")
    for phrase in phrases:
        assert phrase in str(failure)
    assert f"(JAX's words: {str(error).strip().splitlines()[0][:200]})" in str(failure)  # as the student will meet it
    assert failure.kind is FailureKind.JAX_ERROR


def test_describe_error_translates_incompatible_devices() -> None:
    # JAX's words when a committed array meets a sharded one under jit (needs two devices to raise for real)
    error = ValueError("Received incompatible devices for jitted computation. Got argument w of f with shape "
                       "float32[3] and with device ids [3] on platform CPU and argument x of f with device ids [0, 1]")
    failure = describe_error(error, "fit(w=...)", set(), "values")
    assert "fit(w=...) raised ValueError: arrays on different devices met in one jitted computation" in str(failure)
    assert "`jax.device_put(w, NamedSharding(mesh, P()))`" in str(failure)
    assert failure.kind is FailureKind.JAX_ERROR
    assert error_advice(ValueError("Received incompatible shapes")) is None


def test_error_advice_leaves_other_type_errors_alone() -> None:
    assert error_advice(TypeError("unsupported operand type(s)")) is None
    assert "raised TypeError: unsupported operand" in str(describe_error(TypeError("unsupported operand"), "f()", set(), "values"))


def test_describe_error_shows_only_student_frames() -> None:
    error = _error_under_jit(double_positive_branch, X)
    with_frames = str(describe_error(error, "f(x)", {THIS_FILE}, "jit"))
    without_frames = str(describe_error(error, "f(x)", set(), "jit"))
    assert "\n" not in without_frames
    student_lines = with_frames.splitlines()[1:]
    assert student_lines and all(line.startswith(f"  {THIS_FILE.name}, line ") for line in student_lines)
    assert student_lines[-1].endswith("in double_positive_branch: if x.sum() > 0:  # a Python `if` on a traced value")


# --- long loops (`ExerciseSpec.long_calls`) ------------------------------------------------------------


def reference_halved(x: np.ndarray, n_steps: int) -> np.ndarray:
    return (x * 0.5**n_steps).astype(F32)


@partial(jax.jit, static_argnames="n_steps")
def halve_with_progress(x, n_steps):
    for step in range(n_steps):
        x = x * 0.5
        if (step + 1) % 100 == 0:
            print(f"step {step + 1}: {float(x[0])}")  # only from step 100 on
    return x


def halve_in_fori_loop(x, n_steps):
    return jax.lax.fori_loop(0, n_steps, lambda _, c: c * 0.5, x)


def long_loop_case(function: Callable[..., Any], long_calls: tuple[Call, ...]) -> Case:
    spec = ExerciseSpec(f"toy.{function.__name__}", reference=reference_halved, edge_cases=(Call((X, 3)),),
                        long_calls=long_calls)
    return Case.standalone(function, spec, checks=("jit",), static=("n_steps",))


def test_jit_passes_long_calls_of_a_lax_loop() -> None:
    check_jit(long_loop_case(halve_in_fori_loop, (Call((X, 257)),)))


def test_jit_runs_the_long_calls() -> None:
    check_jit(long_loop_case(halve_with_progress, ()))  # short loops never reach step 100
    with pytest.raises(CheckFailure) as failure:
        check_jit(long_loop_case(halve_with_progress, (Call((X, 257)),)))
    assert "does not work under jax.jit" in failure.value.message
    assert "n_steps=257" in failure.value.message


# --- keyword arguments passed by position ----------------------------------------------------------


def reference_scale(x: np.ndarray, k: float) -> np.ndarray:
    return (x * k).astype(F32)


def scale(x, k):
    return x * k


@partial(jax.jit, static_argnames="n", static_argnums=1)  # with both given, JAX maps neither onto the other
def scale_static_by_number(x, k, n=1):
    return x * k * n


def test_jit_passes_a_function_called_with_its_keyword_arguments_by_position() -> None:
    check_jit(toy_case(scale, (Call((X,), {"k": 2.0}),), reference_scale))


def test_jit_fails_a_static_argnums_that_only_a_positional_call_reaches() -> None:
    """`static_argnums` does nothing to an argument passed by keyword: the positional call shows it."""
    with pytest.raises(CheckFailure) as excinfo:
        check_jit(toy_case(scale_static_by_number, (Call((X,), {"k": 2.0}),), reference_scale))
    assert "makes an argument static that must stay traced" in str(excinfo.value)
    assert str(excinfo.value).endswith("(with k passed by position, as the signature allows)")


def test_by_position_fills_skipped_defaults_and_leaves_keyword_only_arguments() -> None:
    from autograder.checks.traceability import by_position

    def f(a, b=1, c=2, *, d=3):
        return a

    case = toy_case(f)
    assert by_position(case, Call((X,), {"c": 5, "d": 6})) == (Call((X, 1, 5), {"d": 6}), ["c"])
    assert by_position(case, Call((X,), {"d": 6})) is None
    assert by_position(case, Call((X, 1))) is None


def test_a_zero_division_outside_jax_s_reshape_gets_no_reshape_advice() -> None:
    error = _raised(lambda: 1 % 0)  # the same words, raised by the student's own arithmetic
    assert "integer modulo by zero" in str(error)
    assert error_advice(error) is None
    assert describe_error(error, "f()", set(), "values").kind is FailureKind.RAISED
