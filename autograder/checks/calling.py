"""Calling the student's function the way the checks need: jitted with the exercise's static
arguments, and through `values_of`, the cheapest faithful way to get its answer.

Checks of several families use these (correctness, traceability, compilation, structure,
PRNG, transfers, dtypes), so they live here rather than in any one family's module.
"""

from __future__ import annotations

import dataclasses
import types
from typing import Any, Callable, Iterator

import jax
import numpy as np

from autograder.grading import termination
from autograder.grading.cases import Call, Case, NeverRun, RaisedByFunctionPassedIn, RaisingFunction
from autograder.grading.failures import CheckFailure, FailureKind, describe_error
from autograder.grading.jax_setup import ROUNDED_AS_WRITTEN


def code_objects(code: types.CodeType) -> Iterator[types.CodeType]:
    """`code` and every code object nested in it (functions, lambdas, comprehensions), depth first."""
    yield code
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            yield from code_objects(constant)


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_hashable(item) for item in value)
    return value


def _parameter_names(case: Case) -> list[str]:
    """The student's function's parameter names, in order (none where it has no signature to read)."""
    signature = case.signature
    return list(signature.parameters) if signature is not None else []


def argument_name(case: Case, key: int | str) -> str:
    """The name of the argument at `key` (a position or a keyword) of a call of the student's function."""
    names = _parameter_names(case)
    return names[key] if isinstance(key, int) and key < len(names) else str(key)


def with_argument(call: Call, key: int | str, value: Any) -> Call:
    """`call` with the argument at `key` (a position or a keyword) replaced by `value`, its tolerances kept."""
    if isinstance(key, int):
        return dataclasses.replace(call, args=call.args[:key] + (value,) + call.args[key + 1:])
    return dataclasses.replace(call, kwargs={**call.kwargs, key: value})


def static_call(case: Case, call: Call) -> Call:
    """`call` with the exercise's static arguments made hashable (lists become tuples)."""
    if not case.exercise.static:
        return call
    names = _parameter_names(case)
    args = tuple(
        _hashable(value) if index < len(names) and names[index] in case.exercise.static else value
        for index, value in enumerate(call.args)
    )
    kwargs = {key: _hashable(value) if key in case.exercise.static else value for key, value in call.kwargs.items()}
    return dataclasses.replace(call, args=args, kwargs=kwargs)  # its tolerances kept


def _traced_arguments(case: Case, call: Call) -> list[Any]:
    """The arguments of `call` that jit traces (all but the exercise's static ones)."""
    names = _parameter_names(case)
    traced = [value for index, value in enumerate(call.args) if not (index < len(names) and names[index] in case.exercise.static)]
    return traced + [value for key, value in call.kwargs.items() if key not in case.exercise.static]


def _python_numbers(case: Case, call: Call) -> list[int | float]:
    """The Python numbers (ints and floats, not bools) among the traced arguments' leaves: the arguments
    themselves, or numbers inside lists, tuples and dicts."""
    leaves = jax.tree.leaves(_traced_arguments(case, call))
    return [leaf for leaf in leaves if isinstance(leaf, (int, float)) and not isinstance(leaf, bool)]


def traced_python_numbers(case: Case, call: Call) -> bool:
    """Whether `call` hands a Python number (int or float) to an argument jit would trace, as the
    argument itself or inside a list, tuple or dict.

    Under `jax.jit` such a number arrives as a weakly typed traced array, so code that asks
    `isinstance(y, float)`, or converts it by its Python type, takes another path than it does
    on the number itself: only a call as written tries what the contract says of a Python number.
    """
    return bool(_python_numbers(case, call))


def refused_by_jit(case: Case, call: Call) -> bool:
    """Whether `call` hands jit a Python int it cannot take: past int32's range (int64's in 64-bit mode).

    `jax.jit` converts a traced Python int to int32 and raises OverflowError past that range, while
    NumPy (and a contract that accepts what NumPy accepts) takes it: such a call can only run as
    written, and the checks that run calls jitted leave it out.
    """
    limits = np.iinfo(np.int64 if jax.config.jax_enable_x64 else np.int32)
    return any(isinstance(number, int) and not limits.min <= number <= limits.max for number in _python_numbers(case, call))


