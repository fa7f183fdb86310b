"""The coverage matrix: for every exercise, argument and class of value its docstring admits, the check that tries it.

`python -m autograder coverage [--only ID] [--json FILE]` prints one cell per (exercise, argument, class): **tried**
(the named check holds that class of value for that argument), **not admitted** (the words of the argument's `Args:`
entry that leave the class out, quoted), or **empty** (the docstring admits it and no check tries it). A class
applies to an argument by what the grading spec already gives it (`contracts.contract_of`): float classes to an
argument some hand-picked call gives floats, integer classes to one given integers, array classes to arrays,
number classes to Python numbers.

Method: every cell is read from the `ExerciseSpec` and the solution's docstring, the same sources `contracts` reads;
nothing is graded. The classes and what tries them:

| class | applies to | tried by |
|---|---|---|
| IEEE specials | float arguments | `edge_cases`, where `special_values` names the argument or a hand-picked call holds inf or nan there |
| integer extremes | integer arguments | `edge_cases`, where `integer_extremes` names it or a hand-picked call holds both ends of its dtype |
| float16, bfloat16 | float arguments | `dtypes`, where a contract casts the argument to that width; `edge_cases`, where a hand-picked call holds it (results compared dtype and all) |
| narrow integers | integer arrays and pytrees | `dtypes`, where a contract casts the argument to int8, uint8, int16 or uint16; `edge_cases`, where a hand-picked call holds one |
| 0-d array | Python-number arguments | `edge_cases`, where `scalar_arrays` names it or a hand-picked call holds one |
| empty | array arguments | `edge_cases`, where `empty_axes` names it or a hand-picked call gives it a 0-length axis |
| NumPy scalar | Python-number arguments | the check whose hand-picked call holds one (`np.float32(0.5)`) |
| Python number | array arguments whose entry admits a Python number too | the check whose hand-picked call holds one |
| NumPy array | array arguments | `no_mutation` (the largest edge cases as NumPy arrays, answers compared); else `edge_cases` (its first edge case so), `repeatable` (a call with NumPy arrays must repeat the JAX one) or `leaves_config` (likewise); a `DtypeContract` with `numpy_inputs` |
| JAX array | array arguments | the check whose hand-picked calls hold the array (`Call.fresh` makes it a JAX array) |
| below a block, not a multiple of a block | array arguments whose entry speaks of blocks | a hand-picked call with fewer elements than a block along a blocked axis, or more and not a multiple (`ExerciseSpec.blocks` gives the blocks) |
| horizon past 65536 | integer arguments (or integer leaves of a state) that count steps, iterations or epochs, or say where they start | a hand-picked call past 2**16, past every narrow counter (int8, uint8, int16, uint16, bfloat16, float16), run by a check that judges its answer |
| no host round trip per step | the same | `no_transfers`; else `jit` and `no_callbacks` (a traced step cannot read a value back, and no callback may) |
| function that raises | function arguments | `edge_cases` (`correctness.raising_function_calls`: the exception must reach the caller); an own check whose declared inputs hold a function that `raises` |
| function returning NaN | function arguments | `edge_cases`, where `nan_functions` names it (the function times NaN, against the reference times NaN); an exercise about NaNs names it for its own checks' probes |

Three columns are promises about the whole call (their cells name the argument `(the call)`), for exercises whose
docstring makes them: **switches set on entry** (it speaks of JAX's global settings: `leaves_config` sets each the
other way first), **switches restored on error** (the same, and it takes a function: `leaves_config` runs a declared
input whose function raises) and **calls counted** (it says a function given "runs once", or that only its
program is read, "never its values": a check in `ExerciseSpec.counted_calls` counts them, with `calling.CountedFunction`
or a `NeverRun`). Such a cell is tried or empty: no words leave out a promise the docstring makes.

Wherever a hand-picked call of the spec holds a class, so does one of an exercise's own checks whose declared inputs
(`ExerciseSpec.check_inputs`) hold it: the cell then names that check (a random exercise has no reference, and its
own checks try its classes).

Caveats: the exclusions are phrases (each class's `excluded_by`, outweighed by its `admitted_by`), read as a student
reads them, so a new phrasing of an old exclusion needs its pattern; an argument no hand-picked call holds (a random exercise's own checks choose it) has
no cells. tests/test_coverage.py holds the matrix to its ledger of known gaps (`COVERAGE_GAPS`): a new empty cell
fails, and so does a gap that has been filled and not struck from the ledger.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable

import jax
import numpy as np

from autograder.authoring.contracts import ArgumentDomain, contract_of, docstring_of, hand_picked
from autograder.course.manifest import Course, Exercise
from autograder.grading.cases import Call, ExerciseSpec

#: The ledger of cells known to be empty, one `exercise.argument: class` a line: each still to be filled.
COVERAGE_GAPS = Path(__file__).resolve().parents[1] / "specs" / "coverage_gaps.txt"

TRIED, NOT_ADMITTED, EMPTY = "tried", "not admitted", "empty"


def _floats(domain: ArgumentDomain) -> bool:
    return any("float" in dtype for dtype in domain.dtypes)


def _integers(domain: ArgumentDomain) -> bool:
    return any(dtype == "int" or re.fullmatch(r"u?int\d+", dtype) for dtype in domain.dtypes)


def _arrays(domain: ArgumentDomain) -> bool:
    return any(kind == "array" or kind.startswith("array on device") for kind in domain.kinds)


def _numbers(domain: ArgumentDomain) -> bool:
    return any(kind in ("Python int", "Python float") for kind in domain.kinds)


def _cast_to(spec: ExerciseSpec, names: list[str], argument: str, width: str) -> bool:
    """Whether a dtype contract casts `argument` to `width`."""
    for contract in spec.dtypes:
        arguments = [names[a] if isinstance(a, int) and a < len(names) else a for a in contract.arguments]
        for entry in contract.tried():
            widths = entry if isinstance(entry, tuple) else (entry,) * len(arguments)
            if any(name == argument and dtype == width for name, dtype in zip(arguments, widths)):
                return True
    return False


def _sources(spec: ExerciseSpec) -> list[tuple[str, list[Call]]]:
    """The hand-picked calls by the check that makes them: the spec's (`edge_cases`, which also runs the long calls
    and the dtype contracts' calls through their checks) and those an exercise's own check declares
    (`ExerciseSpec.check_inputs`)."""
    own = [call for calls in spec.check_inputs.values() for call in calls]
    spec_calls = [call for call in hand_picked(spec) if not any(call is mine for mine in own)]
    return [("edge_cases", spec_calls), *((check, list(calls)) for check, calls in spec.check_inputs.items())]


def _held(calls: list[Call], names: list[str], argument: str) -> list[Any]:
    """Every array or number leaf `calls` give `argument`, as given (a 0-d NumPy array stays one)."""
    leaves: list[Any] = []
    for call in calls:
        values = [value for index, value in enumerate(call.args) if index < len(names) and names[index] == argument]
        values += [value for name, value in call.kwargs.items() if name == argument]
        for value in values:
            for leaf in jax.tree.leaves(value):
                if isinstance(leaf, (np.ndarray, np.generic, int, float)) and not isinstance(leaf, bool):
                    leaves.append(leaf)
    return leaves


def _holding(spec: ExerciseSpec, names: list[str], argument: str, holds: Callable[[np.ndarray, Any], bool]) -> str | None:
    """The first check whose hand-picked calls give `argument` a leaf for which `holds(as_numpy, as_given)`."""
    for source, calls in _sources(spec):
        if any(holds(np.asarray(leaf), leaf) for leaf in _held(calls, names, argument)):
            return source
    return None


def _special(leaf: np.ndarray, _: Any) -> bool:
    return leaf.dtype.kind == "f" and bool(leaf.size) and not np.isfinite(leaf.astype(np.float64)).all()


def _extreme(leaf: np.ndarray, _: Any) -> bool:
    if leaf.dtype.kind not in "iu" or not leaf.size:
        return False
    info = np.iinfo(leaf.dtype)
    return bool((leaf == info.min).any() and (leaf == info.max).any())


def _zero_d_array(leaf: np.ndarray, given: Any) -> bool:
    return isinstance(given, (np.ndarray, jax.Array)) and leaf.ndim == 0


def _empty(leaf: np.ndarray, _: Any) -> bool:
    return 0 in leaf.shape


@dataclass(frozen=True)
class ValueClass:
    """A class of value (a column of the matrix): which arguments it applies to, what tries it, what excludes it."""

    name: str
    applies: Callable[[ArgumentDomain], bool]
    tried: Callable[[ExerciseSpec, list[str], ArgumentDomain, tuple[str, ...]], str | None]  # the check, or None
    excluded_by: str  # a regular expression over the argument's `Args:` entry
    admitted_by: str = r"(?!)"  # words that admit the class whatever else the entry says


#: Phrases that leave a class out, as docstrings write them; `{name}` is the argument's name.
_BOUNDED = (r"\bpositive\b|non-?negative|probabilit|between \S+ and|``[\[(]-?[\d.]+, ?[^`]*[\])]``|"
            r"``-?[\w.]+ <=? {name}\b|``{name} (?:>=?|<=?) ")
#: Finite floats leave out inf and nan, not an integer's extremes (every integer is finite).
_FINITE = r"\b[Ff]inite (?:values|numbers|entries|inputs)|\ball finite\b"
_INDEX_LIKE = (r"\bindex\b|\bindices\b|\blabels?\b|\bcount\b|number of|\blength\b|\bsize\b|\bsteps?\b|\bshape\b|"
               r"\bstatic\b|\bseed\b|\bepoch|a Python int\b")
_FLOAT32_ONLY = r"\bfloat32\b(?![,)']| or| and)"


def _widths(*widths: str) -> Callable[[ExerciseSpec, list[str], ArgumentDomain, tuple[str, ...]], str | None]:
    """What tries one of `widths` for an argument: a dtype contract casting it there, or a hand-picked call holding it
    (whose result its check compares dtype and all)."""
    def tried(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, _: tuple[str, ...]) -> str | None:
        if any(_cast_to(spec, names, domain.name, width) for width in widths):
            return "dtypes"
        return _holding(spec, names, domain.name, lambda leaf, _: leaf.dtype.name in widths)

    return tried


#: Integers narrower than int32: their sums wrap, and `jnp.sum` widens them.
NARROW_INTEGERS = ("int8", "uint8", "int16", "uint16")


def _integer_arrays(domain: ArgumentDomain) -> bool:
    return _integers(domain) and (_arrays(domain) or any(kind.startswith("pytree") for kind in domain.kinds))


def _named_or_held(field: str, holds: Callable[[np.ndarray, Any], bool]) -> Callable[[ExerciseSpec, list[str], ArgumentDomain, tuple[str, ...]], str | None]:
    """Tried by `edge_cases` where the spec's `field` names the argument, else by the check whose calls hold one."""
    def tried(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, _: tuple[str, ...]) -> str | None:
        named = getattr(spec, field)
        if field == "empty_axes":
            named = [name for arguments, _ in spec.empty_axis_entries() for name in arguments]
        return "edge_cases" if domain.name in named else _holding(spec, names, domain.name, holds)

    return tried


