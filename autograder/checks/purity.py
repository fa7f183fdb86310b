"""Purity: a JAX function may not change its inputs or the world, and must repeat itself.

These checks run the function as written (not under the grader's jit), on the largest of the
spec's edge cases (`Case.written_samples`): un-jitted, every operation compiles once per
input shape, so sharing one input keeps that cost to one input.

- `no_mutation`: NumPy inputs (and lists/dicts of them) are deep-copied, the function runs on
  them, and they must still equal the copies. This also proves NumPy inputs are accepted.
  It runs on the three largest edge cases, once more on each with JAX arrays, none of which
  may be deleted afterwards (`donate_argnums` hands the caller's array to XLA to reuse), and
  then on a scrambled copy of each (`_scrambled`): an in-place op can leave every hand-picked
  input as it was (a sort of an already sorted array, `*=` of a zero state, `x -= x.min()`
  where the minimum is 0), not random values of the same shapes and dtypes. Float arrays get
  each element scaled by its own log-uniform factor in [1/4, 4] (signs kept, so inputs that
  must be positive stay positive) and zeros become such values; integer and bool arrays are
  permuted (indices stay in range). The scrambled call may raise (its values may break a
  precondition): only the inputs are compared, never the result. Caveat: a mutation that
  leaves these values alone too (a sort of an array whose values are all equal) is missed.
  Run on JAX arrays (no NumPy scalar among the arguments) as written, the result must be made of JAX arrays wherever the reference's
  holds arrays (`comparison.assert_jax_arrays`; `hidden_globals` checks it for exercises
  without `no_mutation`).
- `repeatable`: two calls with equal inputs (equal keys) give identical outputs.
- `global_rng`: NumPy's and Python's global random states are the same after the call.
- `hidden_globals`: the result depends only on the arguments. Every module-level variable
  that holds data (a bool, a number, an array, or a list, tuple or dict of them, nested; a
  `_private` name too; UPPER_CASE names are constants by convention and are left alone) is
  perturbed in turn, on the two largest edge cases (a bool flipped, an integer +3, anything
  else x1.5+1, leaf by leaf in a container, which is replaced by a new one, never changed in
  place), the un-jitted function re-run, and the variable restored whatever happens. Under jax.jit such a variable is frozen
  at its value when the function was traced; a function the student jitted is traced afresh
  for every call instead (`Case.run_as_written`). Only the variables the function can read are
  perturbed (`_names_read`): the global names in its code, nested functions and lambdas
  included, and in the code of every function or class of the same module it names, followed
  through decorators (`__wrapped__`, `functools.partial`, closures). So a neighbouring
  exercise's cache, filled by another check with keys JAX cannot sort or with leaked tracers,
  is never this exercise's business; a function that reaches its globals by name at run time
  (`globals()`, `vars()`, `eval`, `exec`, `sys.modules`) gets every variable perturbed, as
  before. A variable that cannot be judged as data (a container JAX cannot flatten, a leaked
  tracer) or whose perturbed copy cannot be made is left alone. Caveat: a variable is
  perturbed alone, so two that cancel out (`a - b` with both moved alike) are not seen; a
  container that holds anything but data (functions, objects, strings) is left alone.
"""

from __future__ import annotations

import copy
import functools
import random
import types
from typing import Any

import jax
import numpy as np

from autograder.checks.calling import code_objects
from autograder.checks.comparison import assert_jax_arrays, assert_matches, compare_with_reference, only_jax_arguments
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure, describe_error


def _first_difference(before: Any, after: Any) -> str | None:
    """Where two pytrees of NumPy arrays differ, or None when they are equal."""
    before_leaves, before_tree = jax.tree_util.tree_flatten_with_path(before)
    after_leaves, after_tree = jax.tree_util.tree_flatten_with_path(after)
    if before_tree != after_tree:
        return f"its structure changed from {before_tree} to {after_tree}"
    for (path, old), (_, new) in zip(before_leaves, after_leaves):
        if isinstance(old, jax.Array):
            continue  # JAX arrays (keys included) cannot change
        old_array, new_array = np.asarray(old), np.asarray(new)
        if old_array.shape != new_array.shape or not np.array_equal(old_array, new_array, equal_nan=old_array.dtype.kind in "fc"):
            where = jax.tree_util.keystr(path) or "the input"
            return f"{where} was {old_array!r} before the call and {new_array!r} after"
    return None


SCRAMBLED = 3  # how many of the largest edge cases `no_mutation` also runs with scrambled values


