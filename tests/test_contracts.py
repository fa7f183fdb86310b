"""The value classes a grading spec declares (`ExerciseSpec.special_values`, `integer_extremes`)
are the ones the exercise's docstring promises, and the other way round.

A docstring promises them in its `Args:` entry for the argument, in words a student reads:
"inf and nan included" (any float value, the IEEE specials too) and "both ends of their range"
(integers may be anything their dtype holds). A spec that tries more than the docstring allows
would fail correct solutions; a docstring that promises more than the spec tries leaves flaws
ungraded.
"""

from __future__ import annotations

import dataclasses
import re

import numpy as np
import pytest

from autograder.authoring.contracts import docstring_arguments, docstring_of
from autograder.course.manifest import load_course
from autograder.engine.registry import spec_for
from autograder.grading.cases import ExerciseSpec

COURSE = load_course()
SPECIAL_VALUES = "inf and nan included"
INTEGER_EXTREMES = "both ends of their range"
LARGE_INTEGERS = "integers past 2**24 included"


def _arguments(exercise_id: str) -> dict[str, str]:
    """The `Args:` entries of the solution's docstring, by argument name."""
    return docstring_arguments(COURSE, COURSE.exercise(exercise_id))


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_declared_value_classes_match_the_docstring(exercise_id: str) -> None:
    spec = spec_for(COURSE.exercise(exercise_id), COURSE)
    arguments = _arguments(exercise_id)
    promised_specials = {name for name, text in arguments.items() if SPECIAL_VALUES in text}
    promised_extremes = {name for name, text in arguments.items() if INTEGER_EXTREMES in text}
    promised_large = {name for name, text in arguments.items() if LARGE_INTEGERS in text}
    assert set(spec.special_values) == promised_specials, (
        f"{exercise_id}: the spec tries IEEE special values in {sorted(spec.special_values)}, the docstring promises "
        f"them ({SPECIAL_VALUES!r}) for {sorted(promised_specials)}"
    )
    assert set(spec.integer_extremes) == promised_extremes, (
        f"{exercise_id}: the spec tries integer extremes in {sorted(spec.integer_extremes)}, the docstring promises "
        f"them ({INTEGER_EXTREMES!r}) for {sorted(promised_extremes)}"
    )
    assert set(spec.large_integers) == promised_large, (
        f"{exercise_id}: the spec tries integers past 2**24 in {sorted(spec.large_integers)}, the docstring promises "
        f"them ({LARGE_INTEGERS!r}) for {sorted(promised_large)}"
    )


def test_the_docstring_reader_sees_the_promises() -> None:
    """The reader finds a promise where it is written (a continuation line included), and none elsewhere."""
    arguments = _arguments("arrays.set_diagonal")
    assert set(arguments) == {"x", "value"}
    assert SPECIAL_VALUES in arguments["x"] and INTEGER_EXTREMES in arguments["x"]
    assert SPECIAL_VALUES in arguments["value"] and INTEGER_EXTREMES in arguments["value"]  # on its second line
    assert LARGE_INTEGERS not in arguments["value"]
    assert not any(SPECIAL_VALUES in text for text in _arguments("arrays.one_hot").values())


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_declared_value_classes_are_tried(exercise_id: str) -> None:
    """A declaration that changes no edge case (say, integer extremes with no integer edge case)
    would promise a test that never runs."""
    from autograder.checks.correctness import special_value_calls
    from autograder.grading.cases import Case

    spec = spec_for(COURSE.exercise(exercise_id), COURSE)
    if spec.reference is None or not spec.edge_cases:
        return  # a random exercise's own checks read `special_values`
    case = Case(COURSE.exercise(exercise_id), spec, spec.reference)
    for kind in ("special_values", "integer_extremes", "large_integers"):
        for argument in getattr(spec, kind):
            declared = {"special_values": (), "integer_extremes": (), "large_integers": (), kind: (argument,)}
            one = dataclasses.replace(spec, **declared)
            calls = special_value_calls(dataclasses.replace(case, spec=one), kind == "integer_extremes",
                                        kind == "large_integers")
            assert calls, f"{exercise_id}: {kind} names {argument!r}, but no edge case holds data there it can change"


