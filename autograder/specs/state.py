"""Grades topic 09_state: pure functions with explicit state, threaded by hand and through `lax.scan`.

The purity checks do the heavy lifting here: `no_mutation` catches a step that writes the
new state into the input dict, `hidden_globals` one that keeps its state (or a constant
it reads) in a lower-case module variable, and `jit_threaded` replays what a training loop
does, threading the state through several calls of the jitted function, where state
kept anywhere but in the arguments is frozen at trace time.

`noisy_decay` is random, so it is graded by properties, as in 02_prng: the noise it must
have added, `out[t] - decay * out[t-1]`, on a 64 x 64 state, is checked to be standard
normal at every step and independent between every pair of steps, rows and columns, with
`autograder.checks.statistics` (64 tests, each failing a correct solution with probability
at most 1e-9: below 6.4e-8 per run). The pairs of steps back JAX's key-reuse checker, which
cannot see a key used again through `fold_in` inside `lax.scan`. `resumes` checks the layout of
the keys: step t's noise depends on (key, t) only, so a run resumed at step `start` from the
state reached there continues the same path. A key carried through the loop and split at every
step (a deep chain of splits) gives statistically sound noise but cannot resume, and fails it.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st

from autograder.checks.calling import values_of
from autograder.checks.comparison import assert_matches
from autograder.checks.compilation import Recompilation
from autograder.checks.statistics import (
    call_with_new_key,
    next_seed,
    require_independent_axes,
    require_mean,
    require_normal,
    require_pairwise_uncorrelated,
    require_variance,
)
from autograder.grading.cases import Call, Case, ExerciseSpec, Key, register
from autograder.grading.failures import CheckFailure, FailureKind, describe_error
from autograder.grading.strategies import float_arrays

B1, B2, EPS = 0.9, 0.999, 1e-8


def _f32(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64).astype(np.float32)


def _f64(value: Any) -> np.ndarray:
    return np.asarray(value, np.float64)


# --- running_mean_step ---------------------------------------------------------------------


def _mean_update(count: int, mean: np.ndarray, x: np.ndarray) -> tuple[int, np.ndarray]:
    count = int(count) + 1
    return count, _f64(mean) + (_f64(x) - _f64(mean)) / count


def reference_running_mean_step(state: dict, x: np.ndarray) -> tuple:
    count, mean = _mean_update(state["count"], state["mean"], x)
    return _f32(mean), {"count": np.int32(count), "mean": _f32(mean)}


def state_with(count: int, mean: np.ndarray) -> dict:
    return {"count": np.int32(count), "mean": np.asarray(mean, np.float32)}


@st.composite
def mean_step_calls(draw: st.DrawFn) -> Call:
    state = state_with(draw(st.integers(0, 20)), draw(float_arrays((3,), -5, 5)))
    return Call((state, draw(float_arrays((3,), -5, 5))))


THREADED_ROWS = np.array([[2.0, 4.0, -1.0], [4.0, 0.0, 1.0], [0.0, -3.0, 0.5], [6.0, 1.0, 2.0], [-2.0, 2.0, 0.0]], np.float32)


def check_jit_threaded(case: Case) -> None:
    """Five calls of `jax.jit(running_mean_step)`, each given the state the previous one returned."""
    compiled = jax.jit(case.function)
    state: Any = state_with(0, np.zeros(3))
    expected_count, expected_mean = 0, np.zeros(3)
    for index, row in enumerate(THREADED_ROWS):
        call_text = f"call {index + 1} of jax.jit({case.name}) with the state returned by the call before"
        try:
            mean, state = compiled(state, jnp.asarray(row))
        except Exception as error:  # student code may raise anything
            raise describe_error(error, call_text, case.student_files, "jit_threaded") from None
        expected_count, expected_mean = _mean_update(expected_count, expected_mean, row)
        try:
            assert_matches((mean, state), (_f32(expected_mean), {"count": np.int32(expected_count), "mean": _f32(expected_mean)}),
                           check="jit_threaded", call_text=call_text, rtol=1e-5, atol=1e-5)
        except CheckFailure as failure:
            raise case.fail(
                "jit_threaded",
                f"{failure.message} Under jax.jit the Python code runs once, "
                "while tracing: state kept on an object, in a global or in a Python variable is frozen then. Read it "
                "from `state` and return the new state.",
            ) from None


register(
    ExerciseSpec(
        "state.running_mean_step",
        reference=reference_running_mean_step,
        inputs=mean_step_calls(),
        edge_cases=(
            Call((state_with(0, np.zeros(3)), np.array([2.0, 4.0, -1.0], np.float32))),
            Call((state_with(4, np.zeros(0)), np.zeros(0, np.float32))),  # "the shape of state['mean']": no elements
            Call((state_with(3, np.array([1.0, 1.0, 1.0])), np.array([5.0, 1.0, -3.0], np.float32))),
            Call((state_with(99, np.float32(2.0)), np.float32(102.0))),
            Call((state_with(2**24 + 1, np.float32(2.0)), np.float32(3.0))),  # a long run: count + 1 exact in int32
            # "a float array": large magnitudes too, where the mean is representable but `mean * count` is not
            Call((state_with(1000, np.array([3e36, -3e36, 1.0])), np.array([3e36, -3e36, 2.0], np.float32))),
            # "up to float32's largest": samples of opposite signs at the ends of the range, whose mean is 0 but whose
            # difference x - mean is past float32's range
            Call((state_with(1, np.array([-3e38, 3e38, 1.0])), np.array([3e38, -3e38, 1.0], np.float32))),
        ),
        rtol=1e-5,
        atol=1e-5,
        checks={"jit_threaded": check_jit_threaded},
    )
)


# --- running_means ---------------------------------------------------------------------------


def reference_running_means(state: dict, xs: np.ndarray) -> tuple:
    count, mean, means = int(state["count"]), _f64(state["mean"]), []
    for x in xs:
        count, mean = _mean_update(count, mean, x)
        means.append(mean)
    return _f32(np.stack(means)), {"count": np.int32(count), "mean": _f32(mean)}


@st.composite
def running_means_calls(draw: st.DrawFn) -> Call:
    return Call((state_with(draw(st.integers(0, 5)), draw(float_arrays((2,), -5, 5))), draw(float_arrays((4, 2), -5, 5))))


register(
    ExerciseSpec(
        "state.running_means",
        reference=reference_running_means,
        inputs=running_means_calls(),
        edge_cases=(
            Call((state_with(0, np.zeros(2)), np.array([[2.0, 4.0], [4.0, 0.0], [0.0, -1.0], [6.0, 1.0]], np.float32))),
            Call((state_with(0, np.float32(0.0)), np.array([2.0, 4.0, 6.0], np.float32))),
            Call((state_with(10, np.array([1.0, -1.0])), np.array([[12.0, -12.0]], np.float32))),
        ),
        rtol=1e-5,
        atol=1e-5,
        size_calls=(
            Call((state_with(0, np.zeros(2)), np.ones((3, 2), np.float32))),
            Call((state_with(0, np.zeros(2)), np.ones((100, 2), np.float32))),
        ),
    )
)


# --- adam_step -------------------------------------------------------------------------------


def _tree_map(function: Any, *trees: Any) -> Any:
    first = trees[0]
    if isinstance(first, dict):
        return {key: _tree_map(function, *(tree[key] for tree in trees)) for key in first}
    if isinstance(first, (list, tuple)):
        return type(first)(_tree_map(function, *items) for items in zip(*trees))
    return function(*trees)


def reference_adam_step(params: Any, grads: Any, opt_state: dict, lr: float) -> tuple:
    t = int(opt_state["step"]) + 1
    m = _tree_map(lambda m, g: B1 * _f64(m) + (1 - B1) * _f64(g), opt_state["m"], grads)
    v = _tree_map(lambda v, g: B2 * _f64(v) + (1 - B2) * _f64(g) ** 2, opt_state["v"], grads)
    new_params = _tree_map(
        lambda p, m, v: _f32(_f64(p) - lr * (m / (1 - B1**t)) / (np.sqrt(v / (1 - B2**t)) + EPS)), params, m, v)
    return new_params, {"step": np.int32(t), "m": _tree_map(_f32, m), "v": _tree_map(_f32, v)}


STRUCTURES = ({"w": (3, 2), "b": (2,)}, [(3,), ()])


@st.composite
def adam_calls(draw: st.DrawFn) -> Call:
    structure = draw(st.sampled_from(STRUCTURES))
    leaves = lambda low, high: _tree_map(lambda shape: draw(float_arrays(shape, low, high)), structure)  # noqa: E731
    opt_state = {"step": np.int32(draw(st.integers(0, 50))), "m": leaves(-1, 1), "v": leaves(0, 2)}
    return Call((leaves(-3, 3), leaves(-2, 2), opt_state, draw(st.sampled_from((1e-3, 0.01, 0.1)))))


def _filled_like(tree: Any, value: float) -> Any:
    return jax.tree.map(lambda leaf: np.full_like(leaf, value), tree)


def _zeros_like(tree: Any) -> Any:
    return _tree_map(lambda leaf: np.zeros_like(leaf), tree)


ADAM_PARAMS = {"w": np.array([[1.0, -1.0], [0.5, 2.0], [0.0, 3.0]], np.float32), "b": np.array([0.1, -0.2], np.float32)}
ADAM_GRADS = {"w": np.array([[0.5, -2.0], [0.0, 1.0], [3.0, -0.1]], np.float32), "b": np.array([1.0, 0.0], np.float32)}

register(
    ExerciseSpec(
        "state.adam_step",
        reference=reference_adam_step,
        inputs=adam_calls(),
        scalar_arrays=("lr",),  # "a float or a 0-d array"
        edge_cases=(
            Call((ADAM_PARAMS, ADAM_GRADS, {"step": np.int32(0), "m": _zeros_like(ADAM_PARAMS), "v": _zeros_like(ADAM_PARAMS)}, 0.1)),
            Call((ADAM_PARAMS, _zeros_like(ADAM_GRADS), {"step": np.int32(0), "m": _zeros_like(ADAM_PARAMS),
                                                         "v": _zeros_like(ADAM_PARAMS)}, 0.1)),
            Call(([np.array([1.0, 2.0, 3.0], np.float32), np.float32(-1.0)], [np.array([0.1, -0.1, 0.0], np.float32), np.float32(2.0)],
                  {"step": np.int32(9), "m": [np.array([0.5, 0.0, -0.5], np.float32), np.float32(1.0)],
                   "v": [np.array([0.25, 0.5, 1.0], np.float32), np.float32(0.1)]}, 0.01)),
            Call(({}, {}, {"step": np.int32(3), "m": {}, "v": {}}, 0.1)),  # no leaves: empty trees, step + 1
            # Tiny gradients: sqrt(v_hat) is about 1e-6, so eps counts only where the update says (outside the root).
            Call((ADAM_PARAMS, {name: grad * np.float32(1e-6) for name, grad in ADAM_GRADS.items()},
                  {"step": np.int32(0), "m": _zeros_like(ADAM_PARAMS), "v": _zeros_like(ADAM_PARAMS)}, 0.001)),
        
            # Late steps, past narrow counters: t = 256 is 0 in uint8, t = 2**16 + 6 is 6 in int16 and uint16.
            *(Call((ADAM_PARAMS, ADAM_GRADS, {"step": np.int32(step), "m": _filled_like(ADAM_PARAMS, 0.1),
                                              "v": _filled_like(ADAM_PARAMS, 0.01)}, 0.1)) for step in (255, 2**16 + 5)),
        ),
        rtol=1e-4,
        atol=1e-5,
        recompilations=(
            Recompilation(
                lambda n: tuple(
                    Call(({"w": np.ones(n, np.float32)}, {"w": np.full(n, 0.5, np.float32)},
                          {"step": np.int32(step), "m": {"w": np.zeros(n, np.float32)}, "v": {"w": np.zeros(n, np.float32)}}, lr))
                    for step, lr in ((0, 0.1), (1, 0.1), (7, 0.01))
                ),
                compiles=1,
                what="steps 0, 1, 7 and learning rates 0.1, 0.01 for the same parameters",
                advice="`step` and `lr` are traced: use them in arithmetic (`ADAM_B1 ** t`), never in `int()`, `range` "
                "or as static arguments, so one compiled step serves the whole training run.",
            ),
        ),
    )
)


# --- noisy_decay -----------------------------------------------------------------------------

PROCESS_SHAPE, PROCESS_STEPS, PROCESS_DECAY, PROCESS_START = (64, 64), 8, 0.5, 3.0


def check_process_statistics(case: Case) -> None:
    """The noise `out[t] - decay * out[t-1]` is standard normal, independent between steps, rows and columns.

    64 tests: rows against rows, columns against columns, mean and variance at each step (32),
    every pair of steps (28), the pooled noise's mean, variance, Kolmogorov-Smirnov distance and
    tail (4).
    """
    x0 = np.full(PROCESS_SHAPE, PROCESS_START, np.float32)
    call, out = call_with_new_key(case, "process_statistics", x0, PROCESS_DECAY, PROCESS_STEPS)
    out = np.asarray(out)
    expected_shape = (PROCESS_STEPS, *PROCESS_SHAPE)
    if out.shape != expected_shape or out.dtype != np.float32:
        raise case.fail("process_statistics", f"wrong shape: {case.describe(call)} should return a float32 array of "
                                              f"shape {expected_shape} (one row per step), got {out.dtype} {out.shape}.")
    previous = np.concatenate([x0[None], out[:-1]]).astype(np.float64)
    noise = out.astype(np.float64) - PROCESS_DECAY * previous
    for t in range(PROCESS_STEPS):
        where = f"the noise added at step {t} (out[{t}] - decay * {'x0' if t == 0 else f'out[{t - 1}]'})"
        # Rows and columns first: noise broadcast over rows also skews the step's mean.
        require_independent_axes(case, "process_statistics", where, noise[t], 1.0,
                                 "Draw noise with x's whole shape (`x.shape`), not one row or column broadcast.")
        require_mean(case, "process_statistics", where, noise[t], 0.0, 1.0,
                     "Each step is `decay * previous + noise`, starting from x0; out[0] is already one step from x0.")
        require_variance(case, "process_statistics", where, noise[t], 1.0,
                         "Add one `jax.random.normal` draw per step, scaled by nothing.")
    # Pairs of steps before the pooled noise: steps that repeat each other's noise also widen the
    # pooled mean's spread, and the message must name the repeat, whatever the seed.
    fresh = ("Every step needs its own key, derived from `key` and the step number (a key, or a `fold_in` of it with a "
             "number used before, gives the same numbers again).")
    require_pairwise_uncorrelated(case, "process_statistics", "the noise of steps {first} and {second}", noise, 1.0, fresh)
    require_normal(case, "process_statistics", "the noise of all steps", noise, 1.0,
                   "Draw the noise with `jax.random.normal`, unclipped and unscaled.")
    # "x0: a float array": float16 and bfloat16 states too. Noise drawn in float32 beside them changes the type of a
    # scan's carry (an error); the run must work and give finite floats of the path's shape.
    for dtype in ("float16", "bfloat16"):
        try:
            call, low = call_with_new_key(case, "process_statistics", RESUME_X0.astype(jnp.dtype(dtype)), RESUME_DECAY, 4)
        except CheckFailure as failure:
            if failure.kind is FailureKind.NOT_IMPLEMENTED:
                raise
            raise case.fail("process_statistics", f"{failure.message} x0 may be any float array, {dtype} too: draw "
                                                  "the noise in x's own dtype (`jax.random.normal(k, x.shape, x.dtype)`), so "
                                                  "that each step keeps the carry's type.") from None
        shape = (4, *RESUME_X0.shape)
        if not isinstance(low, jax.Array) or low.shape != shape or not jnp.issubdtype(low.dtype, jnp.floating) \
                or not bool(jnp.all(jnp.isfinite(low))):
            got = f"{getattr(low, 'dtype', type(low).__name__)} {getattr(low, 'shape', '')}"
            raise case.fail("process_statistics", f"wrong result for a {dtype} x0: {case.describe(call)} should give a "
                                                  f"finite float array of shape {shape}, got {got}. Draw the noise in "
                                                  "x's own dtype (`jax.random.normal(k, x.shape, x.dtype)`).")


RESUME_X0 = np.array([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]], np.float32)
RESUME_DECAY, RESUME_STEPS = 0.8, 8
FAR_START = 2**24 + 1


def _rows_match(got: Any, expected: np.ndarray) -> bool:
    got = np.asarray(got)
    return got.shape == expected.shape and bool(np.allclose(got, expected, rtol=1e-5, atol=1e-5))


LONG_HORIZON = 2**16  # a horizon past it is past every narrow counter: int16 and uint16 wrap at 2**16 or before


def _program_grows_with_steps(case: Case, call: Call) -> bool:
    """Whether the traced program of `call` at 8 steps has more equations than at 4 (a Python loop, unrolled), or
    cannot be traced: then a long horizon is not run (`primitives` fails such a loop, with its reason)."""
    def size(steps: int) -> int:
        args, kwargs = Call((*call.args[:3], steps, *call.args[4:]), call.kwargs).fresh()
        return len(jax.make_jaxpr(lambda: case.function(*args, **kwargs))().jaxpr.eqns)

    try:
        return size(8) != size(4)
    except Exception:  # noqa: BLE001 - not traceable this way: the long horizon is left to the other checks
        return True


def check_resumes(case: Case) -> None:
    """Step t's noise depends on (key, t) only: a shorter run is the start of a longer one, and a run
    resumed at step `start` from the state reached there continues the longer one."""
    key = Key(next_seed())
    whole_call = Call((key, RESUME_X0, RESUME_DECAY, RESUME_STEPS))
    whole = np.asarray(values_of(case, whole_call, "resumes"))
    if whole.shape != (RESUME_STEPS, *RESUME_X0.shape):
        raise case.fail("resumes", f"wrong shape: {case.describe(whole_call)} should have shape "
                                   f"{(RESUME_STEPS, *RESUME_X0.shape)}, got {whole.shape}.")
    short_call = Call((key, RESUME_X0, RESUME_DECAY, 3))
    if not _rows_match(values_of(case, short_call, "resumes"), whole[:3]):
        raise case.fail("resumes", f"a shorter run is not the start of a longer one: {case.describe(short_call)} "
                                   f"differs from the first 3 rows of {case.describe(whole_call)}. The noise of step t "
                                   "must depend on `key` and `t` only, not on `n_steps`.")
    for start, steps in ((3, 5), (6, 2)):
        call = Call((key, whole[start - 1], RESUME_DECAY, steps), {"start": start})
        if not _rows_match(values_of(case, call, "resumes"), whole[start:start + steps]):
            raise case.fail(
                "resumes",
                f"does not resume: {case.describe(call)}, started from row {start - 1} of "
                f"{case.describe(whole_call)}, should continue it (equal its rows {start} to {start + steps - 1}), "
                f"but it draws other noise. Step t's noise must depend on `key` and `t` only. A key carried through "
                "the loop and split at every step makes step t's key the end of a chain of t splits, reachable "
                "only by replaying every step before: keep the key tree wide, and derive each step's key from "
                "`key` and the step number directly.",
            )
    declared = case.spec.check_inputs.get("resumes", ())
    for call in declared:  # the declared inputs: an x0 with no elements, a long horizon, a far start
        x0, steps = np.asarray(call.args[1]), call.args[3]
        if steps > LONG_HORIZON and _program_grows_with_steps(case, call):
            continue  # a loop unrolled step by step would take minutes here: `primitives` says what to write instead
        got = np.asarray(values_of(case, call, "resumes"))
        if got.shape != (steps, *x0.shape):
            raise case.fail("resumes", f"wrong shape: {case.describe(call)} should have shape {(steps, *x0.shape)} "
                                       f"(n_steps rows of x0's shape), got {got.shape}.")
        if steps > LONG_HORIZON and np.array_equal(got[0], got[LONG_HORIZON]):
            raise case.fail("resumes", f"two steps draw the same noise: {case.describe(call)} gives equal rows 0 and "
                                       f"{LONG_HORIZON} (with decay 0 each row is its step's noise). A step number "
                                       "counted in 16 bits wraps around there: count steps in int32.")
    # "start + n_steps stays below 2**31": far past 2**24, where float32 no longer tells step numbers apart, every
    # step still draws its own noise (with decay 0 each row is its step's noise).
    far_call = next(Call((key, *call.args[1:]), call.kwargs) for call in declared if call.kwargs.get("start") == FAR_START)
    far = np.asarray(values_of(case, far_call, "resumes"))
    for first in range(len(far)):
        for second in range(first + 1, len(far)):
            if np.array_equal(far[first], far[second]):
                raise case.fail(
                    "resumes",
                    f"two steps draw the same noise: {case.describe(far_call)} gives equal rows {first} and {second} "
                    f"(steps {FAR_START + first} and {FAR_START + second}). Step numbers this large are not all "
                    "representable in float32: fold the integer step number into the key, never a float.",
                )
    # Neighbouring step numbers past a narrow counter's exact range (bfloat16 holds 256 but not 257, float16 2048 but
    # not 2049; int16, uint16 and uint8 take 2**16 + 3 for 3) still draw their own noise: the first rows of runs
    # started there differ.
    for early, late in ((256, 257), (2048, 2049), (3, 2**16 + 3)):
        calls = [Call((key, *far_call.args[1:]), {"start": start}) for start in (early, late)]
        rows = [np.asarray(values_of(case, call, "resumes"))[0] for call in calls]
        if np.array_equal(rows[0], rows[1]):
            raise case.fail(
                "resumes",
                f"two steps draw the same noise: {case.describe(calls[0])} and {case.describe(calls[1])} start with "
                f"equal rows (steps {early} and {late}). A step number kept in a narrow integer wraps around, and in "
                "float16 or bfloat16 it rounds: fold the step number into the key as an int32.",
            )


register(
    ExerciseSpec(
        "state.noisy_decay",
        scalar_arrays=("decay", "start"),  # "(traced: a new value never recompiles)": a 0-d array too
        edge_cases=(
            Call((Key(0), np.zeros(3, np.float32), 0.5, 4)),
            Call((Key(42), np.array([[1.0, -1.0], [2.0, 0.0]], np.float32), 0.9, 3)),
            Call((Key(7), np.array([0.5, -0.5], np.float32), 0.7, 2), {"start": 1000}),
        ),
        checks={"process_statistics": check_process_statistics, "resumes": check_resumes},
        check_inputs={"resumes": (
            Call((Key(5), np.zeros((0,), np.float32), 0.5, 3)),  # "x0: a float32 array"
            # a horizon past every narrow counter, decay 0: rows 0 and 2**16 are two steps' noise, which must differ
            Call((Key(5), np.zeros((2,), np.float32), 0.0, LONG_HORIZON + 1)),
            Call((Key(6), np.zeros_like(RESUME_X0), 0.0, 4), {"start": FAR_START}),  # the far start (its own key)
        )},
        recompilations=(
            Recompilation(
                lambda n: tuple(Call((Key(3), np.zeros(n, np.float32), decay, 3), {"start": start})
                                for decay, start in ((0.1, 0), (0.5, 5), (0.9, 100))),
                compiles=1,
                what="decay 0.1, 0.5, 0.9 and start 0, 5, 100 for the same x0 and n_steps",
                advice="`decay` and `start` are traced: use them in arithmetic inside the loop, never as static "
                "arguments or Python numbers (`int(start)`).",
            ),
        ),
    )
)
