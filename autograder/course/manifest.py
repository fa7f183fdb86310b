"""Load and validate `course.yml`, the course's only list of topics and exercises.

The manifest is turned into frozen dataclasses (`Course`, `Topic`, `Exercise`). Any mistake
an author can make in it is a `ManifestError` naming the file, the exercise (or topic) and
the fix, raised before a single student function runs.

Example:
    >>> course = load_course()
    >>> course.exercise("arrays.set_diagonal").points
    2
"""

from __future__ import annotations

import functools
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

FORMAT_VERSION = 1
BACKENDS = ("cpu", "gpu", "tpu")

_TOPIC_KEYS = {"id", "title", "folder", "notebook", "exercises"}
_EXERCISE_KEYS = {"id", "points", "hints", "checks", "static", "requires", "forbids", "speedup", "fixit", "budget"}
_SPEEDUP_KEYS = {"baseline", "expert", "fraction", "floor", *BACKENDS}
DEFAULT_FLOOR = 1.25  # a speed-up below this does not tell a compiled function from an uncompiled one
# libyaml's safe loader when PyYAML has it: ten times faster on course.yml, the same documents
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ManifestError(Exception):
    """A mistake in course.yml, with the file, the place and the fix in its message."""


@dataclass(frozen=True)
class Speedup:
    """A speed target relative to an expert: see autograder/checks/timing.py.

    Attributes:
        baseline: name of the slow version the topic's grading module provides.
        expert: name of the fast version derived from it (e.g. `jax.jit(baseline)`), timed alongside.
        fraction: the share of the expert's speed-up the student must reach.
        floor: the smallest required speed-up that is graded at all.
        floors: a floor of its own per backend, where course.yml gives one.
        unmeasured: the backends where the speed is not measured at all (course.yml's `cpu: off`).
    """

    baseline: str
    expert: str
    fraction: float
    floor: float = DEFAULT_FLOOR
    floors: dict[str, float] = field(default_factory=dict)
    unmeasured: frozenset[str] = frozenset()

    def floor_on(self, backend: str) -> float:
        """The floor on `backend`."""
        return self.floors.get(backend, self.floor)

    def measured_on(self, backend: str) -> bool:
        """Whether the speed is measured on `backend`."""
        return backend not in self.unmeasured


@dataclass(frozen=True)
class Exercise:
    """One graded function, `topic.function`."""

    id: str
    topic: str
    function: str
    points: int
    hints: tuple[str, ...]
    checks: tuple[str, ...]
    static: tuple[str, ...] = ()
    requires: tuple[str, ...] = ()
    forbids: tuple[str, ...] = ()
    speedup: Speedup | None = None
    fixit: bool = False  # the stub is broken code to fix (see course/stubs.py), not a raise
    budget: float | None = None  # seconds a check may take on a CPU (None: grading/termination.py's default)
    hint_checks: tuple[tuple[str, ...], ...] = ()  # per hint, the checks it is tied to (none: any check)

    @property
    def hint(self) -> str:
        """The first hint (`jaxcourse hint` shows the hints in order, one more each time)."""
        return self.hints[0]

    def hint_for(self, check: str | None) -> int | None:
        """The number (from 1) of the hint shown under a failure of `check`, or None for no hint.

        The first hint tied to `check` in course.yml (`{text: ..., checks: [...]}`); else the first
        hint tied to no check; else none: a hint about one check is never shown under another's
        failure (a precision failure does not get the hint about references).
        """
        ties = self.hint_checks or ((),) * len(self.hints)
        for number, tied in enumerate(ties, start=1):
            if check in tied:
                return number
        return next((number for number, tied in enumerate(ties, start=1) if not tied), None)


@dataclass(frozen=True)
class Topic:
    """One lesson: a folder with `<id>.py` (exercises) and a notebook."""

    id: str
    title: str
    folder: str
    notebook: str
    exercises: tuple[Exercise, ...]

    @property
    def module_file(self) -> str:
        """The exercise file's path relative to a target folder, e.g. `01_arrays/arrays.py`."""
        return f"{self.folder}/{self.id}.py"

    @property
    def points(self) -> int:
        """Points of all the topic's exercises."""
        return sum(exercise.points for exercise in self.exercises)