def _functions(domain: ArgumentDomain) -> bool:
    return "function" in domain.kinds


#: Words that make an integer argument a horizon: how many steps, iterations or epochs a loop runs, or where it starts.
_HORIZON = r"\bsteps?\b|\biterations?\b|\bepochs?\b|first step"
#: A count past this is past every narrow counter: int8, uint8, bfloat16 (exact to 256), float16 (to 2048), int16 and
#: uint16 (65535).
NARROW_COUNTER = 2**16


def _horizons(domain: ArgumentDomain) -> bool:
    """An integer that counts steps, iterations or epochs (a Python int, or an integer leaf of a state)."""
    counts = "Python int" in domain.kinds or (any(kind.startswith("pytree") for kind in domain.kinds) and _integers(domain))
    return counts and bool(re.search(_HORIZON, f"{domain.name} {domain.promise}"))


def _past_narrow_counters(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, checks: tuple[str, ...]) -> str | None:
    """A hand-picked call past `NARROW_COUNTER`, run by a check that judges its answer: `edge_cases` (where the
    exercise has it: the spec's long calls are among its calls) or the exercise's own check that declares it."""
    check = _holding(spec, names, domain.name,
                     lambda leaf, _: leaf.dtype.kind in "iu" and bool(leaf.size) and int(leaf.max()) > NARROW_COUNTER)
    return check if check != "edge_cases" or check in checks else None


