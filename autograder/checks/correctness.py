"""Correctness: the student's answers against an independent NumPy reference.

`values` tries hypothesis-generated inputs (shrunk to the smallest failing one), `edge_cases`
the spec's hand-picked inputs (checks/dtypes.py casts them to other dtypes). Both compare with
`assert_matches` (checks/comparison.py), which reports the first difference: a pytree path,
an index, expected against got.
"""

from __future__ import annotations

import warnings
from typing import Any, Callable

import jax
import numpy as np
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis.errors import FlakyFailure

from autograder.checks import tolerances
from autograder.checks.calling import (argument_name, is_function_argument, jitted, raises_through, refused_by_jit,
                                       traced_python_numbers, values_of, with_argument)
from autograder.checks.comparison import assert_jax_arrays, assert_matches, compare_with_reference, only_jax_arguments
from autograder.checks.traceability import check_jit_call
from autograder.grading.cases import Call, Case, RaisingFunction
from autograder.grading.failures import CheckFailure, FailureKind
from autograder.grading.grader_functions import GraderFunction
from autograder.grading.seeds import hypothesis_seed, seed_alone
from autograder.grading.strategies import with_special_values


def for_generated_inputs(case: Case, examples: int, body: Callable[[Call], None], check: str) -> None:
    """Run `body` on `examples` hypothesis-generated calls; a failure is shrunk to the smallest input.

    The inputs are seeded by the grader's version, the exercise and the check (grading/seeds.py):
    the same on every run and in every path, so the verdict is too. A function that fails an
    input once and passes it when Hypothesis calls it again (its answer depends on earlier calls:
    a global it changes, a switch it leaves on) fails with that first failure, said so.
    """
    if case.spec.inputs is None:
        raise RuntimeError(f"{case.exercise.id}: the `{check}` check needs `inputs` in its grading spec")
    seed_alone()

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        phases=(Phase.explicit, Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        print_blob=False,
    )
    @seed(hypothesis_seed(case.exercise.id, check))
    @given(case.spec.inputs)
    def run(call: Call) -> None:
        body(call)

    try:
        run()
    except FlakyFailure as flaky:
        first = next((e for e in flaky.exceptions if isinstance(e, CheckFailure)), None)
        if first is None:
            raise
        raise CheckFailure(check, f"{first.message} Called again on the same input it gave another answer: its "
                                  "result depends on what earlier calls did (a global it changes, a JAX switch it "
                                  "leaves on).", first.kind) from None


def check_values(case: Case) -> None:
    """Hypothesis-generated inputs give the reference's answers (smallest failing input shown).

    Exercises that must work under jit are run jitted here (one compilation per input shape
    instead of one per operation and shape), as `edge_cases` does; `no_mutation` runs them as written.
    """
    if "jit" in case.exercise.checks:
        compiled = jitted(case)
        body = lambda call: check_jit_call(case, compiled, call, check="values")  # noqa: E731
    else:
        def body(call: Call) -> None:
            got, expected, call_text = case.call(call, "values"), case.reference(call), case.describe(call)
            assert_matches(got, expected, check="values", call_text=call_text, rtol=case.spec.rtol, atol=case.spec.atol)
            if only_jax_arguments(call):
                assert_jax_arrays(got, expected, check="values", call_text=call_text)
    for_generated_inputs(case, case.spec.examples, body, "values")