class CountedFunction:
    """A function handed to the student's code that counts its calls; shown as the function it wraps. The calls the
    grader's own termination probe makes (`termination.probe` traces the student's function once before the real
    call, when the student's files use compiled loops) are not the student's, and are not counted."""

    def __init__(self, function: Callable[..., Any]) -> None:
        self.function, self.calls = function, 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if not termination.probing:
            self.calls += 1
        return self.function(*args, **kwargs)

    def __repr__(self) -> str:
        return repr(self.function)


def is_function_argument(value: Any) -> bool:
    """A function handed to the student (not a class, an array, or a mesh, which JAX makes callable as a decorator)."""
    return callable(value) and not isinstance(value, (type, jax.Array, jax.sharding.Mesh))


def raises_through(case: Case, call: Call, name: str, check: str) -> None:
    """`call` (whose `name` is a `RaisingFunction`), run as written, must end in that function's exception.

    Unless the contract says otherwise, an exception from a function the student is given reaches the student's
    caller: code that catches every exception (`except Exception:`) and returns something else hides a bug in the
    caller's function behind an answer that looks like one.

    Raises:
        CheckFailure: the call returned, or raised something else (a stub's NotImplementedError says so).
    """
    try:
        args, kwargs = call.fresh()
        got = jax.block_until_ready(case.function(*args, **kwargs))
    except RaisedByFunctionPassedIn:
        return
    except NotImplementedError as error:
        raise describe_error(error, case.describe(call), case.student_files, check) from None
    except Exception as error:  # noqa: BLE001 - student code may raise anything: what matters is which
        raise case.fail(check, f"hid an exception: in {case.describe(call)}, `{name}` raised an exception, and the "
                               f"call raised {type(error).__name__} instead ({_first_line(error)}). Let the "
                               f"exception of a function you are given reach your caller unchanged.") from None
    raise case.fail(check, f"swallowed an exception: in {case.describe(call)}, `{name}` raised an exception, and the "
                           f"call returned {_short(got)} instead of letting it through. Catch only the exceptions "
                           "the contract names (none, unless it says so): a caller's bug must not look like an "
                           "answer.")


def declared_raising_calls(case: Case, check: str) -> None:
    """`raises_through` for each of `check`'s declared inputs (`ExerciseSpec.check_inputs`) that hands the student a
    `RaisingFunction`: an exercise whose own checks call it with functions of their own tries the class there."""
    for call in case.spec.check_inputs.get(check, ()):
        for key, value in [*enumerate(call.args), *call.kwargs.items()]:
            if isinstance(value, RaisingFunction):
                raises_through(case, call, argument_name(case, key), check)


def declared_never_run_calls(case: Case, check: str) -> None:
    """Each of `check`'s declared inputs that hands the student a `NeverRun` must leave it unrun: the contract reads
    the function's program ("never its values"), and a call on the arguments runs the caller's computation for
    nothing (it may be slow, or do something each time it runs).

    Raises:
        CheckFailure: the function given ran on values.
    """
    for call in case.spec.check_inputs.get(check, ()):
        given = [value for value in [*call.args, *call.kwargs.values()] if isinstance(value, NeverRun)]
        if not given:
            continue
        for function in given:
            function.runs = 0
        jax.block_until_ready(case.call(call, check))
        jax.effects_barrier()
        for function in given:
            if function.runs:
                raise case.fail(check, f"ran the function it was given: {case.describe(call)} ran `{function.name}` on "
                                       f"the values {function.runs} time(s). Only its program is to be read: trace, "
                                       "lower or compile it (`jax.make_jaxpr`, `jax.jit(f).lower(*args)`), never call it "
                                       "on the arguments.")