JITTED_PROMISES = ("compiled with ``jax.jit``", "must be a jitted function", "jitted with ``")


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_a_docstring_that_promises_a_jitted_function_is_graded_for_it(exercise_id: str) -> None:
    """"compiled with ``jax.jit``" in a docstring is a promise about the function itself: the
    `jitted` check must hold the student to it (a correct but un-jitted function keeps no points)."""
    exercise = COURSE.exercise(exercise_id)
    doc = re.sub(r"\s+", " ", docstring_of(COURSE, exercise))
    promised = [phrase for phrase in JITTED_PROMISES if phrase in doc]
    assert bool(promised) <= ("jitted" in exercise.checks), (
        f"{exercise_id}: the docstring promises a jitted function ({promised[0]!r}) but course.yml's checks lack `jitted`"
    )


SCALAR_ARRAYS = re.compile(r"0-d (?:integer |float )?array|traced (?:scalar|integer|int32)")


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_an_argument_promised_as_a_0_d_array_is_tried_as_one(exercise_id: str) -> None:
    """An `Args:` entry that lets a number be "a 0-d array" or "a traced scalar" is a promise about
    argument kinds: `edge_cases` must try that argument as a 0-d array (an edge case or a `dtypes`
    contract's call that holds one already, or `ExerciseSpec.scalar_arrays`), and `scalar_arrays` names no argument the docstring
    does not open to 0-d arrays."""
    from autograder.checks.correctness import python_number_calls, scalar_array_calls
    from autograder.grading.cases import Case

    exercise = COURSE.exercise(exercise_id)
    spec = spec_for(exercise, COURSE)
    promised = {name for name, text in _arguments(exercise_id).items() if SCALAR_ARRAYS.search(text)}
    assert set(spec.scalar_arrays) <= promised, (
        f"{exercise_id}: the spec tries {sorted(set(spec.scalar_arrays) - promised)} as 0-d arrays, which the "
        "docstring's Args do not allow (\"a 0-d array\", \"a traced scalar\")"
    )
    if spec.reference is None or "edge_cases" not in exercise.checks:
        return  # a random exercise's own checks try the argument kinds it promises
    case = Case(exercise, spec, spec.reference)
    from autograder.grading.cases import Call

    tried = set()
    for call in (*spec.edge_cases, *(contract.call for contract in spec.dtypes if isinstance(contract.call, Call))):
        for name in promised:
            try:
                key = case.argument_key(call, name, "test")
            except RuntimeError:
                continue
            value = call.kwargs[key] if isinstance(key, str) else call.args[key]
            if isinstance(value, np.generic) or (isinstance(value, np.ndarray) and value.ndim == 0):
                tried.add(name)
    for name in spec.scalar_arrays:
        one = dataclasses.replace(case, spec=dataclasses.replace(spec, scalar_arrays=(name,)))
        assert scalar_array_calls(one) or python_number_calls(one), (
            f"{exercise_id}: scalar_arrays names {name!r}, but no float32 edge case gives it a number or a 0-d array")
        tried.add(name)
    assert promised <= tried, (
        f"{exercise_id}: the docstring lets {sorted(promised - tried)} be a 0-d array or a traced scalar, but no edge "
        "case tries one: add the argument to the spec's `scalar_arrays`"
    )


def _empty_axis_problems(spec: ExerciseSpec, exercise_id: str) -> list[str]:
    """Each `empty_axes` entry no edge case can serve (an argument no edge case gives an array with elements along
    that axis): the matrix would call its cell tried while nothing tries it."""
    from autograder.checks.correctness import empty_axis_calls
    from autograder.grading.cases import Case

    case = Case(COURSE.exercise(exercise_id), spec, spec.reference)
    problems = []
    for entry in spec.empty_axes:
        one = dataclasses.replace(case, spec=dataclasses.replace(spec, empty_axes=(entry,)))
        if not empty_axis_calls(one):
            problems.append(f"{exercise_id}: empty_axes entry {entry!r} matches no edge case with elements there")
    return problems


