"""Grades topic 03_jit: compilation, honest timing and what cannot be traced.

The references are NumPy; the speed baselines are the grader's own eager (un-jitted) `jnp`
versions and the experts their `jax.jit`, timed in the same rounds as the student's function
(see checks/timing.py).
`time_call` is judged against the grader's own measurement of functions whose true cost it
knows: a slow one (milliseconds, so forgetting to block is obvious) returning a tuple whose
slow array is neither first nor last (so waiting for one leaf is as wrong as waiting for none),
freshly made ones whose first call compiles for far longer than a call runs, and one whose
calls sleep a scripted cycle of durations (checks/timing.py's `ScriptedWaits`: its median,
minimum and mean lie far apart, and a CPU clock sees none of a sleep), once for five calls and once for
four, whose median is the mean of the two middle ones.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st

from autograder.checks.timing import (
    CONFIRMATIONS,
    EVEN_WAIT_CYCLE,
    NOT_WAITED_FOR,
    WAIT_CYCLE,
    KeptResults,
    ScriptedWaits,
    describe_durations,
    even_median_problem,
    grader_seconds,
    make_compile_heavy,
    median_problem,
    slow_first_call_problem,
    slow_matrix,
    slow_work,
    time_once,
    warm_up_waited_for,
)
from autograder.grading.cases import Call, Case, DtypeContract, ExerciseSpec, register
from autograder.grading.failures import CheckFailure, describe_error
from autograder.grading.strategies import float_arrays, integer_valued_arrays

SHAPES = st.sampled_from([(1,), (6,), (2, 3), (4, 5)])
ALPHA, SCALE = 1.6732632, 1.0507010


# --- selu ------------------------------------------------------------------------------


def reference_selu(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    return (SCALE * np.where(x64 > 0, x64, ALPHA * np.expm1(np.minimum(x64, 0)))).astype(np.float32)


def eager_selu(x: jax.Array) -> jax.Array:
    """The un-jitted version the student's function must beat: one dispatch per operation."""
    return SCALE * jnp.where(x > 0, x, ALPHA * (jnp.exp(x) - 1))


register(
    ExerciseSpec(
        "jit.selu",
        reference=reference_selu,
        inputs=st.builds(lambda x: Call((x,)), float_arrays(SHAPES, -10, 10)),
        special_values=("x",),  # "any values": inf, nan and -0.0 included
        edge_cases=(
            Call((np.array([-100.0, -1.0, 0.0, 1.0, 100.0], np.float32),)),
            Call((np.array([], np.float32),)),
            Call((np.array(0.5, np.float32),)),
            Call((np.linspace(-3, 3, 6, dtype=np.float32).reshape(2, 3),)),
        ),
        dtypes=(DtypeContract(("x",), ("float16", "bfloat16")),),  # "the same shape and dtype as x"
        baselines={"eager": eager_selu},
        experts={"jitted": jax.jit(eager_selu)},
        # Small enough that dispatch dominates the eager version (one dispatch per operation): the jitted one is
        # 4-7x faster here with one CPU device or eight, also with both cores busy (at 100_000 elements only 2-3x).
        timing_input=lambda rng: Call((rng.standard_normal(1_000, dtype=np.float32),)),
    )
)


# --- standardize -------------------------------------------------------------------------


