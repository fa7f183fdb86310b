"""What the grader tries for each exercise: the domain its grading spec declares, read back.

`python -m autograder contracts [--only ID] [--json FILE]` prints, per exercise, what a correct
solution is held to beyond the examples in its docstring: for every argument of the docstring's
`Args:`, the kinds (Python number, NumPy scalar, 0-d array, array, key, pytree, committed to a
device), dtypes and shapes its hand-picked calls hold; the value classes written into them
(IEEE specials, integer extremes, integers past 2**24, other scales and offsets, numbers as 0-d
arrays); the dtype contracts; how many generated inputs the `values` check draws; the long runs
(horizons) and the recompilation sequences; and the structure of the reference's answer.

Method: everything is read from the `ExerciseSpec` (`engine/registry.spec_for`) and course.yml;
nothing is graded. The hand-picked calls are the spec's `edge_cases`, its `long_calls` and the
calls of its `dtypes` contracts. Caveats: a random exercise (no `reference`) builds most of its
inputs inside its own checks, so its table shows little beyond its checks; the generated inputs
are counted, not drawn. tests/test_contracts.py holds these declarations against the docstrings.
"""

from __future__ import annotations

import ast
import inspect
import re
from dataclasses import asdict, dataclass, field
from typing import Any

import jax
import numpy as np

from autograder.course.manifest import Course, Exercise
from autograder.course.stubs import exercise_definition
from autograder.grading.cases import Call, Committed, ExerciseSpec, Key


def docstring_of(course: Course, exercise: Exercise) -> str:
    """The docstring of the exercise's function (or class) in solutions/, as written."""
    node = exercise_definition(course, exercise, "solutions")
    if node is None:
        raise LookupError(f"solutions/{course.topic(exercise.topic).module_file}: no `{exercise.function}` for {exercise.id}")
    return ast.get_docstring(node) or ""


def docstring_arguments(course: Course, exercise: Exercise) -> dict[str, str]:
    """The `Args:` entries of the solution's docstring, by argument name, each on one line
    (a class: its own docstring's)."""
    doc = docstring_of(course, exercise)
    section = re.search(r"\n\s*Args:\n(.*?)(?:\n\s*\n|\Z)", doc, re.S)
    entries: dict[str, str] = {}
    name = None
    for line in (section.group(1) if section else "").splitlines():
        match = re.match(r"\s{4}(\w+):(.*)", line)
        if match:
            name = match.group(1)
            entries[name] = match.group(2)
        elif name is not None:
            entries[name] += " " + line.strip()
    return {name: re.sub(r"\s+", " ", text).strip() for name, text in entries.items()}


@dataclass
class ArgumentDomain:
    """What the hand-picked calls give one argument."""

    name: str
    promise: str
    kinds: list[str] = field(default_factory=list)
    dtypes: list[str] = field(default_factory=list)
    shapes: list[str] = field(default_factory=list)


@dataclass
class Contract:
    """An exercise's declared domain (see the module docstring)."""

    id: str
    points: int
    checks: list[str]
    arguments: list[ArgumentDomain]
    value_classes: dict[str, list[str]]
    dtype_contracts: list[str]
    generated: int
    horizons: list[str]
    recompilations: list[str]
    returns: str


def _kind(value: Any) -> str:
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "Python bool"
    if isinstance(value, int):
        return "Python int"
    if isinstance(value, float):
        return "Python float"
    if isinstance(value, np.generic):
        return "NumPy scalar"
    if isinstance(value, Key):
        return "typed key"
    if isinstance(value, Committed):
        return f"array on device {value.device}"
    if isinstance(value, np.ndarray):
        return "0-d array" if value.ndim == 0 else "array"
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return f"namedtuple {type(value).__name__}"
    if isinstance(value, (dict, list, tuple)):
        return f"pytree ({type(value).__name__})" if jax.tree.leaves(value) else f"empty pytree ({type(value).__name__})"
    if isinstance(value, jax.sharding.Mesh):
        return "mesh"
    if callable(value):
        return "function"
    return type(value).__name__


def _shape_text(shape: tuple[int, ...]) -> str:
    return "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"


def _describe_leaves(value: Any, domain: ArgumentDomain) -> None:
    kind = _kind(value)
    if kind not in domain.kinds:
        domain.kinds.append(kind)
    leaves = jax.tree.leaves(value) if kind.startswith("pytree") or kind.startswith("namedtuple") else [value]
    for leaf in leaves:
        if isinstance(leaf, (np.ndarray, np.generic, Committed)):
            dtype, shape = str(leaf.dtype), _shape_text(tuple(leaf.shape))
        elif isinstance(leaf, Key):
            dtype, shape = "key<fry>", "()"
        elif isinstance(leaf, (bool, int, float)):
            dtype, shape = type(leaf).__name__, "()"
        else:
            continue
        if dtype not in domain.dtypes:
            domain.dtypes.append(dtype)
        if shape not in domain.shapes:
            domain.shapes.append(shape)


def _parameter_names(spec: ExerciseSpec, documented: dict[str, str]) -> list[str]:
    if spec.reference is not None:
        try:
            return list(inspect.signature(spec.reference).parameters)
        except (TypeError, ValueError):
            pass
    return list(documented)


