"""Grades topic 11_devices: where arrays live, explicit transfers, a transfer-free hot loop, async dispatch.

Everything here holds on one CPU device and on an accelerator (the first of `jax.devices()`):
placements are compared with what `jax.devices()` reports; `to_device` is given trees that mix
arrays with settings (Python numbers, strings, a function), which must come back untouched;
transfers are caught by `jax.transfer_guard` (see checks/transfers.py) around the student's call
only (the grader reads results back outside it: on a GPU that is a real copy the guard would
refuse). `dispatch_times` queues its calls back to back and waits once: `queues_ahead` calls a
slow jitted function that notes, at each call, whether the previous result is ready yet
(`is_ready()`: pending when Python runs ahead, ready when it waited). Its figures are judged
against the grader's own clock on a function slow enough (tens of milliseconds, sized for the
backend) that queueing it takes a small fraction of running it, which returns a tuple whose
slow array is neither first nor last; on fresh jitted functions whose first call compiles; and
on calls that sleep a scripted cycle of durations (checks/timing.py's `ScriptedWaits`), whose
time per call, median, minimum and total lie far apart and which a CPU clock cannot see.
Queued calls keep their outputs alive: on an accelerator that is `repeats` (10 at most here)
outputs of `slow_work` at once.

`several_devices` (placement, to_device) runs where there are eight CPU devices (`cpu_devices=8`
for that check alone: a grading process with one device runs it in its eight-device child,
engine/on_devices.py): arrays committed to devices 3, 5 and 7, moves to devices other than the
first. On one device, "the first of `jax.devices()`" and "the device you are given" cannot be
told apart. The other checks run where the grading process runs, on the accelerator if any.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from autograder.checks.comparison import assert_matches
from autograder.checks.timing import (
    CONFIRMATIONS,
    NOT_WAITED_FOR,
    KeptResults,
    ScriptedWaits,
    describe_durations,
    grader_seconds,
    make_compile_heavy,
    slow_first_call_problem,
    slow_matrix,
    slow_work,
    statistic_problem,
    time_once,
    warm_up_waited_for,
)
from autograder.grading.cases import Call, Case, ExerciseSpec, register
from autograder.grading.failures import CheckFailure, describe_error

DEVICE = jax.devices()[0]


def _device_name(device: jax.Device) -> str:
    return f"{device.platform}:{device.id}"


# --- placement -------------------------------------------------------------------------------

# Leaves of every dtype a tree may hold, NumPy arrays (nothing put on a device while the spec loads): int32 at both
# ends and past 2**24, narrow integers, both half widths.
WIDTHS_TREE = {"ints": np.array([np.iinfo(np.int32).min, -1, 2**24 + 1, np.iinfo(np.int32).max], np.int32),
               "narrow": [np.array([-128, 127], np.int8), np.array([0, 65535], np.uint16)],
               "half": np.array([1.5, -2.0], np.float16), "brain": np.array([0.5, 3.0], jnp.bfloat16)}



def _placement_trees() -> tuple[Any, ...]:
    on_device = jax.device_put(np.arange(3, dtype=np.float32), DEVICE)
    computed = jax.jit(lambda a: a * 2)(jnp.ones(2))
    return (
        {"numpy": np.zeros(2, np.float32), "jax": on_device},
        [1.5, 2, np.float32(3.0), computed],
        {"params": {"w": computed, "b": np.ones(1)}, "step": 7, "rate": None},
        (on_device,),
    )


def _expected_placement(tree: Any) -> Any:
    return jax.tree.map(lambda leaf: _device_name(next(iter(leaf.devices()))) if isinstance(leaf, jax.Array) else "host", tree)


def _check_names(case: Case, tree: Any, check: str, several: bool = False) -> None:
    """`placement(tree)` names each leaf of `tree` where it lives (`several`: eight CPU devices hold its arrays)."""
    call = Call((tree,))
    got = case.call(call, check, as_jax=False)
    expected = _expected_placement(tree)
    text = case.describe(call) + (" on eight CPU devices" if several else "")
    if jax.tree.structure(got) != jax.tree.structure(expected):
        raise case.fail(check, f"wrong structure for {text}: expected {expected}, got {got}. Build the result with "
                               "`jax.tree.map` over the input.")
    for (path, leaf), want in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(expected)):
        if leaf == want:
            continue
        if want == "host":
            advice = "NumPy arrays and Python numbers live on the host; only `jax.Array`s live on a device."
        elif several:
            advice = (f"Here the arrays live on different devices ({_device_names(tree)}): ask each array where it "
                      "lives, not which device comes first.")
        else:
            advice = "Read the device from `x.devices()` (a set of one device) and format it as f\"{device.platform}:{device.id}\"."
        raise case.fail(check, f"wrong values for {text}: the leaf at {jax.tree_util.keystr(path)} should be "
                               f"{want!r}, got {leaf!r}. {advice}")


def check_names_placement(case: Case) -> None:
    """On trees mixing NumPy arrays, Python numbers and JAX arrays, each leaf is named where it lives."""
    for tree in _placement_trees():
        _check_names(case, tree, "names_placement")
    for call in case.spec.check_inputs.get("names_placement", ()):  # the declared trees: every dtype lives somewhere
        _check_names(case, call.args[0], "names_placement")


def _device_names(tree: Any) -> str:
    """Where the JAX arrays of `tree` live, e.g. "cpu:3, cpu:5"; "no device" when it holds none."""
    names = {_device_name(device) for leaf in jax.tree.leaves(tree) if isinstance(leaf, jax.Array) for device in leaf.devices()}
    return ", ".join(sorted(names, key=lambda name: (len(name), name))) or "no device"


def _put(values: Any, device: jax.Device, dtype: Any = np.float32) -> jax.Array:
    return jax.device_put(np.asarray(values, dtype), device)


def _several_placement_trees() -> tuple[Any, ...]:
    """Trees whose arrays are committed to CPU devices other than the first (run where there are eight)."""
    devices = jax.devices()
    return (
        {"w": _put([[1, 2], [3, 4]], devices[3]), "b": np.zeros(2, np.float32), "step": 7},
        [_put([1.5], devices[5]), _put([0, 1, 2], devices[0], np.int32), 2.0, (_put(1.0, devices[7]),)],
    )


def check_placement_several_devices(case: Case) -> None:
    """With eight CPU devices, each leaf is named where it lives, not after the first device."""
    for tree in _several_placement_trees():
        _check_names(case, tree, "several_devices", several=True)


register(
    ExerciseSpec(
        "devices.placement",
        special_values=("tree",),
        edge_cases=tuple(Call((tree,)) for tree in _placement_trees()[:2]),
        checks={"names_placement": check_names_placement, "several_devices": check_placement_several_devices},
        check_inputs={"names_placement": (Call((WIDTHS_TREE,)),)},
        cpu_devices=8,
        device_checks=("several_devices",),
    )
)


# --- to_device -------------------------------------------------------------------------------

TO_DEVICE_CASES = (
    Call(({"w": np.arange(6, dtype=np.float32).reshape(2, 3), "b": np.zeros(3, np.float32)}, DEVICE)),
    Call(([np.array([1, 2, 3], np.int32), (np.ones(2, np.float32), np.float32(0.5))], DEVICE)),
    Call((np.array(5.0, np.float32), DEVICE)),
)

# Trees that mix arrays (data) with settings (Python numbers, strings, bools, a function), as a training state does.
SETTINGS_CASES = (
    Call(({"params": {"w": np.ones((2, 2), np.float32), "b": np.zeros(2, np.float32)}, "step": 7, "lr": 0.01,
           "name": "mlp", "training": True, "activation": jnp.tanh}, DEVICE)),
    Call(([np.arange(3, dtype=np.int32), "relu", 2, (1.5, np.float32(2.0))], DEVICE)),
)

ARRAY_TYPES = (np.ndarray, np.generic, jax.Array)


def reference_to_device(tree: Any, device: jax.Device) -> Any:
    def moved(leaf: Any) -> Any:  # an array keeps its values, in the dtype JAX gives it (float64 is float32 without x64)
        if not isinstance(leaf, ARRAY_TYPES):
            return leaf
        values = np.asarray(leaf)
        return values.astype(jax.dtypes.canonicalize_dtype(values.dtype))
    return jax.tree.map(moved, tree)


def _already_there_calls() -> tuple[Call, ...]:
    """Arrays that need no copy but still a commitment: JAX arrays `jnp` made on the default device
    (uncommitted), and NumPy scalars that are also Python floats (`np.float64` subclasses `float`)."""
    return (
        Call(({"w": jnp.arange(4.0).reshape(2, 2), "b": jnp.zeros(2), "step": 3}, jax.devices()[0])),
        Call(([np.float64(0.25), jnp.float32(1.5), 0.25], jax.devices()[0])),
    )


def _moved(case: Case, call: Call, check: str, got: Any, several: bool = False) -> Any:
    """`got` (the student's output for `call`) checked: arrays committed to the device with the same values,
    every other leaf the same object (or an equal one of the same type). `several`: eight CPU devices here."""
    tree, device = call.numpy_args()[0]
    text = case.describe(call) + (f" on eight CPU devices, its arrays on {_device_names(tree)}" if several else "")
    if jax.tree.structure(got) != jax.tree.structure(tree):
        raise case.fail(check, f"wrong structure: for {text}, expected a tree shaped like "
                               f"{jax.tree.structure(tree)}, got {jax.tree.structure(got)}.")
    for (path, leaf), given in zip(jax.tree_util.tree_leaves_with_path(got), jax.tree.leaves(tree)):
        where = jax.tree_util.keystr(path) or "the result"
        if not isinstance(given, ARRAY_TYPES):
            if leaf is not given and not (type(leaf) is type(given) and leaf == given):
                raise case.fail(check, f"settings changed: for {text}, {where} was {given!r} (a "
                                       f"{type(given).__name__}) and came back as {leaf!r}. Only arrays go to the "
                                       "device; a Python number, string or function is a setting: return it as it is.")
            continue
        if not isinstance(leaf, jax.Array):
            raise case.fail(check, f"not on the device: for {text}, {where} is a {type(leaf).__name__}, "
                                   "which lives on the host. Every NumPy array and NumPy scalar (`np.generic`) must "
                                   "come back as a JAX array on the device.")
        if leaf.devices() != {device}:
            raise case.fail(check, f"wrong device: for {text}, {where} is on {_device_names(leaf)}, not on "
                                   f"{_device_name(device)}. Move every array to the device you are given, wherever "
                                   "it lives now.")
        if not leaf.committed:
            raise case.fail(check, f"not committed: for {text}, {where} is on {_device_name(device)} but not "
                                   "committed to it. Name the device when you move the array; `jnp.asarray` and a "
                                   "move without a device land on the default device, uncommitted.")
    assert_matches(got, reference_to_device(tree, device), check=check, call_text=text, rtol=0, atol=0)
    return got


def check_on_device(case: Case) -> None:
    """Every array comes back as a JAX array committed to the device asked for, with the same values."""
    for call in (*TO_DEVICE_CASES, *_already_there_calls(), *case.spec.check_inputs.get("on_device", ())):
        _moved(case, call, "on_device", case.call(call, "on_device", as_jax=False))


def check_keeps_settings(case: Case) -> None:
    """In a tree that mixes arrays and settings, the arrays move and every setting comes back unchanged."""
    for call in SETTINGS_CASES:
        try:
            got = case.function(*call.fresh(as_jax=False)[0])
        except Exception as error:  # student code may raise anything
            if isinstance(error, TypeError):  # what device_put raises for a string or a function
                raise case.fail("keeps_settings", f"settings sent to the device: {case.describe(call)} raised "
                                f"TypeError: {str(error)[:150]}. A string, a function or any other setting cannot "
                                "become an array: move only the arrays and return every other leaf as it is.") from None
            raise describe_error(error, case.describe(call), case.student_files, "keeps_settings") from None
        _moved(case, call, "keeps_settings", got)


def check_explicit_transfer(case: Case) -> None:
    """The move is explicit: the call works inside `jax.transfer_guard("disallow")`."""
    for call, settings in [(call, False) for call in TO_DEVICE_CASES] + [(call, True) for call in SETTINGS_CASES]:
        try:
            with jax.transfer_guard("disallow"):
                got = case.function(*call.fresh(as_jax=False)[0])
        except Exception as error:
            if "Disallowed" in str(error):
                raise case.fail("explicit_transfer", f"implicit transfer: {case.describe(call)} tripped "
                                "jax.transfer_guard('disallow'). `jnp.asarray`/`jnp.array` copy to the device implicitly; "
                                "name the device you move each array to (an explicit transfer), the only kind the guard "
                                "allows.") from None
            if settings:
                continue  # keeps_settings reports it
            raise describe_error(error, case.describe(call), case.student_files, "explicit_transfer") from None
        if not settings:
            _moved(case, call, "explicit_transfer", got)


def _several_to_device_calls() -> tuple[Call, ...]:
    """Moves to devices other than the first, of arrays already committed elsewhere (run where there are eight)."""
    devices = jax.devices()
    return (
        Call(({"w": np.arange(6, dtype=np.float32).reshape(2, 3), "b": _put([0, 0, 1], devices[3]), "step": 7},
              devices[5])),
        Call(([np.array([1, 2, 3], np.int32), (_put([2, 4], devices[5]),)], devices[3])),
        Call((_put(5.0, devices[0]), devices[7])),
    )


def check_to_device_several_devices(case: Case) -> None:
    """With eight CPU devices, every array is committed to the device given, wherever it was; settings stay."""
    for call in _several_to_device_calls():
        _moved(case, call, "several_devices", case.call(call, "several_devices", as_jax=False), several=True)


register(
    ExerciseSpec(
        "devices.to_device",
        reference=reference_to_device,
        edge_cases=TO_DEVICE_CASES,
        # "any arrays": moved with their values and dtypes, whatever they hold
        check_inputs={"on_device": (Call(({**WIDTHS_TREE, "specials": np.array([np.inf, -np.inf, np.nan, -0.0], np.float32)},
                                          DEVICE)),)},
        checks={"on_device": check_on_device, "keeps_settings": check_keeps_settings,
                "explicit_transfer": check_explicit_transfer, "several_devices": check_to_device_several_devices},
        cpu_devices=8,
        device_checks=("several_devices",),
    )
)


# --- power_iteration ---------------------------------------------------------------------------


def reference_power_iteration(matrix: np.ndarray, n_steps: int) -> tuple[np.ndarray, np.ndarray]:
    a = np.asarray(matrix, np.float64)
    v = np.full(a.shape[0], 1 / math.sqrt(a.shape[0]))
    estimates = []
    for _ in range(n_steps):
        w = a @ v
        estimates.append(v @ w)
        v = w / np.linalg.norm(w)
    return np.asarray(estimates, np.float32), v.astype(np.float32)


def _spd(b: np.ndarray) -> np.ndarray:
    """A symmetric positive definite matrix from any square `b`.

    The diagonal gets distinct fractions, so no two row sums are equal: the start vector
    `ones / sqrt(n)` is then never an eigenvector, whose other components would grow from
    rounding errors alone (and differ between float32 and float64).
    """
    n = b.shape[0]
    return (b @ b.T + np.diag(n + 0.37 * np.arange(1, n + 1))).astype(np.float32)


@st.composite
def power_calls(draw: Any) -> Call:
    n = draw(st.sampled_from([1, 2, 4]))
    b = draw(hnp.arrays(np.int32, (n, n), elements=st.integers(-3, 3)))
    return Call((_spd(b.astype(np.float64)), draw(st.sampled_from([1, 3, 8]))))


POWER_EDGE_CASES = (
    Call((np.array([[2.0, 0.0], [0.0, 1.0]], np.float32), 20)),
    Call((np.array([[3.0]], np.float32), 2)),
    Call((_spd(np.arange(9, dtype=np.float64).reshape(3, 3) - 4), 5)),
    Call((np.eye(4, dtype=np.float32) * 2.5, 1)),
)


register(
    ExerciseSpec(
        "devices.power_iteration",
        reference=reference_power_iteration,
        inputs=power_calls(),
        rtol=1e-4,
        atol=1e-4,
        edge_cases=POWER_EDGE_CASES,
        # Over 100 steps: a Python loop that prints or reads a value back every 100 steps does so only here.
        long_calls=(Call((_spd(np.arange(9, dtype=np.float64).reshape(3, 3) - 4), 257)),),
    )
)


# --- dispatch_times ---------------------------------------------------------------------------

TOLERANCE = 3.0  # a total within 3x of the grader's own measurement counts as right
# Below the grader's figure the bar is lower: a result not waited for takes 100x less (queueing only), while
# on a loaded machine an honest figure fell to 0.38x of the grader's (a quiet moment between two busy ones).
LOW_TOLERANCE = 10.0
# 10 timed calls: a sum over them instead of a per-call time is then 10x off, far outside the tolerance.
QUEUE_SHARE = 0.25  # queueing must take under a quarter of the full call
SLOW_SIDE = 600  # `slow_work`'s matrix on a CPU (checks/timing.py `slow_matrix` grows it on an accelerator)


def _slow_tuple(x: jax.Array, scale: jax.Array) -> tuple[jax.Array, jax.Array, jax.Array]:
    """`(x, slow, scale)`: only the middle array takes long; the others are the inputs, ready at once (an
    array computed on the device before the slow one would be ready late once calls pile up in the queue)."""
    return x, slow_work(x * scale), scale


def _slow_input() -> jax.Array:
    return slow_matrix(SLOW_SIDE)


def _student_pair(case: Case, check: str, function: Callable[..., Any], args: tuple, repeats: int) -> tuple[float, float]:
    try:
        result = case.function(function, *args, repeats=repeats)
    except Exception as error:  # student code may raise anything
        raise describe_error(error, f"{case.name}(fn, *args, repeats={repeats})", case.student_files, check) from None
    if not isinstance(result, (tuple, list)) or len(result) != 2:
        raise case.fail(check, f"wrong type: dispatch_times should return a pair (dispatch_seconds, total_seconds), got "
                               f"{type(result).__name__}.")
    try:
        dispatch, total = float(result[0]), float(result[1])
    except (TypeError, ValueError):
        raise case.fail(check, "wrong type: both times must be numbers of seconds (Python floats).") from None
    if not (math.isfinite(dispatch) and math.isfinite(total)) or dispatch <= 0 or total <= 0:
        raise case.fail(check, f"wrong values: dispatch_times returned ({dispatch!r}, {total!r}); both must be positive.")
    if dispatch > total:
        raise case.fail(check, f"wrong values: dispatch time {dispatch * 1e3:.3f} ms is longer than the total "
                               f"{total * 1e3:.3f} ms. Read both clocks from the same start: dispatch when the last "
                               "call returns, total once every result is ready.")
    return dispatch, total


def check_returns_pair(case: Case) -> None:
    """`dispatch_times` returns two positive floats, dispatch <= total, and calls fn `repeats` + 1 times (one untimed first call)."""
    calls = []

    def counted(x: jax.Array) -> jax.Array:
        calls.append(1)
        return x + 1

    _student_pair(case, "returns_pair", counted, (jnp.ones(3),), repeats=4)
    if len(calls) != 5:
        raise case.fail("returns_pair", f"wrong values: dispatch_times(fn, x, repeats=4) called fn {len(calls)} times; it "
                                        "should call it 5 times: once untimed (the first call, which compiles), then "
                                        "exactly `repeats` timed calls.")


def check_queues_ahead(case: Case) -> None:
    """On a slow jitted function, most timed calls are made while the result of the call before is still pending.

    The first observation (the first timed call, which sees the warm-up's result) is left out. Queued calls of a
    function taking tens of milliseconds find the previous result pending at every call; code that waits for each
    result before the next call finds it ready at every call, whatever the load.
    """
    observed = KeptResults(slow_work)
    _student_pair(case, "queues_ahead", observed, (_slow_input(),), repeats=5)
    seen = observed.previous_ready[1:]
    waited = sum(seen)
    if seen and waited * 2 > len(seen):
        raise case.fail(
            "queues_ahead",
            f"waited between calls: at {waited} of the last {len(seen)} calls dispatch_times made, the result of the "
            "call before was already computed, so Python never ran ahead of the device. Make all `repeats` calls "
            "first, keeping their outputs, and wait for them only after the last call has returned.",
        )


PYTREE_NOTE = ("Here `fn` returns a tuple of three arrays: its output may be any pytree of arrays (an array, a "
               "tuple, a dict, ...), and every array in every output must be ready before the total clock stops.")


def check_waits_for_result(case: Case) -> None:
    """On a slow function returning a tuple, every result `fn` gave exists when `dispatch_times` returns, and the
    student's total per call agrees with the grader's clock (3x above, 10x below).

    The first part needs no clock: the grader's `fn` keeps what it returned and asks each array whether it is ready
    (`jax.Array.is_ready`) the moment the student's function returns. It decides where the clock cannot: on a loaded
    core, queueing ten calls time-shares with computing them, and a function that never waited once measured a
    total per call above the bar. Ten queued calls of milliseconds each cannot have finished by then. It fails only
    when most results are unfinished (`KeptResults` says why an array that was not itself waited for can read
    pending for a while): code that never waits leaves all ten timed ones unfinished.
    """
    args = (_slow_input(), jnp.float32(1.0))
    before = grader_seconds(_slow_tuple, args, 5)
    kept = KeptResults(_slow_tuple)
    try:
        _, total = _student_pair(case, "waits_for_result", kept, args, repeats=10)
    except CheckFailure as failure:
        raise case.fail("waits_for_result", f"{failure.message}\n{PYTREE_NOTE}") from None
    unfinished, produced = kept.unfinished(), kept.outputs
    waits = ("stop the total clock only once every output is ready (`jax.block_until_ready` takes any pytree, a list "
             "of outputs included): here `fn` returns a tuple whose middle array is the slow one.")
    if unfinished * 2 > len(produced):
        raise case.fail("waits_for_result", f"wrong values: dispatch_times returned while {unfinished} of the "
                                            f"{len(produced)} results of `fn` were still being computed: {waits}")
    after = grader_seconds(_slow_tuple, args, 5)
    low, high = min(before, after) / LOW_TOLERANCE, max(before, after) * TOLERANCE
    if low <= total <= high:
        return
    advice = (f"The calls return before their results exist (asynchronous dispatch): {waits}" if total < low else
              "Return the time per call (the elapsed time divided by `repeats`), and do not count the first (compiling) "
              "call.")
    raise case.fail("waits_for_result", f"wrong values: dispatch_times measured a total of {total * 1e3:.3f} ms per call "
                                        f"of a function that takes {before * 1e3:.1f} ms by the grader's clock. {advice}")


def check_dispatch_is_queueing(case: Case) -> None:
    """On a slow function, the dispatch time is a small share of the total: the clock is read when the last call returns.

    It fails when the dispatch time is over `QUEUE_SHARE` of the grader's total and over half the student's own
    total: a dispatch clock read after blocking gives nearly the total in the same calls, whatever the load, while
    an honest one would need most of its calls delayed by milliseconds to pass both bars.
    """
    x = _slow_input()
    total = grader_seconds(slow_work, (x,), 5)
    dispatch, own_total = _student_pair(case, "dispatch_is_queueing", slow_work, (x,), repeats=5)
    if dispatch > QUEUE_SHARE * total and dispatch > own_total / 2:
        raise case.fail(
            "dispatch_is_queueing",
            f"wrong values: dispatch_times measured {dispatch * 1e3:.3f} ms per call to dispatch a function whose whole "
            f"call takes {total * 1e3:.1f} ms; queueing it takes far less. Read the dispatch clock as soon as the last "
            "call has returned, before waiting for any result.",
        )


# A first call of `make_compile_heavy`'s functions takes 100-300 ms (tracing, compiling or a cache load), a later
# one 0.3 ms; the bar, an eighth of the cheapest first call the grader times just before and just after the
# student's, sits far from both, so neither a quiet moment for the student nor a delayed call moves a verdict.
COMPILE_SHARE = 1 / 8


def check_excludes_compilation(case: Case) -> None:
    """With one repeat, the first (compiling) call is not in the total, neither its compilation nor its run: the
    first call's result is waited for before the clock starts.

    Each part has a bar at `COMPILE_SHARE` of what the grader's own clock gives for the first call's work, taken
    just before the student's run: the first call's compilation (100-300 ms) or its three `slow_work` steps (7-10 ms
    on a two-core CPU machine) against a later call of well under a millisecond, so the bar sits far from both
    outcomes. A figure over the first bar is confirmed on new functions (each compiles anew), so load that holds up
    one honest call cannot fail it; a timed call made while the untimed call's output was still pending
    (`warm_up_waited_for`) fails at once: the warm-up was not waited for. In the second part,
    before any clock, `SlowFirstCall` says whether the timed call was made while the first call's work was still
    running (`is_ready()`): if so the warm-up was not waited for, whatever the load did to the figures. Every attempt
    asks, so a function that does not wait escapes only if load held up its Python thread for that whole work three
    times.
    """
    x = jnp.linspace(0, 1, 64)
    first_call = time_once(make_compile_heavy(), (x,), {})[0]
    for _ in range(CONFIRMATIONS + 1):  # a figure over the bar is confirmed on a new function: load slows, never speeds
        kept = KeptResults(make_compile_heavy())
        _, total = _student_pair(case, "excludes_compilation", kept, (x,), repeats=1)
        if not warm_up_waited_for(kept):
            raise case.fail("excludes_compilation", "wrong values: with repeats=1, dispatch_times made its timed call "
                                                    "while the untimed call's output was still being computed. "
                                                    f"{NOT_WAITED_FOR}")
        first_call = min(first_call, time_once(make_compile_heavy(), (x,), {})[0])
        if total <= first_call * COMPILE_SHARE:
            break
    else:
        raise case.fail(
            "excludes_compilation",
            f"wrong values: with repeats=1, dispatch_times measured a total of {total * 1e3:.2f} ms for a new jitted "
            f"function whose first call takes {first_call * 1e3:.1f} ms (it compiles) and whose later calls take well "
            "under a millisecond. Your timing includes compilation: call `fn(*args)` once, untimed, first.",
        )
    big = _slow_input()
    problem = slow_first_call_problem(
        "dispatch_times", lambda probe: _student_pair(case, "excludes_compilation", probe, (big,), repeats=1)[1], big,
        COMPILE_SHARE, figure="a total of ")
    if problem is not None:
        raise case.fail("excludes_compilation", problem)


def per_call_problem(measured: float, durations: list[float]) -> str | None:
    """What is wrong with `measured` as the time per call of calls that took `durations` (seconds), or None.

    The calls of `ScriptedWaits` sleep a cycle whose median, minimum, mean (the time per call) and
    total lie 2.15-8.6x from the mean: `statistic_problem` tells the mean from the others.
    """
    asked = ("the exercise asks for the time per call: the elapsed wall-clock time of all the timed calls, "
             "divided by `repeats`.")
    return statistic_problem(
        measured,
        durations,
        "mean",
        {
            "median": "the median call",
            "minimum": "the fastest call",
            "maximum": "the slowest call",
            "total": "the total of all the calls",
        },
        asked=asked,
        missed=f"That is not the time per call either; {asked}",
    )


def check_wall_time_per_call(case: Case) -> None:
    """On calls that sleep a scripted cycle of durations, both figures are wall-clock seconds per call."""
    waits = ScriptedWaits()
    repeats = len(waits.cycle)
    pair = _student_pair(case, "wall_time_per_call", waits, (jnp.ones(3),), repeats=repeats)
    durations = waits.last(repeats)
    for name, measured in zip(("dispatch", "total"), pair):
        problem = per_call_problem(measured, durations)
        if problem is not None:
            raise case.fail(
                "wall_time_per_call",
                f"wrong values: dispatch_times(fn, x, repeats={repeats}) returned a {name} time of {measured * 1e3:.3f} "
                f"ms for a plain Python function (it returns when done) whose last {repeats} calls took "
                f"{describe_durations(durations)} by the grader's clock. {problem}",
            )


register(
    ExerciseSpec(
        "devices.dispatch_times",
        checks={
            "returns_pair": check_returns_pair,
            "queues_ahead": check_queues_ahead,
            "waits_for_result": check_waits_for_result,
            "dispatch_is_queueing": check_dispatch_is_queueing,
            "excludes_compilation": check_excludes_compilation,
            "wall_time_per_call": check_wall_time_per_call,
        },
        timed=("queues_ahead", "waits_for_result", "dispatch_is_queueing", "excludes_compilation", "wall_time_per_call"),
    )
)
