"""What a check works on: calls (inputs), an exercise's grading spec, and a `Case`.

A `Call` holds an exercise's arguments in a form that can be turned into fresh objects for
every use: NumPy arrays are copied (or moved to JAX), and `Key(seed)` placeholders become new
typed keys from `jax.random.key`, so that no check ever hands the student a key that another
call already used.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Protocol

import jax
import jax.numpy as jnp
import numpy as np

from autograder.course.manifest import Exercise
from autograder.grading import termination
from autograder.grading.failures import CheckFailure, FailureKind, describe_error
from autograder.grading.jax_setup import ROUNDED_AS_WRITTEN


class Elsewhere(Protocol):
    """Checks run in another process (`autograder.engine.on_devices.Elsewhere` is the one there is)."""

    def run_check(self, exercise_id: str, check: str) -> None:
        """Run `check` of `exercise_id` there; raise its failure here."""


@dataclass(frozen=True)
class Key:
    """A placeholder for a typed PRNG key `jax.random.key(seed)`, made fresh on every call."""

    seed: int

    def __repr__(self) -> str:
        return f"jax.random.key({self.seed})"


@dataclass(frozen=True, eq=False)
class Committed:
    """A placeholder for an array committed to one device, `jax.device_put(value, jax.devices()[device])`,
    made fresh on every call (a NumPy reference gets `value` itself). Contracts that accept an
    array "on any device" are tried with one that is not on the first device, and committed."""

    value: np.ndarray
    device: int

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        """NumPy code (a reference, a layout check) reads the values."""
        return np.array(self.value, dtype=dtype, copy=True)

    @property
    def shape(self) -> tuple[int, ...]:
        return self.value.shape

    @property
    def dtype(self) -> np.dtype:
        return self.value.dtype

    def __repr__(self) -> str:
        return f"jax.device_put({_show(self.value)}, jax.devices()[{self.device}])"


class RaisedByFunctionPassedIn(Exception):
    """What a `RaisingFunction` raises: a student's code must let it through to its own caller."""


class RaisingFunction:
    """A function handed to the student that raises `RaisedByFunctionPassedIn` whenever it is called (traced or
    not). Unless its contract says otherwise, a function that calls a function it is given lets that function's
    exceptions reach its own caller: no `except Exception:` that returns something else instead."""

    raises = True  # what the coverage matrix reads: a function that raises for the inputs it is given

    def __init__(self, name: str = "f") -> None:
        self.name = name

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise RaisedByFunctionPassedIn(f"raised on purpose by the `{self.name}` passed in")

    def __deepcopy__(self, memo: dict) -> "RaisingFunction":
        return self

    def __repr__(self) -> str:
        return f"a `{self.name}` that raises"


class NeverRun:
    """A function of arrays handed to the student (`x -> 2 * x`) that notes every time its program runs on values, by
    a `jax.debug.callback` inside it: tracing, lowering and compiling it never runs the callback; a call on arrays
    does, eagerly or compiled. For contracts that read a function's program, "never its values"."""

    raises = False

    def __init__(self, name: str = "f") -> None:
        self.name, self.runs = name, 0

    def _ran(self) -> None:
        self.runs += 1

    def __call__(self, x: Any) -> Any:
        jax.debug.callback(self._ran)
        return x * 2.0

    def __deepcopy__(self, memo: dict) -> "NeverRun":
        return self

    def __repr__(self) -> str:
        return f"a `{self.name}` that notes when it runs"


def _make_fresh(value: Any, as_jax: bool) -> Any:
    if isinstance(value, Key):
        return jax.random.key(value.seed)
    if isinstance(value, Committed):
        return jax.device_put(value.value, jax.devices()[value.device]) if as_jax else value.value.copy()
    if isinstance(value, np.ndarray):
        return jnp.asarray(value) if as_jax else value.copy()
    if isinstance(value, list):
        return [_make_fresh(item, as_jax) for item in value]
    if isinstance(value, tuple):
        return tuple(_make_fresh(item, as_jax) for item in value)
    if isinstance(value, dict):
        return {name: _make_fresh(item, as_jax) for name, item in value.items()}
    return value


