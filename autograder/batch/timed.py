"""Checks the trusted parent runs itself, through a worker serving calls.

`verify_outputs`: after a worker has graded a submission, the parent draws fresh inputs of
its own for every exercise the worker reported as passing its `values` check, has the
worker call the student's function on them and compares the outputs with the reference
itself: on `VERIFIED_INPUTS` inputs drawn from the spec's strategy with its own seed, then on
every edge case the `edge_cases` check tries (the spec's, and those made with special values,
integer extremes, magnitudes, offsets and 0-d arrays), called as those checks call it
(`calling.values_of`: jitted where the contract says so, reusing their compiled programs), so a
function wrong only where the worker alone looked is caught here too. An output the worker cannot send back fails, unless the reference's own cannot travel
either (a class the exercise defines). A worker whose student code forged its results (it shares the process with the
grader's checks) gains nothing for correctness: the parent's comparison decides. Exercises
whose `values` check needs `cpu_devices` are left out: the worker has one device, and their checks
ran in its eight-device child (engine/on_devices.py), which the parent cannot verify further.

`run_outside`: checks the parent runs again itself, whole (`outside_checks`): an exercise with
no reference (a random function) has no answer to compare, but the checks its spec lists in
`decided_outside` judge outputs alone (the laws of its numbers, their layout, their
repeatability); and the `dtypes` check of every exercise whose contracts are judged from outputs
(inputs cast to float16, bfloat16, int8, ..., the result's dtype and values). The parent runs
those very checks (`RemoteCase`), drawing whatever they draw from its secret seed on top of the
check's stream (grading/seeds.py `other_draws`); each call a check makes is made in the worker
(as written, or as the value checks call it, or under `jit` and `vmap` over keys split from a
seed the parent sent) and only its outputs come back. A worker that reported those checks passed
decides nothing: the parent's run does. Checks that read the program or the process
(`uses_fold_in`, `no_key_reuse`) stay in the worker; a dtype contract that takes a gradient has the worker take it
(`RemoteCase.value_and_gradient`) and judges the result and the gradient here. A typed key comes back
as its implementation's name and its key data, and is rebuilt here (typed_key's result).

`check_speedup`: the speed-up, timed by the parent; the clock never lives in the student's
process. It is autograder/checks/timing.py's measurement and verdict (`measure`, `judge`),
the very code `pytest autograder` runs, with each side played by a worker (`WorkerSide`):
the student's function in the submission's worker, the baseline and the expert in a second
worker that never imports student code (so patching `jnp` or `time` in the student's process
cannot slow them or speed the student's clock). For every round the parent stages fresh
inputs in both (untimed), then times one `go` round trip per side: the worker calls the
function on each staged input, blocking on every output, and answers. The pipe's cost is
subtracted once per round trip: the fastest empty round trip of either worker, the same
amount for every side, so a worker whose pipe happened to be slow while it was measured (a
loaded machine) is never credited with time it did not save. A round trip holds enough calls
to last about `TARGET_SECONDS` (2 ms), so what varies of the pipe's cost (tens of
microseconds) moves a ratio by a few percent, where one call per round trip moved it by 20-40%;
and the verdict compares the student with the expert timed the same way, so what is left
squeezes both alike. Before each round trip the parent waits `SETTLE_SECONDS`: the worker
that ran last keeps its runtime's threads spinning for a moment after it answers, and a side
timed in the other worker during that moment shares the cores with them (the student, alone
in its worker, followed the other worker's sides more often than they followed it: a correct
student's share of the expert's speed-up fell to 0.5-0.7 on calls of tens of microseconds).
After the clock stops the parent fetches one of the student's outputs (arrays as .npy, never
a pickle) at an index it draws then, and checks it against the reference itself.

Both workers of a speed-up run on one and the same CPU (`speedup_settings`; the filter refuses
`sched_setaffinity`, so student code cannot move off it). Left to the scheduler on a quiet
machine, the two processes did not meet the same machine (which core each sat on, a virtual CPU
the host slowed, runtime threads waking on the other core): the student's worker ran the
expert's very code 1.5-2.5x slower than the baseline's worker ran it, for whole measurements;
in CI two correct `selu`s failed, and `benchmarks/speedup_margins.py` measured 18 of 45 shares
of five correct `selu`s under the fraction (0.40-1.31 of the expert's speed-up). With the other
core spinning, everything shared one core anyway and none fell under it (so stress runs never
showed it). Bound to one CPU: 0 of 45 quiet (0.95-1.01), 0 of 45 busy (0.71-1.00); an
un-jitted `selu` 0.19-0.21. A call is slower there (the runtime's threads share the CPU: 15 us
for the expert's `selu` against 6-8 us unbound), for every side alike. The phase runs one
submission at a time with nothing else graded, so the CPU is the measurement's.
At `rlimits` there is no filter and student code can move itself (docs/instructors.md).
"""

