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


CHROMIUM = Path("/usr/bin/chromium")
SET_UP = "run the README's set-up command, `./install.sh && . .venv/bin/activate`, which installs it"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture
def chromium() -> dict:
    """Playwright's launch options for Debian's Chromium (never downloaded); fails with the set-up when either is missing."""
    assert CHROMIUM.is_file(), f"Chromium is missing at {CHROMIUM}: {SET_UP}"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.fail(f"Playwright is missing: {SET_UP}")
    return {"executable_path": str(CHROMIUM), "headless": True, "args": CHROMIUM_FLAGS}


def _full_marks(results: dict, expected: dict[str, int], where: str) -> None:
    """Gradescope results: exactly the `expected` exercises, each with all its points."""
    scores = {test["name"]: (test["score"], test["max_score"]) for test in results["tests"]}
    assert sorted(scores) == sorted(expected), f"{where}: graded {sorted(scores)}"
    lost = {name: (score, most) for name, (score, most) in scores.items() if score != most}
    if lost:
        first = next(test for test in results["tests"] if test["name"] in lost)
        pytest.fail(f"{where}: {len(lost)} of {len(scores)} exercises without full marks: "
                    + ", ".join(f"{name} {score}/{most}" for name, (score, most) in lost.items())
                    + f"\nthe first, {first['name']}:\n{first['output'][:1200]}", pytrace=False)
    assert {name: most for name, (_, most) in scores.items()} == expected
    assert results["score"] == sum(expected.values())


@pytest.fixture
def assert_full_marks() -> Callable[[dict, dict[str, int], str], None]:
    """`assert_full_marks(results, expected, where)`: results.json gives exactly `expected` (id -> points), all earned."""
    return _full_marks
