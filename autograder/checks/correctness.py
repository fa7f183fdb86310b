"""Correctness: the student's answers against an independent NumPy reference.

`values` tries hypothesis-generated inputs (shrunk to the smallest failing one), `edge_cases`
the spec's hand-picked inputs, `dtypes` an edge case cast to the other dtypes the docstring
accepts (float16, int8, ...; the spec's `DtypeContract`s). All compare with `assert_matches`,
which reports the first difference: a pytree path, an index, expected against got.
"""

from __future__ import annotations

import inspect
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import HealthCheck, Phase, given, settings

from autograder.cases import Call, Case, DtypeContract
from autograder.failures import CheckFailure, describe_error


def _scalar(value: Any) -> str:
    """One element as plain Python text: `4.0`, not `np.float32(4.0)`."""
    return repr(value.item()) if hasattr(value, "item") else repr(value)


def as_numpy(leaf: Any) -> np.ndarray:
    """A result leaf as a NumPy array; PRNG keys become their key data."""
    if isinstance(leaf, jax.Array) and jax.dtypes.issubdtype(leaf.dtype, jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(leaf))
    return np.asarray(leaf)


def _path_text(path: tuple) -> str:
    return jax.tree_util.keystr(path) if path else "the result"


def assert_matches(got: Any, expected: Any, *, check: str, call_text: str, rtol: float, atol: float) -> None:
    """Compare a pytree of arrays with the expected one.

    Args:
        got: the student's output.
        expected: the reference output (NumPy arrays or scalars, in a pytree).
        check: the check name for the failure.
        call_text: the call, for the message.
        rtol, atol: tolerances, as in `np.allclose`.

    Raises:
        CheckFailure: "wrong shape", "wrong dtype", "wrong values", "not finite" or a wrong structure.
    """
    got_leaves, got_tree = jax.tree_util.tree_flatten_with_path(got)
    expected_leaves, expected_tree = jax.tree_util.tree_flatten_with_path(expected)
    if got_tree != expected_tree:
        raise CheckFailure(
            check,
            f"wrong structure for {call_text}: expected a result shaped like {expected_tree}, got {got_tree}.",
        )
    for (path, got_leaf), (_, expected_leaf) in zip(got_leaves, expected_leaves):
        where = _path_text(path)
        got_array = as_numpy(got_leaf)
        expected_array = as_numpy(expected_leaf)
        if got_array.shape != expected_array.shape:
            raise CheckFailure(
                check,
                f"wrong shape for {call_text}: {where} should have shape {expected_array.shape}, got {got_array.shape}.",
            )
        if got_array.dtype != expected_array.dtype:
            raise CheckFailure(
                check,
                f"wrong dtype for {call_text}: {where} should be {expected_array.dtype}, got {got_array.dtype}.",
            )
        if expected_array.dtype.kind in "fc" or _is_float(expected_array.dtype):  # bfloat16's kind is "V"
            if expected_array.dtype.kind != "c":  # NumPy has no arithmetic of its own for bfloat16
                got_array, expected_array = got_array.astype(np.float64), expected_array.astype(np.float64)
            bad_finite = ~np.isfinite(got_array) & np.isfinite(expected_array)
            if bad_finite.any():
                index = tuple(int(i) for i in np.argwhere(bad_finite)[0])
                raise CheckFailure(
                    check,
                    f"not finite: {where} of {call_text} is {_scalar(got_array[index])} at index {index}, expected "
                    f"{_scalar(expected_array[index])}. Something overflowed (exp of a large number?) or divided by zero.",
                )
            close = np.isclose(got_array, expected_array, rtol=rtol, atol=atol, equal_nan=True)
        else:
            close = got_array == expected_array
        if not np.all(close):
            index = tuple(int(i) for i in np.argwhere(~close)[0])
            shown_index = f" at index {index}" if index else ""
            raise CheckFailure(
                check,
                f"wrong values for {call_text}: {where}{shown_index} should be {_scalar(expected_array[index])}, got "
                f"{_scalar(got_array[index])} ({int((~close).sum())} of {close.size} elements differ).",
            )


def compare_with_reference(case: Case, call: Call, check: str, got: Any) -> None:
    """Compare `got` (the student's output for `call`) with the spec's reference."""
    expected = case.reference(call)
    assert_matches(got, expected, check=check, call_text=case.describe(call), rtol=case.spec.rtol, atol=case.spec.atol)