from __future__ import annotations

import ast
import base64
import copy
import dataclasses
import inspect
import io
import os
import secrets
import threading
import time
from typing import Any, Sequence

import jax
import jax.numpy as jnp
import numpy as np

from autograder.batch import exported
from autograder.batch.runner import Checks, Settings, WorkerDied, WorkerProcess, WorkerTimeout
from autograder.checks import tolerances
from autograder.checks.calling import refused_by_jit
from autograder.checks.comparison import compare_with_reference
from autograder.checks.correctness import compare_with_advice, edge_case_variants
from autograder.checks.timing import Measurement, Side, judge, measure
from autograder.course.manifest import Course, Exercise
from autograder.course.stubs import exercise_definition
from autograder.grading import seeds
from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.grading.failures import CheckFailure
from autograder.grading.outcome import CheckResult, Outcome

_clock = time.perf_counter
EMPTY_ROUND_TRIPS = 21
SETTLE_SECONDS = 0.002  # before each timed round trip: the other worker's threads stop spinning
VERIFIED_INPUTS = 3
KEY_IMPLEMENTATIONS = ("threefry2x32", "rbg", "unsafe_rbg")  # the typed keys `decode` rebuilds (JAX's own)


def decode(value: Any) -> Any:
    """The inverse of autograder.batch.worker_side.worker.encode (arrays loaded with allow_pickle=False).

    Raises:
        ValueError: not something a worker sends.
    """
    kind = value.get("t") if isinstance(value, dict) else None
    if kind == "array":
        array = np.load(io.BytesIO(base64.b64decode(value["npy"])), allow_pickle=False)
        if array.dtype.kind == "V" and isinstance(value.get("dtype"), str):  # bfloat16, float8: NumPy's raw bytes
            try:
                named = jnp.dtype(value["dtype"])
            except TypeError:
                raise ValueError("not an encoded output") from None
            if named.itemsize != array.dtype.itemsize:
                raise ValueError("not an encoded output")
            array = array.view(named)
        return array
    if kind == "key":  # a typed key array: rebuilt here from its data, for an implementation JAX has built in
        data = decode(value.get("data"))
        if value.get("impl") not in KEY_IMPLEMENTATIONS or not isinstance(data, np.ndarray) or data.dtype != np.uint32:
            raise ValueError("not an encoded output")
        try:
            return jax.random.wrap_key_data(data, impl=value["impl"])
        except (TypeError, ValueError):  # key data of the wrong shape for its implementation
            raise ValueError("not an encoded output") from None
    if kind == "float":
        return float(value["v"])
    if kind == "scalar":
        return value["v"]
    if kind in ("tuple", "list"):
        items = [decode(item) for item in value["items"]]
        return tuple(items) if kind == "tuple" else items
    if kind == "dict":
        return {decode(key): decode(item) for key, item in value["items"]}
    raise ValueError("not an encoded output")


def readable(value: Any) -> bool:
    """Whether a worker could send `value` back (autograder.batch.worker_side.worker.encode's kinds): arrays of numbers,
    typed keys of JAX's implementations, Python scalars, strings and None, and tuples, lists and dicts of them."""
    if isinstance(value, (np.ndarray, np.generic)) or hasattr(value, "__array__") and hasattr(value, "dtype"):
        if jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key):
            return str(jax.random.key_impl(value)) in KEY_IMPLEMENTATIONS
        return np.asarray(value).dtype != object
    if value is None or isinstance(value, (bool, int, float, str)):
        return True
    if isinstance(value, (tuple, list)):
        return all(readable(item) for item in value)
    if isinstance(value, dict):
        return all(readable(key) and readable(item) for key, item in value.items())
    return False


