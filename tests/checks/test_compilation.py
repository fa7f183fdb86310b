"""Tests for autograder/checks/compilation.py: `count_compiles`, `fresh_size` and the `compiles_once` check.

Every compile costs tens of milliseconds on a CPU, so each test compiles a few tiny programs
only. Array lengths come from `fresh_size()`, so that nothing earlier in the process compiled
them already; the persistent compilation cache does not matter, since a program loaded from it
counts as a compile too.
"""

from __future__ import annotations

import ast
import dataclasses
from functools import partial
from pathlib import Path
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks.compilation import (
    FRESH_LENGTHS,
    TAKEN_LENGTHS,
    check_jitted,
    Recompilation,
    check_compiles_once,
    compiled_function,
    count_compiles,
    fresh_size,
)
from autograder.grading.failures import CheckFailure

ROOT = Path(__file__).resolve().parents[2]

F32 = np.float32

THREE_FACTORS = Recompilation(
    make_calls=lambda n: tuple(Call((np.ones(n, F32), k)) for k in (0.5, 1.5, 2.5)),
    compiles=1,
    what="3 different factors k for the same x",
    advice="`k` may be traced: multiply by it directly, never make it static.",
)
THREE_TILINGS = Recompilation(
    make_calls=lambda n: tuple(Call((np.ones(2, F32), copies)) for copies in (n, n + 1, n)),
    compiles=2,
    what="n, n + 1, n copies of the same x",
    advice="Only a new `n` (static: it fixes the output's shape) may cost a compile.",
)


def toy_case(function: Callable[..., Any], *recompilations: Recompilation, static: tuple[str, ...] = ()) -> Case:
    """A one-exercise case `toy.<function name>` checked with the given call sequences."""
    spec = ExerciseSpec(f"toy.{function.__name__}", recompilations=recompilations)
    return Case.standalone(function, spec, checks=("compiles_once",), static=static)


# --- student-like functions ------------------------------------------------------------------


def scale_by(x, k):
    return x * k


@partial(jax.jit, static_argnames="k")
def scale_by_static_k(x, k):
    return x * k


def scale_by_not_written(x, k):
    raise NotImplementedError("scale_by is not written yet")


def tile(x, n):
    return jnp.tile(x, n)


# --- fresh_size and count_compiles -----------------------------------------------------------


def test_fresh_sizes_do_not_repeat_within_a_cycle_and_stay_small() -> None:
    sizes = [fresh_size() for _ in range(len(FRESH_LENGTHS))]
    assert len(set(sizes)) == len(sizes) == len(FRESH_LENGTHS) >= 60
    # Small enough that a student's unrolled Python loop over that axis cannot exhaust memory.
    assert all(isinstance(size, int) and 29 <= size < 400 for size in sizes)


def test_no_spec_or_check_writes_a_fresh_length() -> None:
    """A length another check of the exercise uses compiles nothing when the counted sequence starts there
    (prng.dropout's `dropout_rate` draws `ones(64)`: with 64 a fresh size, a correct dropout read "compiled 0 times")."""
    written = set()
    for folder in ("specs", "checks"):
        for path in (ROOT / "autograder" / folder).glob("*.py"):
            if path.name == "compilation.py":  # where the lengths themselves are written
                continue
            written |= {node.value for node in ast.walk(ast.parse(path.read_text()))
                        if isinstance(node, ast.Constant) and type(node.value) is int}
    assert not written & set(FRESH_LENGTHS), sorted(written & set(FRESH_LENGTHS))
    assert set(TAKEN_LENGTHS) <= written  # each one left out is still used somewhere


def test_count_compiles_counts_a_new_shape_once() -> None:
    compiled = jax.jit(scale_by)
    x = jnp.ones(fresh_size(), F32)
    with count_compiles("scale_by") as first:
        compiled(x, 2.0)
    with count_compiles("scale_by") as again:
        compiled(x, 3.0)  # same shape, new traced value: the compiled program is reused
    assert (first.count, again.count) == (1, 0)


def test_count_compiles_counts_only_its_function_inside_the_block() -> None:
    with count_compiles("scale_by") as scale_by_compiles, count_compiles("tile") as tile_compiles:
        jax.jit(tile, static_argnums=1)(jnp.ones(2, F32), fresh_size())
    jax.jit(tile, static_argnums=1)(jnp.ones(2, F32), fresh_size())  # after the block: not counted
    assert (scale_by_compiles.count, tile_compiles.count) == (0, 1)


# --- compiled_function -----------------------------------------------------------------------


def test_compiled_function_keeps_the_students_own_jit() -> None:
    assert compiled_function(toy_case(scale_by_static_k, THREE_FACTORS)) is scale_by_static_k
    ours = compiled_function(toy_case(scale_by, THREE_FACTORS))
    assert ours is not scale_by and hasattr(ours, "lower")