def for_generated_inputs(case: Case, examples: int, body: Callable[[Call], None], check: str) -> None:
    """Run `body` on `examples` hypothesis-generated calls; a failure is shrunk to the smallest input."""
    if case.spec.inputs is None:
        raise RuntimeError(f"{case.exercise.id}: the `{check}` check needs `inputs` in its grading spec")

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=False,
        phases=(Phase.explicit, Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        print_blob=False,
    )
    @given(case.spec.inputs)
    def run(call: Call) -> None:
        body(call)

    run()


def check_values(case: Case) -> None:
    """Hypothesis-generated inputs give the reference's answers (smallest failing input shown).

    Exercises that must work under jit are run jitted here (one compilation per input shape
    instead of one per operation and shape), as `edge_cases` does; `no_mutation` runs them as written.
    """
    if "jit" in case.exercise.checks:
        from autograder.checks.traceability import check_jit_call, jitted

        compiled = jitted(case)
        body = lambda call: check_jit_call(case, compiled, call, check="values")  # noqa: E731
    else:
        body = lambda call: compare_with_reference(case, call, "values", case.call(call, "values"))  # noqa: E731
    for_generated_inputs(case, case.spec.examples, body, "values")


def check_edge_cases(case: Case) -> None:
    """The spec's hand-picked inputs (empty, one element, extremes) give the reference's answers.

    Exercises that must work under jit run jitted here (see `Case.values_of`).
    """
    for call in case.samples("edge_cases"):
        compare_with_reference(case, call, "edge_cases", case.values_of(call, "edge_cases"))


def check_returns_int(case: Case) -> None:
    """On its edge cases the function returns a plain Python int (a count known while tracing)."""
    for call in case.samples("returns_int"):
        got = case.call(call, "returns_int", as_jax=False)
        if type(got) is not int:
            raise CheckFailure(
                "returns_int",
                f"wrong type: {case.describe(call)} should return a Python int, got {type(got).__name__}. Sizes and "
                "counts are known while tracing: compute them with Python (`len`, `sum`, `.size`), not with `jnp`.",
            )


# --- dtypes ------------------------------------------------------------------------------
#
# `check_dtypes` follows each `DtypeContract` of the spec: the named arguments of one edge case
# are cast to another dtype, the student's function runs as in `edge_cases`, and every leaf of
# the result must have the dtype the contract names and the reference's values. The reference
# sees the very values the student got, widened (floats to float64, integers to int64), and its
# answer is cast to the contract's dtype (integers wrap as integer arithmetic does). Caveats:
# NumPy cannot widen a float into an integer dtype exactly, so floats are truncated and
# clipped into its range first; a random function (no reference) is held to its own answer
# for the uncast call, which its other checks judge.

# (rtol, atol) wherever a narrow float is involved: float16 keeps 11 significant bits, so 1e-2
# is about 10 units in the last place; bfloat16 keeps 8, so 5e-2 is about 6.
NARROW_TOLERANCES = {"float16": (1e-2, 1e-2), "bfloat16": (5e-2, 5e-2)}


def _is_float(dtype: Any) -> bool:
    return bool(jnp.issubdtype(dtype, jnp.floating))


def _is_integer(dtype: Any) -> bool:
    return bool(jnp.issubdtype(dtype, jnp.integer))


def _cast_leaf(value: Any, dtype: Any) -> np.ndarray:
    """`value` as a NumPy array of `dtype`; a float going into an integer dtype is truncated and clipped."""
    array = np.asarray(value)
    target = jnp.dtype(dtype)
    if _is_integer(target) and _is_float(array.dtype):
        info = np.iinfo(target)
        array = np.clip(np.trunc(array.astype(np.float64)), info.min, info.max)
    return array.astype(target)


def _cast_argument(value: Any, dtype: Any) -> Any:
    """An argument in `dtype`: arrays, numbers and lists of numbers become arrays; a dict or
    list of arrays has each leaf cast; anything else (keys, functions) is left alone."""
    if isinstance(value, (list, tuple)) and value and all(isinstance(item, (int, float)) for item in value):
        return _cast_leaf(value, dtype)
    if isinstance(value, (list, tuple, dict)):
        return jax.tree.map(lambda leaf: _cast_argument(leaf, dtype), value)
    if isinstance(value, (np.ndarray, np.generic, int, float)):
        return _cast_leaf(value, dtype)
    return value


