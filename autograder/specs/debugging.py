"""Grades topic 13_debugging: debug printing, checkify, reading jaxprs and compiled programs, NaN debugging.

What is printed is graded by capturing `sys.stdout` around a call and `jax.effects_barrier()`
(`jax.debug.print` writes from a callback, which may run after the call returns). The
expected lines come from a NumPy float32 run of the same iteration, on fixed inputs whose
iterates are nowhere near a rounding boundary of the 4th decimal (caveat: a generated input
could be, so none is generated). A Python `print` inside a jitted function shows a tracer,
once, at trace time; the checks call the jitted function twice and read both outputs.

`entropy` is run as `checkify.checkify(jax.jit(entropy))`, the way its docstring says, on
good inputs (value against NumPy, no error) and on bad ones (the error names the problem),
also under `jax.vmap` (jitted once more, and cached per function, so each shape compiles
once). `find_problem` and `first_nan_step` are handed grader functions
whose problems are known by construction (a `log` of a negative number hidden by
`jnp.where`, an index past the end, ...). `primitive_counts` is compared with counts
written out by hand for five grader functions, and `compiled_flops` with `2 n k m` per
matrix product and one operation per element and arithmetic operation: what XLA's cost
analysis reports for these programs after optimisation (the duplicated product in
`twice_the_same_product` is computed once).
"""

from __future__ import annotations

import contextlib
import functools
import io
import itertools
from dataclasses import dataclass
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from jax import lax
from jax.experimental import checkify

from autograder.checks.comparison import assert_matches
from autograder.checks.config import CALLERS_BLOCKS, callers_block, in_callers_block, in_fresh_thread
from autograder.checks.correctness import for_generated_inputs
from autograder.checks.calling import CountedFunction, declared_never_run_calls, declared_raising_calls
from autograder.grading.cases import Call, Case, ExerciseSpec, NeverRun, RaisingFunction, register
from autograder.grading.failures import CheckFailure, describe_error
from autograder.grading.grader_functions import ByName


@dataclass(frozen=True)
class Probe(ByName):
    """A function the grader hands to an exercise, shown by its source text in messages."""

    name: str
    function: Callable[..., Any]
    raises: bool = False  # it raises for some of its inputs, an error that must reach the caller (the coverage matrix)

    def __call__(self, *args: Any) -> Any:
        return self.function(*args)

    def __repr__(self) -> str:
        return self.name

    def __deepcopy__(self, memo: dict) -> "Probe":
        return self


def brief(value: Any) -> str:
    """A short stand-in for an argument in messages: arrays by shape and dtype, lists by length."""
    if isinstance(value, np.ndarray) and value.size > 4:
        return f"<{value.dtype} array of shape {value.shape}>"
    if isinstance(value, list):
        return f"<a list of {len(value)} batches>"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key!r}: {brief(item)}" for key, item in value.items()) + "}"
    return repr(value)


def brief_call(case: Case, call: Call) -> str:
    """`case.name(...)` with every argument shown by `brief`."""
    return f"{case.name}({', '.join(brief(value) for value in call.args)})"


def captured(run: Callable[[], Any]) -> tuple[Any, str]:
    """`run()`'s result and everything printed to stdout until its debug prints have all come out."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        try:
            result = jax.block_until_ready(run())
        finally:
            jax.effects_barrier()
    return result, buffer.getvalue()


# --- sqrt_with_progress ----------------------------------------------------------------------


def newton_values(a: float, n_steps: int) -> list[np.float32]:
    """The iterates of `y = (y + a / y) / 2` from `y = a`, in float32."""
    a32 = np.float32(a)
    y, values = a32, []
    for _ in range(n_steps):
        y = np.float32((y + a32 / y) / np.float32(2))
        values.append(y)
    return values


def reference_sqrt_with_progress(a: Any, n_steps: int) -> np.ndarray:
    values = newton_values(float(a), n_steps)
    return np.float32(values[-1] if values else np.float32(a))


def expected_lines(a: float, n_steps: int) -> list[str]:
    return [f"step {i}: y = {float(y):.4f}" for i, y in enumerate(newton_values(a, n_steps), start=1)]


# Three compiles; 8 steps from 2.0 run past convergence (y stops changing after step 5), each still one line.
# "a positive float32 scalar": 1e30 too, where the step as written stays finite and `y * y` would not.
PROGRESS_CALLS = (Call((np.float32(2.0), 3)), Call((np.float32(9.0), 3)), Call((np.float32(0.25), 0)), Call((np.float32(2.0), 8)),
                  Call((np.float32(1e30), 3)))
VMAP_VALUES = np.array([2.0, 9.0, 0.25], np.float32)
VMAP_STEPS = 3


def _shows_a_tracer(printed: str) -> bool:
    """Whether printed text holds a tracer's repr (`JitTracer(float32[])`, `Traced<...>` in older JAX)."""
    return "Tracer(" in printed or "Traced<" in printed


def _tracer_advice(case: Case, call_text: str, printed: str) -> None:
    if _shows_a_tracer(printed):
        raise case.fail("prints_each_call", f"printed a tracer at trace time: {call_text} under jax.jit printed "
                        f"{next(line for line in printed.splitlines() if _shows_a_tracer(line))!r}. Python's `print` runs once, while jit traces the function "
                        "with placeholders; the compiled program never prints. Print from inside the program with "
                        "`jax.debug.print`, which shows the real numbers on every call.")


