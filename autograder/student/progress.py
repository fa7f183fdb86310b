"""A student's progress, derived from grading, and the little state the `jaxcourse` command keeps.

Nothing here is a record a student could edit to mark an exercise done: a grade is cached
under a hash of the exercise file's content it was computed from (`exercise_fingerprint`:
the file, less the other exercise functions it does not use) and the grader's own version
(course.yml and the grader's source), so a changed function, helper or grader means "not
checked yet", and the only way to a pass is a grading run. A function that is still a stub
is recognised without grading (it can only score 0).

Everything lives outside the course folder, in `$JAXCOURSE_STATE` or
`~/.cache/jaxcourse` (`$XDG_CACHE_HOME/jaxcourse`), and is safe to delete:

    progress/<exercise id>.json   cached grades, keyed by `exercise_fingerprint` and grader version
    hints.json                    how many hints of each exercise the student has seen
    welcomed                      present once the welcome text was shown
    watch.log                     what the watch's grading processes printed (the student's prints too)

This module does not import JAX: `jaxcourse status` on unchanged files stays instant.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from autograder.course.files import atomic_write, grader_fingerprint
from autograder.course.manifest import Course, Exercise, Topic
from autograder.course.stubs import definition_source, parse_source as _parse
from autograder.engine.feedback import Verdict
from autograder.grading.outcome import CheckResult, CheckResults

if TYPE_CHECKING:  # only for an annotation: engine.exercise imports JAX, which this module must not
    from autograder.engine.exercise import ExerciseResult

_KEPT_PER_EXERCISE = 16  # cached grades per exercise (a student going back to an older file hits the cache)


def state_folder() -> Path:
    """Where the command keeps its state: `$JAXCOURSE_STATE`, else `~/.cache/jaxcourse`."""
    setting = os.environ.get("JAXCOURSE_STATE")
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jaxcourse"


def file_hash(path: Path) -> str | None:
    """SHA-256 of a file's bytes, or None when it does not exist."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except (FileNotFoundError, IsADirectoryError):
        return None


def _loaded_names(nodes: list[ast.AST]) -> frozenset[str]:
    return frozenset(child.id for node in nodes for child in ast.walk(node) if isinstance(child, ast.Name))


@functools.lru_cache(maxsize=64)
def _layout(source: str, functions: frozenset[str]) -> tuple[dict[str, list[tuple[int, int]]], frozenset[str], dict[str, frozenset[str]]]:
    """For the exercise functions of a file: where each is defined (first, last line), the names
    used outside their signatures and bodies, and the names each one's body uses."""
    spans: dict[str, list[tuple[int, int]]] = {}
    bodies: dict[str, list[ast.stmt]] = {}
    outside: list[ast.AST] = []  # what runs at import, and every signature and decorator
    for node in _parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in functions:
            spans.setdefault(node.name, []).append((node.lineno, node.end_lineno or node.lineno))
            bodies.setdefault(node.name, []).extend(node.body)
            outside.extend([*node.decorator_list, node.args])
            if node.returns is not None:
                outside.append(node.returns)
        else:
            outside.append(node)
    return spans, _loaded_names(outside), {name: _loaded_names(body) for name, body in bodies.items()}


def exercise_fingerprint(source: str | None, exercise: Exercise, topic: Topic) -> str | None:
    """A hash of everything in a topic file that one exercise's grade can depend on.

    That is the whole file except the signatures and bodies of the topic's other exercise
    functions that neither this function nor the module's own code names (directly or through
    each other): saving a change to `add_at` keeps the grade of `set_diagonal`, while a change
    to a shared helper, an import, a constant, any decorator, or an exercise function that
    this one calls does not. A file that does not parse is hashed whole.

    Returns:
        None for a missing file (`source` None).
    """
    if source is None:
        return None
    functions = frozenset(other.function for other in topic.exercises)
    try:
        spans, outside, bodies = _layout(source, functions)
    except SyntaxError:
        return hashlib.sha256(source.encode()).hexdigest()
    kept = {exercise.function} | (outside & functions)
    while True:
        grown = kept.union(*(bodies.get(name, frozenset()) & functions for name in kept))
        if grown == kept:
            break
        kept = grown
    lines = source.splitlines(keepends=True)
    unused = [(first, last, name) for name, found in spans.items() if name not in kept for first, last in found]
    for first, last, name in sorted(unused, reverse=True):  # bottom up, so earlier line numbers hold
        lines[first - 1 : last] = [f"def {name}: ...\n"]
    return hashlib.sha256("".join(lines).encode()).hexdigest()


