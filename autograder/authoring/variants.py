"""Variants: flawed and alternative implementations of one exercise, for the author's tools.

A variant file under `tests/variants/NN_topic/` holds one function (same name and signature
as the exercise) plus three constants:

    EXERCISE = "arrays.set_diagonal"   # the exercise it replaces
    VERDICT = "fail"                   # "fail": a flawed variant; "pass": a correct alternative
    MESSAGE = "modified its input"     # fail only: a phrase the grader's message must contain
    TIMED_CHECK = "speedup"            # optional: the timed check it fails (see `python -m autograder stability`)
    ONLY_ON = "cpu"                    # optional: the backend (or a tuple of them) where its flaw is a flaw:
                                       # leaving out `interpret=` is wrong on a CPU, right on a TPU; a float16
                                       # overflow needs a backend that computes float16 in float16 (a TPU
                                       # computes it in float32 and rounds once)

A fix-it exercise's released stub is a flawed variant too. Its file holds no function, only
`STUB = True` with the constants: the code is the stub's definition, made from the solution
as the release makes it, so the variant and the stub cannot drift apart.

`make_target` copies the solutions into a temporary folder and appends the variant to its
topic file, so the variant's function replaces the reference one and every other exercise
stays correct.
"""

from __future__ import annotations

import ast
import shutil
from dataclasses import dataclass
from pathlib import Path

from autograder.course.manifest import load_course
from autograder.course.stubs import stub_definition

ROOT = load_course().root
VARIANTS = ROOT / "tests" / "variants"


@dataclass(frozen=True)
class Variant:
    """One variant file and what it must score."""

    path: Path
    exercise: str
    verdict: str
    message: str | None
    timed_check: str | None = None
    stub: bool = False
    only_on: tuple[str, ...] | None = None

    def graded_on(self, platform: str) -> bool:
        """Whether its verdict holds on `platform` (every backend unless `ONLY_ON` names some)."""
        return self.only_on is None or platform in self.only_on

    @property
    def id(self) -> str:
        return f"{self.path.parent.name}/{self.path.stem}"

    @property
    def source(self) -> str:
        """The code that replaces the exercise's function: the file's, or the released stub's definition."""
        if not self.stub:
            return self.path.read_text()
        course = load_course()
        exercise = course.exercise(self.exercise)
        solution = course.root / "solutions" / course.topic(exercise.topic).module_file
        definition = stub_definition(solution, exercise.function)
        if definition is None:
            raise ValueError(f"{self.path}: the released stub of {self.exercise} has no `{exercise.function}`.")
        return definition


def _constant(tree: ast.Module, name: str) -> str | None:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value)
    return None


def _backends(value: str | tuple[str, ...] | None) -> tuple[str, ...] | None:
    return (value,) if isinstance(value, str) else value


def load_variants() -> list[Variant]:
    """Every variant file, read without running it."""
    variants = []
    for path in sorted(VARIANTS.glob("*/*.py")):
        tree = ast.parse(path.read_text())
        variants.append(
            Variant(
                path,
                _constant(tree, "EXERCISE"),
                _constant(tree, "VERDICT"),
                _constant(tree, "MESSAGE"),
                _constant(tree, "TIMED_CHECK"),
                bool(_constant(tree, "STUB")),
                _backends(_constant(tree, "ONLY_ON")),
            )
        )
    return variants


def make_target(destination: Path, replacements: dict[str, str] | None = None, source: Path = ROOT / "solutions") -> Path:
    """A copy of `source` (solutions/ by default) with extra code appended to some topic files.

    Args:
        destination: an empty folder to fill.
        replacements: topic file (e.g. `01_arrays/arrays.py`) -> code appended to it.
        source: the folder to copy.

    Returns:
        `destination`, ready to grade with `--target`.
    """
    shutil.copytree(source, destination, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", "*.ipynb"))
    for relative, code in (replacements or {}).items():
        path = destination / relative
        path.write_text(path.read_text() + "\n\n# --- replaced for this test ---\n" + code)
    return destination