def _no_round_trip(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, checks: tuple[str, ...]) -> str | None:
    """`no_transfers` refuses every host-device copy; else `jit` traces the whole loop (a traced step cannot read a
    value back to the host) and `no_callbacks` refuses the callbacks that could."""
    if "no_transfers" in checks:
        return "no_transfers"
    return "jit and no_callbacks" if {"jit", "no_callbacks"} <= set(checks) else None


def _arrays_admitting_numbers(domain: ArgumentDomain) -> bool:
    """An array argument whose entry also admits a Python number ("an array or a Python number")."""
    return (_arrays(domain) or "0-d array" in domain.kinds) and bool(
        re.search(r"\bor a Python (?:int|float|number|scalar)|a Python (?:int|float|number|scalar) or\b", domain.promise))


def _python_number(leaf: np.ndarray, given: Any) -> bool:
    return isinstance(given, (int, float)) and not isinstance(given, bool)


def _numpy_scalar(leaf: np.ndarray, given: Any) -> bool:
    return isinstance(given, np.generic)


def _numpy_array(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, checks: tuple[str, ...]) -> str | None:
    """`no_mutation` runs the largest edge cases with NumPy arrays and compares the answers; where an exercise has no
    `no_mutation`, `edge_cases` runs one edge case per set of kinds and dtypes so (`correctness.numpy_array_calls`), `repeatable` makes a
    third call with NumPy arrays, and `leaves_config` compares its first input's answers for both kinds; a
    `DtypeContract` with `numpy_inputs` hands them to `dtypes`."""
    held = _holding(spec, names, domain.name, lambda leaf, given: isinstance(given, np.ndarray) and leaf.ndim > 0)
    if held == "edge_cases":
        for check in ("no_mutation", "edge_cases", "repeatable", "leaves_config"):
            if check in checks:
                return check
    if any(contract.numpy_inputs and (domain.name in contract.arguments or names.index(domain.name) in contract.arguments)
           for contract in spec.dtypes if domain.name in names):
        return "dtypes"
    return None


