"""Compilation: a jitted function compiles once per shape and static value, never per traced value.

Compiles are counted from `jax.monitoring`'s backend-compile events for the function's own
name (`jit(<name>)`), not from `_cache_size()`, which also counts cache entries that never
compiled. JAX emits that event whether the program is compiled or loaded from the persistent
compilation cache, so the count does not depend on what an earlier run left on disk.

Compiles already done earlier in the process are invisible, so every counted sequence starts
from a shape no other check uses: `fresh_size()` hands out prime lengths that no spec writes
(`FRESH_LENGTHS`).

JAX's own one-operation programs are never counted. Called un-jitted, `lax.switch` or
`jnp.sin` runs as a small program named after its primitive (`jit(cond)`, `jit(sin)`), and
`lax.switch` given new lambdas on every call compiles `jit(cond)` again each time. The name
does not say whose program it is (a student's `while_loop` predicate is often called `cond`
too), so the counter tells them apart by where the compile starts: inside JAX's eager
dispatch of one primitive (`jax._src.dispatch.apply_primitive`, private: where a JAX lacks
it, such programs count, and tests/checks/test_compilation.py says so).

Example:
    >>> with count_compiles("normalize") as compiles:
    ...     normalize(x, 0.1); normalize(x, 0.2)
    >>> compiles.count
    1
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
import sysconfig
import types
from dataclasses import dataclass, field
from typing import Callable, Iterator

import jax
import jaxlib
from jax import monitoring

from autograder.checks.calling import code_objects, jitted, static_call
from autograder.grading import termination
from autograder.grading.cases import Call, Case

_BACKEND_COMPILE_EVENT = "/jax/core/compile/backend_compile_duration"
# The lengths `fresh_size` hands out: primes from 29 to 397, except those a spec or check writes as a number
# (tests/checks/test_compilation.py checks there are none). A counted sequence must start from a shape the
# function never ran at, and JAX shares compiled programs between every `jax.jit` of one function: a length
# another check of the same exercise used (prng.dropout's `ones(64)`) compiles nothing, and a correct
# solution graded late in a long process (a notebook kernel, the variants) read "compiled 0 times". Round
# lengths are what inputs use; primes are not. They stay small on purpose: a student's Python loop over such
# an axis is unrolled, and a huge unrolled program would exhaust memory. The sequence is the same in every
# run, so a re-run of unchanged code finds its programs in the persistent compilation cache (a hit still
# counts as a compile event). After the last one it starts again: by then the functions that ran at the
# first lengths belong to exercises graded long before, and another function shares no programs with them.
TAKEN_LENGTHS = (31, 43, 67, 97, 127, 257)  # primes in that range that specs and checks use as lengths or counts
FRESH_LENGTHS = tuple(n for n in range(29, 398) if all(n % d for d in range(2, int(n ** 0.5) + 1))
                      and n not in TAKEN_LENGTHS)
_FRESH_SIZES = itertools.count(0)


def fresh_size() -> int:
    """An array length no other check uses (so the first call of a function at it must compile)."""
    return FRESH_LENGTHS[next(_FRESH_SIZES) % len(FRESH_LENGTHS)]


@dataclass
class CompileCounter:
    """Backend compiles of one function seen while the counter was active."""

    function_name: str | None  # None: every function
    count: int = 0
    names: list[str] = field(default_factory=list)


_ACTIVE: list[CompileCounter] = []


def _eager_dispatch_code() -> types.CodeType | None:
    """The code of JAX's eager dispatch of one primitive, or None where this JAX has none by that name."""
    try:
        from jax._src import dispatch
    except ImportError:
        return None
    return getattr(getattr(dispatch, "apply_primitive", None), "__code__", None)


_EAGER_DISPATCH = _eager_dispatch_code()
# Files of the frames between a compile and the code that caused it: JAX's, jaxlib's, the standard library's.
_MACHINERY = tuple(os.path.join(os.path.dirname(module.__file__), "") for module in (jax, jaxlib)) + (
    os.path.join(sysconfig.get_paths()["stdlib"], ""),
)


def _compiling_one_primitive() -> bool:
    """Whether the compile under way is JAX's own program for one primitive called un-jitted.

    Walks out from the compile through JAX's frames only: the walk stops at the first frame of
    other code (the student's, the grader's), so a student's `jax.jit` called from something
    JAX runs eagerly (a callback, say) still counts as theirs.
    """
    frame = sys._getframe(1)
    while frame is not None and (frame.f_code.co_filename == __file__ or
                                 frame.f_code.co_filename.startswith(_MACHINERY)):
        if frame.f_code is _EAGER_DISPATCH:
            return True
        frame = frame.f_back
    return False