@pytest.mark.parametrize("exercise_id", [e.id for e in COURSE.exercises if spec_for(e, COURSE).empty_axes])
def test_every_empty_axes_entry_cuts_an_edge_case(exercise_id: str) -> None:
    spec = spec_for(COURSE.exercise(exercise_id), COURSE)
    assert not _empty_axis_problems(spec, exercise_id)


def test_an_empty_axes_entry_that_cuts_nothing_is_named() -> None:
    spec = spec_for(COURSE.exercise("grad.sinc"), COURSE)  # its edge cases are 1-D and 2-D: no axis 2
    assert _empty_axis_problems(dataclasses.replace(spec, empty_axes=(("x", 2), ("x", 0))), "grad.sinc") == [
        "grad.sinc: empty_axes entry ('x', 2) matches no edge case with elements there"]


PYTHON_NUMBERS = re.compile(r"Python (?:int|float|number)|\ban int or|\ba float or")


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_an_argument_promised_as_a_python_number_and_a_0_d_array_is_tried_as_a_number(exercise_id: str) -> None:
    """The mirror of the test above: an argument the docstring lets be a Python number *and* a 0-d array or a
    traced scalar is also tried as a Python number, so that `edge_cases` runs it as written (under jit it would
    arrive traced): an edge case gives it one, or `scalar_arrays` names it and an edge case gives it a 0-d array
    (`python_number_calls`). A separate path for Python numbers (`isinstance(branch, int)`) hides otherwise."""
    from autograder.checks.correctness import python_number_calls
    from autograder.grading.cases import Case

    exercise = COURSE.exercise(exercise_id)
    spec = spec_for(exercise, COURSE)
    promised = {name for name, text in _arguments(exercise_id).items()
                if SCALAR_ARRAYS.search(text) and PYTHON_NUMBERS.search(text)}
    if not promised or spec.reference is None or "edge_cases" not in exercise.checks:
        return  # a random exercise's own checks try the argument kinds it promises
    case = Case(exercise, spec, spec.reference)
    tried = set()
    for call in spec.edge_cases:
        for name in promised:
            try:
                key = case.argument_key(call, name, "test")
            except RuntimeError:
                continue
            value = call.kwargs[key] if isinstance(key, str) else call.args[key]
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                tried.add(name)
    for name in set(spec.scalar_arrays) & promised:
        if python_number_calls(dataclasses.replace(case, spec=dataclasses.replace(spec, scalar_arrays=(name,)))):
            tried.add(name)
    assert promised <= tried, (
        f"{exercise_id}: the docstring lets {sorted(promised - tried)} be a Python number, but no edge case tries "
        "one: give an edge case a Python number there, or add the argument to the spec's `scalar_arrays`"
    )


# --- `python -m autograder contracts`: the declared domain of every exercise, read back --------------


def test_every_exercise_declares_a_domain_that_tries_every_documented_argument() -> None:
    """Each of the course's exercises has a contract; where the spec has a reference and edge cases, each
    argument its docstring documents is given a value by some hand-picked call (else the exercise's own
    checks choose it, and the table says so)."""
    from autograder.authoring.contracts import contract_of, render

    for exercise in COURSE.exercises:
        contract = contract_of(COURSE, exercise)
        spec = spec_for(exercise, COURSE)
        documented = set(_arguments(exercise.id))
        domains = {domain.name: domain for domain in contract.arguments}
        assert documented <= set(domains), f"{exercise.id}: {sorted(documented - set(domains))} missing from its contract"
        text = render(contract)
        if spec.reference is not None and spec.edge_cases:
            untried = sorted(name for name in documented if not domains[name].kinds)
            assert not untried, f"{exercise.id}: no hand-picked call gives {untried} a value"
        else:
            assert "not in the hand-picked calls (the exercise's own checks choose it)" in text or all(
                domains[name].kinds for name in documented), text
    assert len(COURSE.exercises) == 85


