"""How the exercises teach: staged hints that never hand over a solution line, and
docstring examples in `solutions/` that run as written (doctests).

The counts these tests print (`pytest tests/test_teaching.py -s`) are the figures the
course reports: exercises with three or more hints, hints that quote the solution (none),
doctest examples run.
"""

from __future__ import annotations

import ast
import doctest
import importlib.util
import re
import sys
import textwrap

import pytest

from autograder.course.manifest import Exercise, load_course
from autograder.course.stubs import solution_lines

COURSE = load_course()
_SPAN = re.compile(r"`([^`]+)`")


def _normal(code: str) -> str:
    """One spelling per piece of code: ast.unparse where it parses, else collapsed spaces."""
    code = code.strip().rstrip(":")
    try:
        return ast.unparse(ast.parse(code))
    except SyntaxError:
        return " ".join(code.split())


def solution_pieces(exercise: Exercise) -> set[str]:
    """Every line, statement and returned expression of an exercise's solution, normalised."""
    topic = COURSE.topic(exercise.topic)
    source = (COURSE.root / "solutions" / topic.module_file).read_text()
    lines = solution_lines(source).get(exercise.function, [])
    pieces = {_normal(line) for line in lines if not line.strip().startswith("#")}
    try:
        tree = ast.parse(textwrap.dedent("\n".join(lines)))
    except SyntaxError:  # a region inside a class or a nested block: the lines still count
        tree = ast.Module(body=[], type_ignores=[])
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.For, ast.While, ast.If, ast.With)):
            pieces.add(_normal(ast.unparse(node)))
        if isinstance(node, ast.Return) and node.value is not None:
            pieces.add(_normal(ast.unparse(node.value)))
    pieces.discard("")
    return pieces


def quoted_lines(exercise: Exercise) -> list[str]:
    """The code spans of the exercise's hints that are a line or a statement of its solution."""
    pieces = solution_pieces(exercise)
    return [span for hint in exercise.hints for span in _SPAN.findall(hint) if _normal(span) in pieces]


TOPICS = [pytest.param(topic, id=topic.folder) for topic in COURSE.topics]


@pytest.mark.parametrize("topic", TOPICS)
def test_every_exercise_has_three_staged_hints(topic) -> None:
    short = [f"{e.id} ({len(e.hints)})" for e in topic.exercises if len(e.hints) < 3]
    print(f"\n{topic.folder}: exercises with >= 3 hints: {len(topic.exercises) - len(short)} of {len(topic.exercises)}")
    assert not short, "give these exercises at least three hints (idea, tool, near-answer): " + ", ".join(short)


@pytest.mark.parametrize("topic", TOPICS)
def test_no_hint_hands_over_a_line_of_the_solution(topic) -> None:
    quoting = {e.id: quoted_lines(e) for e in topic.exercises}
    quoting = {k: v for k, v in quoting.items() if v}
    print(f"\n{topic.folder}: hints quoting a solution line or statement: {sum(map(len, quoting.values()))}")
    assert not quoting, "these hints quote the solution; leave the student a step: " + "; ".join(
        f"{k}: {v}" for k, v in quoting.items()
    )


def test_the_hint_check_catches_a_quoted_line_and_leaves_a_near_answer_alone() -> None:
    exercise = COURSE.exercise("arrays.add_at")
    line = next(l.strip() for l in solution_lines(
        (COURSE.root / "solutions" / COURSE.topic("arrays").module_file).read_text())["add_at"] if "return" in l)
    quoting = Exercise(**{**exercise.__dict__, "hints": ("idea", "tool", f"Finally: `{line}`.")})
    assert quoted_lines(quoting) == [line]
    spaced = Exercise(**{**exercise.__dict__, "hints": ("idea", "tool", f"`{line.replace('return ', 'return  ')}`")})
    assert quoted_lines(spaced), "spacing must not hide a quoted line"
    leading = Exercise(**{**exercise.__dict__, "hints": ("idea", "tool", "`jnp.zeros(5).at[jnp.array([1, 1])].add(1.0)`")})
    assert quoted_lines(leading) == []


def _solution_modules() -> list[tuple[str, object]]:
    modules = []
    for topic in COURSE.topics:
        path = COURSE.root / "solutions" / topic.module_file
        modules.append(pytest.param(path, id=topic.folder))
    return modules


def _load(path):
    name = f"_doctest_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def run_examples(path) -> tuple[doctest.TestResults, str]:
    """Run every `>>>` example of the module at `path`; the results and doctest's reports."""
    module = _load(path)
    finder = doctest.DocTestFinder(exclude_empty=True)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    reports: list[str] = []  # doctest captures stdout while it runs: the reports are printed afterwards
    for test in finder.find(module, module.__name__):
        if test.examples:
            runner.run(test, out=reports.append)
    return runner.summarize(verbose=False), "".join(reports)


@pytest.mark.parametrize("path", _solution_modules())
def test_the_solutions_examples_run_as_written(path) -> None:
    results, reports = run_examples(path)
    print(reports, end="")
    print(f"\n{path.parent.name}: {results.attempted} doctest examples, {results.failed} failed")
    assert results.attempted > 0, f"{path}: no `>>>` example in any docstring"
    assert results.failed == 0, f"{path}: {results.failed} of {results.attempted} examples do not print what they claim (see above)"