def check_edge_cases(case: Case) -> None:
    """The spec's hand-picked inputs (empty, one element, extremes) give the reference's answers,
    and so do the same inputs with IEEE special values, or integers at the ends of their range,
    where the contract allows them (`ExerciseSpec.special_values`, `integer_extremes`,
    `large_integers`), with
    some arguments scaled far from the examples' values (`ExerciseSpec.magnitudes`) or shifted
    far from 0 (`ExerciseSpec.offsets`), and with Python numbers given as 0-d arrays where the
    contract allows both (`ExerciseSpec.scalar_arrays`), and their 0-d arrays as Python numbers (run as written).

    Exercises that must work under jit run jitted here (see `calling.values_of`), and their
    special-value calls also as written (XLA may rewrite `0 * x` under jit); their edge cases
    without a single array element (empty arrays, trees without leaves) also run as written, where
    the result must be made of JAX arrays (`assert_jax_arrays`), as jit would make it, and so do
    their edge cases that hand a Python number to a traced argument, alone or inside a list, tuple
    or dict (`traced_python_numbers`); those with a Python int jit refuses run as written only.
    Where the contract promises JAX arrays for any input (`ExerciseSpec.jax_arrays_out`), every edge
    case also runs as written with its NumPy arrays left NumPy, and must give JAX arrays.
    """
    for call in case.samples("edge_cases"):
        try:
            compare_with_reference(case, call, "edge_cases", values_of(case, call, "edge_cases"))
        except CheckFailure as failure:
            if not call.relative or failure.kind is not FailureKind.WRONG:
                raise
            raise case.fail("edge_cases", f"{failure.message} {RELATIVE_ADVICE}") from None
        if "jit" in case.exercise.checks and _holds_no_elements(call) and only_jax_arguments(call):
            # Under jit any result becomes a JAX array: a special case for "nothing" (`return 0.0`) hides there.
            got = case.call(call, "edge_cases")
            assert_jax_arrays(got, case.reference(call), check="edge_cases", call_text=case.describe(call))
        elif "jit" in case.exercise.checks and traced_python_numbers(case, call) and not refused_by_jit(case, call):
            # Under jit a Python number arrives traced: what the contract says of the number itself holds as written.
            compare_with_reference(case, call, "edge_cases", case.call(call, "edge_cases"))
        if case.spec.jax_arrays_out:
            # NumPy arrays in (as the call holds them), JAX arrays out: jit would make any result one, so as written.
            assert_jax_arrays(case.call(call, "edge_cases", as_jax=False), case.reference(call), check="edge_cases",
                              call_text=f"{case.describe(call)} (called as written)",
                              given="given NumPy arrays")
    for call, advice, scale in edge_case_variants(case):
        compare_with_advice(case, call, advice, scale, values_of(case, call, "edge_cases"), case.describe(call))
        if "jit" in case.exercise.checks and traced_python_numbers(case, call) and not refused_by_jit(case, call):
            # as for the edge cases themselves: a Python number at an integer's extreme is traced under jit (an
            # int32 that wraps into int8), and what the contract says of the number holds as written too
            compare_with_advice(case, call, advice, scale, case.call(call, "edge_cases"),
                                f"{case.describe(call)} (called as written)")
    for call, advice, scale in python_number_calls(case):
        # Under jit a Python number arrives traced, as the 0-d array does: only a call as written tries it.
        compare_with_advice(case, call, advice, scale, case.call(call, "edge_cases"),
                            f"{case.describe(call)} (called as written)")
    if "jit" in case.exercise.checks:
        # Under jit XLA may turn `0 * x` or a product with a 0/1 mask into a select, which keeps an inf where the
        # code as written makes nan: the special values also run as written.
        for call in special_value_calls(case):
            compare_with_advice(case, call, SPECIAL_VALUES_ADVICE, 1.0, case.call(call, "edge_cases"),
                                f"{case.describe(call)} (called as written)")
    for call in numpy_array_calls(case):
        compare_with_advice(case, call, NUMPY_ARRAYS_ADVICE, 1.0, case.call(call, "edge_cases", as_jax=False),
                            f"{case.describe(call)} (NumPy arrays, called as written)")
    for call, name in raising_function_calls(case):
        raises_through(case, call, name, "edge_cases")
    for call in nan_function_calls(case):
        compare_with_advice(case, call, NAN_FUNCTION_ADVICE, 1.0, values_of(case, call, "edge_cases"), case.describe(call))


NAN_FUNCTION_ADVICE = (
    "This is an edge case whose function gives NaN wherever it gives a float: the answer must be what the contract "
    "makes of those values (NaN in, NaN out), not a number put in their place (`nan_to_num`, a `where` on `isnan`)."
)


def nan_function_calls(case: Case) -> list[Call]:
    """For each function argument of the edge cases that the grader made (a `GraderFunction`: it carries the NumPy
    reference), the first edge case giving one with it replaced by the same function times NaN
    (`GraderFunction.times_nan`, its reference too), where `spec.nan_functions` names the argument."""
    calls: list[Call] = []
    for argument in case.spec.nan_functions:
        for call in case.spec.edge_cases:
            try:
                key = case.argument_key(call, argument, "nan_functions")
            except RuntimeError:  # not in this call: its default is used
                continue
            value = call.kwargs[key] if isinstance(key, str) else call.args[key]
            if isinstance(value, GraderFunction):
                calls.append(with_argument(call, key, value.times_nan()))
                break
    return calls


