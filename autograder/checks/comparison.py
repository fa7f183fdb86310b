"""Comparing a student's answer with the expected one: structure, then shape, then dtype, then values.

`assert_matches` walks two pytrees together and reports the first difference with its
pytree path and index, expected against got; `compare_with_reference` runs the spec's NumPy
reference on the same call first. Every check that compares values uses these two. On a
backend other than the CPU the tolerances are widened by the factor measured for the exercise
there (checks/tolerances.py); exact comparisons stay exact.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from autograder.checks import tolerances
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure


def scalar_text(value: Any) -> str:
    """One element as plain Python text: `4.0`, not `np.float32(4.0)`."""
    return repr(value.item()) if hasattr(value, "item") else repr(value)


def as_numpy(leaf: Any) -> np.ndarray:
    """A result leaf as a NumPy array; PRNG keys become their key data."""
    if isinstance(leaf, jax.Array) and jax.dtypes.issubdtype(leaf.dtype, jax.dtypes.prng_key):
        return np.asarray(jax.random.key_data(leaf))
    return np.asarray(leaf)


def _path_text(path: tuple) -> str:
    return jax.tree_util.keystr(path) if path else "the result"


def assert_matches(got: Any, expected: Any, *, check: str, call_text: str, rtol: float, atol: float,
                   signed_zeros: bool = False) -> None:
    """Compare a pytree of arrays with the expected one.

    Args:
        got: the student's output.
        expected: the reference output (NumPy arrays or scalars, in a pytree).
        check: the check name for the failure.
        call_text: the call, for the message.
        rtol, atol: tolerances, as in `np.allclose`.
        signed_zeros: where the expected value is a zero, the sign must match too (`-0.0` is not `0.0`),
            for contracts that name an IEEE operation such as `-x`.

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
    here_rtol, here_atol = tolerances.widened(rtol, atol)  # this backend's, measured (checks/tolerances.py)
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
        if expected_array.dtype.kind in "fc" or jnp.issubdtype(expected_array.dtype, jnp.floating):  # bfloat16's kind is "V"
            if expected_array.dtype.kind != "c":  # NumPy has no arithmetic of its own for bfloat16
                got_array, expected_array = got_array.astype(np.float64), expected_array.astype(np.float64)
            bad_finite = ~np.isfinite(got_array) & np.isfinite(expected_array)
            if bad_finite.any():
                index = tuple(int(i) for i in np.argwhere(bad_finite)[0])
                raise CheckFailure(
                    check,
                    f"not finite: {where} of {call_text} is {scalar_text(got_array[index])} at index {index}, expected "
                    f"{scalar_text(expected_array[index])}. Something overflowed (exp of a large number?) or divided by zero.",
                )
            if tolerances.is_recording():
                tolerances.note(got_array, expected_array, rtol, atol)
                close = np.ones(got_array.shape, bool)  # calibrating: the need is noted, the values pass
            else:
                close = np.isclose(got_array, expected_array, rtol=here_rtol, atol=here_atol, equal_nan=True)
            if signed_zeros and expected_array.dtype.kind == "f":
                close &= ~((expected_array == 0) & (np.signbit(got_array) != np.signbit(expected_array)))
        else:
            close = got_array == expected_array
        if not np.all(close):
            index = tuple(int(i) for i in np.argwhere(~close)[0])
            shown_index = f" at index {index}" if index else ""
            raise CheckFailure(
                check,
                f"wrong values for {call_text}: {where}{shown_index} should be {scalar_text(expected_array[index])}, got "
                f"{scalar_text(got_array[index])} ({int((~close).sum())} of {close.size} elements differ).",
            )


def _kind_text(leaf: Any) -> str:
    kind = type(leaf)
    return f"{kind.__module__}.{kind.__qualname__}" if kind.__module__ != "builtins" else f"a Python {kind.__name__}"


def only_jax_arguments(call: Call) -> bool:
    """No NumPy array or NumPy scalar among `call`'s arguments once made fresh for JAX: JAX in, so JAX out is promised."""
    return not any(isinstance(leaf, (np.ndarray, np.generic)) for leaf in jax.tree.leaves(call.fresh(as_jax=True)))


def assert_jax_arrays(got: Any, expected: Any, *, check: str, call_text: str, given: str = "given JAX arrays") -> None:
    """Where `expected` (a reference's output) holds an array, `got` holds a JAX array.

    The course's contract: outputs are JAX arrays, or pytrees of them. A NumPy array or a
    Python number in their place still compares equal by value, and under `jax.jit` it even
    becomes a JAX array, so this is checked on calls run as written. Leaves the reference gives
    as Python numbers (a count, a number of seconds) are not judged; nor is a structure that
    differs (`assert_matches` reports that).

    Raises:
        CheckFailure: "returned ... instead of a JAX array", with the pytree path.
    """
    got_leaves, got_tree = jax.tree_util.tree_flatten_with_path(got)
    expected_leaves, expected_tree = jax.tree_util.tree_flatten(expected)
    if got_tree.num_leaves != expected_tree.num_leaves:
        return
    for (path, got_leaf), expected_leaf in zip(got_leaves, expected_leaves):
        if isinstance(expected_leaf, (np.ndarray, np.generic, jax.Array)) and not isinstance(got_leaf, jax.Array):
            raise CheckFailure(
                check,
                f"not a JAX array: {given}, {call_text} returned {_kind_text(got_leaf)} for {_path_text(path)}. "
                "The contract promises "
                "JAX arrays: compute it with `jnp` (`jnp.zeros`, `jnp.asarray(...)`), not NumPy or Python numbers.",
            )


def compare_with_reference(case: Case, call: Call, check: str, got: Any) -> None:
    """Compare `got` (the student's output for `call`) with the spec's reference."""
    expected = case.reference(call)
    rtol, atol = (0.0, 0.0) if call.exact else (case.spec.rtol, 0.0 if call.relative else case.spec.atol)
    if call.atol is not None and not call.exact:
        atol = call.atol
    with tolerances.grading(case.exercise.id):  # also where no check runs it (the batch parent's verification)
        assert_matches(got, expected, check=check, call_text=case.describe(call), rtol=rtol, atol=atol,
                       signed_zeros=case.spec.signed_zeros)
