"""Stubs: a solution file with every solution region replaced by a TODO and a raise.

A solution region is the lines between `### BEGIN SOLUTION` and `### END SOLUTION`
(nbgrader's markers); a line ending in `### SOLUTION LINE` is dropped. The release
(`authoring/release.py`), the nbgrader course (`authoring/nbgrader_course.py`) and the
student's progress (`student/progress.py`, which tells an untouched stub from started work)
all make stubs with `make_stub`.
"""

from __future__ import annotations

import re
from pathlib import Path

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
LINE = "### SOLUTION LINE"  # a single line the stub drops, e.g. `@jax.jit  ### SOLUTION LINE`
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


def make_stub(source: str, path: Path) -> str:
    """Replace every solution region of a solution file's `source` by a TODO and a raise.

    Raises:
        ReleaseError: unbalanced or nested markers.
    """
    out: list[str] = []
    inside_since: int | None = None
    lines = source.splitlines(keepends=True)
    for number, (line, owners) in enumerate(zip(lines, _owners(lines)), start=1):
        stripped = line.strip()
        if stripped == BEGIN:
            if inside_since is not None:
                raise ReleaseError(f"{path}:{number}: `{BEGIN}` inside the region opened at line {inside_since}; close it first.")
            inside_since = number
            indent = line[: len(line) - len(line.lstrip())]
            function = owners[-1] if owners else "this function"
            exercise = owners[0] if owners else function
            out.append(f"{indent}# TODO: write {function} (read the docstring above), then run\n")
            out.append(f"{indent}#   pytest autograder -k {exercise}\n")
            out.append(f'{indent}raise NotImplementedError("{function} is not written yet")\n')
        elif stripped == END:
            if inside_since is None:
                raise ReleaseError(f"{path}:{number}: `{END}` without a `{BEGIN}` before it.")
            inside_since = None
        elif inside_since is None and not stripped.endswith(LINE):
            out.append(line)
    if inside_since is not None:
        raise ReleaseError(f"{path}:{inside_since}: `{BEGIN}` is never closed; add `{END}`.")
    return "".join(out)


def regions_per_function(source: str) -> dict[str, int]:
    """How many solution regions each top-level function (or class) of `source` holds."""
    counts: dict[str, int] = {}
    lines = source.splitlines()
    for line, owners in zip(lines, _owners(lines)):
        if line.strip() == BEGIN and owners:
            counts[owners[0]] = counts.get(owners[0], 0) + 1
    return counts