def _compare_lines(case: Case, check: str, call_text: str, got: list[str], expected: list[str]) -> None:
    if got == expected:
        return
    if len(got) != len(expected):
        problem = f"{len(got)} line{'' if len(got) == 1 else 's'} instead of {len(expected)}"
    else:
        index = next(i for i, (g, e) in enumerate(zip(got, expected)) if g != e)
        problem = f"line {index + 1} is {got[index]!r}, expected {expected[index]!r}"
    raise case.fail(check, f"wrong output: {call_text} printed {problem}. Expected exactly:\n  "
                    + ("\n  ".join(expected) or "(nothing)") + "\nAll printed lines:\n  " + ("\n  ".join(got) or "(nothing)"))


def check_prints_each_call(case: Case) -> None:
    """Jitted (`n_steps` static) and called twice: both calls print the expected lines in order and return `y`."""
    compiled = jax.jit(case.function, static_argnums=1)
    for call in PROGRESS_CALLS:
        a, n_steps = call.args
        call_text = f"jax.jit({case.name}, static_argnums=1)(a={a!r}, n_steps={n_steps})"
        expected = expected_lines(float(a), n_steps)
        for attempt in ("first", "second"):
            try:
                result, printed = captured(functools.partial(compiled, jnp.asarray(a), n_steps))
            except CheckFailure:
                raise
            except Exception as error:  # student code may raise anything
                failure = describe_error(error, call_text, case.student_files, "prints_each_call")
                if isinstance(error, TypeError):
                    raise case.fail("prints_each_call", f"{failure.message}\nA Python f-string or `print` of a traced "
                                    "value has no number to show while jit traces: print from inside the program with "
                                    "`jax.debug.print`, which fills in its format string with the real values.") from None
                raise failure from None
            _tracer_advice(case, call_text, printed)
            if attempt == "second" and expected and not printed.strip():
                raise case.fail("prints_each_call", f"printed only while tracing: the second call of {call_text} "
                                "printed nothing, because the compiled program was reused without running your Python. "
                                "Print with `jax.debug.print`, which is part of the compiled program.")
            _compare_lines(case, "prints_each_call", f"the {attempt} call of {call_text}", printed.splitlines(), expected)
            assert_matches(result, reference_sqrt_with_progress(a, n_steps), check="prints_each_call",
                           call_text=call_text, rtol=1e-5, atol=1e-6)


def check_prints_under_vmap(case: Case) -> None:
    """Under `jax.vmap` over three values of `a`, each example prints its own lines, step by step."""
    call_text = f"jax.vmap(lambda a: {case.name}(a, {VMAP_STEPS}))(a={VMAP_VALUES.tolist()})"
    try:
        result, printed = captured(lambda: jax.vmap(lambda a: case.function(a, VMAP_STEPS))(jnp.asarray(VMAP_VALUES)))
    except Exception as error:  # student code may raise anything
        failure = describe_error(error, call_text, case.student_files, "prints_under_vmap")
        raise case.fail("prints_under_vmap", f"{failure.message}\nUnder jax.vmap, `jax.debug.print` and "
                        "`jax.debug.callback` run once per example; an ordered `io_callback` cannot be vmapped.") from None
    if _shows_a_tracer(printed):
        raise case.fail("prints_under_vmap", f"printed a tracer: {call_text} printed {next(line for line in printed.splitlines() if _shows_a_tracer(line))!r}. "
                        "Under vmap your Python runs once, with a placeholder for the whole batch; use `jax.debug.print`.")
    expected = [line for a in VMAP_VALUES for line in expected_lines(float(a), VMAP_STEPS)]
    got = printed.splitlines()
    if sorted(got) != sorted(expected):
        raise case.fail("prints_under_vmap", f"wrong output: {call_text} printed {len(got)} lines; expected "
                        f"{len(expected)}, one per step for each of the {len(VMAP_VALUES)} examples, e.g. "
                        f"{expected[0]!r}. Got:\n  " + ("\n  ".join(got[:12]) or "(nothing)"))
    steps = [int(line.split(":")[0].split()[1]) for line in got]
    if steps != sorted(steps):
        raise case.fail("prints_under_vmap", f"out of order: {call_text} printed step {steps[steps.index(max(steps))]} "
                        "before an earlier step. Print each step's line when that step is done.")
    expected_result = np.array([reference_sqrt_with_progress(a, VMAP_STEPS) for a in VMAP_VALUES])
    assert_matches(result, expected_result, check="prints_under_vmap", call_text=call_text, rtol=1e-5, atol=1e-6)


register(
    ExerciseSpec(
        "debugging.sqrt_with_progress",
        checks={"prints_each_call": check_prints_each_call, "prints_under_vmap": check_prints_under_vmap},
    )
)


# --- entropy ---------------------------------------------------------------------------------


def reference_entropy(p: np.ndarray) -> np.ndarray:
    p64 = np.asarray(p, np.float64)
    terms = np.where(p64 > 0, p64 * np.log(np.where(p64 > 0, p64, 1.0)), 0.0)
    return np.float32(-terms.sum())