def _widened(tree: Any) -> Any:
    """Arguments as the reference sees them: floats in float64, integers in int64, values unchanged."""

    def widen(leaf: Any) -> Any:
        if isinstance(leaf, (np.ndarray, np.generic)):
            if _is_float(leaf.dtype):
                return np.asarray(leaf, np.float64)
            if _is_integer(leaf.dtype):
                return np.asarray(leaf, np.int64)
        return leaf

    return jax.tree.map(widen, tree)


def _in_dtype(leaf: Any, dtype: Any) -> np.ndarray:
    """A reference leaf in the contract's dtype; whole numbers going into an integer dtype wrap around,
    as integer arithmetic does."""
    array = np.asarray(leaf)
    if _is_integer(dtype) and not _is_integer(array.dtype) and array.dtype != np.bool_:
        array = np.rint(array.astype(np.float64)).astype(np.int64)
    return array.astype(dtype)


class _DtypeTrial:
    """One entry of a contract's matrix: the cast call, and how to name it in messages."""

    def __init__(self, case: Case, contract: DtypeContract, base: Call, entry: str | tuple[str, ...]):
        dtypes = entry if isinstance(entry, tuple) else (entry,) * len(contract.arguments)
        if len(dtypes) != len(contract.arguments):
            raise RuntimeError(
                f"{case.exercise.id}: a dtype entry {entry!r} needs one dtype per argument {contract.arguments}"
            )
        self.dtypes = tuple(jnp.dtype(dtype) for dtype in dtypes)
        self.keys = tuple(_argument_key(case, base, argument) for argument in contract.arguments)
        self.names = tuple(_argument_name(case, key) for key in self.keys)
        args, kwargs = list(base.args), dict(base.kwargs)
        for key, dtype in zip(self.keys, self.dtypes):
            if isinstance(key, int):
                args[key] = _cast_argument(args[key], dtype)
            else:
                kwargs[key] = _cast_argument(kwargs[key], dtype)
        self.call = Call(tuple(args), kwargs)

    def dtype_of(self, name: str) -> np.dtype | None:
        """The new dtype of the argument called `name`, if it is one of the contract's."""
        for argument, key, dtype in zip(self.names, self.keys, self.dtypes):
            if name in (argument, key):
                return dtype
        return None

    def inputs_text(self) -> str:
        """E.g. "x in float16", "values and weights in int8" or "x in float16 and y in int32"."""
        groups: dict[str, list[str]] = {}
        for name, dtype in zip(self.names, self.dtypes):
            groups.setdefault(dtype.name, []).append(name)
        return " and ".join(f"{' and '.join(names)} in {dtype}" for dtype, names in groups.items())


def _argument_key(case: Case, base: Call, argument: str | int) -> str | int:
    """Where `argument` sits in `base`: a keyword, or a position found in the reference's signature."""
    if isinstance(argument, int) or argument in base.kwargs:
        return argument
    source = case.spec.reference if case.spec.reference is not None else case.function
    try:
        names = list(inspect.signature(source).parameters)
    except (TypeError, ValueError):
        names = []
    if argument not in names or names.index(argument) >= len(base.args):
        raise RuntimeError(f"{case.exercise.id}: its dtype contract names argument {argument!r}, which is not in the call")
    return names.index(argument)


def _argument_name(case: Case, key: str | int) -> str:
    if isinstance(key, str):
        return key
    signature = case.signature
    names = list(signature.parameters) if signature is not None else []
    return names[key] if key < len(names) else f"argument {key}"


def _rule_dtype(rule: str, trial: _DtypeTrial) -> np.dtype:
    """The dtype a result leaf must have under `rule` (see `DtypeContract.result`)."""
    first = trial.dtypes[0]
    if rule == "same":
        return first
    if rule == "float":
        return first if _is_float(first) else jnp.dtype("float32")
    return trial.dtype_of(rule) or jnp.dtype(rule)


def _rule_text(rule: str, trial: _DtypeTrial, dtype: np.dtype) -> str:
    """What `rule` asks of a leaf, in words: "stay float16 like x", "be int32 whatever the dtype of labels"."""
    first = trial.names[0]
    if rule == "same" or trial.dtype_of(rule) is not None:
        return f"stay {dtype.name} like {first if rule == 'same' else rule}"
    if rule == "float":
        like = f" like {first}" if _is_float(trial.dtypes[0]) else " (a float; integers give float32)"
        return f"be {dtype.name}{like}"
    return f"be {dtype.name} whatever the dtype of {first}"