def check_no_mutation(case: Case) -> None:
    """Inputs given as NumPy arrays (or containers of them) are unchanged after the call, on the
    edge cases and on scrambled copies of them, and not handed back as the result itself; inputs
    given as JAX arrays are not deleted (donated)."""
    for call in case.written_samples("no_mutation", 3):
        jax_out = _check_not_donated(case, call)
        args, kwargs = call.fresh(as_jax=False)
        kept = copy.deepcopy((args, kwargs))
        try:
            out = jax.block_until_ready(case.function(*args, **kwargs))
        except Exception as error:  # student code may raise anything
            failure = describe_error(error, case.describe(call), case.student_files, "no_mutation")
            if isinstance(error, NotImplementedError):
                raise failure from None
            raise case.fail("no_mutation", f"{failure.message} (called with NumPy arrays, which must be "
                            "accepted wherever JAX arrays are)") from None
        difference = _first_difference(kept, (args, kwargs))
        if difference is not None:
            raise case.fail(
                "no_mutation",
                f"modified its input: for {case.describe(call)}, {difference}. JAX functions never change "
                "their arguments; build a new array with `jnp` / `x.at[...]` and return it.",
            )
        # The result itself, not a leaf of it: a pytree may rightly pass non-float leaves through as they came.
        if isinstance(out, np.ndarray) and any(out is leaf for leaf in jax.tree.leaves((args, kwargs))):
            raise case.fail(
                "no_mutation",
                f"returned its input itself: for {case.describe(call)} (NumPy arrays), the result is the very array "
                "object passed in, so whoever changes their array later changes your result too. Return a new JAX "
                "array (`jnp.asarray(x)`, or compute it with `jnp`), also when nothing needs to change.",
            )
        if case.spec.reference is not None:
            compare_with_reference(case, call, "no_mutation", out)
            if jax_out is not None and only_jax_arguments(call):
                assert_jax_arrays(jax_out, case.reference(call), check="no_mutation", call_text=case.describe(call))
    for index, call in enumerate(case.written_samples("no_mutation", SCRAMBLED)):
        _check_scrambled_unchanged(case, _scrambled(call, np.random.default_rng(index)))


def _scrambled_leaf(value: Any, rng: np.random.Generator) -> Any:
    """A NumPy array of the same shape and dtype with other values (see the module docstring)."""
    if not isinstance(value, np.ndarray) or value.size == 0:
        return value
    if value.dtype.kind in "fc":
        typical = float(np.mean(np.abs(value[np.isfinite(value)]))) if np.isfinite(value).any() else 1.0
        base = np.where(value == 0, typical or 1.0, value)
        factors = np.exp(rng.uniform(np.log(0.25), np.log(4.0), value.shape))
        return np.asarray(base * factors).astype(value.dtype)
    if value.dtype.kind in "biu":
        return rng.permutation(value.ravel()).reshape(value.shape)
    return value


def _scrambled(call: Call, rng: np.random.Generator) -> Call:
    """`call` with every NumPy array scrambled (Python numbers, keys and the structure kept)."""
    scramble = lambda value: jax.tree.map(lambda leaf: _scrambled_leaf(leaf, rng), value)  # noqa: E731
    return Call(scramble(call.args), {name: scramble(value) for name, value in call.kwargs.items()})


def _check_scrambled_unchanged(case: Case, call: Call) -> None:
    """The NumPy inputs of `call` (scrambled values) are unchanged after it, whatever it returns or raises."""
    args, kwargs = call.fresh(as_jax=False)
    kept = copy.deepcopy((args, kwargs))
    try:
        jax.block_until_ready(case.function(*args, **kwargs))
    except Exception:  # scrambled values may break a precondition: only the inputs are judged
        pass
    difference = _first_difference(kept, (args, kwargs))
    if difference is not None:
        raise case.fail(
            "no_mutation",
            f"modified its input: for {case.describe(call)} (values other than the hand-picked ones, which the "
            f"change left as they were), {difference}. JAX functions never change their arguments; build a new "
            "array with `jnp` / `x.at[...]` and return it.",
        )