def test_a_wrong_example_fails_and_does_not_spoil_the_next(tmp_path) -> None:
    module = tmp_path / "toy_examples.py"
    module.write_text(
        'def twice(x):\n    """Twice x.\n\n    >>> twice(2)\n    5\n    """\n    return 2 * x\n\n\n'
        'def thrice(x):\n    """Thrice x.\n\n    >>> thrice(2)\n    6\n    """\n    return 3 * x\n'
    )
    results, reports = run_examples(module)
    assert (results.attempted, results.failed) == (2, 1)
    assert "twice(2)" in reports and "Expected:\n    5\nGot:\n    4" in reports


# ---------------------------------------------------------------------------------------------
# Fix-it exercises: the released stub is broken code. Its variant
# `tests/variants/NN_topic/<function>_fixit_stub.py` says `STUB = True`: its code is the released
# stub, so tests/test_variants.py proves the stub scores 0 with its message (and the solution, the
# fixed code, scores full marks in the solution runs).

FIXITS = [e for e in COURSE.exercises if e.fixit]


def test_there_are_at_least_eight_fixit_exercises() -> None:
    print(f"\nfix-it exercises: {len(FIXITS)}: " + ", ".join(e.id for e in FIXITS))
    assert len(FIXITS) >= 8


@pytest.mark.parametrize("exercise", FIXITS, ids=[e.id for e in FIXITS])
def test_a_fixit_stub_is_graded_as_a_flawed_variant(exercise: Exercise) -> None:
    from autograder.authoring.variants import load_variants

    topic = COURSE.topic(exercise.topic)
    variant = next((v for v in load_variants() if v.id == f"{topic.folder}/{exercise.function}_fixit_stub"), None)
    assert variant is not None, f"add tests/variants/{topic.folder}/{exercise.function}_fixit_stub.py with STUB = True"
    assert variant.exercise == exercise.id and variant.verdict == "fail" and variant.stub
    assert variant.source.lstrip().startswith(("def ", "@", "class ")) and "# FIX-IT: " in variant.source
    assert "raise NotImplementedError" not in variant.source


# ---------------------------------------------------------------------------------------------
# The concept table (concepts.yml, shown on the course site): every concept is graded by an exercise that
# cannot be passed without it, shown by a flawed variant (tests/variants) that ignores the concept and fails.


def concept_rows() -> list[tuple[str, str, list[str]]]:
    """(concept, graded by, flawed variant ids) for each entry of concepts.yml."""
    import yaml

    entries = yaml.safe_load((COURSE.root / "concepts.yml").read_text())
    return [(entry["concept"], entry["graded_by"], list(entry["variants"])) for entry in entries]


def concept_problems(rows: list[tuple[str, str, list[str]]], variants: dict) -> list[str]:
    """What keeps each row from being backed by a flawed variant of an exercise it names."""
    problems = []
    for concept, graded_by, names in rows:
        exercises = set(_SPAN.findall(graded_by))
        if not names:
            problems.append(f"{concept}: name a flawed variant (tests/variants/NN_topic/file, without .py)")
        for name in names:
            variant = variants.get(name)
            if variant is None or variant.verdict != "fail":
                problems.append(f"{concept}: `{name}` is not a flawed variant in tests/variants")
            elif variant.exercise not in exercises and f"{variant.exercise.split('.')[0]}.*" not in exercises:
                problems.append(f"{concept}: `{name}` replaces {variant.exercise}, which the row does not name")
    return problems


def test_every_concept_row_names_a_flawed_variant_of_an_exercise_it_names() -> None:
    from autograder.authoring.variants import load_variants

    rows = concept_rows()
    problems = concept_problems(rows, {variant.id: variant for variant in load_variants()})
    print(f"\nconcept rows: {len(rows)}, each backed by a flawed variant: {len(rows) - len(problems)}")
    assert len(rows) >= 30 and not problems, "\n".join(problems)


def test_the_concept_check_names_each_kind_of_unbacked_row() -> None:
    from autograder.authoring.variants import load_variants

    variants = {variant.id: variant for variant in load_variants()}
    rows = [
        ("no variant", "`arrays.add_at`", []),
        ("a passing one", "`grad.loss_and_grads`", ["07_grad/loss_and_grads_grad_then_loss"]),
        ("another exercise's", "`arrays.add_at`", ["01_arrays/one_hot_integer_matrix"]),
        ("backed", "`arrays.add_at`", ["01_arrays/add_at_set_loses_duplicates"]),
    ]
    assert concept_problems(rows, variants) == [
        "no variant: name a flawed variant (tests/variants/NN_topic/file, without .py)",
        "a passing one: `07_grad/loss_and_grads_grad_then_loss` is not a flawed variant in tests/variants",
        "another exercise's: `01_arrays/one_hot_integer_matrix` replaces arrays.one_hot, which the row does not name",
    ]
