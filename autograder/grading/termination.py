"""Every call of student code ends: a time budget per check, and loop caps on compiled programs.

Two things can keep a call of student code from returning, and each has its guard here:

1. **Python that keeps running**: a `while` loop in Python, the tracing of a loop that never
   ends, an import that waits. `deadline(seconds)` arms a timer (SIGALRM, main thread only)
   whose handler raises `OutOfTime`. It derives from `BaseException`, so a student's
   `except Exception` does not swallow it, and it is raised again every `REPEAT_S` seconds after
   the first, so a bare `except:` that swallows it once does not end the check's wait either
   (one inside a loop that never ends can: only a process of its own, killed, stops that). `engine/exercise.py` runs every check
   under it, with the exercise's budget (course.yml's `budget`, else `DEFAULT_BUDGET_S`; times
   `ACCELERATOR_SCALE` where JAX computes on an accelerator, whose compilations are slower). A
   lesson notebook's `try_it` (student/notebook.py) guards its call with both guards, and the default budget.
2. **A compiled loop that never ends** (`lax.while_loop` whose condition stays true, as the
   Collatz steps of 0): XLA runs it in C++, where no signal reaches, and it cannot be stopped
   inside its process. So, before a call of a function whose student file uses `while_loop` or
   `fori_loop`, `probe` traces the call to a jaxpr and, if the program holds a `while`, runs it
   once with every `while` capped at `LOOP_CAP` iterations (a counter in its carry; nested loops,
   `cond` branches, `scan` bodies and the student's own `jax.jit` are entered). A loop that
   reaches the cap with its condition still true raises `NeverEnds`, and the call is never made.

Caveats: the deadline needs the main thread (elsewhere no deadline is set) and cannot interrupt
an XLA compilation either: a program that grows with its size argument is caught from its jaxpr
before it is compiled large (checks/memory.py). The probe costs one more trace and compilation
per call of such exercises (a few tens of milliseconds on a CPU); a function the probe cannot
trace (Python control flow on values) is called as it is, under the deadline alone. A loop of more
than `LOOP_CAP` iterations that would end is reported as not ending: no exercise's contract comes
near it.
"""

from __future__ import annotations

import contextlib
import inspect
import re
import signal
import threading
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterator

DEFAULT_BUDGET_S = 30.0  # seconds per check where course.yml gives the exercise no `budget`
ACCELERATOR_SCALE = 4.0  # a GPU's or TPU's compilations and first calls take longer
REPEAT_S = 0.5  # `OutOfTime` is raised again this often after the first, until the check returns
LOOP_CAP = 1 << 24  # iterations a compiled `while` may run in the probe
LOOP_WORDS = re.compile(r"\b(while_loop|fori_loop)\b")


class OutOfTime(BaseException):
    """The check's time budget ran out (raised by `deadline`'s timer in the main thread).

    `call_text` is the call of student code it interrupted, where `Case.call` made it (else None).
    """

    call_text: str | None = None


class NeverEnds(Exception):
    """A compiled `while` loop of the call was still running after `LOOP_CAP` iterations."""


def student_line(error: BaseException, files: set[Path]) -> str | None:
    """`line N of FILE (`source`)`: the innermost frame of `error`'s traceback in one of the student's `files`."""
    import linecache

    names = {str(Path(path).resolve()) for path in files}
    found = None
    tb = error.__traceback__
    while tb is not None:
        filename = tb.tb_frame.f_code.co_filename
        if filename in names or str(Path(filename).resolve()) in names:
            found = (filename, tb.tb_lineno)
        tb = tb.tb_next
    if found is None:
        return None
    text = linecache.getline(found[0], found[1]).strip()
    return f"line {found[1]} of {Path(found[0]).name}" + (f" (`{text}`)" if text else "")


def budget_seconds(budget: float | None, platform: str) -> float:
    """The seconds a check may take: the exercise's `budget` (or the default), scaled off the CPU."""
    seconds = DEFAULT_BUDGET_S if budget is None else float(budget)
    return seconds if platform == "cpu" else seconds * ACCELERATOR_SCALE