def _check_not_donated(case: Case, call: Any) -> Any:
    """After a call on JAX arrays, every one of them can still be read. Returns the call's result
    (None when it raised), whose kind `check_no_mutation` judges once the inputs are."""
    args, kwargs = call.fresh(as_jax=True)
    try:
        out = jax.block_until_ready(case.function(*args, **kwargs))
    except Exception:  # student code may raise anything: the NumPy call below reports it
        return None
    for path, leaf in jax.tree_util.tree_flatten_with_path((args, kwargs))[0]:
        if isinstance(leaf, jax.Array) and leaf.is_deleted():
            where = jax.tree_util.keystr(path)
            raise case.fail(
                "no_mutation",
                f"deleted its input: after {case.describe(call)}, {where} can no longer be read (its buffer was "
                "donated, `donate_argnums`). The caller still owns its arguments: do not donate them.",
            )
    return out


def check_repeatable(case: Case) -> None:
    """Two calls with equal inputs (equal, freshly made keys) return identical outputs; a third, with the arrays given
    as NumPy arrays (which must be accepted wherever JAX arrays are), returns them too."""
    for call in case.written_samples("repeatable"):
        first = case.call(call, "repeatable")
        second = case.call(call, "repeatable")
        try:
            assert_matches(second, first, check="repeatable", call_text=case.describe(call), rtol=0, atol=0)
        except CheckFailure as failure:
            raise case.fail(
                "repeatable",
                f"not reproducible: calling {case.describe(call)} twice gave different results "
                f"({failure.message}). The output may depend only on the arguments: draw random numbers from "
                "the key you are given, never from a global generator or the clock.",
            ) from None
        if not any(isinstance(leaf, np.ndarray) for leaf in jax.tree.leaves((call.args, call.kwargs))):
            continue
        given_numpy = case.call(call, "repeatable", as_jax=False)
        try:
            assert_matches(given_numpy, first, check="repeatable", call_text=case.describe(call), rtol=0, atol=0)
        except CheckFailure as failure:
            raise case.fail(
                "repeatable",
                f"another answer for NumPy arrays: {case.describe(call)} given NumPy arrays instead of JAX arrays "
                f"({failure.message}). A caller may give either: compute with `jnp`, which takes both, not with `np` "
                "on the host.",
            ) from None


def check_global_rng(case: Case) -> None:
    """NumPy's and Python's global random states are left exactly as they were."""
    for call in case.written_samples("global_rng"):
        numpy_state = np.random.get_state()
        python_state = random.getstate()
        try:
            jax.block_until_ready(case.call(call, "global_rng"))
            numpy_changed = not _same_numpy_state(numpy_state, np.random.get_state())
            python_changed = random.getstate() != python_state
        finally:
            np.random.set_state(numpy_state)
            random.setstate(python_state)
        if numpy_changed or python_changed:
            which = "NumPy's" if numpy_changed else "Python's"
            raise case.fail(
                "global_rng",
                f"used the global random state: {case.describe(call)} changed {which} global random generator. "
                "JAX randomness comes only from the key argument: `jax.random.normal(key, ...)`, never "
                "`np.random` or `random`.",
            )


def _same_numpy_state(a: tuple, b: tuple) -> bool:
    return a[0] == b[0] and np.array_equal(a[1], b[1]) and tuple(a[2:]) == tuple(b[2:])


_DATA_LEAVES = (bool, int, float, complex, np.ndarray, np.generic, jax.Array)


def _is_data(value: Any) -> bool:
    """A number, a non-key array, or a non-empty list, tuple or dict (nested) holding only those.

    A container JAX cannot flatten (a dict keyed by functions) and a tracer that leaked out of
    a traced call are not data: the check cannot perturb them.
    """
    if isinstance(value, jax.core.Tracer):
        return False
    if isinstance(value, (list, tuple, dict)):
        try:
            leaves = jax.tree.leaves(value)
        except Exception:  # noqa: BLE001 - e.g. dict keys that cannot be sorted
            return False
        return bool(leaves) and all(_is_data(leaf) for leaf in leaves)
    if isinstance(value, jax.Array) and jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key):
        return False  # a key is not a number to perturb
    return isinstance(value, _DATA_LEAVES)


# Names through which a function can reach any module variable at run time: every variable is then in reach.
_DYNAMIC_LOOKUPS = frozenset({"globals", "vars", "eval", "exec", "modules", "__dict__", "getattr", "__import__"})


def _code_names(code: types.CodeType) -> set[str]:
    """Every name `code` and the code objects nested in it (functions, lambdas, comprehensions) load."""
    return {name for nested in code_objects(code) for name in nested.co_names}