def reference_standardize(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    return ((x64 - x64.mean(axis=0)) / (x64.std(axis=0) + 1e-6)).astype(np.float32)


def eager_standardize(x: jax.Array) -> jax.Array:
    """The un-jitted version the student's function must beat."""
    return (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)


register(
    ExerciseSpec(
        "jit.standardize",
        empty_axes=(("x", 0), ("x", 1)),
        reference=reference_standardize,
        # Whole numbers keep columns well-conditioned: a float32 result is then within 1e-4 of float64.
        inputs=st.builds(lambda x: Call((x,)), integer_valued_arrays(st.sampled_from([(1, 3), (5, 2), (4, 5)]))),
        rtol=1e-4,
        atol=1e-4,
        edge_cases=(
            Call((np.array([[1.0, 2.0], [3.0, 6.0], [5.0, 10.0]], np.float32),)),
            Call((np.array([[4.0, -2.0, 7.0]], np.float32),)),
            Call((np.full((4, 2), 3.0, np.float32),)),
        ),
        dtypes=(
            DtypeContract(("x",), ("float16",)),  # "the same shape and dtype as x"
            # float16 columns of 16 rows near +-4100 sum past float16's largest (65504), though the mean, the
            # deviations (+-4) and the answer (+-1) are exact in float16: a column sum kept in float16 is inf
            # (bfloat16 holds the sum, but not 4104)
            DtypeContract(("x",), ("float16",), bfloat16=False,
                          call=Call((np.tile(np.array([[4096.0, -4104.0], [4104.0, -4096.0]], np.float32), (8, 1)),))),
        ),
        offsets=((("x",), 1000.0),),  # columns with a large mean: a one-pass variance cancels
        magnitudes=((("x",), 1e-3),),  # a spread near 1e-3: the 1e-6 belongs after the square root, as the contract says
        baselines={"eager": eager_standardize},
        experts={"jitted": jax.jit(eager_standardize)},
        # Small enough that dispatch dominates the eager version: the jitted one is 4-5x faster here with one CPU
        # device, in-process and in batch workers (at (200, 50), 1.8-3x, and 1.2-1.5x with eight host devices).
        timing_input=lambda rng: Call((rng.standard_normal((16, 8), dtype=np.float32),)),
    )
)


# --- softmax ---------------------------------------------------------------------------


def reference_softmax(x: np.ndarray) -> np.ndarray:
    x64 = np.asarray(x, np.float64)
    exps = np.exp(x64 - x64.max(axis=-1, keepdims=True))
    return (exps / exps.sum(axis=-1, keepdims=True)).astype(np.float32)


register(
    ExerciseSpec(
        "jit.softmax",
        reference=reference_softmax,
        inputs=st.builds(lambda x: Call((x,)), float_arrays(SHAPES, -30, 30)),
        edge_cases=(
            Call((np.array([1000.0, 1000.0, 999.0], np.float32),)),
            Call((np.array([[-1000.0, 0.0], [500.0, 1000.0]], np.float32),)),
            Call((np.array([3.0], np.float32),)),
            Call((np.array([[1.0, 2.0, 3.0], [1.0, 1.0, 1.0]], np.float32),)),
        ),
        dtypes=(DtypeContract(("x",), ("float16",), call=3),),  # "the same shape and dtype as x"
    )
)


# --- sum_negatives -----------------------------------------------------------------------


def reference_sum_negatives(x: np.ndarray) -> np.ndarray:
    wide = np.int64 if x.dtype.kind in "iu" else np.float64  # integers summed exactly
    return np.asarray(np.where(x < 0, x, 0).astype(wide).sum()).astype(x.dtype)


register(
    ExerciseSpec(
        "jit.sum_negatives",
        reference=reference_sum_negatives,
        inputs=st.builds(lambda x: Call((x,)), float_arrays(SHAPES, -100, 100)),
        rtol=1e-5,
        atol=1e-3,
        large_integers=("x",),  # "integers past 2**24 included"
        edge_cases=(
            Call((np.array([-1.5, 2.0, -3.0, 0.0], np.float32),)),
            # "zero or above do not count": fractions between 0 and 1 too (a bar at 1 instead of 0 keeps them)
            Call((np.array([0.5, -0.25, 0.0, 0.999, -0.0], np.float32),)),
            Call((np.array([1.0, 2.0], np.float32),)),
            Call((np.array([], np.float32),)),
            Call((np.array([[-1, 2], [3, -4]], np.int32),)),
            # "a numeric array": int32's smallest value too, which has no positive counterpart (-x wraps to itself)
            Call((np.array([np.iinfo(np.int32).min, 7, 0], np.int32),)),
        ),
        dtypes=(
            DtypeContract(("x",), ("float16",)),  # "in x's dtype for a float x"
            # "int32 for an integer x of 32 bits or fewer": three int8 -100s sum to -300, past int8's -128
            DtypeContract(("x",), ("int8", "int16"), result="int32",
                          call=Call((np.array([-100.0, -100.0, -100.0, 50.0, 3e4], np.float32),))),
        ),
    )
)


# --- time_call ---------------------------------------------------------------------------

TOLERANCE = 3.0  # a measurement within 3x of the grader's own counts as right
# Below the grader's figure the bar is lower: a result not waited for takes 100x less (queueing only), while
# on a loaded machine an honest figure fell to 0.38x of the grader's (a quiet moment between two busy ones).
LOW_TOLERANCE = 10.0


SLOW_SIDE = 500  # `slow_work`'s matrix on a CPU, tens of milliseconds (checks/timing.py grows it on an accelerator)


def _slow_tuple(x: jax.Array, scale: jax.Array) -> tuple[jax.Array, jax.Array, jax.Array]:
    """`(x, slow, scale)`: the first and last arrays are the inputs, ready at once (work on a device runs in
    the order it was queued, so an array computed before the slow one would be ready late once calls pile
    up); only waiting for every array (`jax.block_until_ready(out)`) waits for the slow one."""
    return x, slow_work(x * scale), scale


def _student_time(case: Case, check: str, function: Callable[..., Any], args: tuple, repeats: int) -> float:
    try:
        result = case.function(function, *args, repeats=repeats)
    except Exception as error:  # student code may raise anything
        raise describe_error(error, f"{case.name}(fn, *args, repeats={repeats})", case.student_files, check) from None
    if not isinstance(result, float):  # a NumPy float64 is one; a 0-d JAX array is not
        raise case.fail(check, f"wrong type: time_call should return seconds as a Python float, got "
                               f"{type(result).__module__}.{type(result).__name__}. Convert with `float(...)`.")
    seconds = float(result)
    if not math.isfinite(seconds) or seconds <= 0:
        raise case.fail(check, f"wrong values: time_call returned {seconds!r}; seconds per call must be a positive number.")
    return seconds


def check_returns_seconds(case: Case) -> None:
    """`time_call` returns a positive float and calls the function `repeats` + 1 times: one untimed first call, then the timed ones."""
    calls = []

    def counted(x: jax.Array) -> jax.Array:
        calls.append(1)
        return x + 1

    _student_time(case, "returns_seconds", counted, (jnp.ones(3),), repeats=7)
    if len(calls) != 8:
        raise case.fail(
            "returns_seconds",
            f"wrong values: time_call(fn, x, repeats=7) called fn {len(calls)} times; it should call it 8 times: once "
            "untimed (the first call, which may compile), then exactly `repeats` timed calls.",
        )


PYTREE_NOTE = ("Here `fn` returns a tuple of three arrays: its output may be any pytree of arrays (an array, a "
               "tuple, a dict, ...), and `jax.block_until_ready(out)` waits for every array in it.")


ASYNC_ADVICE = ("JAX dispatches work asynchronously, so `fn(*args)` returns before the result exists: call "
                "`jax.block_until_ready(out)` before you stop the clock, on the whole output: here `fn` returns a "
                "tuple whose middle array is the slow one, and every array in it must be ready.")


def check_waits_for_result(case: Case) -> None:
    """On a slow function returning a tuple, each timed result is computed before the next call (or the return),
    and the student's time agrees with the grader's (3x above, 10x below).

    The first part needs no clock: the grader's `fn` (`KeptResults`) asks, at each call, whether every array of
    the timed result before is ready, and asks the last one when `time_call` returns. A timed call that waited for
    its whole result leaves it ready; one that did not leaves it pending behind milliseconds of queued work,
    whatever the load does to the figures. It fails when most timed results were pending (`KeptResults` says why
    one that was not itself waited for can read pending a while). The clock bars stay for what readiness cannot
    see (a total, a clock that does not count waiting).
    """
    args = (slow_matrix(SLOW_SIDE), jnp.float32(1.0))
    before = grader_seconds(_slow_tuple, args, 5)
    kept = KeptResults(_slow_tuple)
    try:
        student = _student_time(case, "waits_for_result", kept, args, repeats=5)
    except CheckFailure as failure:
        raise case.fail("waits_for_result", f"{failure.message}\n{PYTREE_NOTE}") from None
    timed = len(kept.outputs) - 1  # the first call is the untimed one
    # the timed result before each later call (the first of them follows the untimed call), then the last one now
    unfinished = sum(not ready for ready in kept.previous_ready[1:]) + kept.unfinished(since=len(kept.outputs) - 1)
    if unfinished * 2 > timed:
        raise case.fail("waits_for_result", f"wrong values: {unfinished} of the {timed} timed results of `fn` were still "
                                            "being computed when time_call made its next call or returned, so those "
                                            f"calls were timed before their results existed. {ASYNC_ADVICE}")
    after = grader_seconds(_slow_tuple, args, 5)
    low, high = min(before, after) / LOW_TOLERANCE, max(before, after) * TOLERANCE
    if student < low:
        advice = ASYNC_ADVICE
    elif student > high:
        advice = "Time only the calls themselves, and return the median seconds per call, not a total."
    else:
        return
    raise case.fail(
        "waits_for_result",
        f"wrong values: time_call measured {student * 1e3:.3f} ms per call of a function that takes "
        f"{before * 1e3:.1f} ms by the grader's own clock. {advice}",
    )


PROBES = 3  # fresh compile-heavy functions whose first calls the grader times itself
COMPILE_SHARE = 1 / 8  # of a first call's queued work: far above a later call (well under 1 ms), far below the work


def check_excludes_compilation(case: Case) -> None:
    """With few repeats, the first (compiling) call must not be in the measurement, neither its compilation nor its run.

    The bar is a quarter of the cheapest of `PROBES` first calls (with the persistent
    compilation cache on, a first call is a cache load: cheaper, and noisier), so one first
    call slowed by load elsewhere cannot lift the bar over a measurement that includes one; a
    figure over it is confirmed on new functions (each compiles anew), so load that holds up one
    honest call cannot fail it. A first timed call made while the untimed one's output was still
    pending (`warm_up_waited_for`) fails at once: the warm-up was not waited for.
    Then a function whose first call queues 7-10 ms of work (two-core CPU) and returns at once
    (`SlowFirstCall`), timed once: a warm-up whose result is not waited for leaves that work on
    the timed clock. Its bar is `COMPILE_SHARE` of that work by the grader's clock, taken just
    before, against a later call of well under a millisecond. Before any clock, `SlowFirstCall`
    says whether the timed call was made while that work was still running (`is_ready()`): if
    so the warm-up was not waited for, whatever the load did to the figures. Every attempt asks,
    so a function that does not wait escapes only if load held up its Python thread for that
    whole work three times.
    """
    x = jnp.linspace(0, 1, 64)
    probes = [make_compile_heavy() for _ in range(PROBES)]
    first_call = min(time_once(probe, (x,), {})[0] for probe in probes)
    running = grader_seconds(probes[0], (x,), 5)
    for repeats in (1, 2):
        for _ in range(CONFIRMATIONS + 1):  # a figure over the bar is confirmed on a new function: load slows, never speeds
            kept = KeptResults(make_compile_heavy())
            student = _student_time(case, "excludes_compilation", kept, (x,), repeats=repeats)
            if not warm_up_waited_for(kept):
                raise case.fail("excludes_compilation", f"wrong values: with repeats={repeats}, time_call made its first "
                                                        "timed call while the untimed call's output was still being "
                                                        f"computed. {NOT_WAITED_FOR}")
            if student <= first_call / 4:
                break
        else:
            raise case.fail(
                "excludes_compilation",
                f"wrong values: with repeats={repeats}, time_call measured {student * 1e3:.2f} ms per call of a new jitted "
                f"function whose first call takes {first_call * 1e3:.1f} ms (it compiles) and whose later calls take "
                f"{running * 1e3:.3f} ms. Your timing includes compilation: call `fn(*args)` once, untimed, first.",
            )
    big = slow_matrix(SLOW_SIDE)
    problem = slow_first_call_problem(
        "time_call", lambda probe: _student_time(case, "excludes_compilation", probe, (big,), repeats=1), big,
        COMPILE_SHARE)
    if problem is not None:
        raise case.fail("excludes_compilation", problem)


def check_median_wall_time(case: Case) -> None:
    """On calls that sleep a scripted cycle of durations, the student's figure is their wall-clock median: for an
    odd number of calls (5), then for an even one (4), whose median is the mean of the two middle calls."""
    for cycle, judge in ((WAIT_CYCLE, median_problem), (EVEN_WAIT_CYCLE, even_median_problem)):
        waits = ScriptedWaits(cycle)
        repeats = len(waits.cycle)
        student = _student_time(case, "median_wall_time", waits, (jnp.ones(3),), repeats=repeats)
        durations = waits.last(repeats)
        problem = judge(student, durations)
        if problem is not None:
            raise case.fail(
                "median_wall_time",
                f"wrong values: time_call(fn, x, repeats={repeats}) returned {student * 1e3:.3f} ms for a function "
                f"whose last {repeats} calls waited {describe_durations(durations)} by the grader's clock. {problem}",
            )


register(
    ExerciseSpec(
        "jit.time_call",
        checks={
            "returns_seconds": check_returns_seconds,
            "waits_for_result": check_waits_for_result,
            "excludes_compilation": check_excludes_compilation,
            "median_wall_time": check_median_wall_time,
        },
        timed=("waits_for_result", "excludes_compilation", "median_wall_time"),
    )
)
