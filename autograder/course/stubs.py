"""Stubs: a solution file with every solution region replaced by a TODO and a raise, or by broken code.

A solution region is the lines between `### BEGIN SOLUTION` and `### END SOLUTION`
(nbgrader's markers); a line ending in `### SOLUTION LINE` is dropped.

A fix-it exercise gives the student broken code instead of a raise: its region holds the
solution, then `### STUB`, then the broken code as comments (`# ` before each line, so the
solution file still runs the solution). The stub is that code, uncommented, under a FIX-IT
comment; it fails the way real JAX code fails (one of JAX's errors, a NaN gradient, a reused key). A line outside regions ending in `### STUB LINE` is the same for one line: it is a
comment in the solution (`# @jax.jit  ### STUB LINE`) and code in the stub (`@jax.jit`).

    ### BEGIN SOLUTION
    return jnp.where(x > 0, x, 0.0)
    ### STUB
    # if x > 0:
    #     return x
    # return 0.0
    ### END SOLUTION

The release
(`authoring/release.py`), the nbgrader course (`authoring/nbgrader_course.py`) and the
student's progress (`student/progress.py`, which tells an untouched stub from started work)
all make stubs with `make_stub`.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from autograder.course.manifest import Course, Exercise

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
LINE = "### SOLUTION LINE"  # a single line the stub drops, e.g. `@jax.jit  ### SOLUTION LINE`
STUB = "### STUB"  # inside a region: the commented lines after it are the fix-it stub's code
STUB_LINE = "### STUB LINE"  # a commented line the stub uncomments, e.g. `# @jax.jit  ### STUB LINE`
_DEFINITION = re.compile(r"^(\s*)(?:async\s+)?(?:def|class) (\w+)")


def _owners(lines: list[str]) -> list[list[str]]:
    """For each line, the names of the definitions enclosing it, outermost first.

    A definition encloses the lines indented deeper than its own `def`/`class` line, so a
    region after a nested helper still belongs to the function around both.
    """
    stack: list[tuple[int, str]] = []
    owners = []
    for line in lines:
        if line.strip():
            indent = len(line) - len(line.lstrip())
            while stack and stack[-1][0] >= indent:
                stack.pop()
            owners.append([name for _, name in stack])
            match = _DEFINITION.match(line)
            if match:
                stack.append((len(match.group(1)), match.group(2)))
        else:
            owners.append([name for _, name in stack])
    return owners


class ReleaseError(Exception):
    """A solution file the release cannot turn into a stub (names the file, line and fix)."""


def _uncomment(line: str, path: Path, number: int) -> str:
    """`    # code` -> `    code` (a bare `#` is a blank line); anything else is a broken file."""
    indent = line[: len(line) - len(line.lstrip())]
    body = line.strip()
    if body == "#":
        return "\n"
    if not body.startswith("# "):
        raise ReleaseError(f"{path}:{number}: a fix-it stub's lines must be comments (`# code`); found {body!r}.")
    return f"{indent}{body[2:]}\n"


def _todo(indent: str, function: str, exercise: str) -> list[str]:
    return [
        f"{indent}# TODO: write {function} (read the docstring above), then run\n",
        f"{indent}#   pytest autograder -k {exercise}\n",
        f'{indent}raise NotImplementedError("{function} is not written yet")\n',
    ]


def _fixit(indent: str, function: str, exercise: str) -> list[str]:
    return [
        f"{indent}# FIX-IT: this code is broken the way real JAX code breaks. Run\n",
        f"{indent}#   pytest autograder -k {exercise}\n",
        f"{indent}# read what goes wrong, then fix the code so it keeps the docstring's contract.\n",
    ]


def make_stub(source: str, path: Path) -> str:
    """Replace every solution region of a solution file's `source` by a TODO and a raise, or
    by its fix-it code (see the module docstring).

    Raises:
        ReleaseError: unbalanced or nested markers, or a fix-it line that is not a comment.
    """
    out: list[str] = []
    inside_since: int | None = None
    broken: list[str] | None = None  # the fix-it code of the open region, once `### STUB` is seen
    head: list[str] = []
    lines = source.splitlines(keepends=True)
    for number, (line, owners) in enumerate(zip(lines, _owners(lines)), start=1):
        stripped = line.strip()
        if stripped == BEGIN:
            if inside_since is not None:
                raise ReleaseError(f"{path}:{number}: `{BEGIN}` inside the region opened at line {inside_since}; close it first.")
            inside_since, broken = number, None
            indent = line[: len(line) - len(line.lstrip())]
            function = owners[-1] if owners else "this function"
            exercise = owners[0] if owners else function
            head = [indent, function, exercise]
        elif stripped == STUB and inside_since is not None:
            if broken is not None:
                raise ReleaseError(f"{path}:{number}: a second `{STUB}` in the region opened at line {inside_since}.")
            broken = []
        elif stripped == END:
            if inside_since is None:
                raise ReleaseError(f"{path}:{number}: `{END}` without a `{BEGIN}` before it.")
            out.extend(_todo(*head) if broken is None else _fixit(*head) + broken)
            inside_since = None
        elif inside_since is not None:
            if broken is not None:
                broken.append(_uncomment(line, path, number) if stripped else line)
        elif stripped.endswith(STUB_LINE):
            out.append(_uncomment(line.rstrip()[: -len(STUB_LINE)].rstrip() + "\n", path, number))
        elif not stripped.endswith(LINE):
            out.append(line)
    if inside_since is not None:
        raise ReleaseError(f"{path}:{inside_since}: `{BEGIN}` is never closed; add `{END}`.")
    return "".join(out)


def solution_lines(source: str) -> dict[str, list[str]]:
    """Each top-level function's solution lines (its regions, without any fix-it code), as written."""
    found: dict[str, list[str]] = {}
    lines = source.splitlines()
    owner: str | None = None
    for line, owners in zip(lines, _owners(lines)):
        stripped = line.strip()
        if stripped == BEGIN and owners:
            owner = owners[0]
            found.setdefault(owner, [])
        elif stripped in (STUB, END):
            owner = None
        elif owner is not None and stripped:
            found[owner].append(line)
    return found


