"""Memory: the compiled program's working memory grows no faster than the problem.

A contract that allows any size ("n_steps: a Python int") allows sizes where a quadratic
intermediate no longer fits: a prefix sum written as `tril(ones((n, n))) @ steps` is right
for n = 1,500 and needs 40 GB at n = 100,000. Running such a size would stop the grader,
not the solution, so `linear_memory` never runs it.

Method: the student's function, jitted with its static arguments, is lowered and compiled
(not run) for the spec's two `memory_calls`, a small and a large problem; XLA's
`memory_analysis()` gives each program's temporary bytes and its output bytes. The output
grows with the problem, so the ratio of the output sizes is the problem's growth `r`; the
large program's temporary memory may be at most `4 r` times the small one's, plus 1 MiB
(a constant workspace). A linear program meets this with a wide margin (its temporaries
grow like `r`); a quadratic one needs about `r**2`.

Before anything is compiled, the program's size is looked at: the function is traced (not
compiled) for the small call and for the same call with every Python int halved (the sizes).
A program with more equations for the larger size grows with the problem, as a Python loop
over `n_steps` does (unrolled, one copy of the step per iteration): it fails at once, and is
never compiled, not even small (at the large size XLA would need many gigabytes and minutes).

Caveats: XLA's estimate is for the backend grading; a program whose output does not grow
with the problem needs another measure of size; compiling the large problem costs about
half a second. The size check needs a Python int among the small call's arguments (else it
is skipped), and counts equations, nested programs included.
"""

from __future__ import annotations

from typing import Any

from autograder.checks.calling import jitted, static_call
from autograder.grading.cases import Call, Case

SLACK_BYTES = 1 << 20
GROWTH_FACTOR = 4


def _memory(case: Case, index: int) -> tuple[int, int, str]:
    """(temporary bytes, output bytes, call text) of the compiled program for `memory_calls[index]`."""
    call = case.spec.memory_calls[index]
    compiled = jitted(case)
    analysis: Any = case.call(static_call(case, call), "linear_memory",
                              function=lambda *a, **k: compiled.lower(*a, **k).compile().memory_analysis())
    return int(analysis.temp_size_in_bytes), int(analysis.output_size_in_bytes), case.describe(call)


GROWTH_SLACK = 8  # equations a program may gain from one size to the next (a branch taken on the size, say)


def _equations(jaxpr: Any) -> int:
    """Equations of `jaxpr` and of every program nested in it."""
    from jax.extend import core as jax_core

    count = 0
    for eqn in jaxpr.eqns:
        count += 1
        for value in eqn.params.values():
            for item in value if isinstance(value, (tuple, list)) else (value,):
                if isinstance(item, jax_core.ClosedJaxpr):
                    count += _equations(item.jaxpr)
                elif isinstance(item, jax_core.Jaxpr):
                    count += _equations(item)
    return count


def _halved(call: Call) -> Call | None:
    """`call` with every Python int argument halved (at least 1); None when it has none."""
    def half(value: Any) -> Any:
        return max(value // 2, 1) if isinstance(value, int) and not isinstance(value, bool) else value

    args, kwargs = tuple(half(v) for v in call.args), {k: half(v) for k, v in call.kwargs.items()}
    return None if (args, kwargs) == (call.args, call.kwargs) else Call(args, kwargs)


def _program_size(case: Case, call: Call) -> int:
    compiled = jitted(case)
    jaxpr = case.call(static_call(case, call), "linear_memory", function=lambda *a, **k: compiled.trace(*a, **k).jaxpr)
    return _equations(jaxpr.jaxpr)


def check_program_does_not_grow(case: Case) -> None:
    """The program traced for the small memory call has no more equations than for half its sizes (+ a slack)."""
    small = case.spec.memory_calls[0]
    half = _halved(small)
    if half is None:
        return
    half_size, small_size = _program_size(case, half), _program_size(case, small)
    if small_size > half_size + GROWTH_SLACK:
        raise case.fail("linear_memory", (
            f"a program that grows with the problem: traced for {case.describe(half)} it has {half_size:,} operations, "
            f"for {case.describe(small)} {small_size:,}. A Python loop over the size is unrolled into the program, one "
            "copy of the step per iteration: at the sizes the contract allows, compiling it would take minutes and "
            "gigabytes (so it was not compiled). Use `lax.fori_loop` or `lax.scan`: one step in the program, run many "
            "times."))


def check_linear_memory(case: Case) -> None:
    """The large problem's temporary memory is at most 4 times the problem's growth times the small one's (+ 1 MiB).

    The program's size is looked at first (`check_program_does_not_grow`): a program that grows is never compiled.
    """
    if len(case.spec.memory_calls) != 2:
        raise RuntimeError(f"{case.exercise.id}: the `linear_memory` check needs two `memory_calls` in the grading spec")
    check_program_does_not_grow(case)
    small_temp, small_out, _ = _memory(case, 0)
    large_temp, large_out, large_text = _memory(case, 1)
    growth = large_out / max(small_out, 1)
    allowed = GROWTH_FACTOR * growth * small_temp + SLACK_BYTES
    if large_temp > allowed:
        raise case.fail("linear_memory", (
            f"memory that grows faster than the problem: compiled for {large_text} (not run), the program needs "
            f"{large_temp / 2**20:,.1f} MiB of working memory, {large_temp / max(small_temp, 1):,.0f} times what a problem "
            f"{growth:g} times smaller needs. Something of size n x n is built (a triangular or one-hot matrix, an "
            "outer product): use an operation that works along the axis instead (`jnp.cumsum`, an indexed update, "
            "a `lax.scan`)."))