def _rules(contract: DtypeContract, count: int, case: Case, call_text: str) -> tuple[str, ...]:
    if isinstance(contract.result, str):
        return (contract.result,) * count
    if len(contract.result) != count:
        raise case.fail("dtypes", f"wrong structure for {call_text}: expected {len(contract.result)} outputs, "
                                  f"got {count}.")
    return contract.result


def _expected(
    case: Case, contract: DtypeContract, base: Call, trial: _DtypeTrial, call_text: str
) -> tuple[Any, tuple[str, ...]]:
    """The answer the contract asks for, and the rule behind each of its leaves."""
    if case.spec.reference is not None:
        args, kwargs = trial.call.numpy_args()
        raw = case.spec.reference(*_widened(args), **_widened(kwargs))
    else:
        raw = _run(case, contract, base)
    leaves, tree = jax.tree_util.tree_flatten(raw)
    rules = _rules(contract, len(leaves), case, call_text)
    leaves = [_in_dtype(as_numpy(leaf), _rule_dtype(rule, trial)) for leaf, rule in zip(leaves, rules)]
    return jax.tree_util.tree_unflatten(tree, leaves), rules


def _run(case: Case, contract: DtypeContract, call: Call) -> Any:
    if contract.numpy_inputs:
        return case.call(call, "dtypes", as_jax=False)
    return case.values_of(call, "dtypes")


PROMOTED_ADVICE = (
    "Something promoted it: an array made without a dtype (`jnp.zeros(n)` and `jnp.float32(2.0)` are float32), a "
    "NumPy value, or an `.astype`. A Python number (`2.0`) takes the dtype of the array it meets (but a float meeting "
    "integers makes floats); make arrays with `dtype=x.dtype` or `jnp.zeros_like`, and cast with `.astype(x.dtype)`."
)
FIXED_ADVICE = (
    "The docstring fixes this dtype: convert explicitly (`jnp.asarray(..., dtype)`, `.astype`) instead of taking the "
    "input's."
)


def _assert_contract_dtypes(got: Any, expected: Any, rules: tuple[str, ...], trial: _DtypeTrial, call_text: str) -> None:
    """Every leaf has the dtype its rule asks for (structure and shape are left to `assert_matches`)."""
    got_leaves, got_tree = jax.tree_util.tree_flatten_with_path(got)
    expected_leaves, expected_tree = jax.tree_util.tree_flatten_with_path(expected)
    if got_tree != expected_tree:
        return
    for (path, got_leaf), (_, expected_leaf), rule in zip(got_leaves, expected_leaves, rules):
        got_dtype, dtype = as_numpy(got_leaf).dtype, np.asarray(expected_leaf).dtype
        if got_dtype != dtype:
            where = f"result{jax.tree_util.keystr(path)}" if path else "the result"
            fixed = rule not in ("same", "float") and trial.dtype_of(rule) is None
            raise CheckFailure(
                "dtypes",
                f"wrong dtype for {call_text}: with {trial.inputs_text()}, {where} should "
                f"{_rule_text(rule, trial, dtype)}, got {got_dtype}. {FIXED_ADVICE if fixed else PROMOTED_ADVICE}",
            )


def _narrow_note(trial: _DtypeTrial) -> str:
    """Why a narrow dtype can change values that were right in float32."""
    for name, dtype in zip(trial.names, trial.dtypes):
        if _is_integer(dtype) and dtype.itemsize < 4:
            info = np.iinfo(dtype)
            return (f" With {name} in {dtype.name} (from {info.min} to {info.max}), integer arithmetic wraps around: "
                    "widen the values before you multiply or add them, as the docstring's result dtype says.")
        if dtype.name in NARROW_TOLERANCES:
            info = jnp.finfo(dtype)
            return (f" {dtype.name} keeps about {info.precision} significant digits, holds nothing above "
                    f"{float(info.max):g} and nothing nonzero below {float(info.smallest_subnormal):.1g}: a constant or "
                    f"guard that works in float32 may round away or overflow in {dtype.name}.")
    return ""