@st.composite
def probability_vectors(draw: st.DrawFn) -> Call:
    weights = np.array(draw(st.lists(st.sampled_from([0.0, 0.5, 1.0, 2.0, 3.0, 7.0]), min_size=5, max_size=5)), np.float64)
    weights[draw(st.integers(0, 4))] += 1.0  # never all zero
    return Call(((weights / weights.sum()).astype(np.float32),))


GOOD_PROBABILITIES = (
    np.array([0.5, 0.5, 0.0, 0.0, 0.0], np.float32),
    np.array([0.1, 0.2, 0.3, 0.4, 0.0], np.float32),
    np.array([1.0, 0.0, 0.0, 0.0, 0.0], np.float32),
    np.array([0.2, 0.2, 0.2, 0.2, 0.2004], np.float32),  # off by 4e-4: within the tolerance
    np.array([0.5, 0.5, -0.0, 0.0, 0.0], np.float32),  # -0.0 is a zero, not a negative probability (`signbit` says 1)
)
BAD_PROBABILITIES = (  # (p, what the message must contain, why)
    (np.array([0.6, 0.6, -0.2, 0.0, 0.0], np.float32), "negative probability", "p[2] is -0.2 (the sum is 1)"),
    (np.array([0.3, 0.3, 0.0, 0.0, 0.0], np.float32), "sums to", "p sums to 0.6"),
    (np.array([0.5, 0.5, 0.5, 0.0, 0.0], np.float32), "sums to", "p sums to 1.5"),
    (np.array([-0.5, 0.1, 0.0, 0.0, 0.0], np.float32), "negative probability", "p has a negative entry and sums to -0.4"),
    # Just past the bound, by 5e-6 (float32 sums these to within 1e-7): `jnp.isclose(total, 1, atol=1e-3)` adds its
    # default rtol of 1e-5 and lets them through.
    (np.array([0.2, 0.2, 0.2, 0.2, 0.201005], np.float32), "sums to", "p sums to 1.001005, more than 1e-3 from 1"),
    (np.array([0.2, 0.2, 0.2, 0.2, 0.198995], np.float32), "sums to", "p sums to 0.998995, more than 1e-3 from 1"),
    # NaN is no negative number, and its sum is not within 1e-3 of 1: a check written as the negation of its failure
    # (`~(jnp.abs(total - 1) > 1e-3)`) lets it through. `p >= 0` reads NaN as negative: either message is right.
    (np.array([0.5, np.nan, 0.5, 0.0, 0.0], np.float32), ("sums to", "negative probability"),
     "p[1] is NaN, so p sums to NaN: not within 1e-3 of 1 (every comparison with NaN is false)"),
    (np.array([np.inf, 0.0, 0.0, 0.0, 0.0], np.float32), "sums to", "p[0] is inf, so p sums to inf"),
)


@functools.lru_cache(maxsize=8)
def _checkified(function: Callable[..., Any], batched: bool) -> Callable[..., Any]:
    """`checkify.checkify(jax.jit(function))` (of its vmap), jitted once more so each shape compiles once."""
    return jax.jit(checkify.checkify(jax.jit(jax.vmap(function) if batched else function)))


def _checked_call(case: Case, p: np.ndarray, check: str, batched: bool = False) -> tuple[str | None, Any]:
    call_text = f"checkify.checkify(jax.jit({'jax.vmap(' + case.name + ')' if batched else case.name}))(p={p.tolist()})"
    try:
        error, value = _checkified(case.function, batched)(jnp.asarray(p))
        return error.get(), jax.block_until_ready(value)
    except jax.errors.TracerBoolConversionError:
        raise case.fail(check, f"does not work under jax.jit: {call_text} raised TracerBoolConversionError: a Python "
                        "`if` on a traced value, to `raise`. A compiled program cannot raise, and while tracing there "
                        "is no value to test. Record the condition inside the program instead: "
                        "`checkify.check(condition_that_must_hold, 'message {}', value)`.") from None
    except Exception as error:  # student code may raise anything
        raise describe_error(error, call_text, case.student_files, check) from None


def _entropy_value(case: Case, call: Call, check: str) -> None:
    (p,), _ = call.numpy_args()
    message, value = _checked_call(case, p, check)
    call_text = f"checkify.checkify(jax.jit({case.name}))(p={p.tolist()})"
    if message is not None:
        raise case.fail(check, f"false alarm: {call_text} reported {message!r} for a valid probability vector "
                        "(no negative entry, sum within 1e-3 of 1). Check what must hold, not its opposite.")
    assert_matches(value, reference_entropy(p), check=check, call_text=call_text, rtol=1e-5, atol=1e-6)


def check_checked_values(case: Case) -> None:
    """Through `checkify.checkify(jax.jit(entropy))`, valid vectors give no error and the entropy."""
    for p in GOOD_PROBABILITIES:
        _entropy_value(case, Call((p,)), "checked_values")
    for_generated_inputs(case, case.spec.examples, lambda call: _entropy_value(case, call, "checked_values"), "checked_values")