def _jax_array(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, _: tuple[str, ...]) -> str | None:
    """The hand-picked calls reach the student as JAX arrays (`Call.fresh`)."""
    return _holding(spec, names, domain.name, lambda leaf, given: isinstance(given, np.ndarray) and leaf.ndim > 0)


def _blocked(domain: ArgumentDomain) -> bool:
    return _arrays(domain) and "block" in domain.promise.lower() + " " + domain.name


def _block_sizes(spec: ExerciseSpec, argument: str) -> list[tuple[int, int]]:
    return [(axis, size) for name, axis, size in spec.blocks if name == argument]


def _blocks(shorter: bool) -> Callable[[ExerciseSpec, list[str], ArgumentDomain, tuple[str, ...]], str | None]:
    """Tried where a hand-picked call gives the argument fewer elements than a block along a blocked axis
    (`shorter`), or more, and not a multiple of it."""
    def tried(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, _: tuple[str, ...]) -> str | None:
        def holds(leaf: np.ndarray, __: Any) -> bool:
            for axis, size in _block_sizes(spec, domain.name):
                if leaf.ndim > axis and leaf.shape[axis]:
                    length = leaf.shape[axis]
                    if (length < size) if shorter else (length > size and length % size):
                        return True
            return False

        return _holding(spec, names, domain.name, holds)

    return tried


def _raising(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, checks: tuple[str, ...]) -> str | None:
    """`edge_cases` hands a function that raises in place of every function an edge case gives
    (`correctness.raising_function_calls`); an exercise's own check, where its declared inputs hold one (a
    `RaisingFunction`, or a function of its own whose `raises` says it raises for them)."""
    if "edge_cases" in checks and any(_function_at(call, names, domain.name) for call in spec.edge_cases):
        return "edge_cases"
    for check, calls in spec.check_inputs.items():
        if any(getattr(_function_at(call, names, domain.name), "raises", False) for call in calls):
            return check
    return None


def _nan_valued(spec: ExerciseSpec, names: list[str], domain: ArgumentDomain, checks: tuple[str, ...]) -> str | None:
    """`edge_cases` runs a function times NaN where `spec.nan_functions` names the argument; an exercise with no
    `edge_cases` check that names it there is one about NaNs, whose own first check hands functions that make them."""
    if domain.name not in spec.nan_functions:
        return None
    if "edge_cases" in checks:
        return "edge_cases"
    return next((check for check in spec.checks if check in checks), None)


def _function_at(call: Call, names: list[str], argument: str) -> Any:
    """The function `call` gives `argument`, or None."""
    values = [value for index, value in enumerate(call.args) if index < len(names) and names[index] == argument]
    values += [value for name, value in call.kwargs.items() if name == argument]
    return next((value for value in values if callable(value) and not isinstance(value, np.ndarray)), None)