# --- compiles_once ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "function, recompilation, static",
    [(scale_by, THREE_FACTORS, ()), (tile, THREE_TILINGS, ("n",))],
    ids=["traced-argument-changes-value", "static-argument-n-n+1-n"],
)
def test_compiles_once_passes(function: Callable, recompilation: Recompilation, static: tuple[str, ...]) -> None:
    check_compiles_once(toy_case(function, recompilation, static=static))


@pytest.mark.parametrize(
    "function, recompilation, message",
    [
        (
            scale_by_static_k,
            THREE_FACTORS,
            "[compiles_once] recompiled: scale_by_static_k compiled 3 times for 3 different factors k for the same x; "
            "it should compile 1 time. `k` may be traced: multiply by it directly, never make it static.",
        ),
        (
            scale_by,
            dataclasses.replace(THREE_FACTORS, compiles=3),
            "[compiles_once] compiled too few times: scale_by compiled 1 time for 3 different factors k for the same "
            "x; it should compile 3 times. `k` may be traced: multiply by it directly, never make it static.",
        ),
        (scale_by_not_written, THREE_FACTORS, "[compiles_once] not implemented yet"),
    ],
    ids=["pre-jitted-with-traced-argument-static", "fewer-than-expected", "not-implemented"],
)
def test_compiles_once_fails(function: Callable, recompilation: Recompilation, message: str) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_compiles_once(toy_case(function, recompilation))
    assert excinfo.value.check == "compiles_once"
    assert str(excinfo.value).startswith(message)


def test_compiles_once_needs_recompilations_in_the_spec() -> None:
    with pytest.raises(RuntimeError, match=r"toy\.scale_by: the `compiles_once` check needs `recompilations`"):
        check_compiles_once(toy_case(scale_by))


def test_compiles_once_counts_a_jitted_helper_under_its_own_name() -> None:
    def _scale(x, k):
        return x * k

    scale_by = jax.jit(_scale)
    sequence = Recompilation(lambda n: tuple(Call((np.ones(n, np.float32), k)) for k in (0.5, 1.5)), 1, "2 values of k", "")
    check_compiles_once(Case.standalone(scale_by, ExerciseSpec("toy.scale_by", recompilations=(sequence,))))


def _jitted_case(function: Callable, static: tuple[str, ...] = ()) -> Case:
    spec = ExerciseSpec("toy.ones_like", edge_cases=(Call((np.ones(3, np.float32), 2)),))
    return Case.standalone(function, spec, checks=("jitted",), static=static)


def _plain_tile(x, n):
    return jnp.broadcast_to(x, (n, x.shape[0]))


@pytest.mark.parametrize(
    ("function", "phrases"),
    [
        (_plain_tile, ["[jitted] not jitted: ones_like is a plain Python function",
                       "Decorate it with `@partial(jax.jit, static_argnames='n')`"]),
        (jax.jit(lambda x, n: (_ for _ in ()).throw(NotImplementedError())), ["[jitted] not implemented yet"]),
        (jax.jit(_plain_tile), ["[jitted] does not work under jax.jit: ones_like(x=array([1., 1., 1.], dtype=float32), n=2) raised"]),
    ],
    ids=["plain", "decorated-stub", "static-argument-traced"],
)
def test_jitted_fails(function: Callable, phrases: list[str]) -> None:
    with pytest.raises(CheckFailure) as failed:
        check_jitted(_jitted_case(function, static=("n",)))
    for phrase in phrases:
        assert phrase in str(failed.value)


def test_jitted_passes_for_a_function_jitted_as_the_exercise_calls_it() -> None:
    check_jitted(_jitted_case(partial(jax.jit, static_argnames="n")(_plain_tile), static=("n",)))


# --- a second call compiles none of the student's code again --------------------------------------


def scale_by_a_new_jit_each_call(x, k):
    return jax.jit(lambda v, f: v * f)(x, k)  # a new function every call: traced and compiled every time


def scale_by_an_eager_scan(x, k):
    # Un-jitted, lax.scan compiles JAX's own `jit(scan)` on every call: not the student's doing.
    return jax.lax.scan(lambda carry, v: (carry, v * k), 0.0, x)[1]


def test_compiles_once_fails_for_a_jit_made_inside_the_function() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_compiles_once(toy_case(scale_by_a_new_jit_each_call, THREE_FACTORS))
    message = str(excinfo.value)
    assert message.startswith("[compiles_once] recompiled: scale_by_a_new_jit_each_call(x=array([1., 1., ..., 1., 1.], "
                              "dtype=float32), k=0.5), called a second time with the same arguments, compiled "
                              "jit(<lambda>) again. jit(<lambda>) comes from no function jitted at module level, so a "
                              "`jax.jit` created inside the function made it: a new function on every call, which "
                              "JAX traces and compiles every time. Jit once, at module level (a decorator), and call "
                              "that.")