def _listen(event: str, duration: float, **kwargs: object) -> None:
    if event != _BACKEND_COMPILE_EVENT or termination.probing:  # the loop probe's program is the grader's own
        return
    if not _ACTIVE or _compiling_one_primitive():  # nobody counting, or JAX's own one-operation program
        return
    for counter in _ACTIVE:
        if counter.function_name is None or kwargs.get("fun_name") == f"jit({counter.function_name})":
            counter.count += 1
            counter.names.append(str(kwargs.get("fun_name")))


monitoring.register_event_duration_secs_listener(_listen)  # once per process; counters come and go


@contextlib.contextmanager
def count_compiles(function_name: str | None) -> Iterator[CompileCounter]:
    """Count backend compiles of `jit(function_name)` (of anything, when None) inside the `with` block,
    JAX's own one-primitive programs left out (see the module docstring)."""
    counter = CompileCounter(function_name)
    _ACTIVE.append(counter)
    try:
        yield counter
    finally:
        _ACTIVE.remove(counter)


@dataclass(frozen=True)
class Recompilation:
    """A sequence of calls and how many compiles it may cost.

    Attributes:
        make_calls: builds the calls from a fresh array length `n` (never used before).
        compiles: how many compiles the sequence must cost.
        what: the sequence in words, e.g. "5 different epochs for the same x".
        advice: what to do when the count is higher.
    """

    make_calls: Callable[[int], tuple[Call, ...]]
    compiles: int
    what: str
    advice: str


def compiled_function(case: Case) -> Callable[..., object]:
    """The function as the student compiles it: their own `jax.jit` if they wrote one, else ours."""
    if hasattr(case.function, "lower"):  # already jitted by the student, with their static arguments
        return case.function
    return jitted(case)


def check_compiles_once(case: Case) -> None:
    """Each sequence in the spec's `recompilations` costs exactly the compiles it should."""
    if not case.spec.recompilations:
        raise RuntimeError(f"{case.exercise.id}: the `compiles_once` check needs `recompilations` in its grading spec")
    function = compiled_function(case)
    # JAX names the compiled program after the Python function (`name = jax.jit(_helper)` compiles as `jit(_helper)`).
    compiled_name = getattr(getattr(case.function, "__wrapped__", case.function), "__name__", case.name)
    for sequence in case.spec.recompilations:
        calls = sequence.make_calls(fresh_size())
        with count_compiles(compiled_name) as compiles:
            for call in calls:
                jax.block_until_ready(case.call(static_call(case, call), "compiles_once", function=function))
        if compiles.count != sequence.compiles:
            problem = "recompiled" if compiles.count > sequence.compiles else "compiled too few times"
            raise case.fail(
                "compiles_once",
                f"{problem}: {case.name} compiled {compiles.count} time{'s' if compiles.count != 1 else ''} for "
                f"{sequence.what}; it should compile {sequence.compiles} time{'s' if sequence.compiles != 1 else ''}. "
                f"{sequence.advice}",
            )
    # A program that compiles again on every call is named as such before the per-value count blames a value.
    _check_second_call_compiles_nothing(case, case.spec.recompilations[0].make_calls(fresh_size())[0])
    if not hasattr(case.function, "lower") and _jitted_helpers(case):
        for sequence in case.spec.recompilations:
            _check_as_written(case, sequence)


def _jitted_helpers(case: Case) -> list[str]:
    """The names of the jitted functions at the top level of the student's module (other than the exercise's)."""
    if case.module is None:
        return []
    return [name for name, value in vars(case.module).items()
            if hasattr(value, "lower") and callable(value) and value is not case.function and not name.startswith("__")]