def _show(value: Any) -> str:
    """`value` as short source text: arrays on one line, summarized past a dozen elements."""
    name = "array"
    if isinstance(value, jax.Array) and jax.dtypes.issubdtype(value.dtype, jax.dtypes.prng_key):
        return f"Array(shape={value.shape}, dtype={value.dtype})"  # typed keys: their key data means nothing to read
    if isinstance(value, jax.Array) and not jax.dtypes.issubdtype(value.dtype, jax.dtypes.extended):
        name, value = "Array", np.asarray(value)
    if isinstance(value, np.ndarray):
        text = re.sub(r"\n\s*", " ", np.array2string(value, precision=4, threshold=12, edgeitems=2, separator=", "))
        return f"{name}({text}, dtype={value.dtype})" if value.size else f"{name}(shape={value.shape}, dtype={value.dtype})"
    return repr(value)


@dataclass(frozen=True)
class Call:
    """Arguments for one call of an exercise function.

    Attributes:
        args: positional arguments; NumPy arrays, Python scalars, `Key`s, or containers of them.
        kwargs: keyword arguments, same kinds.
        exact: the contract promises this call's answer bit for bit (values that "come back
            unchanged"): `edge_cases` compares it with no tolerance.
        relative: the answer is tiny but float32 holds it (a steep graph's curvature, 1e-31): `edge_cases`
            compares it with the relative tolerance alone (atol 0), which an absolute one would hide: an
            intermediate that overflows to inf or underflows turns the answer into 0.
        atol: an absolute tolerance of the call's own, where the spec's does not fit it: a float32 sum over a long
            horizon (2**16 steps of a walk) rounds by the spacing of its largest partial sums, far above the spec's
            atol, and any correct order of summing may be used.
    """

    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    exact: bool = False
    relative: bool = False
    atol: float | None = None

    def fresh(self, as_jax: bool = True) -> tuple[tuple, dict]:
        """New argument objects: arrays as JAX arrays (or NumPy copies), keys newly made."""
        return _make_fresh(self.args, as_jax), _make_fresh(self.kwargs, as_jax)

    def numpy_args(self) -> tuple[tuple, dict]:
        """The arguments for a NumPy reference: arrays as NumPy copies, keys as keys."""
        return self.fresh(as_jax=False)

    def describe(self, name: str, signature: inspect.Signature | None = None) -> str:
        """The call as a student would write it, e.g. `swap_rows(x=array(...), i=0, j=1)`."""
        parts = []
        names = list(signature.parameters) if signature is not None else []
        for index, value in enumerate(self.args):
            label = f"{names[index]}=" if index < len(names) else ""
            parts.append(f"{label}{_show(value)}")
        parts.extend(f"{key}={_show(value)}" for key, value in self.kwargs.items())
        return f"{name}({', '.join(parts)})"


@dataclass(frozen=True)
class DtypeContract:
    """What a docstring promises about dtypes other than the float32/int32 of the edge cases.

    The `dtypes` check casts `arguments` of one edge case to each entry of `dtypes` and
    requires every leaf of the result to have the dtype `result` names, with the reference's
    values (or, for a random function, its own answer for the uncast call).

    Attributes:
        arguments: the parameters whose dtype changes, by name (as in the reference's
            signature, or the exercise's when the spec has no reference) or position.
        dtypes: the dtypes to try, e.g. `("float16", "int8")`; an entry may be a tuple with one
            dtype per argument, e.g. `(("float16", "int32"),)` for `("x", "y")`.
        result: the result's dtype: "same" (the first argument's new dtype), "float" (that
            dtype if it is a float, else float32: what `x * 1.0` gives), an argument's name
            (its new dtype), or a dtype name ("float32"); a tuple gives one rule per leaf of
            the result.
        call: the edge case to cast, by index, or a `Call` of its own.
        differentiate: also take `jax.grad` of the result's sum with respect to the first
            argument: it must run, have that argument's dtype and be finite.
        numpy_inputs: hand the student NumPy arrays (an exercise about NumPy inputs).
        rtol, atol: tolerances, when not those of the dtypes involved.
        bfloat16: try bfloat16 wherever float16 is tried (`tried`); False where the docstring
            admits float16 alone.
        why: where the result's dtype comes from, for a message on a wrong one (e.g. "`f` answers in
            float32 for one pair"); empty: advice from the rule.
    """

    arguments: tuple[str | int, ...]
    dtypes: tuple[str | tuple[str, ...], ...]
    result: str | tuple[str, ...] = "same"
    call: "int | Call" = 0
    differentiate: bool = False
    numpy_inputs: bool = False
    rtol: float | None = None
    atol: float | None = None
    bfloat16: bool = True
    why: str = ""

    def tried(self) -> tuple[str | tuple[str, ...], ...]:
        """`dtypes`, with bfloat16 after float16 where the contract lists one and not the other: a docstring's
        "float array" or "the same dtype as x" admits both half widths, and code that keeps float16 narrow by
        testing for it (`x.dtype == jnp.float16`) turns bfloat16 into float32."""
        tried: list[str | tuple[str, ...]] = []
        for entry in self.dtypes:
            tried.append(entry)
            if entry == "float16" and self.bfloat16 and "bfloat16" not in self.dtypes:
                tried.append("bfloat16")
        return tuple(tried)