@dataclass(frozen=True)
class Course:
    """The whole manifest."""

    path: Path
    title: str
    topics: tuple[Topic, ...]
    _by_id: dict[str, Exercise] = field(default_factory=dict, repr=False, compare=False)

    @property
    def root(self) -> Path:
        """The course's top folder (where course.yml lives)."""
        return self.path.parent

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        """Every exercise, in teaching order."""
        return tuple(exercise for topic in self.topics for exercise in topic.exercises)

    def exercise(self, exercise_id: str) -> Exercise:
        """The exercise with that id.

        Raises:
            KeyError: with the closest ids when there is no such exercise.
        """
        try:
            return self._by_id[exercise_id]
        except KeyError:
            import difflib

            close = difflib.get_close_matches(exercise_id, self._by_id, n=3)
            raise KeyError(f"no exercise {exercise_id!r} in {self.path}; did you mean {close}?") from None

    def topic(self, topic_id: str) -> Topic:
        """The topic with that id."""
        for topic in self.topics:
            if topic.id == topic_id:
                return topic
        raise KeyError(f"no topic {topic_id!r} in {self.path}; topics are {[t.id for t in self.topics]}")


def default_course_path() -> Path:
    """course.yml beside the `autograder` package, or `$JAXCOURSE_ROOT/course.yml`."""
    root = os.environ.get("JAXCOURSE_ROOT")
    if root:
        return Path(root) / "course.yml"
    return Path(__file__).resolve().parents[2] / "course.yml"


@functools.cache
def load_course(path: Path | None = None) -> Course:
    """Read and validate a manifest.

    Args:
        path: the manifest; `default_course_path()` when omitted.

    Returns:
        The validated `Course`.

    Raises:
        ManifestError: the manifest is missing, not YAML, or breaks a rule.
    """
    path = Path(path) if path is not None else default_course_path()
    try:
        raw = yaml.load(path.read_text(), Loader=_LOADER)
    except FileNotFoundError:
        raise ManifestError(f"{path}: not found. The course needs its manifest course.yml at the top level.") from None
    except yaml.YAMLError as error:
        raise ManifestError(f"{path}: not valid YAML: {error}") from None
    return parse_course(raw, path)


def parse_course(raw: Any, path: Path) -> Course:
    """Validate an already-parsed manifest (see `load_course`)."""
    if not isinstance(raw, dict):
        raise ManifestError(f"{path}: the top level must be a mapping with `format`, `title` and `topics`.")
    if type(raw.get("format")) is not int or raw["format"] != FORMAT_VERSION:
        raise ManifestError(
            f"{path}: `format: {raw.get('format')!r}` is not supported; this grader reads `format: {FORMAT_VERSION}`."
        )
    unknown = set(raw) - {"format", "title", "topics"}
    if unknown:
        raise ManifestError(f"{path}: unknown top-level keys {sorted(unknown)}; allowed: format, title, topics.")
    topics_raw = raw.get("topics")
    if not isinstance(topics_raw, list) or not topics_raw:
        raise ManifestError(f"{path}: `topics` must be a non-empty list.")
    topics = tuple(_parse_topic(item, path, index) for index, item in enumerate(topics_raw))
    by_id: dict[str, Exercise] = {}
    seen_topics: set[str] = set()
    for topic in topics:
        if topic.id in seen_topics:
            raise ManifestError(f"{path}: topic {topic.id!r} is listed twice; give each topic one entry.")
        seen_topics.add(topic.id)
        for exercise in topic.exercises:
            if exercise.id in by_id:
                raise ManifestError(f"{path}: exercise {exercise.id!r} is listed twice; remove one entry.")
            by_id[exercise.id] = exercise
    return Course(path=path, title=str(raw.get("title", "")), topics=topics, _by_id=by_id)