def _check_as_written(case: Case, sequence: Recompilation) -> None:
    """A function that is not itself jitted but calls jitted helpers of its module, called as
    written, compiles those helpers no more often than the sequence allows.

    Inside the grader's `jax.jit` every argument is traced, so a helper the student jitted with
    an argument static (a Python float made a compile-time constant) looks like one compile;
    called as written, it compiles once per value. Only programs named after the student's own
    functions count; JAX's own program for an un-jitted `lax.scan` (`jit(scan)`) is never counted.
    """
    own = {f"jit({name})" for name in _student_function_names(case)}
    with count_compiles(None) as compiles:
        for call in sequence.make_calls(fresh_size()):
            jax.block_until_ready(case.call(static_call(case, call), "compiles_once"))
    names = [name for name in compiles.names if name in own]
    if len(names) > sequence.compiles:
        raise case.fail(
            "compiles_once",
            f"recompiled: called as written, {case.name} compiled {', '.join(sorted(set(names)))} {len(names)} times for "
            f"{sequence.what}; it should compile at most {sequence.compiles} time{'s' if sequence.compiles != 1 else ''}. "
            f"{sequence.advice}",
        )


def _student_function_names(case: Case) -> set[str]:
    """The names of every function and lambda written in the student's module (nested ones too)."""
    roots = [value.__code__ for value in vars(case.module).values()
             if isinstance(value, types.FunctionType) and value.__globals__ is vars(case.module)] if case.module else []
    roots += [case.function.__code__] if isinstance(case.function, types.FunctionType) else []
    return {nested.co_name for root in roots for nested in code_objects(root)}


def _module_level_jits(case: Case) -> set[str]:
    """The programs of the functions jitted at module level (the exercise's own included), as `jit(name)`."""
    values = [*vars(case.module).values()] if case.module is not None else []
    return {f"jit({getattr(getattr(value, '__wrapped__', value), '__name__', '')})"
            for value in [*values, case.function] if hasattr(value, "lower") and callable(value)}


def _check_second_call_compiles_nothing(case: Case, call: Call) -> None:
    """Called as written twice with the same shapes, the function compiles none of its own code again.

    A function the student jitted is compiled once per shape and then found in JAX's cache; a
    `jax.jit` made anew inside the function (of a lambda, a nested function, or `jax.jit(f)` with
    a new `f`) is a new function on every call, and compiles every time. So does a function
    jitted at module level that is handed a new object as a static argument on every call (a
    lambda: static arguments match only when equal). Only programs named after a function or
    lambda of the student's module count, and JAX's own program for an un-jitted `lax.scan` or
    `lax.switch` never does: handed new lambdas, `lax.switch` compiles `jit(cond)` on every
    eager call, but jitted (as the grader runs it) the function compiles once.
    """
    case.call(call, "compiles_once")
    own = {f"jit({name})" for name in _student_function_names(case)}
    with count_compiles(None) as compiles:
        jax.block_until_ready(case.call(call, "compiles_once"))
    again = [name for name in compiles.names if name in own]
    if not again:
        return
    module_level = sorted(set(again) & _module_level_jits(case))
    made_inside = sorted(set(again) - set(module_level))
    causes = []
    if made_inside:
        causes.append(
            f"{', '.join(made_inside)} comes from no function jitted at module level, so a `jax.jit` created "
            "inside the function made it: a new function on every call, which JAX traces and compiles every "
            "time. Jit once, at module level (a decorator), and call that."
        )
    if module_level:
        causes.append(
            f"{', '.join(module_level)} comes from a function jitted at module level, so one of its static "
            "arguments was new on the second call (a lambda or a function defined inside the caller is a new "
            "object each time, and a static argument matches only an equal one). Define it once, at module "
            "level, or keep that argument traced."
        )
    raise case.fail(
        "compiles_once",
        f"recompiled: {case.describe(call)}, called a second time with the same arguments, compiled "
        f"{', '.join(sorted(set(again)))} again. {' '.join(causes)}",
    )


def check_jitted(case: Case) -> None:
    """The student's function is itself compiled with `jax.jit` (the exercise says "jitted"), and lowers for
    the first edge case as the exercise calls it (its static arguments static): a decorated stub that still
    raises `NotImplementedError`, or a decoration that leaves a static argument traced, does not pass."""
    if not hasattr(case.function, "lower"):
        static = case.exercise.static
        how = f"@partial(jax.jit, static_argnames={static[0]!r})" if len(static) == 1 else (
            f"@partial(jax.jit, static_argnames={tuple(static)!r})" if static else "@jax.jit")
        raise case.fail(
            "jitted",
            f"not jitted: {case.name} is a plain Python function, and the exercise asks for a jitted one. "
            f"Decorate it with `{how}`.",
        )
    call = static_call(case, case.samples("jitted")[0])
    case.call(call, "jitted", function=lambda *args, **kwargs: case.function.lower(*args, **kwargs))
