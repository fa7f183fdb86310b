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

Caveats: XLA's estimate is for the backend grading; a program whose output does not grow
with the problem needs another measure of size; compiling the large problem costs about
half a second.
"""

from __future__ import annotations

from typing import Any

from autograder.checks.calling import jitted, static_call
from autograder.grading.cases import Case

SLACK_BYTES = 1 << 20
GROWTH_FACTOR = 4


def _memory(case: Case, index: int) -> tuple[int, int, str]:
    """(temporary bytes, output bytes, call text) of the compiled program for `memory_calls[index]`."""
    call = case.spec.memory_calls[index]
    compiled = jitted(case)
    analysis: Any = case.call(static_call(case, call), "linear_memory",
                              function=lambda *a, **k: compiled.lower(*a, **k).compile().memory_analysis())
    return int(analysis.temp_size_in_bytes), int(analysis.output_size_in_bytes), case.describe(call)


def check_linear_memory(case: Case) -> None:
    """The large problem's temporary memory is at most 4 times the problem's growth times the small one's (+ 1 MiB)."""
    if len(case.spec.memory_calls) != 2:
        raise RuntimeError(f"{case.exercise.id}: the `linear_memory` check needs two `memory_calls` in the grading spec")
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
