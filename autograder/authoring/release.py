"""The student release: `exercises/` generated from `solutions/`.

Every solution region (see `course/stubs.py`), the lines between `### BEGIN SOLUTION` and `### END SOLUTION`
(nbgrader's markers), becomes a TODO comment and `raise NotImplementedError`, at the
region's indentation. A line ending in `### SOLUTION LINE` is dropped from the stub: that is
how a decorator the student must add themselves (`@jax.jit` in 03_jit) stays out of it. A
fix-it exercise (`fixit: true` in course.yml) gets the broken code of its region's `### STUB`
section instead of the raise; the release refuses a mismatch between the two. Signatures, decorators, docstrings and everything outside regions are
kept as they are. `exercises/` is committed; `release --check` (and a test) fails when it
differs from what this module generates.

Example:
    python -m autograder release          # rewrite exercises/
    python -m autograder release --check  # exit 1 and list the files that drifted
"""

from __future__ import annotations

from pathlib import Path

from autograder.course.manifest import Course, ManifestError
from autograder.course.stubs import BEGIN, END, STUB, ReleaseError, fixit_functions, make_stub, regions_per_function

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
        broken = fixit_functions(source)
        for exercise in topic.exercises:
            if exercise.fixit != (exercise.function in broken):
                raise ReleaseError(
                    f"{path}: exercise {exercise.id!r} is "
                    + ("marked `fixit: true` in course.yml but its region has no `{STUB}` section; add the broken code "
                       "after `{STUB}` or drop `fixit`." if exercise.fixit else
                       "a fix-it (its region has a `{STUB}` section) but course.yml does not say so; add `fixit: true`.")
                    .format(STUB=STUB)
                )
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