CLASSES = (
    ValueClass("IEEE specials", _floats, _named_or_held("special_values", _special),
               _FINITE + "|" + _BOUNDED, r"inf and nan included|\bany values\b|\bany float values\b"),
    ValueClass("integer extremes", _integers, _named_or_held("integer_extremes", _extreme),
               _BOUNDED + "|" + _INDEX_LIKE, r"both ends of their range|extremes? (?:included|of)|any int32 values"),
    ValueClass("float16", _floats, _widths("float16"), _FLOAT32_ONLY),
    ValueClass("bfloat16", _floats, _widths("bfloat16"), _FLOAT32_ONLY + r"|(?<!b)float16 alone|float16 only"),
    ValueClass("narrow integers", _integer_arrays, _widths(*NARROW_INTEGERS),
               r"\bu?int32\b(?![,)']| or| and)|^(?:an? )?(?:integer )?(?:vector |array )?(?:of )?(?:indices|positions)\b|"
               r"\bstatic\b|a Python int\b"),
    ValueClass("0-d array", _numbers, _named_or_held("scalar_arrays", _zero_d_array),
               r"a Python (?:int|float|number)\b(?! or)|\bstatic\b", r"^an? (?:\w+ )?array\b"),
    ValueClass("empty", _arrays, _named_or_held("empty_axes", _empty),
               r"``\w+ >= 1``|``\w+ > 0``|at least (?:one|1)\b(?! dimension| axis)|non-?empty|powers? of two|positive multiples? of"),
    ValueClass("NumPy scalar", _numbers, lambda spec, names, domain, _: _holding(spec, names, domain.name, _numpy_scalar),
               r"\bstatic\b|\b(?:a|an) (?:Python )?(?:int|float|number)\b(?!.*NumPy)", r"NumPy (?:\w+ )?scalar"),
    ValueClass("Python number", _arrays_admitting_numbers,
               lambda spec, names, domain, _: _holding(spec, names, domain.name, _python_number), r"(?!)"),
    ValueClass("NumPy array", _arrays, _numpy_array, r"(?!)"),
    ValueClass("JAX array", _arrays, _jax_array, r"(?!)"),
    ValueClass("below a block", _blocked, _blocks(shorter=True), r"multiples? of"),
    ValueClass("not a multiple of a block", _blocked, _blocks(shorter=False), r"multiples? of|powers? of two"),
    ValueClass(f"horizon past {NARROW_COUNTER}", _horizons, _past_narrow_counters,
               r"<=? ?[\d,]+``|at most [\d,]+"),
    ValueClass("no host round trip per step", _horizons, _no_round_trip, r"(?!)"),
    ValueClass("function that raises", _functions, _raising, r"errors? (?:it|``\w+``) raises? (?:are|is) (?:caught|reported)"),
    ValueClass("function returning NaN", _functions, _nan_valued,
               r"never its values|only their shapes and dtypes matter|\bsmooth\b|positive definite|``jax\.lax`` function"),
)


@dataclass(frozen=True)
class CallClass:
    """A behavioural promise about the whole call (a column of the matrix whose cells have no argument): which
    exercises it applies to (by the words of their docstring and their arguments), and what tries it."""

    name: str
    applies: Callable[[str, list[ArgumentDomain]], bool]  # (the exercise's docstring, its arguments)
    tried: Callable[[ExerciseSpec, tuple[str, ...]], str | None]


#: Words of a docstring that promise something about JAX's global switches.
_SWITCHES = r"global settings|global switch|jax\.config|``jax_\w+``"


def _switch_promise(doc: str, _: list[ArgumentDomain]) -> bool:
    return bool(re.search(_SWITCHES, doc))


def _takes_function(arguments: list[ArgumentDomain]) -> bool:
    return any(_functions(domain) for domain in arguments)


def _restored_on_error(spec: ExerciseSpec, checks: tuple[str, ...]) -> str | None:
    """`leaves_config` runs its declared inputs, whose function raises, and compares the switches afterwards."""
    raising = any(getattr(value, "raises", False) for call in spec.check_inputs.get("leaves_config", ())
                  for value in [*call.args, *call.kwargs.values()])
    return "leaves_config" if raising and "leaves_config" in checks else None