def _parse_topic(raw: Any, path: Path, index: int) -> Topic:
    where = f"{path}: topic #{index + 1}"
    if not isinstance(raw, dict):
        raise ManifestError(f"{where}: must be a mapping with keys {sorted(_TOPIC_KEYS)}.")
    unknown = set(raw) - _TOPIC_KEYS
    if unknown:
        raise ManifestError(f"{where}: unknown keys {sorted(unknown)}; allowed: {sorted(_TOPIC_KEYS)}.")
    for key in ("id", "title", "folder", "notebook"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise ManifestError(f"{where}: `{key}` is missing or not a string.")
    topic_id = raw["id"]
    where = f"{path}: topic {topic_id!r}"
    if not re.fullmatch(r"[a-z][a-z0-9_]*", topic_id):
        raise ManifestError(f"{where}: the id must be a Python module name in lower case, e.g. `arrays`.")
    if not re.fullmatch(rf"\d\d_{re.escape(topic_id)}", raw["folder"]):
        raise ManifestError(f"{where}: folder {raw['folder']!r} must be `NN_{topic_id}`, e.g. `01_{topic_id}`.")
    if not raw["notebook"].endswith(".ipynb"):
        raise ManifestError(f"{where}: notebook {raw['notebook']!r} must end in .ipynb.")
    exercises_raw = raw.get("exercises")
    if not isinstance(exercises_raw, list) or not exercises_raw:
        raise ManifestError(f"{where}: `exercises` must be a non-empty list.")
    exercises = tuple(_parse_exercise(item, path, topic_id) for item in exercises_raw)
    return Topic(topic_id, raw["title"], raw["folder"], raw["notebook"], exercises)


def _string_list(raw: dict, key: str, where: str) -> tuple[str, ...]:
    value = raw.get(key, [])
    if not isinstance(value, list) or not all(isinstance(item, str) and item.strip() for item in value):
        raise ManifestError(f"{where}: `{key}` must be a list of non-empty strings.")
    return tuple(value)


def _parse_hints(raw: Any, where: str, checks: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The hints' texts, and per hint the checks it is tied to: a hint is a string, or `{text: ..., checks: [...]}`."""
    if not isinstance(raw, list):
        raise ManifestError(f"{where}: `hints` must be a list of non-empty strings (or `{{text: ..., checks: [...]}}` entries).")
    texts, ties = [], []
    for number, item in enumerate(raw, start=1):
        if isinstance(item, dict):
            if set(item) != {"text", "checks"}:
                raise ManifestError(f"{where}: hint {number} is a mapping with keys {sorted(item)}; write "
                                    "`{text: \"...\", checks: [check, ...]}` (the checks it is shown under).")
            text, tied = item["text"], item["checks"]
            if not isinstance(tied, list) or not tied or not all(isinstance(name, str) for name in tied):
                raise ManifestError(f"{where}: hint {number}: `checks` must be a non-empty list of check names.")
            unknown = [name for name in tied if name not in checks]
            if unknown:
                raise ManifestError(f"{where}: hint {number} is tied to {unknown}, which the exercise does not list "
                                    f"under `checks:`; tie it to some of {list(checks)}.")
        else:
            text, tied = item, []
        if not isinstance(text, str) or not text.strip():
            raise ManifestError(f"{where}: `hints` must be a list of non-empty strings (hint {number} is not).")
        texts.append(text)
        ties.append(tuple(tied))
    return tuple(texts), tuple(ties)


def _parse_exercise(raw: Any, path: Path, topic_id: str) -> Exercise:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise ManifestError(f"{path}: topic {topic_id!r}: every exercise needs an `id` like `{topic_id}.function`.")
    exercise_id = raw["id"]
    where = f"{path}: exercise {exercise_id!r}"
    unknown = set(raw) - _EXERCISE_KEYS
    if unknown:
        raise ManifestError(f"{where}: unknown keys {sorted(unknown)}; allowed: {sorted(_EXERCISE_KEYS)}.")
    prefix, _, function = exercise_id.partition(".")
    if prefix != topic_id or not function.isidentifier():
        raise ManifestError(f"{where}: the id must be `{topic_id}.<function name>`.")
    points = raw.get("points")
    if not isinstance(points, int) or isinstance(points, bool) or points <= 0:
        raise ManifestError(f"{where}: `points` must be a positive integer, got {points!r}.")
    checks = _string_list(raw, "checks", where)
    hints, hint_checks = _parse_hints(raw.get("hints", []), where, checks)
    if len(hints) < 3:
        raise ManifestError(
            f"{where}: give at least three staged hints under `hints:` (found {len(hints)}): the idea, the tool, then a "
            "near-answer that still leaves a step. Each `jaxcourse hint` shows one more; under a failure, the one tied to its check."
        )
    if not checks:
        raise ManifestError(f"{where}: `checks` is empty; list what is graded, e.g. `[values, jit]`.")
    if len(set(checks)) != len(checks):
        raise ManifestError(f"{where}: `checks` lists a check twice: {list(checks)}.")
    requires = _string_list(raw, "requires", where)
    forbids = _string_list(raw, "forbids", where)
    if (requires or forbids) and "primitives" not in checks:
        raise ManifestError(f"{where}: `requires`/`forbids` are only read by the `primitives` check; add it to `checks`.")
    if "primitives" in checks and not (requires or forbids):
        raise ManifestError(f"{where}: the `primitives` check needs `requires:` or `forbids:` primitive names.")
    speedup = _parse_speedup(raw.get("speedup"), where)
    if ("speedup" in checks) != (speedup is not None):
        raise ManifestError(f"{where}: the `speedup` check and the `speedup:` entry go together; give both or neither.")
    budget = raw.get("budget")
    if budget is not None and (not _is_number(budget) or not 0 < budget <= 600):
        raise ManifestError(f"{where}: `budget` is the seconds one check may take on a CPU, a number in (0, 600] "
                            f"(left out: 30), got {budget!r}.")
    fixit = raw.get("fixit", False)
    if not isinstance(fixit, bool):
        raise ManifestError(f"{where}: `fixit` is `true` (the stub is broken code to fix) or absent, got {fixit!r}.")
    return Exercise(
        id=exercise_id,
        topic=topic_id,
        function=function,
        points=points,
        hints=hints,
        hint_checks=hint_checks if any(hint_checks) else (),
        checks=checks,
        static=_string_list(raw, "static", where),
        requires=requires,
        forbids=forbids,
        speedup=speedup,
        fixit=fixit,
        budget=None if budget is None else float(budget),
    )


def _is_number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)


def _parse_speedup(raw: Any, where: str) -> Speedup | None:
    if raw is None:
        return None
    example = "`{baseline: eager, expert: jitted, fraction: 0.5}`"
    if not isinstance(raw, dict) or not isinstance(raw.get("baseline"), str) or not isinstance(raw.get("expert"), str):
        raise ManifestError(f"{where}: `speedup` must be a mapping with a baseline and an expert, like {example}.")
    unknown = set(raw) - _SPEEDUP_KEYS
    if unknown:
        raise ManifestError(f"{where}: `speedup` has unknown keys {sorted(unknown)}; allowed: {sorted(_SPEEDUP_KEYS)}.")
    fraction = raw.get("fraction")
    if not _is_number(fraction) or not 0 < fraction <= 1:
        raise ManifestError(
            f"{where}: `speedup.fraction` must be a number in (0, 1]: the share of the expert's speed-up the student "
            f"must reach, e.g. 0.5; got {fraction!r}."
        )
    floors: dict[str, float] = {}
    unmeasured = {key for key in BACKENDS if raw.get(key) is False or raw.get(key) == "off"}  # YAML reads `off` as False
    for key in ("floor", *BACKENDS):
        value = raw.get(key)
        if key in unmeasured:
            continue
        if value is not None and (not _is_number(value) or not value > 1.0):
            off = "" if key == "floor" else f", `off` (not measured on {key})"
            raise ManifestError(
                f"{where}: `speedup.{key}` must be a speed-up factor above 1.0 (the smallest required speed-up that is "
                f"graded{'' if key == 'floor' else ' on ' + key}){off} or left out, got {value!r}."
            )
        if value is not None and key != "floor":
            floors[key] = float(value)
    return Speedup(
        baseline=raw["baseline"], expert=raw["expert"], fraction=float(fraction),
        floor=float(raw.get("floor", DEFAULT_FLOOR)), floors=floors, unmeasured=frozenset(unmeasured),
    )