def fixit_functions(source: str) -> set[str]:
    """The top-level functions of `source` whose solution region carries a fix-it stub."""
    names = set()
    lines = source.splitlines()
    for line, owners in zip(lines, _owners(lines)):
        if line.strip() == STUB and owners:
            names.add(owners[0])
    return names


def regions_per_function(source: str) -> dict[str, int]:
    """How many solution regions each top-level function (or class) of `source` holds."""
    counts: dict[str, int] = {}
    lines = source.splitlines()
    for line, owners in zip(lines, _owners(lines)):
        if line.strip() == BEGIN and owners:
            counts[owners[0]] = counts.get(owners[0], 0) + 1
    return counts


# ---------------------------------------------------------------------------------------------
# Finding one definition in a file (the student's tools compare a function with its stub).


@functools.lru_cache(maxsize=64)
def parse_source(source: str) -> ast.Module:
    """`ast.parse`, once per distinct text (a survey asks about every exercise of a file)."""
    return ast.parse(source)


def definition_span(source: str, name: str) -> tuple[int, int] | None:
    """First and last line (1-based) of the top-level `def`/`class name`, decorators included.

    Returns:
        None when the source does not parse or defines no such name at the top level.

    Raises:
        Nothing; a syntax error is reported as None.
    """
    node = definition_node(source, name)
    if node is None:
        return None
    first = min([node.lineno, *(decorator.lineno for decorator in node.decorator_list)])
    return first, node.end_lineno or node.lineno


def definition_node(source: str, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | None:
    """The top-level `def`/`class name` of `source`; None when the source does not parse or defines no such name."""
    try:
        tree = parse_source(source)
    except SyntaxError:
        return None
    return next((node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                 and node.name == name), None)


def exercise_definition(course: Course, exercise: Exercise, folder: str) -> ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | None:
    """The exercise's function (or class) as `folder` (exercises/: the released contract; solutions/: the reference)
    defines it, read with `ast`, never imported; None where the file or the name is missing (a Gradescope bundle
    carries exercises/, not solutions/)."""
    try:
        source = (course.root / folder / course.topic(exercise.topic).module_file).read_text()
    except OSError:
        return None
    return definition_node(source, exercise.function)


def definition_source(source: str, name: str) -> str | None:
    """The text of the top-level definition of `name` (see `definition_span`), or None."""
    span = definition_span(source, name)
    if span is None:
        return None
    lines = source.splitlines(keepends=True)
    return "".join(lines[span[0] - 1 : span[1]])


def stub_definition(solution: Path, name: str) -> str | None:
    """The released stub's definition of `name` (decorators included), made from a solution file."""
    return definition_source(make_stub(solution.read_text(), solution), name)
