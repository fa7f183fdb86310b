"""The course site's reference pages, generated at build time so that they cannot drift.

`mkdocs build` (mkdocs.yml) runs `docs/gen_pages.py` through the mkdocs-gen-files plugin, which
writes what these functions return into the site:

- `reference/checks.md`: every check, from its own docstring: the generic checks in
  `engine.registry.GENERIC_CHECKS`, then the checks one exercise's spec defines
  (`ExerciseSpec.checks`), with the exercises that list each;
- `reference/topics.md`: every topic and exercise of course.yml, with points, checks,
  static arguments and fix-its;
- `reference/concepts.md`: `concepts.yml`, the table of where each concept is graded.

Nothing here is written by hand: a check, an exercise or a concept added to the code or to
course.yml appears at the next build (tests/test_site.py builds the site for real and checks it).
"""

from __future__ import annotations

import inspect
from pathlib import Path
from typing import Any, Callable

import yaml

from autograder.course.manifest import Course, load_course

PAGES = ("reference/checks.md", "reference/topics.md", "reference/concepts.md")


def _doc(function: Callable[..., Any]) -> str:
    return inspect.cleandoc(function.__doc__ or "").strip() or "(no docstring yet)"


def _escape(text: str) -> str:
    """`text` safe inside a Markdown table cell."""
    return text.replace("|", "\\|").replace("\n", " ")


def _users(course: Course, check: str) -> list[str]:
    return [exercise.id for exercise in course.exercises if check in exercise.checks]


def generic_checks() -> dict[str, Callable[..., Any]]:
    """The generic checks by the name course.yml uses."""
    from autograder.engine.registry import GENERIC_CHECKS

    return dict(GENERIC_CHECKS)


def own_checks(course: Course) -> dict[str, tuple[str, Callable[..., Any]]]:
    """`exercise id/check` -> (check name, function) for every check an exercise's spec defines."""
    from autograder.engine.registry import spec_for

    found = {}
    for exercise in course.exercises:
        spec = spec_for(exercise, course)
        for name in exercise.checks:
            if name in spec.checks:
                found[f"{exercise.id}/{name}"] = (name, spec.checks[name])
    return found


def checks_page(course: Course | None = None) -> str:
    """The checks reference: each check's name, its docstring, where it is defined and who lists it."""
    course = course or load_course()
    lines = ["# Checks", "",
             "What each check proves, from the check's own docstring (this page is generated when the site is",
             "built). course.yml lists which checks grade each exercise; an exercise earns its points when all",
             "of them pass.", "", "## Checks for many exercises", ""]
    for name, function in generic_checks().items():
        users = _users(course, name)
        lines += [f"### `{name}`", "", _doc(function), "",
                  f"*Defined in `{function.__module__}`; listed by {len(users)} exercise{'s' if len(users) != 1 else ''}.*", ""]
    lines += ["## Checks of one exercise", "",
              "Checks that only one exercise needs live in its topic's grading spec (`autograder/specs/<topic>.py`).", ""]
    for key, (name, function) in own_checks(course).items():
        exercise = key.rsplit("/", 1)[0]
        lines += [f"### `{name}` ({exercise})", "", _doc(function), ""]
    return "\n".join(lines)


def topics_page(course: Course | None = None) -> str:
    """Every topic with its exercises: points, checks, static arguments, fix-its."""
    course = course or load_course()
    total = sum(exercise.points for exercise in course.exercises)
    lines = ["# Topics and exercises", "",
             f"{len(course.topics)} topics, {len(course.exercises)} exercises, {total} points, as course.yml lists them "
             "(this page is generated when the site is built). A **fix-it** exercise hands you broken code to repair.", ""]
    for topic in course.topics:
        points = sum(exercise.points for exercise in topic.exercises)
        lines += [f"## `{topic.folder}`: {topic.title}", "",
                  f"`exercises/{topic.folder}/{topic.id}.py`, notebook `{topic.notebook}`; {points} points.", "",
                  "| exercise | points | checks | static arguments | fix-it |", "|---|---|---|---|---|"]
        for exercise in topic.exercises:
            checks = ", ".join(f"`{name}`" for name in exercise.checks)
            static = ", ".join(f"`{name}`" for name in exercise.static) or "-"
            lines.append(f"| `{exercise.id}` | {exercise.points} | {checks} | {static} | {'yes' if exercise.fixit else '-'} |")
        lines.append("")
    return "\n".join(lines)


def concepts(root: Path | None = None) -> list[dict[str, Any]]:
    """The entries of concepts.yml: `concept`, `graded_by`, `variants`."""
    root = root or load_course().root
    return yaml.safe_load((root / "concepts.yml").read_text())


def concepts_page(root: Path | None = None) -> str:
    """The concept table: each concept, what grades it, and flawed variants that ignore it."""
    lines = ["# Where each concept is graded", "",
             "Every concept of the course is exercised by at least one graded exercise (or a check that runs on many)",
             "that cannot be passed without it. The third column names flawed variants (`tests/variants/`) that ignore",
             "the concept; each loses its exercise's points. Generated from `concepts.yml` when the site is built.", "",
             "| concept | graded by | a flawed variant that ignores it |", "|---|---|---|"]
    for entry in concepts(root):
        variants = ", ".join(f"`{name}`" for name in entry["variants"])
        lines.append(f"| {_escape(entry['concept'])} | {_escape(entry['graded_by'])} | {variants} |")
    lines.append("")
    return "\n".join(lines)


def coverage_page(course: Course | None = None) -> str:
    """The coverage matrix (`authoring/coverage.py`): per exercise, every argument and class of value its docstring
    admits, with the check that tries it or the docstring's words that leave it out."""
    from autograder.authoring import coverage

    course = course or load_course()
    cells = [cell for exercise in course.exercises for cell in coverage.cells_of(course, exercise)]
    total = coverage.counts(cells)
    lines = ["# What each argument is tried with", "",
             "For every exercise, every argument and every class of value its docstring admits (IEEE specials, integer",
             "extremes, each float width, NumPy and JAX arrays, empty axes, horizons past narrow counters, functions",
             "given that raise or return NaN, ...), and every promise it makes about the whole call (JAX's switches,",
             "how often a function given runs): the check that tries it, or the docstring's words that leave it out.",
             "`python -m autograder coverage` prints the same; the grader's tests fail on a cell the docstring admits",
             "and no check tries. Generated when the site is built.", "",
             f"**{len(cells)} cells: {total[coverage.TRIED]} tried, {total[coverage.NOT_ADMITTED]} not admitted, "
             f"{total[coverage.EMPTY]} empty.**", ""]
    exercise = None
    for cell in cells:
        if cell.exercise != exercise:
            exercise = cell.exercise
            lines += ["", f"## `{exercise}`", "", "| argument | class | | check, or the words that leave it out |",
                      "|---|---|---|---|"]
        detail = f"`{cell.detail}`" if cell.status == coverage.TRIED else _escape(cell.detail)
        lines.append(f"| `{cell.argument}` | {cell.value_class} | {cell.status} | {detail} |")
    lines.append("")
    return "\n".join(lines)


def pages(course: Course | None = None) -> dict[str, str]:
    """Every generated page: its path under docs/ and its Markdown."""
    course = course or load_course()
    return {"reference/checks.md": checks_page(course), "reference/topics.md": topics_page(course),
            "reference/concepts.md": concepts_page(course.root), "reference/coverage.md": coverage_page(course)}
