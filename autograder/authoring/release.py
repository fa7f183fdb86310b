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

from autograder.course.manifest import Course, ManifestError

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


def planned_release(course: Course, notebooks: bool = True) -> dict[Path, str]:
    """Every file of `exercises/` (relative path -> text) that the release makes.

    Args:
        course: the course.
        notebooks: also the student notebooks, made by `nbgrader generate_assignment` from
            every `solutions/NN_topic/<notebook>` that exists (a few seconds per notebook).

    Raises:
        ManifestError: a topic's solution file is missing.
        ReleaseError: an exercise has no solution region, or a file's markers are broken, or
            a notebook breaks a rule of `autograder.authoring.nbgrader_course.notebook_problems`.
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
    if notebooks:
        from autograder.authoring.nbgrader_course import generate_student_notebooks

        files.update(generate_student_notebooks(course))
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
        for path in sorted(exercises.rglob("*.ipynb")):
            if path.relative_to(exercises) not in planned and ".ipynb_checkpoints" not in path.parts:
                problems.append(f"no source notebook in solutions/: {path.relative_to(course.root)}")
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