def _first_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return text[0][:160] if text else "no message"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def counted_calls(case: Case, call: Call, check: str, run: Callable[[Call], Any], advice: str = "") -> Any:
    """`run(counted)`, where `counted` is `call` with every function argument counting its calls
    (a Python-side counter around it); fails `check` unless each one ran exactly once.

    For contracts that say a function given to the student "runs once" (it may be slow, or do
    something each time it runs): a second call for a fast path, or to check the first, breaks it.

    Raises:
        CheckFailure: a function argument ran more or fewer times than once (with `advice` added).
    """
    counted: dict[str, CountedFunction] = {}

    def wrap(key: int | str, value: Any) -> Any:
        if not is_function_argument(value):
            return value
        name = argument_name(case, key)
        counted[name] = CountedFunction(value)
        return counted[name]

    result = run(dataclasses.replace(call, args=tuple(wrap(index, value) for index, value in enumerate(call.args)),
                                     kwargs={key: wrap(key, value) for key, value in call.kwargs.items()}))
    for name, function in counted.items():
        if function.calls != 1:
            what = f"never called `{name}`" if function.calls == 0 else f"called `{name}` {function.calls} times"
            raise case.fail(check, f"{what}: {case.describe(call)} must call it exactly once (it may be slow, or do "
                                   f"something each time it runs). {advice}".rstrip())
    return result


def jitted(case: Case) -> Callable[..., Any]:
    """The student's function wrapped in `jax.jit` with the exercise's static arguments, every step rounded to its
    dtype on every backend (`ROUNDED_AS_WRITTEN`): call it, trace it or lower it, never nest it in another `jax.jit`.

    Raises:
        CheckFailure: a static argument is missing from the student's signature.
    """
    try:
        return jax.jit(case.function, static_argnames=case.exercise.static, compiler_options=ROUNDED_AS_WRITTEN)
    except (ValueError, TypeError) as error:
        raise case.fail(
            "jit",
            f"could not wrap {case.name} in jax.jit with static arguments {list(case.exercise.static)}: {error}. "
            "Keep the signature given in the exercise file.",
        ) from None


def values_of(case: Case, call: Call, check: str) -> Any:
    """The function's output for `call`, computed the cheapest faithful way.

    Exercises that must work under jit run through `jax.jit` with their static arguments,
    sharing compiled programs with the other checks that use the same shapes; when that
    fails (the function is not traceable), or jit cannot take the call's Python ints
    (`refused_by_jit`), the function runs as written, so value checks judge values and the
    `jit` check reports tracing problems.

    Raises:
        CheckFailure: what the plain call raised, translated into advice.
    """
    if "jit" in case.exercise.checks and not refused_by_jit(case, call):
        try:
            return jax.block_until_ready(case.call(static_call(case, call), check, function=jitted(case)))
        except CheckFailure as failure:
            if failure.kind is FailureKind.NOT_IMPLEMENTED:
                raise
    return case.call(call, check)


class NotSerializable(Exception):
    """The function traced and lowered, but `jax.export` cannot serialize its program (a host callback in it)."""


def exported_program(case: Case, call: Call) -> bytes:
    """The function as the `jit` check compiles it (`jitted`, static arguments as `static_call` makes them), traced on
    `call` and lowered for the CPU by `jax.export`, serialized: data the batch's parent judges (batch/exported.py).

    Raises:
        NotSerializable: the program holds what cannot be serialized (host callbacks).
        Exception: whatever tracing or lowering raises.
    """
    from jax import export

    args, kwargs = static_call(case, call).fresh(as_jax=True)
    previous = jax.config.jax_traceback_in_locations_limit
    # No source locations in the program: the same code gives the same bytes from every worker's private folder, so
    # the parent compiles it once per batch (JAX keeps compiled programs by their text).
    jax.config.update("jax_traceback_in_locations_limit", 0)
    try:
        return bytes(export.export(jitted(case), platforms=("cpu",))(*args, **kwargs).serialize())
    except Exception as error:  # noqa: BLE001 - told apart below by whether plain jit lowers it
        failure = error
    finally:
        jax.config.update("jax_traceback_in_locations_limit", previous)
    jitted(case).trace(*args, **kwargs).lower(lowering_platforms=("cpu",))  # raises where jit itself fails
    raise NotSerializable(f"{type(failure).__name__}: {failure}")  # jit lowers it, export cannot: a host callback