NUMPY_ARRAYS_ADVICE = (
    "This is an edge case given as NumPy arrays, as a caller may give them: the answer must be the one JAX arrays "
    "get. Compute with `jnp` (it takes NumPy arrays as they are), not with `np` on the host."
)


def numpy_array_calls(case: Case) -> list[Call]:
    """The edge cases holding an array, one for each distinct set of argument kinds and dtypes (a 0-d array is a kind
    of its own), for `edge_cases` to run as written with their arrays left NumPy, where no other check hands the
    exercise NumPy arrays (`no_mutation` does, and `jax_arrays_out`)."""
    if "no_mutation" in case.exercise.checks or case.spec.jax_arrays_out:
        return []
    calls, kinds = [], set()
    for call in case.spec.edge_cases:
        leaves = jax.tree.leaves((call.args, call.kwargs))
        if not any(isinstance(leaf, np.ndarray) and leaf.ndim for leaf in leaves):
            continue
        kind = tuple((type(leaf).__name__, str(getattr(leaf, "dtype", "")), np.ndim(leaf) == 0) for leaf in leaves)
        if kind not in kinds:
            kinds.add(kind)
            calls.append(call)
    return calls


def raising_function_calls(case: Case) -> list[tuple[Call, str]]:
    """For each function argument of the edge cases, the first edge case giving one with it replaced by a
    `RaisingFunction`, and the argument's name."""
    calls: list[tuple[Call, str]] = []
    seen: set[str] = set()
    for call in case.spec.edge_cases:
        for key, value in [*enumerate(call.args), *call.kwargs.items()]:
            name = argument_name(case, key)
            if is_function_argument(value) and name not in seen:
                seen.add(name)
                calls.append((with_argument(call, key, RaisingFunction(name)), name))
    return calls


def edge_case_variants(case: Case) -> list[tuple[Call, str, float]]:
    """The spec's edge cases made harder, as `edge_cases` tries them: (call, the advice a wrong answer gets,
    the factor on the absolute tolerance). The batch's parent tries them too (autograder/batch/timed.py)."""
    variants = [(call, SPECIAL_VALUES_ADVICE, 1.0) for call in special_value_calls(case)]
    variants += [(call, INTEGER_EXTREMES_ADVICE, 1.0) for call in special_value_calls(case, integers=True)]
    variants += [(call, LARGE_INTEGERS_ADVICE, 1.0) for call in special_value_calls(case, large=True)]
    variants += magnitude_calls(case)
    variants += offset_calls(case)
    variants += scalar_array_calls(case)
    variants += empty_axis_calls(case)
    return variants


def compare_with_advice(case: Case, call: Call, advice: str, scale: float, got: Any, call_text: str,
                        check: str = "edge_cases") -> None:
    """`got` against the reference's answer for `call` (absolute tolerance times `scale`); a wrong answer
    fails `check` with `advice` added."""
    try:
        with np.errstate(all="ignore"), warnings.catch_warnings():  # inf, nan and empty slices on purpose
            warnings.simplefilter("ignore", RuntimeWarning)
            expected = case.reference(call)
        with tolerances.grading(case.exercise.id):
            atol = case.spec.atol if call.atol is None else call.atol  # a call's own tolerance, where it has one
            assert_matches(got, expected, check=check, call_text=call_text, rtol=case.spec.rtol,
                           atol=atol * scale, signed_zeros=case.spec.signed_zeros)
    except CheckFailure as failure:
        if failure.kind is not FailureKind.WRONG:
            raise
        raise case.fail(check, f"{failure.message} {advice}") from None

