"""course.yml, the solution files, the stubs and the grading modules all agree."""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path
from types import ModuleType

import pytest

from autograder import specs

from autograder.engine.registry import spec_for
from autograder.course.manifest import load_course

COURSE = load_course()
TOPICS = COURSE.topics


def import_file(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("topic", TOPICS, ids=[topic.id for topic in TOPICS])
def test_solution_and_stub_define_every_exercise_with_the_same_signature(topic) -> None:
    solution = import_file(COURSE.root / "solutions" / topic.module_file, f"solution_{topic.id}")
    stub = import_file(COURSE.root / "exercises" / topic.module_file, f"stub_{topic.id}")
    for exercise in topic.exercises:
        solved, stubbed = getattr(solution, exercise.function), getattr(stub, exercise.function)
        assert inspect.signature(solved) == inspect.signature(stubbed), exercise.id
        assert solved.__doc__ and solved.__doc__ == stubbed.__doc__, exercise.id
        for name in exercise.static:
            assert name in inspect.signature(solved).parameters, f"{exercise.id}: static argument {name!r} is not a parameter"


@pytest.mark.parametrize("topic", TOPICS, ids=[topic.id for topic in TOPICS])
def test_every_stub_raises_not_implemented_or_is_broken_code_to_fix(topic) -> None:
    source = (COURSE.root / "exercises" / topic.module_file).read_text()
    assert "### BEGIN SOLUTION" not in source and "### SOLUTION LINE" not in source and "### STUB" not in source
    fixits = [exercise for exercise in topic.exercises if exercise.fixit]
    assert source.count("raise NotImplementedError") == len(topic.exercises) - len(fixits)
    assert source.count("# FIX-IT: ") == len(fixits)


def test_every_exercise_has_a_grading_spec_and_hints() -> None:
    for exercise in COURSE.exercises:
        assert spec_for(exercise, COURSE).id == exercise.id
        assert all(hint.strip() for hint in exercise.hints)


def test_no_file_exists_that_course_yml_does_not_list() -> None:
    folders = {topic.folder for topic in TOPICS}
    for tree in ("solutions", "exercises"):
        present = {path.name for path in (COURSE.root / tree).iterdir() if path.is_dir() and path.name != "__pycache__"}
        assert present == folders, f"{tree}/ holds {sorted(present - folders)} that course.yml does not list"
    grading_specs = {path.stem for path in specs.spec_files(specs.FOLDER)}
    assert grading_specs == {topic.id for topic in TOPICS}
    variant_folders = {path.name for path in (COURSE.root / "tests" / "variants").iterdir() if path.is_dir()}
    assert variant_folders <= folders