@dataclass(frozen=True)
class GivenSwap:
    """Another body for a function the exercise gives ("``predict`` is used as given"): the
    `uses_given` check runs the student's function with the given one's code replaced by
    `replacement`, and requires `reference`'s answer (checks/given.py).

    Attributes:
        name: the given function's name in the exercise's module.
        replacement: a JAX function with the given one's parameters (traceable where the given one is).
        reference: the exercise's answer in NumPy when the given function computes `replacement`;
            it takes the `Call`'s NumPy arguments.
        description: the new body as the message shows it, e.g. "`cosh(x @ w + b - y)`".
        tools: what builds on the given function, for the message, e.g. "`jax.grad` and `jax.vmap`".
        calls: the inputs; empty: the spec's first two edge cases.
    """

    name: str
    replacement: Callable[..., Any]
    reference: Callable[..., Any]
    description: str
    tools: str
    calls: tuple[Call, ...] = ()


@dataclass
class ExerciseSpec:
    """How an exercise is graded, beyond what course.yml says.

    Attributes:
        id: the exercise id in course.yml.
        reference: an independent NumPy implementation (takes the `Call`'s NumPy arguments).
        inputs: a hypothesis strategy of `Call`s for the `values` check.
        edge_cases: hand-picked `Call`s for the `edge_cases` check.
        examples: how many generated inputs the `values` check tries.
        rtol, atol: tolerances when comparing with the reference.
        checks: the exercise's own checks, by the name course.yml uses.
        baselines: the slow versions the `speedup` check compares against, by name.
        experts: fast versions derived from a baseline (e.g. `jax.jit(baseline)`), timed alongside
            it: the student must reach a share of their speed-up (course.yml's `speedup.fraction`).
        timing_input: makes a fresh `Call` for timing from a NumPy random generator.
        timed: the spec's own checks that read a clock (`speedup` always does).
        speed_advice: what to do when the `speedup` check finds the function too slow.
        not_measured: why the speed means nothing on a backend course.yml does not measure it on (`cpu: off`).
        recompilations: call sequences and the compiles each may cost (`compiles_once`).
        size_calls: a small and a large problem whose jaxprs must be the same size (`jaxpr_size`).
        long_calls: calls whose loops run over 100 steps (e.g. `n_steps=257`): a host read or print every
            100 steps hides in shorter loops, so `jit`, `no_transfers` and `no_callbacks` run them too.
        gradient_claims: the gradients a call returns, to compare with finite differences (`finite_differences`).
        dtypes: what the docstring promises for inputs of other dtypes (`dtypes`, see `DtypeContract`).
        special_values: the arguments (by name or position) whose float elements the contract lets be
            anything IEEE has: +-inf, nan, -0.0, the largest finite value. `edge_cases` also runs every
            edge case with such values written into them (`strategies.with_special_values`: same
            shapes and dtypes, so nothing new to compile) against the reference's IEEE answer. A
            random exercise (no reference) declares them for its own checks to read.
        integer_extremes: the arguments whose integer elements may be any value of their dtype (not
            indices or sizes, which must stay in range): `edge_cases` also runs the edge cases with
            both ends of the range and 2**24 + 1 written into their integer arrays.
        large_integers: the arguments whose integer elements may lie past 2**24 (float32's exact
            range) where a result still fits, as sums and cumulative sums need: `edge_cases` also
            runs the edge cases with +-(2**24 + 1) and +-(2**24 + 3) written into their integer arrays.
        magnitudes: `((arguments, factor), ...)`: `edge_cases` also runs every edge case with those
            arguments' float elements multiplied by `factor` (same shapes: nothing new to compile),
            for contracts that hold at any scale: far from a minimum, tiny gradients, huge residuals.
        offsets: `((arguments, shift), ...)`: `edge_cases` also runs every edge case with `shift` added
            to those arguments' float elements (an argument may name one entry of a dict, `"params/b2"`),
            for contracts that hold wherever the data sits: a column with a large mean and a small
            spread, predictions and targets both far from 0 (one-pass variances and expanded squares
            cancel there).
        scalar_arrays: the arguments the contract lets be a Python number or a 0-d array ("a Python float
            or a 0-d array", "a traced scalar"): `edge_cases` also runs the edge cases with those Python
            numbers given as 0-d arrays (float32 for a float, int32 for an int), one call per distinct
            set of input dtypes. A 0-d array is no Python number: no `if` or `float()` on it under jit,
            and a float32 one promotes float16 data where a Python float does not.
        empty_axes: `((arguments, axis), ...)`: the contract lets those arguments (one name, or a tuple
            of names whose lengths along the axis must agree, `("x", "y")`) be empty along that axis (a
            batch of no rows, an array of shape (3, 0)): `edge_cases` also runs the first edge case where
            they all have elements along that axis with them cut to length 0 there together, the other
            arguments as they were (one new shape per entry: one compilation). Name only axes the
            docstring leaves free.
        memory_calls: a small and a large problem whose compiled programs' working memory must grow
            no faster than their outputs (`linear_memory`: compiled, never run).
        signed_zeros: the contract names an IEEE operation (``-x``) whose zeros have a sign: where the
            reference's answer is a zero, the student's must have its sign (`values`, `edge_cases`).
        jax_arrays_out: the contract promises JAX arrays whatever kind of input it is given ("leaves are
            all JAX arrays", "a 0-d JAX array" in `Returns:`): `edge_cases` also runs every edge case as written
            with its NumPy arrays left NumPy and requires JAX arrays back (elsewhere JAX arrays are required only
            where JAX arrays went in).
        given: other bodies for the functions the exercise gives (`uses_given`, see `GivenSwap`).
        cpu_devices: how many CPU devices the checks in `device_checks` need (0: any process will do);
            a grading process without them runs those checks in a child that has them
            (`engine/on_devices.py`).
        device_checks: the checks that need `cpu_devices`, by name; empty: every check.
        decided_outside: checks of an exercise with no `reference` whose verdict follows from the function's
            outputs alone (the laws of a random function, its layout, its repeatability): the batch's parent
            runs them again itself, on keys it draws from its secret seed, every call made in the worker and
            only the outputs brought back (batch/timed.py `run_outside`).
        blocks: `((argument, axis, size), ...)`: the blocks a kernel's grid cuts that argument into along that axis
            (the course's `BLOCK_ROWS`, `TILE`, a GPU's or TPU's lanes): the coverage matrix asks for a hand-picked
            call with fewer elements than a block there, and one with more that is not a multiple of it, unless the
            docstring leaves them out.
        nan_functions: the function arguments the contract lets return NaN (by name): `edge_cases` also runs the first
            edge case giving one a `GraderFunction` with it times NaN (`GraderFunction.times_nan`, against its
            reference times NaN too).
        counted_calls: the exercise's own checks that count the calls of the functions they hand it
            (`calling.counted_calls`), for a contract that says how often one runs ("``fn`` runs once").
        check_inputs: hand-picked inputs of the exercise's own checks, by check name (`{"is_permutation": (Call(...),
            ...)}`): the check reads and runs them from here, so that what it tries is declared where the coverage
            matrix and the contracts listing read it (a random exercise has no reference for `edge_cases`).
    """

    id: str
    reference: Callable[..., Any] | None = None
    inputs: Any = None
    edge_cases: tuple[Call, ...] = ()
    examples: int = 10
    rtol: float = 1e-5
    atol: float = 1e-6
    checks: dict[str, Callable[["Case"], None]] = field(default_factory=dict)
    baselines: dict[str, Callable[..., Any]] = field(default_factory=dict)
    experts: dict[str, Callable[..., Any]] = field(default_factory=dict)
    timing_input: Callable[[np.random.Generator], Call] | None = None
    timed: tuple[str, ...] = ()
    speed_advice: str = "Compile it with `@jax.jit` so XLA fuses the operations into one pass."
    not_measured: str = ""
    recompilations: tuple[Any, ...] = ()
    size_calls: tuple[Call, Call] | None = None
    long_calls: tuple[Call, ...] = ()
    gradient_claims: Callable[["Case", Call], list[Any]] | None = None
    dtypes: tuple[DtypeContract, ...] = ()
    special_values: tuple[str | int, ...] = ()
    integer_extremes: tuple[str | int, ...] = ()
    large_integers: tuple[str | int, ...] = ()
    magnitudes: tuple[tuple[tuple[str | int, ...], float], ...] = ()
    offsets: tuple[tuple[tuple[str | int, ...], float], ...] = ()
    scalar_arrays: tuple[str | int, ...] = ()
    empty_axes: tuple[tuple[str | int | tuple[str | int, ...], int], ...] = ()
    given: tuple[GivenSwap, ...] = ()
    signed_zeros: bool = False
    jax_arrays_out: bool = False
    memory_calls: tuple[Call, ...] = ()
    cpu_devices: int = 0
    device_checks: tuple[str, ...] = ()
    decided_outside: tuple[str, ...] = ()
    blocks: tuple[tuple[str, int, int], ...] = ()
    nan_functions: tuple[str, ...] = ()
    counted_calls: tuple[str, ...] = ()
    check_inputs: dict[str, tuple[Call, ...]] = field(default_factory=dict)

    def empty_axis_entries(self) -> tuple[tuple[tuple[str | int, ...], int], ...]:
        """`empty_axes` with each entry's arguments as a tuple of names (a lone name becomes a 1-tuple)."""
        return tuple(((arguments,) if isinstance(arguments, (str, int)) else tuple(arguments), axis)
                     for arguments, axis in self.empty_axes)

    def needs_devices(self, check: str) -> bool:
        """Whether check `check` must run where there are `cpu_devices` CPU devices."""
        return bool(self.cpu_devices) and (not self.device_checks or check in self.device_checks)

    def timed_checks(self, checks: tuple[str, ...]) -> tuple[str, ...]:
        """Which of `checks` read a clock: `speedup` and the spec's `timed` ones."""
        return tuple(name for name in checks if name == "speedup" or name in self.timed)