SPECIAL_VALUES_ADVICE = (
    "The input holds values the contract allows but ordinary data lacks (inf, nan, -0.0, the largest float). "
    "`inf * 0` is nan: keep or drop elements with `jnp.where` or an indexed update, not by multiplying with a "
    "0/1 mask or a one-hot or permutation matrix."
)
RELATIVE_ADVICE = (
    "The answer is tiny but float32 holds it, so it is compared with the relative tolerance alone. An "
    "intermediate past float32's range (about 3e38: the cube of a large number) turns it into 0: scale step by "
    "step, `a * r * r * r` with `r = 1 / n` (under jit XLA turns `a / n / n / n` into `a / (n * n * n)`)."
)
INTEGER_EXTREMES_ADVICE = (
    "The input holds integers at the ends of their dtype's range, which the contract allows. float32 holds "
    "integers exactly only up to 2**24, and a sum in a narrow integer dtype wraps around: keep the input's dtype, "
    "or compute in the result's."
)

LARGE_INTEGERS_ADVICE = (
    "The input holds integers past 2**24, which the contract allows: float32 cannot hold them exactly, so a "
    "float literal, a float32 accumulator or a cast through float32 rounds them. Keep integer data integer "
    "(`jnp.zeros_like(x)`, `jnp.minimum(x, 0)`, an accumulator of the input's dtype)."
)