def test_the_contracts_command_prints_and_writes_an_exercises_domain(tmp_path, capsys) -> None:
    import json

    from autograder.authoring.cli import main

    assert main(["contracts", "--only", "arrays.swap_rows", "--json", str(tmp_path / "c.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("arrays.swap_rows (2 points): checks values, edge_cases, dtypes,")
    assert "  i: kinds Python int; dtypes int; shapes ()" in out
    assert "  values, numbers as 0-d arrays: i" in out
    assert "  values, IEEE specials (inf, nan, -0.0, largest): x" in out
    assert "  dtypes: x as float16, bfloat16, int8, uint16 -> result same" in out  # bfloat16 beside float16 (DtypeContract.tried)
    assert "  returns: float32[4, 3]" in out
    (written,) = json.loads((tmp_path / "c.json").read_text())
    assert written["id"] == "arrays.swap_rows" and written["value_classes"]["numbers as 0-d arrays"] == ["i", "j"]


def test_the_contracts_command_names_an_unknown_exercise(capsys) -> None:
    from autograder.authoring.cli import main

    assert main(["contracts", "--only", "arrays.no_such_function"]) == 2
    assert capsys.readouterr().err == "error: no exercise or topic arrays.no_such_function in course.yml\n"


SIGNED_ZEROS = "the sign of zero counts"


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_a_docstring_that_counts_the_sign_of_zero_is_graded_for_it(exercise_id: str) -> None:
    """"the sign of zero counts" in a docstring and `ExerciseSpec.signed_zeros` go together: without the
    phrase a correct solution may give +0.0 for -0.0; with it, `0 - x` is not `-x`."""
    exercise = COURSE.exercise(exercise_id)
    promised = SIGNED_ZEROS in re.sub(r"\s+", " ", docstring_of(COURSE, exercise))
    assert promised == spec_for(exercise, COURSE).signed_zeros, (
        f"{exercise_id}: the docstring {'says' if promised else 'does not say'} {SIGNED_ZEROS!r}, and the spec's "
        f"signed_zeros is {spec_for(exercise, COURSE).signed_zeros}"
    )


JAX_ARRAYS_OUT = re.compile(r"JAX arrays?\b")


def promises_jax_arrays(docstring: str) -> bool:
    """Whether the `Returns:` section promises JAX arrays (whatever goes in: the course's general rule, JAX in and JAX
    out, is graded everywhere without being said)."""
    section = re.search(r"\n\s*Returns:\n(.*?)(?:\n\s*\n|\Z)", "\n" + docstring, re.S)
    return bool(section and JAX_ARRAYS_OUT.search(re.sub(r"\s+", " ", section.group(1))))


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_a_docstring_that_promises_jax_arrays_back_is_graded_on_numpy_input(exercise_id: str) -> None:
    """"JAX arrays" in `Returns:` and `ExerciseSpec.jax_arrays_out` go together: with the words, a NumPy leaf handed
    back as it came is wrong, and the edge cases run with NumPy arrays in to show it."""
    exercise = COURSE.exercise(exercise_id)
    promised = promises_jax_arrays(docstring_of(COURSE, exercise))
    assert promised == spec_for(exercise, COURSE).jax_arrays_out, (
        f"{exercise_id}: the docstring's Returns: {'promises' if promised else 'does not promise'} JAX arrays, and the "
        f"spec's jax_arrays_out is {spec_for(exercise, COURSE).jax_arrays_out}"
    )


def test_the_jax_arrays_promise_is_read_from_returns_alone() -> None:
    assert promises_jax_arrays(docstring_of(COURSE, COURSE.exercise("pytrees.tree_scale")))
    assert not promises_jax_arrays("Move it.\n\nArgs:\n    x: a NumPy array or a JAX array.\n\nReturns:\n    An array.\n")
    assert promises_jax_arrays("Move it.\n\nReturns:\n    A float64 scalar (0-d JAX\n    array).\n")


# --- every property a check takes points for is stated in the docstring ---------------------------------------

#: check -> (a pattern its docstring must match, what to write where it does not). Course-wide rules (no mutation,
#: no hidden globals, no callbacks, keys used once, ...) are stated once, in the checks reference; these are the
#: properties an exercise chooses, which a student can only learn from its docstring.
PROMISES = {
    "compiles_once": (r"compil", "how many compilations serve which calls (e.g. 'a new key must not recompile')"),
    "dtypes": (r"dtype|float32|float16|bfloat16|float64|int32|int8|integer",
               "the result's dtype (e.g. 'the same dtype as x, float16 stays float16')"),
    "speedup": (r"faster|speed|timed|times|beat", "that the function is timed, against what, on what size"),
    "fused": (r"no arithmetic outside|one Pallas kernel|one kernel", "that the whole computation is one kernel"),
    "no_full_matrix": (r"never hold|without building", "that the large intermediate must never be built"),
    "linear_memory": (r"grow", "that the program and its memory must not grow faster than the problem"),
    "jaxpr_size": (r"grow", "that the program must not grow with the problem's size"),
    "jitted": (r"jit", "that the function itself must be jitted"),
    "blocked": (r"block", "how the kernel must be blocked"),
}
#: a primitive `primitives` requires or forbids (course.yml) -> how a docstring says so.
PRIMITIVE_WORDS = {
    "scatter": r"indexed update|scatter|\.at\[", "eq": r"==|equality", "gather": r"gather|eye\[",
    "while": r"while|traced|loop", "scan": r"scan|not grow",
    "scan|while": r"lax\.scan|fori_loop|while_loop|compiled loop|``lax`` loop",
    "pallas_call": r"Pallas", "custom_jvp_call": r"custom_jvp|custom derivative", "cumsum": r"cumsum",
    "cond": r"cond", "remat2": r"jax\.checkpoint|remat",
}


def unstated(exercise, docstring: str) -> list[str]:
    """The properties `exercise`'s checks take points for that `docstring` does not state, each with what to write."""
    missing = [f"{check}: say {advice}" for check, (pattern, advice) in PROMISES.items()
               if check in exercise.checks and not re.search(pattern, docstring, re.I)]
    if "primitives" in exercise.checks:
        for primitive in (*exercise.requires, *exercise.forbids):
            pattern = PRIMITIVE_WORDS.get(primitive)
            assert pattern is not None, f"{exercise.id}: add how a docstring states `{primitive}` to PRIMITIVE_WORDS"
            if not re.search(pattern, docstring, re.I):
                verb = "uses" if primitive in exercise.requires else "must not use"
                missing.append(f"primitives: say the program {verb} `{primitive}`, in the words a student writes it")
    return missing


@pytest.mark.parametrize("exercise_id", [exercise.id for exercise in COURSE.exercises])
def test_every_property_graded_is_stated_in_the_docstring(exercise_id: str) -> None:
    exercise = COURSE.exercise(exercise_id)
    missing = unstated(exercise, docstring_of(COURSE, exercise))
    assert not missing, f"{exercise_id}: its docstring (solutions/, then `python -m autograder release`) does not " \
                        "state what these checks grade:\n" + "\n".join(missing)


def test_a_docstring_that_leaves_a_graded_property_out_is_found() -> None:
    """The audit fails where the words are missing: jit.standardize's docstring before it said it is timed, and
    one_hot's without its compilations and its scatter."""
    standardize = COURSE.exercise("jit.standardize")
    said = docstring_of(COURSE, standardize)
    before = said[:said.index(" The function is jitted")] + said[said.index("the grader times both.") + 22:]
    assert unstated(standardize, before) == ["speedup: say that the function is timed, against what, on what size"]
    one_hot = COURSE.exercise("arrays.one_hot")
    bare = "Return the one-hot encoding of integer ``labels`` as a float32 matrix."
    assert unstated(one_hot, bare) == [
        "compiles_once: say how many compilations serve which calls (e.g. 'a new key must not recompile')",
        "primitives: say the program uses `scatter`, in the words a student writes it",
        "primitives: say the program must not use `eq`, in the words a student writes it",
        "primitives: say the program must not use `gather`, in the words a student writes it",
    ]