def check_reports_errors(case: Case) -> None:
    """Invalid vectors give an error naming the problem, alone and in a `jax.vmap` batch."""
    for p, wanted, why in BAD_PROBABILITIES:
        message, _ = _checked_call(case, p, "reports_errors")
        _expect_message(case, message, wanted, f"checkify.checkify(jax.jit({case.name}))(p={p.tolist()})", why)
    batch = np.stack([GOOD_PROBABILITIES[1], BAD_PROBABILITIES[0][0], GOOD_PROBABILITIES[0]])
    message, _ = _checked_call(case, batch, "reports_errors", batched=True)
    _expect_message(case, message, "negative probability", f"checkify.checkify(jax.jit(jax.vmap({case.name})))(batch)",
                    "the batch's second row has a negative entry")


def _expect_message(case: Case, message: str | None, wanted: str | tuple[str, ...], call_text: str, why: str) -> None:
    """`message` contains `wanted` (or one of them)."""
    phrases = (wanted,) if isinstance(wanted, str) else wanted
    shown = " or ".join(repr(phrase) for phrase in phrases)
    if message is None:
        raise case.fail("reports_errors", f"no error: {call_text} gave `error.get() == None`, but {why}. Add "
                        f"`checkify.check(...)` for that condition (what must hold, so that NaN fails it), with a "
                        f"message containing {shown}.")
    if not any(phrase in message for phrase in phrases):
        raise case.fail("reports_errors", f"wrong error: {call_text} reported {message!r}, but {why}: the message "
                        f"must contain {shown}. Negatives are checked first, then the sum.")


register(
    ExerciseSpec(
        "debugging.entropy",
        inputs=probability_vectors(),
        examples=5,
        checks={"checked_values": check_checked_values, "reports_errors": check_reports_errors},
    )
)


# --- find_problem ----------------------------------------------------------------------------


def _checked_mean(x: jax.Array) -> jax.Array:
    checkify.check(x.shape[0] > 0, "empty input")
    checkify.check(jnp.all(jnp.abs(x) < 100.0), "input too large: {}", jnp.max(jnp.abs(x)))
    return jnp.mean(x)


