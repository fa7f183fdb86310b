"""Tests for autograder/course/manifest.py, and for `grading.validate_spec`, which checks a grading
spec against course.yml.

Every rule an author can break gets a broken manifest, built in Python from a valid one, and
the ManifestError must name the file, the exercise or topic, and the fix.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any, Callable

import numpy as np
import pytest

from autograder.grading.cases import Case, ExerciseSpec
from autograder.engine.registry import validate_spec
from autograder.course.manifest import Course, ManifestError, Speedup, load_course, parse_course

COURSE_FILE = Path("course.yml")

VALID: dict[str, Any] = {
    "format": 1,
    "title": "A toy course",
    "topics": [
        {
            "id": "toy",
            "title": "Toys",
            "folder": "01_toy",
            "notebook": "toy.ipynb",
            "exercises": [
                {"id": "toy.double", "points": 2, "hints": ["Multiply by two.", "Scale by a constant.", "Return `2 * x`."], "checks": ["values", "jit"]},
                {
                    "id": "toy.one_hot",
                    "points": 1,
                    "hints": ["Arrays are immutable.", "Use .at.", "Use .at[...].set."],
                    "checks": ["values", "primitives"],
                    "static": ["num_classes"],
                    "requires": ["scatter"],
                    "forbids": ["eq"],
                },
                {
                    "id": "toy.squash",
                    "points": 3,
                    "hints": ["Compile it.", "Use @jax.jit.", "Decorate with @jax.jit."],
                    "checks": ["values", "speedup"],
                    "speedup": {"baseline": "eager", "expert": "jitted", "fraction": 0.5, "gpu": 1.5},
                },
            ],
        },
        {
            "id": "keys",
            "title": "Keys",
            "folder": "02_keys",
            "notebook": "keys.ipynb",
            "exercises": [{"id": "keys.draw", "points": 1, "hints": ["A key is used once.", "Split.", "Use jax.random.split."], "checks": ["no_key_reuse"]}],
        },
    ],
}


def valid() -> dict[str, Any]:
    return copy.deepcopy(VALID)


def topic(raw: dict, index: int = 0) -> dict:
    return raw["topics"][index]


def exercise(raw: dict, index: int = 0) -> dict:
    return raw["topics"][0]["exercises"][index]


# --- the real course and a valid toy course --------------------------------------------------


def test_the_course_manifest_loads() -> None:
    course = load_course()
    assert course.path.name == "course.yml"
    assert course.exercises, "course.yml lists no exercise"
    for item in course.exercises:
        assert course.exercise(item.id) is item
        assert item.hint


def test_a_valid_manifest_parses() -> None:
    course = parse_course(valid(), COURSE_FILE)
    assert course.title == "A toy course"
    assert [e.id for e in course.exercises] == ["toy.double", "toy.one_hot", "toy.squash", "keys.draw"]
    double = course.exercise("toy.double")
    assert (double.topic, double.function, double.points, double.checks) == ("toy", "double", 2, ("values", "jit"))
    assert double.hint == "Multiply by two."
    one_hot = course.exercise("toy.one_hot")
    assert (one_hot.static, one_hot.requires, one_hot.forbids) == (("num_classes",), ("scatter",), ("eq",))
    assert course.exercise("toy.squash").speedup == Speedup("eager", "jitted", 0.5, 1.25, {"gpu": 1.5})
    toy = course.topic("toy")
    assert (toy.module_file, toy.points) == ("01_toy/toy.py", 6)


def test_speedup_off_on_a_backend_is_not_measured_there() -> None:
    raw = valid()
    exercise(raw, 2)["speedup"]["cpu"] = False  # what YAML makes of `cpu: off`
    exercise(raw, 2)["speedup"]["tpu"] = "off"
    speedup = parse_course(raw, COURSE_FILE).exercise("toy.squash").speedup
    assert speedup.unmeasured == {"cpu", "tpu"}
    assert not speedup.measured_on("cpu") and speedup.measured_on("gpu") and not speedup.measured_on("tpu")
    assert speedup.floor_on("gpu") == 1.5
    exercise(raw, 2)["speedup"]["cpu"] = "sometimes"
    with pytest.raises(ManifestError, match=r"`speedup.cpu` must be a speed-up factor above 1.0 .*`off` \(not measured on cpu\)"):
        parse_course(raw, COURSE_FILE)


def test_speedup_floor_per_backend() -> None:
    speedup = Speedup("eager", "jitted", 0.5, floor=1.3, floors={"gpu": 2.0})
    assert speedup.floor_on("cpu") == 1.3
    assert speedup.floor_on("gpu") == 2.0
    assert speedup.floor_on("tpu") == 1.3


def test_unknown_exercise_and_topic_ids_suggest_close_ones() -> None:
    course = parse_course(valid(), COURSE_FILE)
    with pytest.raises(KeyError, match=r"no exercise 'toy\.dobule' in course.yml; did you mean \['toy\.double'\]"):
        course.exercise("toy.dobule")
    with pytest.raises(KeyError, match=r"no topic 'tyo' in course.yml; topics are \['toy', 'keys'\]"):
        course.topic("tyo")


def test_load_course_reports_a_missing_file(tmp_path: Path) -> None:
    missing = tmp_path / "course.yml"
    with pytest.raises(ManifestError, match=rf"{re.escape(str(missing))}: not found\. The course needs its manifest course.yml"):
        load_course(missing)


def test_load_course_reports_invalid_yaml(tmp_path: Path) -> None:
    broken = tmp_path / "course.yml"
    broken.write_text("format: 1\ntopics: [unclosed\n")
    with pytest.raises(ManifestError, match=rf"{re.escape(str(broken))}: not valid YAML"):
        load_course(broken)


# --- broken manifests ------------------------------------------------------------------------


def _set(getter: Callable[[dict], dict], key: str, value: Any) -> Callable[[dict], None]:
    return lambda raw: getter(raw).__setitem__(key, value)


def _delete(getter: Callable[[dict], dict], key: str) -> Callable[[dict], None]:
    return lambda raw: getter(raw).pop(key)


def _top(raw: dict) -> dict:
    return raw


def _duplicate_exercise(raw: dict) -> None:
    topic(raw)["exercises"].append(copy.deepcopy(exercise(raw)))


def _duplicate_topic(raw: dict) -> None:
    raw["topics"].append(copy.deepcopy(topic(raw)))


BROKEN: list[tuple[str, Callable[[dict], None], list[str]]] = [
    ("format-2", _set(_top, "format", 2), ["course.yml: `format: 2` is not supported", "reads `format: 1`"]),
    ("format-missing", _delete(_top, "format"), ["course.yml: `format: None` is not supported", "`format: 1`"]),
    ("unknown-top-level-key", _set(_top, "author", "me"), ["course.yml: unknown top-level keys ['author']",
                                                            "allowed: format, title, topics"]),
    ("no-topics", _set(_top, "topics", []), ["course.yml: `topics` must be a non-empty list"]),
    ("topic-not-a-mapping", _set(_top, "topics", ["toy"]), ["course.yml: topic #1: must be a mapping with keys"]),
    ("topic-unknown-key", _set(topic, "colour", "red"), ["course.yml: topic #1: unknown keys ['colour']",
                                                         "allowed: ['exercises', 'folder', 'id', 'notebook', 'title']"]),
    ("topic-without-title", _delete(topic, "title"), ["course.yml: topic #1: `title` is missing or not a string"]),
    ("topic-id-not-a-module-name", _set(topic, "id", "Toy-Box"), ["course.yml: topic 'Toy-Box'",
                                                                  "must be a Python module name in lower case"]),
    ("folder-not-NN_topic", _set(topic, "folder", "toy"), ["course.yml: topic 'toy': folder 'toy' must be `NN_toy`",
                                                           "e.g. `01_toy`"]),
    ("folder-of-another-topic", _set(topic, "folder", "01_arrays"), ["topic 'toy': folder '01_arrays' must be `NN_toy`"]),
    ("notebook-not-ipynb", _set(topic, "notebook", "toy.py"), ["course.yml: topic 'toy': notebook 'toy.py' must end in .ipynb"]),
    ("no-exercises", _set(topic, "exercises", []), ["course.yml: topic 'toy': `exercises` must be a non-empty list"]),
    ("exercise-without-id", _delete(exercise, "id"), ["course.yml: topic 'toy': every exercise needs an `id` like `toy.function`"]),
    ("exercise-unknown-key", _set(exercise, "weight", 3), ["course.yml: exercise 'toy.double': unknown keys ['weight']",
                                                           "allowed: ["]),
    ("id-of-another-topic", _set(exercise, "id", "keys.double"), ["course.yml: exercise 'keys.double'",
                                                                  "the id must be `toy.<function name>`"]),
    ("id-without-function", _set(exercise, "id", "toy"), ["course.yml: exercise 'toy'", "must be `toy.<function name>`"]),
    ("id-function-not-identifier", _set(exercise, "id", "toy.double-it"), ["exercise 'toy.double-it'",
                                                                           "must be `toy.<function name>`"]),
    ("points-zero", _set(exercise, "points", 0), ["course.yml: exercise 'toy.double'",
                                                  "`points` must be a positive integer, got 0"]),
    ("points-text", _set(exercise, "points", "2"), ["exercise 'toy.double'", "`points` must be a positive integer, got '2'"]),
    ("points-bool", _set(exercise, "points", True), ["exercise 'toy.double'", "`points` must be a positive integer, got True"]),
    ("points-missing", _delete(exercise, "points"), ["exercise 'toy.double'", "positive integer, got None"]),
    ("no-hints", _set(exercise, "hints", []), ["course.yml: exercise 'toy.double'", "give at least three staged hints under `hints:` (found 0)"]),
    ("two-hints", _set(exercise, "hints", ["Multiply.", "By two."]), ["course.yml: exercise 'toy.double'", "at least three staged hints", "(found 2)", "the idea, the tool, then a near-answer"]),
    ("blank-hint", _set(exercise, "hints", ["  "]), ["exercise 'toy.double'", "`hints` must be a list of non-empty strings"]),
    ("hints-a-string", _set(exercise, "hints", "Multiply."), ["exercise 'toy.double'", "`hints` must be a list"]),
    ("hint-tied-to-an-unlisted-check", _set(exercise, "hints", ["Multiply.", "By two.", {"text": "Keep the dtype.", "checks": ["dtypes"]}]),
     ["course.yml: exercise 'toy.double'", "hint 3 is tied to ['dtypes'], which the exercise does not list under `checks:`",
      "tie it to some of ['values', 'jit']"]),
    ("hint-mapping-without-checks", _set(exercise, "hints", ["Multiply.", "By two.", {"text": "Keep the dtype."}]),
     ["exercise 'toy.double'", "hint 3 is a mapping with keys ['text']", "`{text: \"...\", checks: [check, ...]}`"]),
    ("empty-checks", _set(exercise, "checks", []), ["course.yml: exercise 'toy.double'", "`checks` is empty",
                                                    "e.g. `[values, jit]`"]),
    ("check-twice", _set(exercise, "checks", ["values", "values"]), ["exercise 'toy.double'", "`checks` lists a check twice"]),
    ("duplicate-exercise", _duplicate_exercise, ["course.yml: exercise 'toy.double' is listed twice; remove one entry"]),
    ("duplicate-topic", _duplicate_topic, ["course.yml: topic 'toy' is listed twice; give each topic one entry"]),
    ("requires-without-primitives", _set(exercise, "requires", ["scatter"]),
     ["course.yml: exercise 'toy.double'", "`requires`/`forbids` are only read by the `primitives` check; add it to `checks`"]),
    ("forbids-without-primitives", _set(exercise, "forbids", ["eq"]), ["exercise 'toy.double'", "add it to `checks`"]),
    ("primitives-without-names", _set(exercise, "checks", ["values", "primitives"]),
     ["exercise 'toy.double'", "the `primitives` check needs `requires:` or `forbids:` primitive names"]),
    ("speedup-check-without-thresholds", _set(exercise, "checks", ["values", "speedup"]),
     ["course.yml: exercise 'toy.double'", "the `speedup` check and the `speedup:` entry go together; give both or neither"]),
    ("thresholds-without-speedup-check", _set(exercise, "speedup", {"baseline": "eager", "expert": "jitted", "fraction": 0.5}),
     ["exercise 'toy.double'", "give both or neither"]),
    ("floor-one", _set(lambda raw: exercise(raw, 2)["speedup"], "cpu", 1.0),
     ["course.yml: exercise 'toy.squash'", "`speedup.cpu` must be a speed-up factor above 1.0 (the smallest required "
      "speed-up that is graded on cpu), `off` (not measured on cpu) or left out, got 1.0"]),
    ("floor-below-one", _set(lambda raw: exercise(raw, 2)["speedup"], "floor", 0.5), ["exercise 'toy.squash'",
                                                                                      "`speedup.floor` must be a speed-up factor above 1.0"]),
    ("floor-text", _set(lambda raw: exercise(raw, 2)["speedup"], "cpu", "fast"), ["`speedup.cpu` must be a speed-up factor",
                                                                                  "got 'fast'"]),
    ("speedup-unknown-backend", _set(lambda raw: exercise(raw, 2)["speedup"], "cuda", 2.0),
     ["exercise 'toy.squash'", "`speedup` has unknown keys ['cuda']",
      "allowed: ['baseline', 'cpu', 'expert', 'floor', 'fraction', 'gpu', 'tpu']"]),
    ("floor-nan", _set(lambda raw: exercise(raw, 2)["speedup"], "cpu", float("nan")),
     ["exercise 'toy.squash'", "`speedup.cpu` must be a speed-up factor above 1.0", "got nan"]),
    ("fraction-above-one", _set(lambda raw: exercise(raw, 2)["speedup"], "fraction", 1.5),
     ["exercise 'toy.squash'", "`speedup.fraction` must be a number in (0, 1]: the share of the expert's speed-up", "got 1.5"]),
    ("fraction-missing", _delete(lambda raw: exercise(raw, 2)["speedup"], "fraction"),
     ["exercise 'toy.squash'", "`speedup.fraction` must be a number in (0, 1]", "got None"]),
    ("speedup-without-expert", _delete(lambda raw: exercise(raw, 2)["speedup"], "expert"),
     ["exercise 'toy.squash'", "`speedup` must be a mapping with a baseline and an expert, like "
      "`{baseline: eager, expert: jitted, fraction: 0.5}`"]),
    ("format-true", _set(_top, "format", True), ["course.yml: `format: True` is not supported"]),
    ("format-float", _set(_top, "format", 1.0), ["course.yml: `format: 1.0` is not supported"]),
    ("speedup-without-baseline", _delete(lambda raw: exercise(raw, 2)["speedup"], "baseline"),
     ["exercise 'toy.squash'", "`speedup` must be a mapping with a baseline and an expert"]),
]


@pytest.mark.parametrize("breakage, phrases", [(b, p) for _, b, p in BROKEN], ids=[name for name, _, _ in BROKEN])
def test_broken_manifest_is_explained(breakage: Callable[[dict], None], phrases: list[str]) -> None:
    raw = valid()
    breakage(raw)
    with pytest.raises(ManifestError) as excinfo:
        parse_course(raw, COURSE_FILE)
    message = str(excinfo.value)
    assert message.startswith("course.yml: "), message
    for phrase in phrases:
        assert phrase in message


@pytest.mark.parametrize("raw", [None, [], "format: 1"], ids=["empty-file", "a-list", "a-string"])
def test_manifest_must_be_a_mapping(raw: Any) -> None:
    with pytest.raises(ManifestError, match=r"course.yml: the top level must be a mapping with `format`, `title` and `topics`"):
        parse_course(raw, COURSE_FILE)


def test_a_failure_gets_the_hint_tied_to_its_check_else_the_first_untied_one_else_none() -> None:
    raw = valid()
    exercise(raw)["hints"] = [{"text": "About jit.", "checks": ["jit"]}, "Multiply by two.", "Return `2 * x`."]
    double = parse_course(raw, COURSE_FILE).exercise("toy.double")
    assert double.hint_checks == (("jit",), (), ())
    assert (double.hint_for("jit"), double.hint_for("values")) == (1, 2), "tied where it belongs, untied elsewhere"
    exercise(raw)["hints"] = [{"text": "About jit.", "checks": ["jit"]}, {"text": "Two.", "checks": ["jit"]},
                              {"text": "Three.", "checks": ["jit"]}]
    only_tied = parse_course(raw, COURSE_FILE).exercise("toy.double")
    assert only_tied.hint_for("values") is None, "a hint about jit is not shown under a values failure"
    plain = parse_course(valid(), COURSE_FILE).exercise("toy.double")
    assert (plain.hint_checks, plain.hint_for("values"), plain.hint_for("jit")) == ((), 1, 1)


def test_the_valid_manifest_is_not_mutated_by_breakages() -> None:
    assert VALID == valid()
    parse_course(valid(), COURSE_FILE)


# --- grading.validate_spec -------------------------------------------------------------------


def _own_check(case: Case) -> None:
    """A topic-specific check, as a grading module defines one."""


@pytest.fixture
def toy_course() -> Course:
    return parse_course(valid(), COURSE_FILE)


def test_validate_spec_accepts_generic_and_own_checks(toy_course: Course) -> None:
    validate_spec(toy_course.exercise("toy.double"), ExerciseSpec("toy.double"))
    raw = valid()
    exercise(raw)["checks"] = ["values", "doubles_exactly"]
    own = parse_course(raw, COURSE_FILE).exercise("toy.double")
    validate_spec(own, ExerciseSpec("toy.double", checks={"doubles_exactly": _own_check}))


def test_validate_spec_rejects_an_unknown_check() -> None:
    raw = valid()
    exercise(raw)["checks"] = ["values", "valeus"]
    double = parse_course(raw, COURSE_FILE).exercise("toy.double")
    with pytest.raises(ManifestError) as excinfo:
        validate_spec(double, ExerciseSpec("toy.double"))
    message = str(excinfo.value)
    for phrase in [
        "course.yml: exercise 'toy.double' lists check 'valeus'",
        "neither a generic check (",
        "values",
        "nor defined in its grading spec (none)",
        "Fix the name in course.yml or add the check to the spec's `checks`",
    ]:
        assert phrase in message


def test_validate_spec_rejects_a_check_course_yml_does_not_list(toy_course: Course) -> None:
    spec = ExerciseSpec("toy.double", checks={"doubles_exactly": _own_check})
    with pytest.raises(ManifestError) as excinfo:
        validate_spec(toy_course.exercise("toy.double"), spec)
    message = str(excinfo.value)
    for phrase in [
        "course.yml: exercise 'toy.double'",
        "its grading spec defines checks ['doubles_exactly'] that course.yml does not list",
        "add them to `checks:` or delete them",
    ]:
        assert phrase in message


def test_validate_spec_names_the_manifest_it_was_given() -> None:
    raw = valid()
    exercise(raw)["checks"] = ["values", "valeus"]
    elsewhere = Path("/elsewhere/course.yml")
    double = parse_course(raw, elsewhere).exercise("toy.double")
    with pytest.raises(ManifestError, match=r"^/elsewhere/course.yml: exercise 'toy.double' lists check 'valeus'"):
        validate_spec(double, ExerciseSpec("toy.double"), elsewhere)


def test_validate_spec_rejects_value_classes_no_check_tries(toy_course: Course) -> None:
    raw = valid()
    exercise(raw)["checks"] = ["values"]
    double = parse_course(raw, COURSE_FILE).exercise("toy.double")
    validate_spec(double, ExerciseSpec("toy.double"))
    with pytest.raises(ManifestError) as excinfo:
        validate_spec(double, ExerciseSpec("toy.double", reference=np.negative, special_values=("x",), integer_extremes=("x",)))
    assert str(excinfo.value) == (
        "course.yml: exercise 'toy.double': its grading spec declares ['special_values', 'integer_extremes'], which "
        "only the `edge_cases` check tries; add `edge_cases` to its `checks:` or drop the declaration."
    )
    validate_spec(double, ExerciseSpec("toy.double", special_values=("x",)))  # random: its own checks read them
    exercise(raw)["checks"] = ["values", "edge_cases"]
    validate_spec(parse_course(raw, COURSE_FILE).exercise("toy.double"),
                  ExerciseSpec("toy.double", reference=np.negative, special_values=("x",)))


# --- engine.registry.spec_for: the declared specs, checked when looked up ----------------------


def test_every_exercise_has_exactly_one_declared_spec_and_each_fits_course_yml() -> None:
    import importlib

    from autograder import specs
    from autograder.course.manifest import load_course
    from autograder.engine.registry import spec_for
    from autograder.grading.cases import DECLARED

    course = load_course()
    for topic in course.topics:
        importlib.import_module(specs.module_name(topic.id))
    assert set(DECLARED) == {exercise.id for exercise in course.exercises}
    assert all(spec_for(exercise, course) is DECLARED[exercise.id] for exercise in course.exercises)


def test_spec_for_names_an_exercise_no_spec_declares(toy_course: Course, monkeypatch: pytest.MonkeyPatch) -> None:
    from autograder.engine import registry

    monkeypatch.setattr(registry.importlib, "import_module", lambda name: None)  # a spec module that declares nothing
    with pytest.raises(ManifestError, match=r"course.yml: exercise 'toy.double' has no grading spec: add "
                                            r"`register\(ExerciseSpec\('toy.double', ...\)\)` to autograder.specs.toy"):
        registry.spec_for(toy_course.exercise("toy.double"), toy_course)


def test_spec_for_checks_a_declared_spec_against_course_yml(toy_course: Course, monkeypatch: pytest.MonkeyPatch) -> None:
    from autograder.engine import registry
    from autograder.grading.cases import DECLARED

    monkeypatch.setitem(DECLARED, "toy.double", ExerciseSpec("toy.double", checks={"doubles_exactly": _own_check}))
    monkeypatch.setattr(registry, "_VALIDATED", set())
    with pytest.raises(ManifestError, match="defines checks \\['doubles_exactly'\\] that course.yml does not list"):
        registry.spec_for(toy_course.exercise("toy.double"), toy_course)