def speedup_settings(settings: Settings) -> Settings:
    """`settings` with the workers bound to one CPU, the same for every worker of a speed-up (module docstring).

    Not on a device one process holds (`Settings.exclusive`): every side of a speed-up runs in the one worker there,
    which then has the machine's CPUs as `pytest autograder` has (its runtime and compiler are threaded).
    """
    if settings.exclusive:
        return settings
    return dataclasses.replace(settings, cpus=(max(os.sched_getaffinity(0)),))


class Oracle:
    """A worker serving calls to the parent's clock."""

    def __init__(self, worker: WorkerProcess, deadline: float, check: str = "speedup") -> None:
        self.worker = worker
        self.deadline = deadline
        self.check = check

    def ask(self, command: tuple, expect: str) -> dict[str, Any]:
        """Send a command and wait for its answer.

        Raises:
            CheckFailure: the function raised (the message is the exception).
            WorkerDied: the process ended or ran out of time.
        """
        self.worker.send(command)
        event = self.worker.next_event(self.deadline)
        if event["event"] == "raised":
            message = str(event.get("message"))
            raise CheckFailure(self.check, message if event.get("kind") == "not_timeable" else f"raised {message}")
        if event["event"] != expect:
            raise WorkerDied(f"it answered {event['event']!r} where the grader expected {expect!r}")
        return event

    def round_trip(self, command: tuple) -> float:
        """Parent-clock seconds for one command answered with `ran`."""
        start = _clock()
        self.ask(command, "ran")
        return _clock() - start

    def overhead(self) -> float:
        """The fastest empty round trip (the pipes' cost, without the machine's noise)."""
        return min(self.round_trip(("noop",)) for _ in range(EMPTY_ROUND_TRIPS))

    def fetch(self, role: str, index: int) -> Any:
        """Output `index` of the last `go` of `role`, decoded.

        Raises:
            CheckFailure: an output the parent cannot read back.
        """
        self.worker.send(("fetch", role, index))
        event = self.worker.next_event(self.deadline)
        if event["event"] == "unverifiable":
            raise CheckFailure(self.check, f"{event.get('message')}; return JAX arrays (or a pytree of them).")
        if event["event"] != "output":
            raise WorkerDied(f"it answered {event['event']!r} where the grader expected its output")
        return decode(event["value"])


class WorkerSide:
    """One side of autograder/checks/timing.py's measurement, played by a worker."""

    def __init__(self, oracle: Oracle, role: str, pipe_seconds: float) -> None:
        self.oracle = oracle
        self.role = role
        self.pipe_seconds = pipe_seconds
        self.count = 0

    def stage(self, calls: Sequence[Call]) -> None:
        self.oracle.ask(("stage", self.role, list(calls)), "staged")
        self.count = len(calls)

    def run(self) -> float:
        time.sleep(SETTLE_SECONDS)
        seconds = self.oracle.round_trip(("go", self.role)) - self.pipe_seconds
        return max(seconds, 1e-9) / self.count

    def output(self, index: int) -> Any:
        return self.oracle.fetch(self.role, index)


def worker_sides(case: Case, student: Oracle, baseline: Oracle) -> dict[str, Side]:
    """The three sides in workers, their functions loaded, the pipe's cost measured.

    Raises:
        CheckFailure: the student's function could not be loaded.
    """
    exercise_id = case.exercise.id
    baseline.ask(("load", exercise_id, "baseline"), "loaded")
    baseline.ask(("load", exercise_id, "expert"), "loaded")
    try:
        student.ask(("load", exercise_id, "student"), "loaded")
    except CheckFailure as failure:
        raise CheckFailure("speedup", f"{case.name} could not be loaded: {failure.message}") from None
    pipe = min(student.overhead(), baseline.overhead())
    return {
        "baseline": WorkerSide(baseline, "baseline", pipe),
        "expert": WorkerSide(baseline, "expert", pipe),
        "student": WorkerSide(student, "student", pipe),
    }