MASKED_LOG = Probe("lambda x: jnp.where(x > 0, jnp.log(x), 0.0)", lambda x: jnp.where(x > 0, jnp.log(x), 0.0))
# Jitted, all but the first: checkify then compiles one program per probe instead of one per operation.
PICK = Probe("jax.jit(lambda x, i: x[i] * 2.0)", jax.jit(lambda x, i: x[i] * 2.0))
INTEGER_MEAN = Probe("jax.jit(lambda total, count: total // count)", jax.jit(lambda total, count: total // count))
CHECKED_MEAN = Probe("jax.jit(checked_mean) (uses checkify.check: 'input too large: {}')", jax.jit(_checked_mean))
SQUARE_ROOT_SUM = Probe("jax.jit(lambda x: jnp.sum(jnp.sqrt(x - 1.0) * 0.0))",
                        jax.jit(lambda x: jnp.sum(jnp.sqrt(x - 1.0) * 0.0)))

PROBLEM_CASES: tuple[tuple[Call, str | None, str], ...] = (  # (call, the message must contain, why)
    (Call((MASKED_LOG, np.array([-1.0, 2.0], np.float32))), "nan", "`jnp.log(-1.0)` is NaN, hidden by `jnp.where`"),
    (Call((MASKED_LOG, np.array([1.0, 2.0], np.float32))), None, "every `jnp.log` input is positive"),
    (Call((PICK, np.arange(4, dtype=np.float32), np.int32(7))), "out-of-bounds", "index 7 of an array of 4"),
    (Call((PICK, np.arange(4, dtype=np.float32), np.int32(3))), None, "index 3 of an array of 4 is in range"),
    (Call((INTEGER_MEAN, np.array([6, 9], np.int32), np.array([2, 0], np.int32))), "division by zero",
     "9 // 0 divides by zero"),
    (Call((CHECKED_MEAN, np.array([1.0, 250.0], np.float32))), "input too large", "the function's own check fails"),
    (Call((CHECKED_MEAN, np.array([1.0, 25.0], np.float32))), None, "the function's own checks hold"),
    (Call((SQUARE_ROOT_SUM, np.array([0.0, 2.0], np.float32))), "nan", "sqrt(-1.0) is NaN, though times 0"),
)


def check_finds_problems(case: Case) -> None:
    """On eight calls of five grader functions, the message names the problem (NaN, index, division, own check), or None."""
    declared_raising_calls(case, "finds_problems")  # its declared function that raises: first, it is cheap
    for call, wanted, why in PROBLEM_CASES:
        got = case.call(call, "finds_problems")
        call_text = case.describe(call)
        if wanted is None:
            if got is not None:
                raise case.fail("finds_problems", f"false alarm: {call_text} returned {got!r}, expected None: {why}.")
            continue
        if got is None:
            raise case.fail("finds_problems", f"missed a problem: {call_text} returned None, but {why}. "
                            "`checkify.checkify` checks only `checkify.check` unless you pass `errors=`: ask for the "
                            "NaN, division and index checks too.")
        if not isinstance(got, str):
            raise case.fail("finds_problems", f"wrong type: {call_text} returned a value of type {type(got).__name__}; return the "
                            "error's message, a str (`error.get()`).")
        if wanted not in got.lower():
            raise case.fail("finds_problems", f"wrong message: {call_text} returned {got!r}, which does not mention "
                            f"{wanted!r}: {why}.")


register(
    ExerciseSpec(
        "debugging.find_problem",
        nan_functions=("f",),  # its own check's probes make NaNs
        edge_cases=tuple(call for call, _, _ in PROBLEM_CASES[:3]),
        checks={"finds_problems": check_finds_problems},
        # a `f` that raises: its exception reaches the caller (`calling.declared_raising_calls`)
        check_inputs={"finds_problems": (Call((RaisingFunction("f"), np.array([1.0, -2.0], np.float32))),)},
    )
)


# --- primitive_counts ------------------------------------------------------------------------


def _nested_program(x: jax.Array) -> jax.Array:
    y = jax.jit(jnp.cos)(x) * 2.0
    z = lax.cond(x > 0, jnp.sin, jnp.cos, y)
    return lax.sub(z, x)


def _scan_program(xs: jax.Array) -> jax.Array:
    def body(carry: jax.Array, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        return lax.add(carry, lax.exp(x)), lax.mul(carry, x)

    total, products = lax.scan(body, jnp.float32(0.0), xs)
    return lax.add(total, jnp.sum(products))


def _while_program(x: jax.Array) -> jax.Array:
    return lax.while_loop(lambda v: lax.lt(v, 100.0), lambda v: lax.mul(v, jax.jit(lax.exp)(v)), x)


def _deep_program(x: jax.Array) -> jax.Array:
    inner = jax.jit(lambda v: lax.cond(v > 0, lax.neg, lambda w: lax.tan(w), v))
    return jax.jit(lambda v: lax.add(inner(v), lax.sin(v)))(x)


def _checkpointed_program(x: jax.Array) -> jax.Array:
    return jax.checkpoint(lambda y: jnp.tanh(y) * 2.0)(x)


def _shared_program(x: jax.Array) -> jax.Array:
    return jax.jit(jnp.cos)(x) + jax.jit(jnp.cos)(x)


@jax.custom_jvp
def _soft_clip(x: jax.Array) -> jax.Array:
    return lax.min(x, lax.sin(x))


_soft_clip.defjvp(lambda primals, tangents: (_soft_clip(*primals), tangents[0]))


@jax.custom_vjp
def _through(x: jax.Array) -> jax.Array:
    return lax.exp(x)


_through.defvjp(lambda x: (lax.exp(x), x), lambda x, g: (g,))


def _custom_program(x: jax.Array) -> jax.Array:
    return lax.mul(_soft_clip(x), _through(x))


COUNT_CASES: tuple[tuple[Call, dict[str, int], str], ...] = (  # (call, counts by hand, what the program holds)
    (Call((Probe("lambda x: jnp.sin(x) * jnp.sin(x) + x", lambda x: jnp.sin(x) * jnp.sin(x) + x), np.float32(1.0))),
     {"sin": 2, "mul": 1, "add": 1}, "three operations, one of them twice"),
    (Call((Probe("nested: jax.jit(jnp.cos)(x) * 2, then lax.cond(x > 0, jnp.sin, jnp.cos, y) - x", _nested_program),
           np.float32(1.0))),
     {"jit": 1, "cos": 2, "mul": 1, "gt": 1, "convert_element_type": 1, "cond": 1, "sin": 1, "sub": 1},
     "an inner jit and a cond with two branches"),
    (Call((Probe("scanned: lax.scan over xs adding exp(x) and multiplying", _scan_program),
           np.arange(3, dtype=np.float32))), {"scan": 1, "exp": 1, "add": 2, "mul": 1, "reduce_sum": 1},
     "a scan whose body has three operations"),
    (Call((Probe("looped: lax.while_loop(v < 100, v * jax.jit(lax.exp)(v))", _while_program), np.float32(1.5))),
     {"while": 1, "lt": 1, "jit": 1, "exp": 1, "mul": 1}, "a while loop with a jit inside its body"),
    (Call((Probe("deep: a jit inside a jit, holding a cond", _deep_program), np.float32(0.5))),
     {"jit": 2, "gt": 1, "convert_element_type": 1, "cond": 1, "neg": 1, "tan": 1, "add": 1, "sin": 1},
     "programs nested three deep"),
    (Call((Probe("checkpointed: jax.checkpoint(lambda y: jnp.tanh(y) * 2.0)(x)", _checkpointed_program), np.float32(1.0))),
     {"remat2": 1, "tanh": 1, "mul": 1}, "a checkpoint, whose equation holds an open Jaxpr (not a ClosedJaxpr)"),
    (Call((Probe("shared: jax.jit(jnp.cos)(x) + jax.jit(jnp.cos)(x)", _shared_program), np.float32(1.0))),
     {"jit": 2, "cos": 2, "add": 1}, "two equations holding the same jaxpr (printed once, as `let cos = ...`)"),
    (Call((Probe("custom: a jax.custom_jvp of min(x, sin(x)) times a jax.custom_vjp of exp(x)", _custom_program),
           np.float32(0.5))),
     {"custom_jvp_call": 1, "min": 1, "sin": 1, "custom_vjp_call": 1, "exp": 1, "mul": 1},
     "functions with custom derivatives, whose equations hold their programs as `call_jaxpr`"),
)


def check_counts(case: Case) -> None:
    """The counts equal those written out by hand for eight grader functions (nested jaxprs to any depth,
    open ones included, custom derivatives' programs, and one jaxpr held by two equations counted twice)."""
    declared_raising_calls(case, "counts")  # its declared function that raises: first, it is cheap
    for call, expected, what in COUNT_CASES:
        got = case.call(call, "counts")
        call_text = case.describe(call)
        if not isinstance(got, dict):
            raise case.fail("counts", f"wrong type: {call_text} returned a value of type {type(got).__name__}; return a dict "
                            "from primitive name to count.")
        got = {str(name): count for name, count in got.items()}
        not_ints = {name: type(count).__name__ for name, count in got.items() if not isinstance(count, int) or isinstance(count, bool)}
        if not_ints:
            name, kind = next(iter(not_ints.items()))
            raise case.fail("counts", f"wrong type: {call_text} counted {name!r} with a value of type {kind}; each count is a "
                            "Python int (an array or a float is not a count: `int(...)`, or count with `+= 1`).")
        if got == expected:
            continue
        missing = sorted(set(expected) - set(got))
        wrong = sorted(name for name in expected if name in got and got[name] != expected[name])
        extra = sorted(set(got) - set(expected))
        details = []
        if missing:
            details.append(f"missing {missing}")
        if wrong:
            details.append("wrong counts for " + ", ".join(f"{n!r} ({got[n]}, expected {expected[n]})" for n in wrong))
        if extra:
            details.append(f"primitives that are not there {extra}")
        raise case.fail("counts", f"wrong counts: for {call_text} ({what}), {'; '.join(details)}. Expected {expected}. "
                        "Look at `jax.make_jaxpr(f)(*args)`: some equations hold jaxprs in their parameters "
                        "(`jaxpr=`, `branches=`, `body_jaxpr=`, `call_jaxpr=`, ...); count their equations too, at every depth: "
                        "look for jaxprs among all the parameters, whatever their names.")
    declared_never_run_calls(case, "counts")  # last: its function given may not run on values


register(
    ExerciseSpec(
        "debugging.primitive_counts",
        edge_cases=(COUNT_CASES[0][0],),
        checks={"counts": check_counts},
        # a `f` that raises: its exception reaches the caller (`calling.declared_raising_calls`)
        # and a `f` that notes when it runs: "only its program is read, never its values"
        check_inputs={"counts": (Call((RaisingFunction("f"), np.array([1.0, -2.0], np.float32))),
                               Call((NeverRun("f"), np.array([1.0, -2.0], np.float32))))},
        counted_calls=("counts",),
    )
)


# --- compiled_flops --------------------------------------------------------------------------

A = np.linspace(-1, 1, 20, dtype=np.float32).reshape(4, 5)
B = np.linspace(0, 2, 30, dtype=np.float32).reshape(5, 6)
V = np.linspace(0, 1, 8, dtype=np.float32)

MATMUL = Probe("jnp.matmul", jnp.matmul)  # one object, called with two shapes: a count cached per function shows
FLOP_CASES: tuple[tuple[Call, float, str], ...] = (  # (call, FLOPs by hand, why)
    (Call((MATMUL, A, B)), 2 * 4 * 5 * 6, "a (4, 5) @ (5, 6) product: 2 n k m"),
    (Call((Probe("lambda a, b: (a @ b) @ b.T", lambda a, b: (a @ b) @ b.T), A, B)), 2 * 4 * 5 * 6 + 2 * 4 * 6 * 5,
     "two products, 240 each"),
    (Call((Probe("twice_the_same_product: lambda a, b: a @ b + a @ b", lambda a, b: a @ b + a @ b), A, B)),
     2 * 4 * 5 * 6 + 4 * 6, "XLA computes the repeated `a @ b` once (240), then the (4, 6) addition (24)"),
    (Call((Probe("jax.jit(lambda v: 2.0 * v + 1.0)", jax.jit(lambda v: 2.0 * v + 1.0)), V)), 2 * 8,
     "a multiply and an add per element of 8"),
    (Call((MATMUL, B.T, B)), 2 * 6 * 5 * 6, "the same function on a (6, 5) @ (5, 6) product: 360, a new count for new shapes"),
    (Call((Probe("lambda v: jnp.exp(v) + 1.0", lambda v: jnp.exp(v) + 1.0), V)), 8,
     "XLA counts the 8 additions as flops and the 8 exps apart, as transcendentals (not added)"),
    (Call((Probe("lambda m: m.T", lambda m: m.T), A)), 0, "a transpose only moves data: XLA reports no flops entry at all"),
)


def check_flops(case: Case) -> None:
    """The count equals what XLA reports for the optimised programs of six grader functions (one called
    with two shapes; one with transcendentals, which are not flops; one with no arithmetic), as a float."""
    declared_raising_calls(case, "flops")  # its declared function that raises: first, it is cheap
    for call, expected, why in FLOP_CASES:
        got = case.call(call, "flops")
        call_text = brief_call(case, call)
        if not isinstance(got, float):
            raise case.fail("flops", f"wrong type: {call_text} returned a value of type {type(got).__name__}; return the count "
                            "as a Python float (`float(...)`).")
        if float(got) != expected:
            advice = (" That is the program before XLA optimised it; compile it first." if float(got) > expected else "")
            raise case.fail("flops", f"wrong count: {call_text} returned {float(got)}, expected {float(expected)}: "
                            f"{why}.{advice}")
    declared_never_run_calls(case, "flops")  # last: its function given may not run on values


register(
    ExerciseSpec(
        "debugging.compiled_flops",
        edge_cases=(FLOP_CASES[0][0],),
        checks={"flops": check_flops},
        # a `f` that raises: its exception reaches the caller (`calling.declared_raising_calls`)
        # and a `f` that notes when it runs: "only its program is read, never its values"
        check_inputs={"flops": (Call((RaisingFunction("f"), np.array([1.0, -2.0], np.float32))),
                               Call((NeverRun("f"), np.array([1.0, -2.0], np.float32))))},
        counted_calls=("flops",),
    )
)


# --- first_nan_step --------------------------------------------------------------------------


def _log_loss_step(w: jax.Array, batch: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Un-jitted: the loss takes a log of the prediction only where it is positive (a NaN hidden by where).

    The gradient is written out by hand: fewer operations to run one by one than `jax.grad`'s.
    """
    prediction = batch @ w
    positive = prediction > 0
    loss = -jnp.mean(jnp.where(positive, jnp.log(prediction), 0.0))
    grad = -batch.T @ jnp.where(positive, 1.0 / prediction, 0.0) / batch.shape[0]
    return w - 0.1 * grad, loss


@jax.jit
def _root_step(params: dict, batch: jax.Array) -> tuple[dict, jax.Array]:
    """Jitted: `scale` moves down by the batch; its square root in the loss is NaN once it is negative."""
    scale = params["scale"] - batch
    return {"scale": scale, "bias": params["bias"]}, jnp.sqrt(scale) + jnp.sum(params["bias"])


def _ratio_step(w: jax.Array, batch: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Un-jitted: a ratio of two differences, 0 / 0 where the batch equals w."""
    difference = jnp.asarray(w) - jnp.asarray(batch)
    ratio = difference / difference
    return w + 1.0, jnp.sum(jnp.nan_to_num(ratio))


def _zero_log_step(w: jax.Array, batch: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Un-jitted: the loss is log(w - batch): -inf (not NaN) when the batch equals w."""
    return w, jnp.sum(jnp.log(jnp.asarray(w) - jnp.asarray(batch)))


def _shape_step(w: jax.Array, batch: jax.Array) -> tuple[jax.Array, jax.Array]:
    """Un-jitted: `batch @ w`, which a batch of the wrong width makes a TypeError (a shape error, no NaN)."""
    return w, jnp.sum(jnp.asarray(batch) @ jnp.asarray(w))


LOG_LOSS = Probe("log_loss_step (un-jitted, jnp.where hides a log of a negative prediction)", _log_loss_step)
SHAPE = Probe("shape_step (un-jitted, batch @ w)", _shape_step, raises=True)
# Batch 1 has 3 columns for a w of 2: the step raises TypeError, which is no NaN and must reach the caller.
SHAPE_ERROR_CALL = Call((SHAPE, np.array([1.0, 0.5], np.float32), [np.ones((2, 2), np.float32), np.ones((2, 3), np.float32)]))
ROOT = Probe("root_step (jitted, sqrt of a parameter that becomes negative)", _root_step)
RATIO = Probe("ratio_step (un-jitted, 0 / 0 hidden by nan_to_num)", _ratio_step)
ZERO_LOG = Probe("zero_log_step (un-jitted, log(w - batch): -inf where they are equal)", _zero_log_step)

LOG_BATCHES = [np.array([[1.0, 0.5], [0.5, 1.0]], np.float32), np.array([[2.0, 1.0], [1.0, 0.0]], np.float32),
               np.array([[1.0, -3.0], [1.0, 1.0]], np.float32)]
NAN_CASES: tuple[tuple[Call, tuple[int, str] | None, str], ...] = (
    (Call((LOG_LOSS, np.array([1.0, 0.5], np.float32), LOG_BATCHES)), (2, "log"),
     "in step 2 a prediction is negative: its log is NaN, though `jnp.where` keeps it out of the loss"),
    (Call((LOG_LOSS, np.array([1.0, 0.5], np.float32), LOG_BATCHES[:2])), None, "every prediction is positive"),
    (Call((ROOT, {"scale": np.float32(2.5), "bias": np.zeros(2, np.float32)},
           [np.float32(1.0), np.float32(1.0), np.float32(1.0), np.float32(1.0)])), (2, "sqrt"),
     "`scale` starts at 2.5 and each step takes 1 from it: in step 2 it becomes -0.5, and the loss's sqrt of it is NaN"),
    (Call((RATIO, np.array([0.0, 1.0], np.float32), [np.array([5.0, 1.0], np.float32), np.array([1.0, 4.0], np.float32)])),
     (0, "div"), "in the very first step (index 0) w[1] - batch[1] is 0, and 0 / 0 is NaN"),
    (Call((ZERO_LOG, np.array([2.0, 3.0], np.float32), [np.array([1.0, 1.0], np.float32), np.array([2.0, 1.0], np.float32)])),
     None, "step 1 takes log(0) = -inf, an infinity but no NaN"),
)


def check_finds_nan_step(case: Case) -> None:
    """On five training loops (one that makes an inf but no NaN), the index of the first step that makes a NaN and the operation, or None.

    Also inside a caller's `with jax.debug_nans(False):` or `(True)` block, which outranks
    `jax.config.update`. Each call runs in a fresh thread (`config.in_fresh_thread`): switched on with
    `jax.config.update`, NaN debugging would otherwise depend on what ran before in the process.
    """
    for block, (call, expected, why) in itertools.product(CALLERS_BLOCKS, NAN_CASES):
        where = "" if block is None else f"inside a caller's {callers_block('jax_debug_nans', block)} block, "
        counted = CountedFunction(call.args[0])  # "``step`` runs once per batch, up to the one that made the NaN"
        running = Call((counted, *call.args[1:]), call.kwargs)
        try:
            got = in_fresh_thread(lambda: in_callers_block(  # noqa: B023 - called at once
                "jax_debug_nans", block, lambda: case.call(running, "finds_nan_step")))  # noqa: B023
        except CheckFailure as failure:
            if block is None:
                raise
            raise case.fail("finds_nan_step", f"{where}{failure.message}", failure.kind) from None
        call_text = f"{where}{brief_call(case, call)}"
        if expected is None:
            if got is not None:
                raise case.fail("finds_nan_step", f"false alarm: {call_text} returned {got!r}, expected None: {why}.")
            _require_steps_run(case, call_text, counted.calls, len(call.args[2]))
            continue
        if got is None and block is not None:
            raise case.fail("finds_nan_step", f"missed a NaN: {call_text} returned None, but {why}. A caller's "
                            "`with jax.debug_nans(...)` block outranks `jax.config.update`: switch NaN debugging on "
                            "with a block of your own, `with jax.debug_nans(True):`, around the steps.")
        if got is None:
            raise case.fail("finds_nan_step", f"missed a NaN: {call_text} returned None, but {why}. Looking at the "
                            "outputs cannot see a NaN that never reaches them: run each step inside "
                            "`with jax.debug_nans(True):` and catch the FloatingPointError it raises.")
        if not (isinstance(got, tuple) and len(got) == 2):
            raise case.fail("finds_nan_step", f"wrong type: {call_text} returned {got!r}; return a pair (step index, "
                            "operation name).")
        index, name = got
        if not isinstance(index, (int, np.integer)) or int(index) != expected[0]:
            raise case.fail("finds_nan_step", f"wrong step: {call_text} returned step {index!r}, expected "
                            f"{expected[0]}: {why}. Steps are counted from 0, like the batches.")
        if name != expected[1]:
            raise case.fail("finds_nan_step", f"wrong operation: {call_text} returned {name!r}, expected "
                            f"{expected[1]!r}. The FloatingPointError's message ends with the operation's name.")
        _require_steps_run(case, call_text, counted.calls, expected[0] + 1)


def _require_steps_run(case: Case, call_text: str, calls: int, wanted: int) -> None:
    """`step` ran `wanted` times: once per batch, up to the one that made the NaN (or every batch, if none did)."""
    if calls != wanted:
        raise case.fail("finds_nan_step", f"ran `step` {calls} times: {call_text} must run it {wanted} times, once per "
                        "batch up to the one that made the NaN, and no batch after it (a step may be slow, or change "
                        "something each time it runs). Run each batch once, inside `with jax.debug_nans(True):`.")
    _check_other_errors_propagate(case)


def _check_other_errors_propagate(case: Case) -> None:
    """A step that fails for a reason other than a NaN (a shape error) is no NaN step: its error reaches the caller."""

    def told(*args: Any) -> tuple[str, Any]:
        try:
            return "returned", case.function(*args)
        except TypeError as error:  # the shape error itself, passed on as it was raised
            return "raised", error

    (call,) = case.spec.check_inputs["finds_nan_step"]
    outcome, got = in_fresh_thread(lambda: case.call(call, "finds_nan_step", function=told))
    if outcome == "returned":
        raise case.fail("finds_nan_step", f"hid an error: {brief_call(case, call)} returned {got!r}, but "
                        "step 1 raised TypeError (its batch has 3 columns for a w of 2): a shape error, no NaN. Catch "
                        "only the FloatingPointError that NaN debugging raises, and let every other error reach the caller.")


register(
    ExerciseSpec(
        "debugging.first_nan_step",
        nan_functions=("step",),  # its own check's probes make NaNs
        edge_cases=(NAN_CASES[3][0], NAN_CASES[2][0]),  # `leaves_config` re-runs the first once per switch: the cheap one
        checks={"finds_nan_step": check_finds_nan_step},
        # a step that raises: its error reaches the caller, and the switches are put back all the same
        check_inputs={"finds_nan_step": (SHAPE_ERROR_CALL,), "leaves_config": (SHAPE_ERROR_CALL,)},
        counted_calls=("finds_nan_step",),  # "``step`` runs once per batch": every loop's calls counted
    )
)