@contextlib.contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Raise `OutOfTime` in this thread once `seconds` have passed (and again every `REPEAT_S`).

    Nothing is armed off the main thread, where signals cannot be delivered, or when `seconds`
    is None. A timer already armed (an outer deadline) is put back, with what was left of it.
    """
    if seconds is None or threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    armed = [True]

    def ring(signum: int, frame: Any) -> None:
        if armed[0]:
            raise OutOfTime

    previous = signal.signal(signal.SIGALRM, ring)
    outer, _ = signal.setitimer(signal.ITIMER_REAL, seconds, REPEAT_S)
    try:
        yield
    finally:
        while True:  # a ring between two of these statements must not leave the timer armed
            try:
                armed[0] = False
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous)
                break
            except OutOfTime:
                continue
        if outer:
            signal.setitimer(signal.ITIMER_REAL, max(outer - seconds, 0.001))


_stuck: dict[tuple[str, int], tuple[Any, str]] = {}  # (exercise, id(function)) -> (function, why a check stopped)


def remember_stuck(exercise: str, function: Any, why: str) -> None:
    """Note that a check of `exercise` ran out of time on `function`: its other checks are not run."""
    _stuck[(exercise, id(function))] = (function, why)  # the function kept alive: its id is not reused


def stuck_before(exercise: str, function: Any) -> str | None:
    """Why an earlier check of `exercise` on this very `function` stopped, if one did (see `remember_stuck`)."""
    function_and_why = _stuck.get((exercise, id(function)))
    return function_and_why[1] if function_and_why is not None and function_and_why[0] is function else None


@lru_cache(maxsize=256)
def _file_uses_loops(path: str, mtime_ns: int) -> bool:
    try:
        return bool(LOOP_WORDS.search(Path(path).read_text(errors="replace")))
    except OSError:
        return False


def uses_compiled_loops(files: set[Path]) -> bool:
    """Whether any of the student's `files` names `while_loop` or `fori_loop` (cheap; read once per change)."""
    found = False
    for path in files:
        try:
            found = found or _file_uses_loops(str(path), Path(path).stat().st_mtime_ns)
        except OSError:
            continue
    return found


def probe(function: Callable[..., Any], args: tuple, kwargs: dict) -> None:
    """Run `function(*args, **kwargs)`'s program once with every `while` loop capped; raise `NeverEnds` if one was.

    `args` must be arguments of their own (a student's function may change them): the real call
    gets fresh ones. Whatever cannot be traced or evaluated this way is left to the real call.
    """
    global probing
    probing = True  # the probe's own compilation is no compilation of the student's (checks/compilation.py)
    try:
        _probe(function, args, kwargs)
    finally:
        probing = False


probing = False


def _probe(function: Callable[..., Any], args: tuple, kwargs: dict) -> None:
    import jax

    closed = None
    # A `jax.jit` with `compiler_options` (the grader's `jitted`, `ROUNDED_AS_WRITTEN`) refuses to be traced inside
    # another trace: then the function it wraps is traced instead (the arguments are closed over, static or not).
    for candidate in dict.fromkeys((function, inspect.unwrap(function))):
        try:
            closed = jax.make_jaxpr(lambda: candidate(*args, **kwargs))()
            break
        except Exception:  # noqa: BLE001 - not traceable: the call itself runs, under the deadline
            continue
    if closed is None:
        return
    if not _holds_while(closed.jaxpr):
        return
    try:
        capped = jax.jit(lambda *consts: _evaluate(closed.jaxpr, list(consts), [])[1])(*closed.consts)
        reached = bool(capped)
    except Exception:  # noqa: BLE001 - a program the capped evaluation does not cover: the real call decides
        return
    if reached:
        raise NeverEnds(f"a `while_loop` was still running after {LOOP_CAP:,} iterations")


_CALLS = ("pjit", "jit", "closed_call", "core_call", "remat", "checkpoint", "custom_jvp_call", "custom_vjp_call")


def _inner(eqn: Any) -> tuple[Any, list[Any]] | None:
    """(jaxpr, consts) of an equation that calls a nested program with its own inputs, else None."""
    from jax.extend import core as jax_core

    for key in ("jaxpr", "call_jaxpr", "fun_jaxpr"):
        inner = eqn.params.get(key)
        if isinstance(inner, jax_core.ClosedJaxpr):
            return inner.jaxpr, list(inner.consts)
        if isinstance(inner, jax_core.Jaxpr):
            return inner, []
    return None


def _holds_while(jaxpr: Any) -> bool:
    """Whether `jaxpr` or any program nested in it has a `while` equation."""
    from jax.extend import core as jax_core

    for eqn in jaxpr.eqns:
        if eqn.primitive.name == "while":
            return True
        for value in eqn.params.values():
            for item in value if isinstance(value, (tuple, list)) else (value,):
                if isinstance(item, jax_core.ClosedJaxpr) and _holds_while(item.jaxpr):
                    return True
                if isinstance(item, jax_core.Jaxpr) and _holds_while(item):
                    return True
    return False