def check_speedup(case: Case, student: Oracle, baseline: Oracle) -> Measurement:
    """The `speedup` verdict, timed by the parent (see the module docstring).

    Raises:
        CheckFailure: too slow, wrong, or raised. NotGraded: the expert is not clearly faster here.
    """
    sides = worker_sides(case, student, baseline)
    return judge(case, lambda: measure(case, sides))


def grader_error(check: str, exercise_id: str, error: BaseException) -> str:
    """The message for an exercise the grader itself could not grade (a bug to report, shown to the student)."""
    return (f"[{check}] {exercise_id} could not be graded: the grader failed ({type(error).__name__}: {error}). "
            "This is not your code's fault: tell your instructor.")


def _draw(strategy: Any) -> Call:
    import warnings

    from hypothesis.errors import NonInteractiveExampleWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", NonInteractiveExampleWarning)
        return strategy.example()


def verification_inputs(strategy: Any, count: int, seed: int | None, exercise_id: str) -> list[Call]:
    """`count` inputs of `strategy` for the parent's `verified` check.

    Without a seed they are drawn at random for each submission. With the batch's secret
    seed (autograder/batch/compiled.py), every submission of the batch gets the same inputs,
    so the warm-up on the solutions compiled their programs too; student code never sees
    the seed. Hypothesis tries the simplest input first: it is left out.
    """
    if seed is None:
        return [_draw(strategy) for _ in range(count)]
    key = (exercise_id, seed, count)
    with _DRAWING:  # Hypothesis draws one at a time (the batch grades from several threads)
        if key not in _DRAWN:  # the same for every submission: drawn once per batch
            _DRAWN[key] = _seeded_inputs(strategy, count, seed, exercise_id)
        return copy.deepcopy(_DRAWN[key])


_DRAWN: dict[tuple[str, int, int], list[Call]] = {}
_DRAWING = threading.Lock()