def read_source(path: Path) -> str | None:
    """A file's text, or None when it does not exist (or is not text)."""
    try:
        return path.read_text()
    except (OSError, UnicodeDecodeError):
        return None


@dataclass
class Grade(CheckResults):
    """One exercise's grade, as cached and shown.

    Attributes:
        exercise: the exercise id.
        score: points earned (all or nothing, as `ExerciseResult.score` decided).
        points: points available.
        checks: one `CheckResult` per check graded, in course.yml's order.
    """

    exercise: str
    score: int
    points: int
    checks: list[CheckResult] = field(default_factory=list)

    @property
    def done(self) -> bool:
        """Every graded check passed."""
        return self.score == self.points

    @property
    def first_failure(self) -> str | None:
        """The message of the first failed check."""
        failed = self.failed
        return failed[0][1] if failed else None

    def verdict(self) -> Verdict:
        """What the feedback renderer (`autograder/engine/feedback.py`) shows of this grade."""
        failed = self.failed
        return Verdict(self.exercise, self.score, self.points, len(self.passed), len(failed),
                       self.first_failure, tuple(reason for _, reason in self.not_graded),
                       failed[0][0] if failed else None)

    @classmethod
    def from_result(cls, result: ExerciseResult) -> Grade:
        """From a `grading.ExerciseResult`, its checks put in course.yml's order."""
        order = {name: index for index, name in enumerate(result.exercise.checks)}
        checks = sorted(result.checks, key=lambda check: order.get(check.check, len(order)))
        return cls(result.exercise.id, result.score, result.exercise.points, checks)

    @classmethod
    def from_json(cls, data: Any) -> Grade:
        """The grade `to_json` wrote.

        Raises:
            ValueError: `data` is not such a grade (a damaged or hand-edited cache entry).
        """
        if not isinstance(data, dict) or not isinstance(data.get("exercise"), str) or not isinstance(data.get("checks"), list):
            raise ValueError(f"not a cached grade: {data!r:.200}")
        score, points = data.get("score"), data.get("points")
        if not isinstance(score, int) or not isinstance(points, int):
            raise ValueError(f"not a cached grade: {data!r:.200}")
        return cls(data["exercise"], score, points, [CheckResult.from_json(check) for check in data["checks"]])

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict; each check as `CheckResult.to_json()` writes it."""
        return {"exercise": self.exercise, "score": self.score, "points": self.points,
                "checks": [check.to_json() for check in self.checks]}


class ProgressCache:
    """Grades cached under (exercise, exercise-file hash, grader version).

    Args:
        course: the course.
        folder: the state folder (`state_folder()` when omitted).
    """

    def __init__(self, course: Course, folder: Path | None = None) -> None:
        self.course = course
        self.folder = (folder or state_folder()) / "progress"
        self._version: str | None = None

    @property
    def version(self) -> str:
        """The grader's fingerprint (computed once)."""
        if self._version is None:
            self._version = grader_fingerprint(self.course)
        return self._version

    def key(self, source_hash: str) -> str:
        """The cache key of a grade made on a file with this hash."""
        return f"{source_hash}:{self.version}"

    def _path(self, exercise_id: str) -> Path:
        return self.folder / f"{exercise_id}.json"

    def _entries(self, exercise_id: str) -> dict[str, Any]:
        try:
            entries = json.loads(self._path(exercise_id).read_text())
        except (OSError, ValueError):
            return {}
        return entries if isinstance(entries, dict) else {}

    def get(self, exercise_id: str, source_hash: str | None) -> Grade | None:
        """The cached grade for this exercise on a file with `source_hash` (its `exercise_fingerprint`), if any."""
        if source_hash is None:
            return None
        entry = self._entries(exercise_id).get(self.key(source_hash))
        try:
            return Grade.from_json(entry)
        except ValueError:  # a damaged entry: not graded yet
            return None

    def put(self, grade: Grade, source_hash: str | None) -> None:
        """Cache `grade`, made on a file with `source_hash` (nothing is cached for a missing file)."""
        if source_hash is None:
            return
        entries = self._entries(grade.exercise)
        entries.pop(self.key(source_hash), None)
        entries[self.key(source_hash)] = grade.to_json()
        kept = dict(list(entries.items())[-_KEPT_PER_EXERCISE:])
        try:
            atomic_write(self._path(grade.exercise), json.dumps(kept, indent=1))
        except OSError:
            pass  # a read-only home: grades are simply not remembered


