"""The student release: `exercises/` generated from `solutions/`.

Every solution region, the lines between `### BEGIN SOLUTION` and `### END SOLUTION`
(nbgrader's markers), becomes a TODO comment and `raise NotImplementedError`, at the
region's indentation. A line ending in `### SOLUTION LINE` is dropped from the stub: that is
how a decorator the student must add themselves (`@jax.jit` in 03_jit) stays out of it. Signatures, decorators, docstrings and everything outside regions are
kept as they are. `exercises/` is committed; `release --check` (and a test) fails when it
differs from what this module generates.

Example:
    python -m autograder release          # rewrite exercises/
    python -m autograder release --check  # exit 1 and list the files that drifted
"""

from __future__ import annotations

import re
from pathlib import Path

from autograder.manifest import Course, ManifestError

BEGIN = "### BEGIN SOLUTION"
END = "### END SOLUTION"
LINE = "### SOLUTION LINE"  # a single line the stub drops, e.g. `@jax.jit  ### SOLUTION LINE`
_DEF = re.compile(r"^\s*def (\w+)\(")


class ReleaseError(Exception):
    """A solution file the release cannot turn into a stub (names the file, line and fix)."""


def make_stub(source: str, path: Path) -> str:
    """Replace every solution region of a solution file's `source` by a TODO and a raise.

    Raises:
        ReleaseError: unbalanced or nested markers.
    """
    out: list[str] = []
    inside_since: int | None = None
    function = "this function"
    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        match = _DEF.match(line)
        if match and inside_since is None:
            function = match.group(1)
        stripped = line.strip()
        if stripped == BEGIN:
            if inside_since is not None:
                raise ReleaseError(f"{path}:{number}: `{BEGIN}` inside the region opened at line {inside_since}; close it first.")
            inside_since = number
            indent = line[: len(line) - len(line.lstrip())]
            out.append(f"{indent}# TODO: write {function} (read the docstring above), then run\n")
            out.append(f"{indent}#   pytest autograder -k {function}\n")
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
    """How many solution regions each function of `source` holds."""
    counts: dict[str, int] = {}
    function = None
    for line in source.splitlines():
        match = _DEF.match(line)
        if match:
            function = match.group(1)
        if line.strip() == BEGIN and function is not None:
            counts[function] = counts.get(function, 0) + 1
    return counts


def planned_release(course: Course) -> dict[Path, str]:
    """Every file of `exercises/` (relative path -> text) that the release makes.

    Raises:
        ManifestError: a topic's solution file is missing.
        ReleaseError: an exercise has no solution region, or a file's markers are broken.
    """
    files: dict[Path, str] = {}
    for topic in course.topics:
        path = course.root / "solutions" / topic.module_file
        if not path.is_file():
            raise ManifestError(f"{course.path}: topic {topic.id!r} has no solution file {path}; write it or remove the topic.")
        source = path.read_text()
        counts = regions_per_function(source)
        for exercise in topic.exercises:
            if counts.get(exercise.function, 0) != 1:
                raise ReleaseError(
                    f"{path}: exercise {exercise.id!r} needs exactly one `{BEGIN}` ... `{END}` region inside "
                    f"`def {exercise.function}`, found {counts.get(exercise.function, 0)}."
                )
        files[Path(topic.module_file)] = make_stub(source, path)
    return files


def drift(course: Course) -> list[str]:
    """Files of `exercises/` that differ from the planned release, are missing, or are extra."""
    planned = planned_release(course)
    exercises = course.root / "exercises"
    problems = []
    for relative, text in planned.items():
        current = exercises / relative
        if not current.is_file():
            problems.append(f"missing: exercises/{relative}")
        elif current.read_text() != text:
            problems.append(f"differs: exercises/{relative}")
    if exercises.is_dir():
        for path in sorted(exercises.rglob("*.py")):
            if path.relative_to(exercises) not in planned and "__pycache__" not in path.parts:
                problems.append(f"not in course.yml: {path.relative_to(course.root)}")
    return problems


def write_release(course: Course) -> list[Path]:
    """Write the planned release into `exercises/`; returns the files written."""
    written = []
    for relative, text in planned_release(course).items():
        target = course.root / "exercises" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text() != text:
            target.write_text(text)
            written.append(target)
    return written