def _seeded_inputs(strategy: Any, count: int, seed: int, exercise_id: str) -> list[Call]:
    import hashlib

    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as fixed_seed

    from autograder.grading.seeds import seed_alone

    seed_alone()  # the draws depend on the seed alone, not on the modules this parent has loaded
    found: list[Call] = []

    @fixed_seed(int.from_bytes(hashlib.sha256(f"{seed}:{exercise_id}".encode()).digest()[:8], "big"))
    @settings(max_examples=count + 1, database=None, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def collect(call: Call) -> None:
        found.append(call)

    collect()
    return found[1:][-count:] or found[-count:]


def _called_in_the_worker(*args: Any, **kwargs: Any) -> Any:
    """`RemoteCase.function`: never called (every call of the student's function goes to the worker)."""
    raise RuntimeError("a check called the student's function in the parent")


@dataclasses.dataclass
class RemoteCase(Case):
    """The case a check sees in the parent: every call of the student's function is made in the worker (`oracle`),
    on the arguments the check made here, and only its outputs come back (decoded: arrays, numbers, containers)."""

    oracle: Any = None
    contract: inspect.Signature | None = None

    @property
    def signature(self) -> inspect.Signature | None:
        """The released exercise's signature (`contract_signature`), for naming arguments in messages."""
        return self.contract

    def call(self, call: Call, check: str, as_jax: bool = True, function: Any = None, compiled: bool = False) -> Any:
        """As `Case.call`: with `function` (the jitted function of `values_of`) or `compiled`, as the value checks
        call it in the worker (jitted where the contract says so); else as written.

        Raises:
            CheckFailure: the function raised in the worker, or returned what cannot come back.
        """
        self.oracle.check = check
        self.oracle.ask(("stage", "student", [call], as_jax), "staged")
        self.oracle.ask(("go", "student", False, "values") if function is not None or compiled
                        else ("go", "student", False), "ran")
        return self.oracle.fetch("student", 0)

    def over_keys(self, seed: int, count: int) -> Any:
        """As `Case.over_keys`, made in the worker on the keys split from `seed`."""
        self.oracle.ask(("over_keys", "student", seed, count), "ran")
        return self.oracle.fetch("student", 0)

    def value_and_gradient(self, call: Call, key: int | str) -> tuple[Any, Any]:
        """As `Case.value_and_gradient`, made in the worker: the result and the gradient come back as data."""
        self.oracle.check = "dtypes"
        self.oracle.ask(("gradient", "student", call, key), "ran")
        pair = self.oracle.fetch("student", 0)
        if not (isinstance(pair, tuple) and len(pair) == 2):  # only a worker that student code changed sends this
            raise CheckFailure("dtypes", "the result and its gradient did not come back as the grader sent for them.")
        return pair


def contract_signature(course: Course, exercise: Exercise) -> inspect.Signature | None:
    """The signature of the exercise's function as released (exercises/), read from its source: never imported.
    None where the released file is missing (the Gradescope bundle carries it: batch/gradescope.py)."""
    node = exercise_definition(course, exercise, "exercises")
    if not isinstance(node, ast.FunctionDef):
        return None
    kinds = [(a, inspect.Parameter.POSITIONAL_ONLY) for a in node.args.posonlyargs]
    kinds += [(a, inspect.Parameter.POSITIONAL_OR_KEYWORD) for a in node.args.args]
    kinds += [(a, inspect.Parameter.KEYWORD_ONLY) for a in node.args.kwonlyargs]
    return inspect.Signature([inspect.Parameter(a.arg, kind) for a, kind in kinds])


def outside_checks(exercise: Exercise, spec: ExerciseSpec) -> tuple[str, ...]:
    """The exercise's checks the parent runs again itself (`run_outside`): the spec's `decided_outside`, and `dtypes`
    (its gradients taken and its NumPy inputs made in the worker, judged here), none on devices the
    worker lacks."""
    names = [name for name in spec.decided_outside if name in exercise.checks]
    if "dtypes" in exercise.checks and spec.dtypes:
        names.append("dtypes")
    return tuple(name for name in names if not spec.needs_devices(name))


def run_outside(course: Course, exercise: Exercise, spec: ExerciseSpec, oracle: Oracle, seed: int | None,
                names: tuple[str, ...]) -> None:
    """Run checks `names` here, on a `RemoteCase` served by `oracle`'s worker, drawing from `seed` (module docstring).

    Raises:
        CheckFailure: a check failed.
        WorkerDied, WorkerTimeout: the worker ended or hung.
    """
    from autograder.engine.registry import check_for
    from autograder.grading.failures import NotGraded

    case = RemoteCase(exercise, spec, _called_in_the_worker, oracle=oracle, contract=contract_signature(course, exercise))
    for name in names:
        try:
            with seeds.other_draws(f"verified{seed if seed is not None else secrets.randbits(63)}"), \
                    seeds.checking(exercise.id, name), \
                    tolerances.grading(exercise.id), tolerances.crossing():
                check_for(exercise, spec, name)(case)
        except NotGraded:
            continue


def verify_outputs(
    course: Course, worker: WorkerProcess, exercise_ids: list[str], deadline: float, seed: int | None = None,
) -> Checks:
    """The parent's own `verified` check of each exercise: its outputs on inputs the parent draws (`verification_inputs`)
    and the edge cases, compared with the reference here, then the checks it runs itself (`outside_checks`).

    If the process ends or hangs meanwhile, the exercise being verified fails (an honest
    function has already run on such inputs without trouble) and the others are left out of
    the result, for the caller to verify in a fresh worker.
    """
    from autograder.engine.registry import spec_for

    results: Checks = {}
    for exercise_id in exercise_ids:
        exercise = course.exercise(exercise_id)
        spec = spec_for(exercise, course)
        compared = spec.inputs is not None and spec.reference is not None and not spec.needs_devices("values")
        outside = outside_checks(exercise, spec)
        if not compared and not outside:
            results[exercise_id] = []  # nothing the parent can judge (or not with the devices it needs)
            continue
        oracle = Oracle(worker, min(time.monotonic() + worker.settings.limits.exercise_seconds, deadline), "verified")
        try:
            oracle.ask(("load", exercise_id, "student"), "loaded")
            if compared and not _compare_outputs(exercise, spec, oracle, seed):
                results[exercise_id] = []  # a class of the exercise's own: nothing the parent can compare
                continue
            if exported.judged_here(exercise, spec, worker.settings.exclusive):
                _judge_exported(course, exercise, spec, oracle, seed)
            run_outside(course, exercise, spec, oracle, seed, outside)
        except CheckFailure as failure:
            results[exercise_id] = [CheckResult("verified", Outcome.FAILED,
                                                f"{failure} (the grader's own check, outside the student's process)")]
        except (WorkerDied, WorkerTimeout, ValueError) as problem:
            reason = "it did not answer in time" if isinstance(problem, WorkerTimeout) else str(problem) or "bad output"
            results[exercise_id] = [CheckResult("verified", Outcome.FAILED, f"[verified] {exercise_id} could not be verified: {reason}.")]
            worker.kill()
            break
        except Exception as error:  # the grader failed on this exercise's inputs: this exercise alone pays
            results[exercise_id] = [CheckResult("verified", Outcome.FAILED, grader_error("verified", exercise_id, error))]
            worker.kill()  # it may be mid-answer: the rest are verified in a fresh worker
            break
        else:
            results[exercise_id] = [CheckResult("verified", Outcome.PASSED)]
    return results


def _judge_exported(course: Course, exercise: Exercise, spec: ExerciseSpec, oracle: Oracle, seed: int | None) -> None:
    """`jit` and `no_callbacks` judged from the program the worker exports on an input drawn here (batch/exported.py).

    Raises:
        CheckFailure: no program came back, or not one that computes the reference's answer without callbacks.
        WorkerDied, WorkerTimeout: the worker ended or hung.
    """
    case = Case(exercise, spec, spec.reference)
    call = verification_inputs(spec.inputs, 1, seed, exercise.id)[0]
    if refused_by_jit(case, call):
        return  # jit takes no such call (the `jit` check leaves it out too): the worker's verdicts stand
    oracle.ask(("stage", "student", [call]), "staged")
    oracle.worker.send(("export", "student", 0))
    exported.judge(case, call, oracle.worker.next_event(oracle.deadline), contract_signature(course, exercise))


def _compare_outputs(exercise: Exercise, spec: ExerciseSpec, oracle: Oracle, seed: int | None) -> bool:
    """The student's outputs on the parent's drawn inputs and on every edge case, against the reference here.

    Returns:
        False when the outputs cannot travel and the reference's cannot either (nothing to compare).

    Raises:
        CheckFailure: a wrong output, or one the parent cannot read back where the contract's result could travel.
        WorkerDied, WorkerTimeout: the worker ended or hung.
    """
    case = Case(exercise, spec, lambda *args, **kwargs: None)
    drawn = [(call, "", 1.0) for call in verification_inputs(spec.inputs, VERIFIED_INPUTS, seed, exercise.id)]
    edges = [(call, "", 1.0) for call in spec.edge_cases] + (edge_case_variants(case) if spec.edge_cases else [])
    calls = drawn + edges
    oracle.ask(("stage", "student", [call for call, _, _ in calls]), "staged")  # one round trip for all
    oracle.ask(("go", "student", False, "values"), "ran")  # as `values`/`edge_cases` called it
    for index, (call, advice, scale) in enumerate(calls):
        oracle.worker.send(("fetch", "student", index))
        event = oracle.worker.next_event(oracle.deadline)
        if event["event"] == "unverifiable":  # an output type the parent cannot read back
            if readable(case.reference(call)):  # the contract's result can travel: the student's must too
                raise CheckFailure("verified", f"{case.describe(call)} {event.get('message', 'returned something else')}"[:400]
                                   + ", which the grader cannot read back: the contract's result is arrays, "
                                   "numbers or containers of them")
            return False
        if event["event"] != "output":
            raise WorkerDied(f"it answered {event['event']!r} where the grader expected its output")
        with tolerances.crossing():  # the device's outputs, this CPU's reference (checks/tolerances.py)
            if advice:  # an edge case made harder (correctness.py `edge_case_variants`)
                compare_with_advice(case, call, advice, scale, decode(event["value"]), case.describe(call), "verified")
            else:
                compare_with_reference(case, call, "verified", decode(event["value"]))
    return True
