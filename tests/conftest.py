"""Fixtures shared by the author's tests."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Callable

import pytest
import yaml

from autograder.course.manifest import load_course
from autograder.course.stubs import definition_source, definition_span


@pytest.fixture
def student_course(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A student's copy of the course with topic 01_arrays only, its own state folder, as the working directory.

    course.yml keeps the real entries of the arrays topic; exercises/ holds the released stub and
    solutions/ the reference (the stub that `jaxcourse reset` restores is made from it).
    """
    real = load_course()
    raw = yaml.safe_load(real.path.read_text())
    raw["topics"] = [topic for topic in raw["topics"] if topic["id"] == "arrays"]
    root = tmp_path / "course"
    root.mkdir()
    (root / "course.yml").write_text(yaml.safe_dump(raw, sort_keys=False))
    for tree in ("exercises", "solutions"):
        (root / tree / "01_arrays").mkdir(parents=True)
        shutil.copy(real.root / tree / "01_arrays" / "arrays.py", root / tree / "01_arrays" / "arrays.py")
    monkeypatch.setenv("JAXCOURSE_STATE", str(tmp_path / "state"))
    monkeypatch.setenv("JAXCOURSE_ROOT", str(root))
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.chdir(root)
    return root


@pytest.fixture
def write_function() -> Callable[[Path, str, str], None]:
    """`write_function(root, name, text)`: replace the top-level function `name` of the course
    copy's exercises/01_arrays/arrays.py by `text`; `text="solution"` takes the reference's."""

    def write(root: Path, name: str, text: str) -> None:
        path = root / "exercises" / "01_arrays" / "arrays.py"
        if text == "solution":
            text = definition_source((root / "solutions" / "01_arrays" / "arrays.py").read_text(), name) or ""
        source = path.read_text()
        first, last = definition_span(source, name) or (0, 0)
        lines = source.splitlines(keepends=True)
        path.write_text("".join(lines[: first - 1]) + text.rstrip("\n") + "\n" + "".join(lines[last:]))

    return write