def _tolerances(case: Case, contract: DtypeContract, trial: _DtypeTrial, expected: Any) -> tuple[float, float]:
    rtol, atol = case.spec.rtol, case.spec.atol
    dtypes = list(trial.dtypes) + [np.asarray(leaf).dtype for leaf in jax.tree.leaves(expected)]
    for dtype in dtypes:
        narrow_rtol, narrow_atol = NARROW_TOLERANCES.get(jnp.dtype(dtype).name, (0.0, 0.0))
        rtol, atol = max(rtol, narrow_rtol), max(atol, narrow_atol)
    return (contract.rtol if contract.rtol is not None else rtol), (contract.atol if contract.atol is not None else atol)


def _value_and_gradient(case: Case, trial: _DtypeTrial, call_text: str) -> tuple[Any, np.ndarray, np.ndarray]:
    """The result, and `jax.grad` of its sum with respect to the first cast argument, from one compiled program."""
    args, kwargs = trial.call.fresh()
    key = trial.keys[0]
    point = args[key] if isinstance(key, int) else kwargs[key]

    def run(value: jax.Array) -> Any:
        full_args, full_kwargs = list(args), dict(kwargs)
        if isinstance(key, int):
            full_args[key] = value
        else:
            full_kwargs[key] = value
        return case.function(*full_args, **full_kwargs)

    def total(value: jax.Array) -> tuple[jax.Array, Any]:
        out = run(value)
        leaves = [leaf for leaf in jax.tree.leaves(out) if _is_float(jnp.result_type(leaf))]
        return sum(jnp.sum(leaf) for leaf in leaves), out

    try:
        gradient, out = jax.block_until_ready(jax.jit(jax.grad(total, has_aux=True))(point))
    except Exception as error:  # student code may raise anything
        text = f"{call_text}, and jax.grad of its sum with respect to {trial.names[0]}"
        raise describe_error(error, text, case.student_files, "dtypes") from None
    return out, np.asarray(gradient), np.asarray(point)


def _assert_gradient(case: Case, trial: _DtypeTrial, call_text: str, gradient: np.ndarray, point: np.ndarray) -> None:
    """The gradient has its argument's dtype and is finite wherever the argument is."""
    name, dtype = trial.names[0], trial.dtypes[0]
    grad_text = f"jax.grad of the sum of {call_text} with respect to {name}"
    if gradient.dtype != dtype:
        raise case.fail("dtypes", f"wrong dtype: {grad_text} should be {dtype.name} like {name}, got {gradient.dtype}. "
                                  "A custom derivative rule must give tangents of its input's dtype.")
    bad = ~np.isfinite(gradient.astype(np.float64)) & np.isfinite(point.astype(np.float64))
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        shown = f" at index {index}" if index else ""
        raise case.fail("dtypes", f"not finite: {grad_text} is {_scalar(gradient[index])}{shown}, where {name} is "
                                  f"{_scalar(point[index])}; the derivative there is finite.{_narrow_note(trial)}")


def check_dtypes(case: Case) -> None:
    """Inputs in the other dtypes the docstring accepts give results in the dtype it promises.

    For each of the spec's `DtypeContract`s and each dtype in it, the contract's arguments of
    one edge case are cast, the function runs as in `edge_cases`, and the result must have the
    promised dtype (a message names the input dtype that broke it) and the reference's values,
    within tolerances loosened for float16 and bfloat16 (`NARROW_TOLERANCES`). A contract that
    asks to differentiate runs the function and its gradient in one compiled program instead.
    """
    if not case.spec.dtypes:
        raise RuntimeError(f"{case.exercise.id}: the `dtypes` check needs `dtypes` (DtypeContracts) in its grading spec")
    for contract in case.spec.dtypes:
        base = contract.call if isinstance(contract.call, Call) else case.samples("dtypes")[contract.call]
        for entry in contract.dtypes:
            trial = _DtypeTrial(case, contract, base, entry)
            call_text = case.describe(trial.call)
            expected, rules = _expected(case, contract, base, trial, call_text)
            if contract.differentiate:
                got, gradient, point = _value_and_gradient(case, trial, call_text)
            else:
                got = _run(case, contract, trial.call)
            _assert_contract_dtypes(got, expected, rules, trial, call_text)
            rtol, atol = _tolerances(case, contract, trial, expected)
            try:
                assert_matches(got, expected, check="dtypes", call_text=call_text, rtol=rtol, atol=atol)
            except CheckFailure as failure:
                raise CheckFailure("dtypes", failure.message + _narrow_note(trial)) from None
            if contract.differentiate:
                _assert_gradient(case, trial, call_text, gradient, point)