def test_compiles_once_does_not_count_jaxs_own_eager_programs() -> None:
    check_compiles_once(toy_case(scale_by_an_eager_scan, THREE_FACTORS))


# --- JAX's own one-primitive programs, whatever the student's functions are called ---------------

SWITCHES = '''
import jax
import jax.numpy as jnp
from jax import lax


def _steps_below(limit):
    def cond(count):  # a while_loop predicate, named as the course writes `lax.while_loop(cond, body, init)`
        return count < limit

    return lax.while_loop(cond, lambda count: count + 1, 0)


def pick(x, k):  # un-jitted, new lambdas every call: JAX's own `jit(cond)` compiles again each time
    return lax.switch(jnp.int32(k > 1.0), [lambda v: v * k, lambda v: -v * k], x)


def pick_with_a_jit_named_cond(x, k):
    def cond(v, f):  # the student's own function, jitted anew on every call
        return v * f

    return jax.jit(cond)(x, k)


def _apply(x, k, branch):
    return branch(x * k)


_apply_jitted = jax.jit(_apply, static_argnames="branch")


def pick_with_a_new_static_lambda(x, k):
    return _apply_jitted(x, k, branch=lambda v: -v)  # a new static argument every call
'''


def _switches_case(name: str) -> Case:
    import types

    module = types.ModuleType("student_switches")
    exec(compile(SWITCHES, "student_switches.py", "exec"), vars(module))  # noqa: S102 - a student's module
    case = Case.standalone(getattr(module, name), ExerciseSpec("toy.pick", recompilations=(THREE_FACTORS,)),
                           checks=("compiles_once",))
    return dataclasses.replace(case, module=module)


def test_count_compiles_leaves_out_jaxs_one_primitive_programs() -> None:
    pick = _switches_case("pick").function
    x = jnp.ones(fresh_size(), F32)
    pick(x, 2.0)
    with count_compiles(None) as compiles:
        pick(x, 2.0)  # compiles JAX's `jit(cond)` again (new lambdas), which is no program of the student's
    assert compiles.names == [], "JAX's eager dispatch (jax._src.dispatch.apply_primitive) is no longer recognised"


def test_compiles_once_passes_an_eager_switch_of_new_lambdas_beside_a_function_named_cond() -> None:
    # Issue 46: `jit(cond)`, JAX's program for an un-jitted lax.switch, was blamed on the student's predicate `cond`.
    check_compiles_once(_switches_case("pick"))


@pytest.mark.parametrize(
    "name, cause",
    [
        ("pick_with_a_jit_named_cond",
         "compiled jit(cond) again. jit(cond) comes from no function jitted at module level, so a `jax.jit` created "
         "inside the function made it"),
        ("pick_with_a_new_static_lambda",
         "compiled jit(_apply) again. jit(_apply) comes from a function jitted at module level, so one of its static "
         "arguments was new on the second call (a lambda or a function defined inside the caller is a new "
         "object each time"),
    ],
    ids=["jit-made-inside-named-like-jaxs-cond", "module-level-jit-given-a-new-static-lambda"],
)
def test_compiles_once_names_what_compiled_again(name: str, cause: str) -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_compiles_once(_switches_case(name))
    assert "called a second time with the same arguments, " + cause in str(excinfo.value)


# --- a plain function that calls jitted helpers of its module, called as written ----------------

HELPERS = '''
import jax

def _core(x, k):
    return x * k

_core_static = jax.jit(_core, static_argnums=1)  # k baked in: one program per value
_core_traced = jax.jit(_core)

def scale_by(x, k):
    if isinstance(k, float):
        return _core_static(x, k)  # under the grader's jit, k is a tracer and this path never runs
    return _core_traced(x, k)

def scale_by_traced(x, k):
    return _core_traced(x, k)
'''


def _module_case(name: str) -> Case:
    import types

    module = types.ModuleType("student_helpers")
    exec(compile(HELPERS, "student_helpers.py", "exec"), vars(module))  # noqa: S102 - a student's module, as the grader loads one
    spec = ExerciseSpec("toy.scale_by", recompilations=(THREE_FACTORS,))
    case = Case.standalone(getattr(module, name), spec, checks=("compiles_once",))
    return dataclasses.replace(case, module=module)


def test_compiles_once_runs_a_plain_function_as_written_to_see_its_helpers_recompile() -> None:
    with pytest.raises(CheckFailure) as excinfo:
        check_compiles_once(_module_case("scale_by"))
    assert ("[compiles_once] recompiled: called as written, scale_by compiled jit(_core) 3 times for 3 different factors "
            "k for the same x; it should compile at most 1 time.") in str(excinfo.value)


def test_compiles_once_passes_a_plain_function_whose_helper_keeps_its_argument_traced() -> None:
    check_compiles_once(_module_case("scale_by_traced"))
