"""Dtypes: the exercise's answers for the other dtypes its docstring accepts (float16, int8, ...).

`check_dtypes` follows each `DtypeContract` of the spec: the named arguments of one edge case
are cast to another dtype, the student's function runs as in `edge_cases`, and every leaf of
the result must have the dtype the contract names and the reference's values. The reference
sees the very values the student got, widened (floats to float64, integers to int64), and its
answer is cast to the contract's dtype (integers wrap as integer arithmetic does). Caveats:
NumPy cannot widen a float into an integer dtype exactly, so floats are truncated and
clipped into its range first; a random function (no reference) is held to its own answer
for the uncast call, which its other checks judge.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from autograder.checks.calling import values_of
from autograder.checks.comparison import as_numpy, assert_matches, scalar_text
from autograder.grading.cases import Call, Case, DtypeContract
from autograder.grading.failures import CheckFailure, describe_error

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
        self.why = contract.why
        self.dtypes = tuple(jnp.dtype(dtype) for dtype in dtypes)
        self.keys = tuple(case.argument_key(base, argument, "dtype contract") for argument in contract.arguments)
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
    return values_of(case, call, "dtypes")


PROMOTED_ADVICE = (
    "Something promoted it: an array made without a dtype (`jnp.zeros(n)` and `jnp.float32(2.0)` are float32), a "
    "NumPy value, or an `.astype`. A Python number (`2.0`) takes the dtype of the array it meets (but a float meeting "
    "integers makes floats); make arrays with `dtype=x.dtype` or `jnp.zeros_like`, and cast with `.astype(x.dtype)`."
)
NARROWED_ADVICE = (
    "Something narrowed it: a cast to the narrower input's dtype (`.astype(x.dtype)`, a loop carry kept in `x`'s "
    "dtype), or arrays made with `dtype=x.dtype`. `jnp.result_type(a, b)` names the dtype two inputs compute in "
    "together: convert both to it before you start."
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
            narrowed = _same_kind_narrower(got_dtype, dtype)
            advice = trial.why or (FIXED_ADVICE if fixed else NARROWED_ADVICE if narrowed else PROMOTED_ADVICE)
            raise CheckFailure(
                "dtypes",
                f"wrong dtype for {call_text}: with {trial.inputs_text()}, {where} should "
                f"{_rule_text(rule, trial, dtype)}, got {got_dtype}. {advice}",
            )


def _same_kind_narrower(got: np.dtype, wanted: np.dtype) -> bool:
    """`got` is a narrower dtype of the same kind as `wanted` (float16 for float32): cut down, not promoted."""
    return got.kind == wanted.kind and got.itemsize < wanted.itemsize


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
                    f"guard that works in float32 may round away or overflow in {dtype.name}. Every step is rounded "
                    f"to its dtype here, as on a CPU; a TPU or GPU may keep float32 inside one compiled program and "
                    f"hide it.")
    return ""


def _tolerances(case: Case, contract: DtypeContract, trial: _DtypeTrial, expected: Any) -> tuple[float, float]:
    rtol, atol = case.spec.rtol, case.spec.atol
    dtypes = list(trial.dtypes) + [np.asarray(leaf).dtype for leaf in jax.tree.leaves(expected)]
    for dtype in dtypes:
        narrow_rtol, narrow_atol = NARROW_TOLERANCES.get(jnp.dtype(dtype).name, (0.0, 0.0))
        rtol, atol = max(rtol, narrow_rtol), max(atol, narrow_atol)
    return (contract.rtol if contract.rtol is not None else rtol), (contract.atol if contract.atol is not None else atol)


def _value_and_gradient(case: Case, trial: _DtypeTrial, call_text: str) -> tuple[Any, np.ndarray, np.ndarray]:
    """The result, and `jax.grad` of its sum with respect to the first cast argument, from one compiled program
    (`Case.value_and_gradient`: made where the student's function runs)."""
    args, kwargs = trial.call.fresh(as_jax=False)
    key = trial.keys[0]
    point = args[key] if isinstance(key, int) else kwargs[key]
    try:
        out, gradient = case.value_and_gradient(trial.call, key)
    except CheckFailure:
        raise
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
        raise case.fail("dtypes", f"not finite: {grad_text} is {scalar_text(gradient[index])}{shown}, where {name} is "
                                  f"{scalar_text(point[index])}; the derivative there is finite.{_narrow_note(trial)}")


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
        for entry in contract.tried():
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
                raise CheckFailure("dtypes", failure.message + _narrow_note(trial), failure.kind) from None
            if contract.differentiate:
                _assert_gradient(case, trial, call_text, gradient, point)