def _unwrapped(value: Any) -> list[Any]:
    """What a callable stands for: itself, what it wraps (jit, functools.wraps, partial, custom_vjp) and its closure."""
    found = [value]
    for attribute in ("__wrapped__", "func", "fun", "__func__", "fget"):
        inner = getattr(value, attribute, None)
        if inner is not None and inner is not value and callable(inner):
            found.append(inner)
    for cell in getattr(value, "__closure__", None) or ():
        try:
            found.append(cell.cell_contents)
        except ValueError:  # an empty cell
            pass
    return found


def _names_read(function: Any, module: Any) -> set[str] | None:
    """The module variables `function` can read: the global names in its code and in the code of
    the module's functions and classes it names, transitively; None when it can reach any of them
    (see `_DYNAMIC_LOOKUPS`) or its code cannot be found."""
    namespace = vars(module)
    names: set[str] = set()
    seen: set[int] = set()
    pending = [function]
    found_code = False
    while pending:
        value = pending.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        if isinstance(value, type):
            if value.__module__ == getattr(module, "__name__", None):
                pending.extend(vars(value).values())
            continue
        if isinstance(value, (staticmethod, classmethod, property, functools.partial)) or not isinstance(value, types.FunctionType):
            pending.extend(_unwrapped(value)[1:])
            continue
        if value.__globals__ is not namespace:
            continue  # another module's function reads that module's globals
        found_code = True
        code_names = _code_names(value.__code__)
        if code_names & _DYNAMIC_LOOKUPS:
            return None
        names |= code_names
        pending.extend(_unwrapped(value)[1:])
        pending.extend(namespace[name] for name in code_names if name in namespace and callable(namespace[name]))
    return names if found_code else None


def _data_globals(module: Any, read: set[str] | None = None) -> dict[str, Any]:
    """The module's variables that hold data, by name (not dunder names, not UPPER_CASE constants),
    among the names in `read` (all of them when None)."""
    return {
        name: value for name, value in vars(module).items()
        if (read is None or name in read)
        and not (name.startswith("__") and name.endswith("__")) and not name.isupper() and _is_data(value)
    }


def _perturbed_leaf(value: Any) -> Any:
    if isinstance(value, (bool, np.bool_)):
        return not value
    dtype = getattr(value, "dtype", None)
    if dtype is not None and dtype == np.bool_:
        return ~value
    if isinstance(value, (int, np.integer)) or (dtype is not None and np.issubdtype(dtype, np.integer)):
        return value + 3
    return value * 1.5 + 1


def _perturbed(value: Any) -> Any:
    """A new value of the same structure, every leaf moved (see the module docstring)."""
    return jax.tree.map(_perturbed_leaf, value)


def check_hidden_globals(case: Case) -> None:
    """Changing a lower-case module variable does not change the result (no hidden inputs)."""
    function = getattr(case.function, "__wrapped__", case.function)  # re-read globals: skip the student's jit
    # Un-jitted, a function the student jitted would compile operation by operation, sharing nothing
    # with the other checks: trace it afresh for every call instead (globals are read while tracing).
    compiled = function is not case.function
    variables = _data_globals(case.module, _names_read(case.function, case.module)) if case.module is not None else {}
    for call in case.written_samples("hidden_globals", 2):  # one input may not show it (a constant array)
        expected = case.call(call, "hidden_globals", function=function, compiled=compiled)  # runs even with nothing to perturb
        if not compiled and case.spec.reference is not None and "no_mutation" not in case.exercise.checks \
                and only_jax_arguments(call):
            assert_jax_arrays(expected, case.reference(call), check="hidden_globals", call_text=case.describe(call))
        for name, value in variables.items():
            try:
                perturbed = _perturbed(value)
            except Exception:  # noqa: BLE001 - not data this check can move (see the module docstring)
                continue
            setattr(case.module, name, perturbed)
            effect = "made an error in"
            try:
                got = case.call(call, "hidden_globals", function=function, compiled=compiled)
                effect = "changed the result of"
                assert_matches(got, expected, check="hidden_globals", call_text=case.describe(call), rtol=0, atol=0)
            except CheckFailure:
                raise case.fail(
                    "hidden_globals",
                    f"reads the global variable `{name}`: changing it {effect} {case.describe(call)}. "
                    f"Under jax.jit its value is frozen when the function is first traced, so later changes are "
                    f"silently ignored. Pass `{name}` as an argument (or, if it never changes, name it in "
                    "UPPER_CASE as a constant).",
                ) from None
            finally:
                setattr(case.module, name, value)