def _on_floats(operation: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """`operation` applied to float arrays and float scalars (dtype kept); integers, keys and functions as they were."""
    def apply(value: Any) -> Any:
        if isinstance(value, np.ndarray) and value.dtype.kind == "f":
            return np.asarray(operation(value)).astype(value.dtype)
        if isinstance(value, (float, np.floating)):
            return type(value)(operation(value))
        return value

    return apply


def _mapped(case: Case, call: Call, arguments: tuple[str | int, ...], what: str, transform: Callable[[Any], Any]) -> Call:
    """`call` with `transform` applied to every leaf of the named arguments (the rest as they were);
    `"name/entry"` names one entry of a dict argument."""
    args, kwargs = list(call.args), dict(call.kwargs)
    for argument in arguments:
        name, _, entry = argument.partition("/") if isinstance(argument, str) else (argument, "", "")
        key = case.argument_key(call, name, what)
        holder = kwargs if isinstance(key, str) else args
        if entry:
            holder[key] = {**holder[key], entry: jax.tree.map(transform, holder[key][entry])}
        else:
            holder[key] = jax.tree.map(transform, holder[key])
    return Call(tuple(args), kwargs)


def magnitude_calls(case: Case) -> list[tuple[Call, str, float]]:
    """The edge cases with the arguments of each `spec.magnitudes` entry scaled by its factor (float
    arrays and float scalars; integers, keys and functions as they were), with the advice to show and
    the factor for the absolute tolerance (the factor itself when below 1: tiny values are compared
    at their own scale)."""
    calls = []
    for arguments, factor in case.spec.magnitudes:
        names = " and ".join(f"`{argument}`" for argument in arguments)
        advice = (f"These are the edge case's inputs with {names} scaled by {factor:g}: the contract holds at every "
                  "scale, not only near the examples' values (no clipping, capping, safety epsilon or shortcut "
                  "that only works there).")
        calls += [(_mapped(case, call, arguments, "magnitudes", _on_floats(lambda v: v * factor)), advice, min(factor, 1.0))
                  for call in case.spec.edge_cases]
    return calls


def offset_calls(case: Case) -> list[tuple[Call, str, float]]:
    """The edge cases with `shift` added to the float elements of each `spec.offsets` entry's
    arguments, with the advice to show (tolerances as they were: the answer is on the same scale)."""
    calls = []
    for arguments, shift in case.spec.offsets:
        names = " and ".join(f"`{argument}`" for argument in arguments)
        advice = (f"These are the edge case's inputs with {shift:g} added to {names}: the contract holds wherever the "
                  "data sits. Subtract before you square (a two-pass mean and variance, `(p - y) ** 2`); "
                  "`E[x**2] - E[x]**2` and expanded squares lose every digit to cancellation there.")
        calls += [(_mapped(case, call, arguments, "offsets", _on_floats(lambda v: v + shift)), advice, 1.0)
                  for call in case.spec.edge_cases]
    return calls


def scalar_array_calls(case: Case) -> list[tuple[Call, str, float]]:
    """The edge cases with the Python numbers of `spec.scalar_arrays`' arguments given as 0-d arrays
    (a float as float32, an int as int32; bools as they were), with the advice to show.

    Only edge cases whose float data is float32 are used, one per distinct set of dtypes, so that
    a few new programs compile: a 0-d float32 array beside float16 data promotes it, which a
    contract may allow or forbid (`ExerciseSpec.dtypes` says which where it matters); what every
    such contract promises is that the 0-d array works as the number does (no Python `if`,
    `float()` or `range()` on it under jit).

    Caveat: an exercise that runs jitted already meets its Python numbers as tracers, so there this
    mostly repeats what its ordinary edge cases show; it is an exercise run as written (no `jit`
    check) that meets a real 0-d array only here."""
    if not case.spec.scalar_arrays:
        return []
    names = " and ".join(f"`{argument}`" for argument in case.spec.scalar_arrays)
    advice = (f"This is the edge case with {names} given as a 0-d array (`jnp.float32(0.5)`, `jnp.int32(3)`), which "
              "the contract allows: it must work as the number does, so no Python `if`, `float()`, `int()` or "
              "`range()` on it (under jit it is a tracer).")
    calls: list[tuple[Call, str, float]] = []
    kinds: set[tuple[str, ...]] = set()
    for call in case.spec.edge_cases:
        changed = _scalar_arguments_as(case, call, _as_zero_d)
        kind = tuple(str(np.asarray(leaf).dtype) for leaf in jax.tree.leaves((changed.args, changed.kwargs))
                     if isinstance(leaf, (np.ndarray, np.generic)))
        if not _same_values(changed, call) and kind not in kinds and not set(kind) & {"float16", "bfloat16", "float64"}:
            kinds.add(kind)
            calls.append((changed, advice, 1.0))
    return calls


def empty_axis_calls(case: Case) -> list[tuple[Call, str, float]]:
    """For each `spec.empty_axes` entry (arguments, axis), the first edge case whose arguments are all arrays with
    elements along that axis, with them cut to length 0 there together (the others as they were), and the advice
    to show. The reference gives the shape the contract promises; a function that reads `x[0]`, reduces with `max`
    and no starting value, or divides by a count of 0 where the result has no element, differs or raises.

    Caveat: one call per entry, so one new program to compile; arguments whose lengths must agree along the axis
    are named in one entry, and an axis the docstring ties to something else is never named
    (`ExerciseSpec.empty_axes`)."""
    calls: list[tuple[Call, str, float]] = []
    for names, axis in case.spec.empty_axis_entries():
        cut = (slice(None),) * axis + (slice(0, 0),)
        for call in case.spec.edge_cases:
            try:
                keys = [case.argument_key(call, name, "empty_axes") for name in names]
                values = [call.kwargs[key] if isinstance(key, str) else call.args[key] for key in keys]
            except (RuntimeError, IndexError):  # not in this call: its default is used
                continue
            if all(isinstance(v, np.ndarray) and v.ndim > axis and v.shape[axis] > 0 for v in values):
                changed = _mapped(case, call, names, "empty_axes", lambda leaf: leaf[cut])
                shapes = " and ".join(f"`{name}` of shape {tuple(value[cut].shape)}" for name, value in zip(names, values))
                advice = (f"This is an edge case with {shapes}, empty along axis {axis}, which the contract allows: "
                          "the result must have the shape the contract gives for it. Nothing may read a first "
                          "element or reduce without a starting value there.")
                calls.append((changed, advice, 1.0))
                break
    return calls


def python_number_calls(case: Case) -> list[tuple[Call, str, float]]:
    """The edge cases with the 0-d int32 and float32 arrays (and NumPy scalars) of `spec.scalar_arrays`'
    arguments given as Python numbers, with the advice to show; `edge_cases` runs them as written.

    The mirror of `scalar_array_calls`: a contract that admits both kinds promises the same answer for
    both, so a separate path for Python numbers (`isinstance(branch, int)`, indexing a Python list with
    it) is held to the contract on every value the edge cases give the array, out-of-range ones included.
    Under jit the number would arrive traced and take the array's path: only a call as written tries it.
    """
    if not case.spec.scalar_arrays:
        return []
    names = " and ".join(f"`{argument}`" for argument in case.spec.scalar_arrays)
    advice = (f"This is the edge case with {names} given as a Python number (`7`, not `jnp.int32(7)`), which the "
              "contract allows: it must give what the 0-d array gives, so no separate path for Python numbers "
              "(`isinstance(n, int)`, indexing a Python list with it) unless it keeps the same rules.")
    calls: list[tuple[Call, str, float]] = []
    for call in case.spec.edge_cases:
        changed = _scalar_arguments_as(case, call, _as_python_number)
        if not _same_values(changed, call) and not any(_same_values(changed, seen) for seen, _, _ in calls):
            calls.append((changed, advice, 1.0))
    return calls


def _scalar_arguments_as(case: Case, call: Call, convert: Callable[[Any], Any]) -> Call:
    """`call` with each `spec.scalar_arrays` argument it gives converted leaf by leaf (one it leaves to its
    default stays so)."""
    for argument in case.spec.scalar_arrays:
        try:
            call = _mapped(case, call, (argument,), "scalar_arrays", convert)
        except RuntimeError:  # not in this call: its default is used
            continue
    return call


def _as_python_number(leaf: Any) -> Any:
    """A 0-d int32 array or NumPy scalar as a Python int, a float32 one as a Python float; anything else as it was."""
    if isinstance(leaf, (np.ndarray, np.generic)) and np.ndim(leaf) == 0:
        if leaf.dtype == np.int32:
            return int(leaf)
        if leaf.dtype == np.float32:
            return float(leaf)
    return leaf


def _as_zero_d(leaf: Any) -> Any:
    """A Python float as a float32 0-d array, a Python int as an int32 one; anything else as it was."""
    if isinstance(leaf, float):
        return np.asarray(leaf, np.float32)
    if isinstance(leaf, int) and not isinstance(leaf, bool):
        return np.asarray(leaf, np.int32)
    return leaf


def special_value_calls(case: Case, integers: bool = False, large: bool = False) -> tuple[Call, ...]:
    """The edge cases with special values written into the arguments `spec.special_values` names
    (`spec.integer_extremes` when `integers`, `spec.large_integers` when `large`), two variants
    each (see `strategies.with_special_values`), leaving out calls that nothing changed.

    Integer extremes also run the edge cases whose named arguments hold floats, with those cast
    to int32: a contract that lets integer data take any value lets it take every shape the
    float edge cases have (padding, a second row), not only the shapes of its integer edge cases.
    """
    if large:
        arguments, what = case.spec.large_integers, "large_integers"
    elif integers:
        arguments, what = case.spec.integer_extremes, "integer_extremes"
    else:
        arguments, what = case.spec.special_values, "special_values"
    bases = list(case.spec.edge_cases) if arguments else []
    if integers and not large:
        bases += [cast for call in bases if not _same_values(cast := _mapped(case, call, arguments, what, _as_int32), call)]
    calls: list[Call] = []
    for call in bases:
        for variant in (0, 1):
            changed = _mapped(case, call, arguments, what, lambda leaf: with_special_values(leaf, variant, integers or large, large))
            if not _same_values(changed, call) and not any(_same_values(changed, seen) for seen in calls):
                calls.append(changed)
    return tuple(calls)


def _as_int32(leaf: Any) -> Any:
    """A float array as int32 (its values truncated); anything else as it was."""
    if isinstance(leaf, np.ndarray) and leaf.dtype.kind == "f":
        return np.trunc(np.nan_to_num(leaf)).astype(np.int32)
    return leaf


def _holds_no_elements(call: Call) -> bool:
    """Some argument is an empty array or a tree without leaves, and no argument holds an array
    element: nothing to compute with."""
    arguments = (*call.args, *call.kwargs.values())
    empty = any(
        (isinstance(value, np.ndarray) and value.size == 0)
        or (isinstance(value, (list, tuple, dict)) and not jax.tree.leaves(value)) for value in arguments
    )
    return empty and all(np.size(leaf) == 0 for leaf in jax.tree.leaves(arguments) if isinstance(leaf, np.ndarray))


def _same_values(a: Call, b: Call) -> bool:
    leaves_a, leaves_b = jax.tree.leaves((a.args, a.kwargs)), jax.tree.leaves((b.args, b.kwargs))
    return all(
        np.asarray(x).dtype == np.asarray(y).dtype and np.array_equal(np.asarray(x), np.asarray(y), equal_nan=True)
        if isinstance(x, (np.ndarray, float)) else x is y
        for x, y in zip(leaves_a, leaves_b)
    )


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
