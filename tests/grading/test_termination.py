"""Every call of student code ends (grading/termination.py): loop caps on compiled programs, a time budget per check."""

from __future__ import annotations

import signal
import time

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

from autograder.engine.exercise import run_check
from autograder.grading import termination
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.grading.failures import CheckFailure, FailureKind


def collatz(n):
    def step(carry):
        m, steps = carry
        return jnp.where(m % 2 == 0, m // 2, 3 * m + 1), steps + 1

    return lax.while_loop(lambda carry: carry[0] != 1, step, (n, 0))[1]  # 0 -> 0 -> 0 ...: never 1


def test_a_compiled_loop_that_ends_passes_the_probe() -> None:
    termination.probe(collatz, (jnp.int32(27),), {})
    termination.probe(lambda n: lax.fori_loop(0, n, lambda i, c: c + i, 0), (jnp.int32(100),), {})
    termination.probe(lambda x: jnp.sin(x), (jnp.ones(3),), {})  # no loop: nothing run


def test_a_compiled_loop_that_never_ends_is_caught_in_a_fraction_of_a_second() -> None:
    started = time.monotonic()
    with pytest.raises(termination.NeverEnds, match="a `while_loop` was still running after 16,777,216 iterations"):
        termination.probe(collatz, (jnp.int32(0),), {})
    assert time.monotonic() - started < 10


def test_a_loop_inside_the_graders_own_jit_with_compiler_options_is_caught() -> None:
    """`checks/calling.jitted` compiles with `ROUNDED_AS_WRITTEN`, and such a jit refuses to be traced inside the
    probe's trace: the probe then traces the function it wraps (before, it gave up and the call ran for ever)."""
    from autograder.checks.calling import jitted

    case = Case.standalone(collatz, ExerciseSpec("toy.collatz", edge_cases=(Call((np.int32(0),)),)), checks=("jit",))
    with pytest.raises(termination.NeverEnds, match="still running after 16,777,216 iterations"):
        termination.probe(jitted(case), (jnp.int32(0),), {})
    termination.probe(jitted(case), (jnp.int32(27),), {})


@pytest.mark.parametrize(("wrap", "ending", "endless"), [
    pytest.param(jax.jit, 27, 0, id="inside-the-student's-jit"),
    pytest.param(jax.vmap(collatz), [3, 7, 5], [3, 0, 5], id="under-vmap-one-element-never-ends"),
    pytest.param(lambda xs: lax.scan(lambda c, x: (c + collatz(x), None), 0, xs)[0], [3, 7, 5], [3, 0, 5],
                 id="in-a-scan-body"),
    pytest.param(lambda xs: lax.cond(xs[0] > 0, lambda v: collatz(v[1]), lambda v: v[0] * 0, xs), [1, 7], [1, 0],
                 id="in-a-cond"),
])
def test_loops_nested_anywhere_are_capped(wrap, ending, endless) -> None:
    function = wrap(collatz) if wrap is jax.jit else wrap
    termination.probe(function, (jnp.asarray(ending, jnp.int32),), {})
    with pytest.raises(termination.NeverEnds):
        termination.probe(function, (jnp.asarray(endless, jnp.int32),), {})


def test_what_cannot_be_traced_is_left_to_the_call() -> None:
    termination.probe(lambda n: int(n) + 1, (jnp.int32(3),), {})  # a Python int of a traced value: no probe


def spin():
    while True:
        pass


def test_the_deadline_stops_python_that_keeps_running() -> None:
    started = time.monotonic()
    with pytest.raises(termination.OutOfTime), termination.deadline(0.3):
        spin()
    assert time.monotonic() - started < 5


def test_a_bare_except_does_not_end_the_wait() -> None:
    def stubborn():
        try:
            spin()
        except BaseException:  # noqa: BLE001 - a student's bare except swallows the first ring
            pass
        spin()

    started = time.monotonic()
    with pytest.raises(termination.OutOfTime), termination.deadline(0.2):
        try:
            stubborn()
        except Exception:  # what a student's `except Exception` sees: nothing
            pytest.fail("OutOfTime is no Exception")
    assert time.monotonic() - started < 5


def test_an_outer_timer_is_put_back() -> None:
    signal.setitimer(signal.ITIMER_REAL, 100)
    old = signal.signal(signal.SIGALRM, lambda *a: None)
    try:
        with termination.deadline(5):
            pass
        left, _ = signal.getitimer(signal.ITIMER_REAL)
        assert 90 < left <= 100
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def test_budgets_are_the_exercise_s_and_longer_off_the_cpu() -> None:
    assert termination.budget_seconds(None, "cpu") == termination.DEFAULT_BUDGET_S
    assert termination.budget_seconds(5, "cpu") == 5 and termination.budget_seconds(5, "tpu") == 20


def spec_for(name: str) -> ExerciseSpec:
    return ExerciseSpec(f"toy.{name}", reference=lambda n: np.int32(1), edge_cases=(Call((np.int32(0),)),))


def test_a_check_on_a_loop_that_never_ends_fails_naming_the_call(tmp_path) -> None:
    source = tmp_path / "toy.py"
    source.write_text("from jax import lax\n# lax.while_loop\n")
    case = Case(Case.standalone(collatz, spec_for("collatz")).exercise, spec_for("collatz"), collatz,
                student_files={source})
    with pytest.raises(CheckFailure) as excinfo:
        run_check(case, "edge_cases")
    assert excinfo.value.kind is FailureKind.DID_NOT_FINISH
    assert str(excinfo.value) == (
        "[edge_cases] `collatz(n=np.int32(0))` never finishes: a `while_loop` was still running after 16,777,216 "
        "iterations. Look at what the loop's condition does on this input: which value must change for it to turn "
        "false, and does it?")


def python_spin(n):
    while n != 1:
        n = n
    return n


def test_a_check_over_its_budget_fails_naming_the_line_and_the_others_are_not_run() -> None:
    spec = spec_for("python_spin")
    case = Case.standalone(python_spin, spec, checks=("values", "edge_cases"), budget=0.5)
    case.student_files = {__file__}
    started = time.monotonic()
    with pytest.raises(CheckFailure) as excinfo:
        run_check(case, "edge_cases")
    assert str(excinfo.value).startswith("[edge_cases] did not finish within 0.5 s: `python_spin(n=")
    assert "was still running, at line" in str(excinfo.value) and "of test_termination.py (`" in str(excinfo.value)
    assert str(excinfo.value).endswith("A loop that never ends, or far more work than the exercise needs?")
    with pytest.raises(CheckFailure) as excinfo:
        run_check(case, "values")
    assert str(excinfo.value).startswith("[values] not run: an earlier check did not finish within 0.5 s")
    assert time.monotonic() - started < 10