class HintLedger:
    """How many hints of each exercise a student has asked for (kept in `hints.json`)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = (folder or state_folder()) / "hints.json"

    def _read(self) -> dict[str, int]:
        try:
            levels = json.loads(self.path.read_text())
        except (OSError, ValueError):
            return {}
        return {str(k): int(v) for k, v in levels.items() if isinstance(v, int)} if isinstance(levels, dict) else {}

    def seen(self, exercise: Exercise) -> int:
        """How many of the exercise's hints were shown so far (0 to len(hints))."""
        return min(self._read().get(exercise.id, 0), len(exercise.hints))

    def next(self, exercise: Exercise) -> int:
        """Reveal one more hint (up to the last) and return how many are now shown."""
        levels = self._read()
        level = min(levels.get(exercise.id, 0) + 1, len(exercise.hints))
        levels[exercise.id] = level
        try:
            atomic_write(self.path, json.dumps(levels, indent=1, sort_keys=True))
        except OSError:
            pass
        return level


def first_run(folder: Path | None = None) -> bool:
    """True the first time it is called for a state folder (it leaves a `welcomed` mark)."""
    mark = (folder or state_folder()) / "welcomed"
    if mark.exists():
        return False
    try:
        mark.parent.mkdir(parents=True, exist_ok=True)
        mark.write_text("The welcome text was shown; delete this file to see it again.\n")
    except OSError:
        pass
    return True


@functools.lru_cache(maxsize=64)
def _bindings(source: str) -> dict[str, int]:
    """How often each name is bound in a module: top-level definitions, and assignments,
    imports and `global` statements anywhere outside them (a `global` counts twice)."""
    counts: dict[str, int] = {}
    for node in _parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            counts[node.name] = counts.get(node.name, 0) + 1
            continue
        for child in ast.walk(node):
            if isinstance(child, ast.Name) and isinstance(child.ctx, (ast.Store, ast.Del)):
                counts[child.id] = counts.get(child.id, 0) + 1
            elif isinstance(child, ast.alias):
                bound = child.asname or child.name.split(".")[0]
                counts[bound] = counts.get(bound, 0) + 1
            elif isinstance(child, (ast.Global, ast.Nonlocal)):
                for bound in child.names:
                    counts[bound] = counts.get(bound, 0) + 2
    return counts


def _bound_once(source: str, name: str) -> bool:
    """`name` is bound exactly once at the top level (so the `def` is what grading imports)."""
    return _bindings(source).get(name, 0) == 1


def stub_source(course: Course, topic: Topic) -> str | None:
    """The released stub of a topic's file, made from its solution as the release makes it."""
    from autograder.course.stubs import ReleaseError, make_stub

    path = course.root / "solutions" / topic.module_file
    try:
        return make_stub(path.read_text(), path)
    except (OSError, ReleaseError):
        return None


def _only_raises_not_implemented(source: str, name: str) -> bool:
    """The top-level function `name` has no decorator and its body (after a docstring) is only
    `raise NotImplementedError...`: every check calls it, so it can only score 0."""
    for node in _parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            body = list(node.body)
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                body = body[1:]
            if node.decorator_list or len(body) != 1 or not isinstance(body[0], ast.Raise):
                return False
            raised = body[0].exc
            raised = raised.func if isinstance(raised, ast.Call) else raised
            return isinstance(raised, ast.Name) and raised.id == "NotImplementedError"
    return False


def is_untouched_stub(source: str, stub: str | None, exercise: Exercise) -> bool:
    """The student's function is still a stub, so it can only score 0 and need not be graded.

    Either it is exactly the released stub (`stub`, the stub file's text, when known), or it
    only raises NotImplementedError, undecorated. Either way its name must be bound once at
    the top level (a later `name = ...` is what grading would import). A fix-it exercise's
    untouched stub scores 0 too, but is still worth grading: its message is the lesson.
    """
    try:
        if not _bound_once(source, exercise.function):
            return False
        if _only_raises_not_implemented(source, exercise.function):
            return True
    except SyntaxError:
        return False
    if stub is None:
        return False
    mine = definition_source(source, exercise.function)
    theirs = definition_source(stub, exercise.function)
    return mine is not None and mine == theirs