def _evaluate(jaxpr: Any, consts: list[Any], args: list[Any]) -> tuple[list[Any], Any]:
    """Evaluate `jaxpr` (inside a trace), every `while` capped: (outputs, whether a cap was reached)."""
    import jax.numpy as jnp
    from jax.extend import core as jax_core

    env: dict[Any, Any] = {}

    def read(var: Any) -> Any:
        return var.val if isinstance(var, jax_core.Literal) else env[var]

    env.update(zip(jaxpr.constvars, consts))
    env.update(zip(jaxpr.invars, args))
    reached = jnp.asarray(False)
    for eqn in jaxpr.eqns:
        inputs = [read(var) for var in eqn.invars]
        name = eqn.primitive.name
        inner = _inner(eqn) if name in _CALLS else None
        if name == "while":
            outputs, hit = _capped_while(eqn.params, inputs)
        elif name == "cond" and any(_holds_while(branch.jaxpr) for branch in eqn.params["branches"]):
            outputs, hit = _capped_cond(eqn.params, inputs)
        elif name == "scan" and _holds_while(eqn.params["jaxpr"].jaxpr):
            outputs, hit = _capped_scan(eqn.params, inputs)
        elif inner is not None and _holds_while(inner[0]):
            count = eqn.params.get("num_consts", 0) if name == "custom_vjp_call" else 0
            outputs, hit = _evaluate(inner[0], inner[1], inputs[count:] if count and len(inputs) > len(inner[0].invars) else inputs)
        else:
            with eqn.ctx.manager:  # as jax's own `eval_jaxpr` binds an equation
                result = eqn.primitive.bind(*inputs, **eqn.primitive.get_bind_params(eqn.params))
            outputs, hit = (list(result) if eqn.primitive.multiple_results else [result]), None
        if hit is not None:
            reached = jnp.logical_or(reached, hit)
        env.update(zip(eqn.outvars, outputs))
    return [read(var) for var in jaxpr.outvars], reached


def _capped_while(params: dict[str, Any], inputs: list[Any]) -> tuple[list[Any], Any]:
    import jax.numpy as jnp
    from jax import lax

    cond_count, body_count = params["cond_nconsts"], params["body_nconsts"]
    cond_consts, body_consts = inputs[:cond_count], inputs[cond_count:cond_count + body_count]
    start = inputs[cond_count + body_count:]
    cond, body = params["cond_jaxpr"], params["body_jaxpr"]

    def predicate(carry: list[Any]) -> Any:
        (keep_going,), _ = _evaluate(cond.jaxpr, list(cond.consts), cond_consts + list(carry))
        return keep_going

    def going(carry: list[Any]) -> Any:
        return jnp.any(predicate(carry))  # under vmap the predicate is a batch: the loop runs while any goes on

    def step(state: tuple[Any, Any, list[Any]]) -> tuple[Any, Any, list[Any]]:
        count, hit, carry = state
        outputs, inner_hit = _evaluate(body.jaxpr, list(body.consts), body_consts + list(carry))
        keep = predicate(carry)
        if jnp.ndim(keep):  # finished elements of a batch keep their carry, as XLA's lowering does
            outputs = [jnp.where(keep.reshape(keep.shape + (1,) * (jnp.ndim(old) - keep.ndim)), new, old)
                       for new, old in zip(outputs, carry)]
        return count + 1, jnp.logical_or(hit, inner_hit), list(outputs)

    count, hit, carry = lax.while_loop(
        lambda state: jnp.logical_and(going(state[2]), state[0] < LOOP_CAP), step,
        (jnp.asarray(0, jnp.int32), jnp.asarray(False), list(start)),
    )
    return list(carry), jnp.logical_or(hit, jnp.logical_and(count >= LOOP_CAP, going(carry)))


def _capped_cond(params: dict[str, Any], inputs: list[Any]) -> tuple[list[Any], Any]:
    from jax import lax

    def branch_function(branch: Any) -> Callable[..., Any]:
        return lambda *operands: tuple(_evaluate(branch.jaxpr, list(branch.consts), list(operands)))

    outputs, hit = lax.switch(inputs[0], [branch_function(b) for b in params["branches"]], *inputs[1:])
    return list(outputs), hit


def _capped_scan(params: dict[str, Any], inputs: list[Any]) -> tuple[list[Any], Any]:
    import jax.numpy as jnp
    from jax import lax

    const_count, carry_count = params["num_consts"], params["num_carry"]
    consts, start, xs = inputs[:const_count], inputs[const_count:const_count + carry_count], inputs[const_count + carry_count:]
    body = params["jaxpr"]

    def step(state: tuple[list[Any], Any], x: list[Any]) -> tuple[tuple[list[Any], Any], list[Any]]:
        carry, hit = state
        outputs, inner_hit = _evaluate(body.jaxpr, list(body.consts), consts + list(carry) + list(x))
        return (list(outputs[:carry_count]), jnp.logical_or(hit, inner_hit)), list(outputs[carry_count:])

    (carry, hit), ys = lax.scan(step, (list(start), jnp.asarray(False)), list(xs), length=params["length"],
                                reverse=params["reverse"])
    return list(carry) + list(ys), hit