def _counted(spec: ExerciseSpec, checks: tuple[str, ...]) -> str | None:
    return next((check for check in spec.counted_calls if check in checks), None)


CALL_CLASSES = (
    CallClass("switches set on entry", _switch_promise,
              lambda spec, checks: "leaves_config" if "leaves_config" in checks else None),
    CallClass("switches restored on error", lambda doc, arguments: _switch_promise(doc, arguments) and _takes_function(arguments),
              _restored_on_error),
    CallClass("calls counted", lambda doc, arguments: _takes_function(arguments) and bool(
        re.search(r"\bruns once\b|\bcalled once\b|\bexactly once\b|\bcalls? (?:it|``\w+``) once\b|never its values", doc)),
              _counted),
)
#: The argument a call class's cells name.
WHOLE_CALL = "(the call)"


@dataclass
class Cell:
    exercise: str
    argument: str
    value_class: str
    status: str  # TRIED, NOT_ADMITTED or EMPTY
    detail: str  # the check that tries it, or the docstring's words that exclude it

    @property
    def key(self) -> str:
        return f"{self.exercise}.{self.argument}: {self.value_class}"


def _words(match: re.Match[str], text: str) -> str:
    """The excluding phrase with a little of what surrounds it, as the docstring says it."""
    start, end = max(0, match.start() - 30), min(len(text), match.end() + 30)
    return ("..." if start else "") + text[start:end].strip() + ("..." if end < len(text) else "")


def cells_of(course: Course, exercise: Exercise, spec: ExerciseSpec | None = None) -> list[Cell]:
    """The matrix's cells for `exercise` (graded by `spec`, default its own): every class that applies to each of
    its arguments."""
    from autograder.engine.registry import spec_for

    spec = spec or spec_for(exercise, course)
    contract = contract_of(course, exercise, spec)
    names = [domain.name for domain in contract.arguments]
    cells = []
    for domain in contract.arguments:
        for value_class in CLASSES:
            if not value_class.applies(domain):
                continue
            if check := value_class.tried(spec, names, domain, tuple(exercise.checks)):
                status, detail = TRIED, check
            elif not re.search(value_class.admitted_by, domain.promise, re.I) and (
                    match := re.search(value_class.excluded_by.replace("{name}", re.escape(domain.name)), domain.promise)):
                status, detail = NOT_ADMITTED, f'"{_words(match, domain.promise)}"'
            else:
                status, detail = EMPTY, "the docstring admits it and no check tries it"
            cells.append(Cell(exercise.id, domain.name, value_class.name, status, detail))
    doc = docstring_of(course, exercise)
    for call_class in CALL_CLASSES:
        if call_class.applies(doc, contract.arguments):
            check = call_class.tried(spec, tuple(exercise.checks))
            status, detail = (TRIED, check) if check else (EMPTY, "the docstring promises it and no check tries it")
            cells.append(Cell(exercise.id, WHOLE_CALL, call_class.name, status, detail))
    return cells


def counts(cells: list[Cell]) -> dict[str, int]:
    return {status: sum(cell.status == status for cell in cells) for status in (TRIED, NOT_ADMITTED, EMPTY)}


def render(cells: list[Cell]) -> str:
    """The matrix as text: a summary line, then one line per cell grouped by exercise."""
    total = counts(cells)
    lines = [f"{len(cells)} cells: {total[TRIED]} tried, {total[NOT_ADMITTED]} not admitted, {total[EMPTY]} empty "
             f"(classes: {', '.join(c.name for c in (*CLASSES, *CALL_CLASSES))})"]
    exercise = None
    for cell in cells:
        if cell.exercise != exercise:
            exercise = cell.exercise
            lines.append(f"\n{exercise}")
        lines.append(f"  {cell.argument}, {cell.value_class}: {cell.status.upper() if cell.status == EMPTY else cell.status}"
                     f" ({cell.detail})")
    return "\n".join(lines)


def as_json(cells: list[Cell]) -> list[dict[str, Any]]:
    return [asdict(cell) for cell in cells]


def known_gaps(path: Path | None = None) -> set[str]:
    """The ledger's cells (`exercise.argument: class`), comments and blank lines left out."""
    path = path or COVERAGE_GAPS
    if not path.exists():
        return set()
    return {line.split("#")[0].strip() for line in path.read_text().splitlines() if line.split("#")[0].strip()}