def hand_picked(spec: ExerciseSpec) -> list[Call]:
    """The spec's hand-picked calls: its edge cases, long calls, the calls of its dtype contracts and those its own
    checks declare (`check_inputs`)."""
    return [*spec.edge_cases, *spec.long_calls, *(c.call for c in spec.dtypes if isinstance(c.call, Call)),
            *(call for calls in spec.check_inputs.values() for call in calls)]


def _returns(spec: ExerciseSpec) -> str:
    """The structure of the reference's answer to the first edge case, leaves as dtype[shape]."""
    if spec.reference is None or not spec.edge_cases:
        return "(judged by the exercise's own checks)"
    args, kwargs = spec.edge_cases[0].numpy_args()
    try:
        with np.errstate(all="ignore"):
            answer = spec.reference(*args, **kwargs)
    except Exception as error:  # noqa: BLE001 - a report, not a grade
        return f"(the reference raised {type(error).__name__})"

    def leaf_text(leaf: Any) -> str:
        if isinstance(leaf, (np.ndarray, np.generic, jax.Array)):
            return f"{leaf.dtype}{list(np.shape(leaf))}"
        return type(leaf).__name__

    structure = jax.tree.structure(answer)
    leaves = [leaf_text(leaf) for leaf in jax.tree.leaves(answer)]
    return leaves[0] if str(structure) == "PyTreeDef(*)" else f"{structure} with leaves {', '.join(leaves) or 'none'}"


def contract_of(course: Course, exercise: Exercise, spec: ExerciseSpec | None = None) -> Contract:
    """`exercise`'s declared domain, read from its grading spec (`spec`, default its own)."""
    from autograder.engine.registry import spec_for

    spec = spec or spec_for(exercise, course)
    documented = docstring_arguments(course, exercise)
    names = _parameter_names(spec, documented)
    domains = {name: ArgumentDomain(name, documented.get(name, "")) for name in [*documented, *names]}
    for call in hand_picked(spec):
        for index, value in enumerate(call.args):
            if index < len(names):
                _describe_leaves(value, domains[names[index]])
        for name, value in call.kwargs.items():
            _describe_leaves(value, domains.setdefault(name, ArgumentDomain(name, documented.get(name, ""))))
    value_classes = {
        "IEEE specials (inf, nan, -0.0, largest)": list(map(str, spec.special_values)),
        "integer extremes (both ends, 2**24 + 1)": list(map(str, spec.integer_extremes)),
        "integers past 2**24": list(map(str, spec.large_integers)),
        "numbers as 0-d arrays": list(map(str, spec.scalar_arrays)),
        "empty along an axis": [f"{'/'.join(map(str, names))} (axis {axis})" for names, axis in spec.empty_axis_entries()],
        **{f"scaled by {factor:g}": list(map(str, arguments)) for arguments, factor in spec.magnitudes},
        **{f"shifted by {shift:g}": list(map(str, arguments)) for arguments, shift in spec.offsets},
        "NumPy in, JAX arrays out (as written)": ["the result"] if spec.jax_arrays_out else [],
    }
    dtype_contracts = []
    for contract in spec.dtypes:
        tried = ", ".join(d if isinstance(d, str) else "/".join(d) for d in contract.tried())
        dtype_contracts.append(f"{'/'.join(map(str, contract.arguments))} as {tried} -> result {contract.result}"
                               + (", gradient too" if contract.differentiate else ""))
    horizons = [call.describe(exercise.function) for call in spec.long_calls]
    recompilations = [f"{getattr(r, 'what', r)}: {getattr(r, 'compiles', '?')} compile(s)" for r in spec.recompilations]
    return Contract(
        id=exercise.id,
        points=exercise.points,
        checks=list(exercise.checks),
        arguments=list(domains.values()),
        value_classes={name: arguments for name, arguments in value_classes.items() if arguments},
        dtype_contracts=dtype_contracts,
        generated=spec.examples if spec.inputs is not None and "values" in exercise.checks else 0,
        horizons=horizons,
        recompilations=recompilations,
        returns=_returns(spec),
    )


def _clip(text: str, width: int = 110) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def render(contract: Contract) -> str:
    """`contract` as text, one line per fact."""
    lines = [f"{contract.id} ({contract.points} points): checks {', '.join(contract.checks)}"]
    for domain in contract.arguments:
        shapes = domain.shapes[:8] + ([f"+{len(domain.shapes) - 8} more"] if len(domain.shapes) > 8 else [])
        tried = (f"kinds {', '.join(domain.kinds)}; dtypes {', '.join(domain.dtypes) or '-'}; shapes {' '.join(shapes) or '-'}"
                 if domain.kinds else "not in the hand-picked calls (the exercise's own checks choose it)")
        lines.append(f"  {domain.name}: {tried}")
        if domain.promise:
            lines.append(f"    docstring: {_clip(domain.promise)}")
    for name, arguments in contract.value_classes.items():
        lines.append(f"  values, {name}: {', '.join(arguments)}")
    for text in contract.dtype_contracts:
        lines.append(f"  dtypes: {text}")
    if contract.generated:
        lines.append(f"  generated inputs: {contract.generated} (hypothesis, `values`)")
    for text in contract.horizons:
        lines.append(f"  horizon: {_clip(text)}")
    for text in contract.recompilations:
        lines.append(f"  recompiles: {_clip(text)}")
    lines.append(f"  returns: {_clip(contract.returns)}")
    return "\n".join(lines)


def as_json(contract: Contract) -> dict[str, Any]:
    return asdict(contract)