DECLARED: dict[str, ExerciseSpec] = {}  # exercise id -> its spec, as the spec modules declare them


def register(spec: ExerciseSpec) -> ExerciseSpec:
    """Declare `spec`: a grading spec module (autograder/specs/) calls this once per exercise.

    Only a record: `autograder.engine.registry.spec_for` checks it against course.yml when it
    looks it up, so a spec module imports nothing above this layer.
    """
    DECLARED[spec.id] = spec
    return spec


@dataclass
class Case:
    """One exercise of one submission, as the checks see it.

    Attributes:
        exercise: the manifest entry.
        spec: the grading spec.
        function: the student's function.
        module: the student's module (for checks that look at its globals).
        student_files: the student's source files, to keep tracebacks to their own lines.
        elsewhere: set when checks run in another process (one with the `cpu_devices` the spec
            needs): those in `spec.device_checks`, or every check, when `function` and `module`
            are then not loaded here.
    """

    exercise: Exercise
    spec: ExerciseSpec
    function: Callable[..., Any]
    module: Any = None
    student_files: set[Path] = field(default_factory=set)
    elsewhere: Elsewhere | None = None

    @classmethod
    def standalone(cls, function: Callable[..., Any], spec: ExerciseSpec, **exercise: Any) -> "Case":
        """A case outside any course: `spec` alone decides, with a one-point exercise named by `spec.id`.

        Args:
            function: the function to check.
            spec: its grading spec; `spec.id` is `topic.name`.
            exercise: `Exercise` fields to set (e.g. `static=("n",)`, `checks=("values",)`).

        Example:
            >>> case = Case.standalone(double, ExerciseSpec("toy.double", reference=lambda x: 2 * x, edge_cases=...))
            >>> check_values(case)
        """
        topic, _, name = spec.id.partition(".")
        fields = {"points": 1, "hints": ("(no hint)",), "checks": tuple(spec.checks) or ("values",), **exercise}
        return cls(Exercise(id=spec.id, topic=topic, function=name, **fields), spec, function)

    def argument_key(self, call: Call, argument: str | int, what: str) -> str | int:
        """Where `argument` sits in `call`: a keyword, or a position found in the reference's signature
        (the student's when the spec has no reference).

        Raises:
            RuntimeError: the argument is not in the call (an author's mistake, named with `what`).
        """
        if isinstance(argument, int) or argument in call.kwargs:
            return argument
        try:
            signature = inspect.signature(self.spec.reference) if self.spec.reference is not None else self.signature
        except (TypeError, ValueError):
            signature = None
        names = list(signature.parameters) if signature is not None else []
        if argument not in names or names.index(argument) >= len(call.args):
            raise RuntimeError(f"{self.exercise.id}: its {what} names argument {argument!r}, which is not in the call")
        return names.index(argument)

    @property
    def name(self) -> str:
        """The function's name as the student wrote it."""
        return self.exercise.function

    @property
    def signature(self) -> inspect.Signature | None:
        """The student's signature, for naming arguments in messages."""
        try:
            return inspect.signature(self.function)
        except (TypeError, ValueError):
            return None

    def samples(self, check: str) -> tuple[Call, ...]:
        """The spec's edge cases: the inputs of the checks that do not generate their own.

        Raises:
            RuntimeError: the spec has none (an author's mistake, named with the check).
        """
        if not self.spec.edge_cases:
            raise RuntimeError(f"{self.exercise.id}: the `{check}` check needs `edge_cases` in the grading spec")
        return self.spec.edge_cases

    def loop_samples(self, check: str) -> tuple[Call, ...]:
        """The edge cases, then the spec's `long_calls`: the inputs of checks that watch how a call runs."""
        return self.samples(check) + tuple(self.spec.long_calls)

    def written_samples(self, check: str, count: int = 1) -> tuple[Call, ...]:
        """The inputs of the checks that run the function as written, operation by operation.

        The `count` edge cases with the most array elements (ties: the spec's order). Running
        un-jitted compiles every operation once per input shape, so these checks (`no_mutation`,
        `hidden_globals`, `repeatable`, `global_rng`) share the same few inputs.
        """
        calls = self.samples(check)
        sizes = [
            sum(int(np.size(leaf)) for leaf in jax.tree.leaves((call.args, call.kwargs)) if isinstance(leaf, np.ndarray))
            for call in calls
        ]
        largest = sorted(range(len(calls)), key=lambda index: -sizes[index])[:count]
        return tuple(calls[index] for index in sorted(largest))

    def describe(self, call: Call) -> str:
        """`call` as source text."""
        return call.describe(self.name, self.signature)

    def call(
        self, call: Call, check: str, as_jax: bool = True, function: Callable | None = None, compiled: bool = False
    ) -> Any:
        """Run the student's function (or `function`) on fresh arguments.

        Args:
            compiled: run it with `run_as_written` (one compiled program when the exercise must
                work under jit) instead of operation by operation.

        Raises:
            CheckFailure: whatever the student's code raised, translated into advice.
        """
        args, kwargs = call.fresh(as_jax)
        running = function or self.function
        try:
            if (running is self.function or getattr(running, "__wrapped__", None) is self.function) \
                    and termination.uses_compiled_loops(self.student_files):
                probe_args, probe_kwargs = call.fresh(as_jax)  # the probe's own: a function may change its arguments
                termination.probe(running, probe_args, probe_kwargs)
            if compiled:
                return self.run_as_written(running, args, kwargs)
            return running(*args, **kwargs)
        except CheckFailure:
            raise
        except termination.NeverEnds as reason:
            raise self.fail(check, f"`{self.describe(call)}` never finishes: {reason}. Look at what the loop's "
                                   "condition does on this input: which value must change for it to turn false, "
                                   "and does it?", FailureKind.DID_NOT_FINISH) from None
        except termination.OutOfTime as stopped:
            stopped.call_text = stopped.call_text or self.describe(call)  # the innermost call the budget ran out in
            raise
        except Exception as error:  # student code may raise anything
            raise describe_error(error, self.describe(call), self.student_files, check) from None

    def over_keys(self, seed: int, count: int) -> Any:
        """The student's function under `jax.jit(jax.vmap(...))` over `count` keys split from `jax.random.key(seed)`.

        Raises:
            Exception: whatever tracing or running it raised (the check words it).
        """
        keys = jax.random.split(jax.random.key(seed), count)
        return jax.jit(jax.vmap(self.function), compiler_options=ROUNDED_AS_WRITTEN)(keys)

    def value_and_gradient(self, call: Call, key: int | str) -> tuple[Any, Any]:
        """The student's result on `call`, and `jax.grad` of the sum of its floating leaves with respect to argument
        `key` (a position or a name), from one compiled program.

        Raises:
            Exception: whatever tracing, differentiating or running it raised (the check words it).
        """
        args, kwargs = call.fresh()
        point = args[key] if isinstance(key, int) else kwargs[key]

        def total(value: jax.Array) -> tuple[jax.Array, Any]:
            full_args, full_kwargs = list(args), dict(kwargs)
            if isinstance(key, int):
                full_args[key] = value
            else:
                full_kwargs[key] = value
            out = self.function(*full_args, **full_kwargs)
            leaves = [leaf for leaf in jax.tree.leaves(out) if jnp.issubdtype(jnp.result_type(leaf), jnp.floating)]
            return sum(jnp.sum(leaf) for leaf in leaves), out

        gradient, out = jax.block_until_ready(jax.jit(jax.grad(total, has_aux=True), compiler_options=ROUNDED_AS_WRITTEN)(point))
        return out, gradient

    def run_as_written(self, function: Callable[..., Any], args: tuple, kwargs: dict) -> Any:
        """`function(*args, **kwargs)` on these very objects, compiled once when the exercise allows it.

        For exercises that must work under jit, the call is traced inside `jax.jit` with the
        arguments closed over: the function still receives the NumPy arrays, dicts, keys and
        module variables themselves (so in-place changes, global reads and key use happen as
        they would un-jitted, and are traced afresh on every call), but XLA compiles one
        program instead of one per operation. If that fails (say, the function is not
        traceable), the function is simply called; the `jit` check reports tracing problems.

        Raises:
            Exception: whatever the plain call raised.
        """
        if "jit" in self.exercise.checks:
            try:
                return jax.block_until_ready(jax.jit(lambda: function(*args, **kwargs), compiler_options=ROUNDED_AS_WRITTEN)())
            except NotImplementedError:
                raise
            except Exception:  # not traceable: fall back to the plain call below
                pass
        return jax.block_until_ready(function(*args, **kwargs))

    def reference(self, call: Call) -> Any:
        """The reference answer for `call` (raises if the spec has no reference)."""
        if self.spec.reference is None:
            raise RuntimeError(f"{self.exercise.id}: its grading spec has no `reference`")
        args, kwargs = call.numpy_args()
        return self.spec.reference(*args, **kwargs)

    def fail(self, check: str, message: str, kind: FailureKind = FailureKind.WRONG) -> CheckFailure:
        """A failure of this exercise's `check`."""
        return CheckFailure(check, message, kind)
