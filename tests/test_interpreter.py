"""autograder/interpreter.py: isolated Pythons (`-I`) find the grader also when it runs from its source tree, not installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from autograder.interpreter import HOME, python_code, python_module

# An interpreter with no `jaxcourse` installed: the machine's own Python, as on a lent accelerator.
BARE = shutil.which("python3", path="/usr/bin:/usr/local/bin")


def _has_grader(python: str) -> bool:
    return subprocess.run([python, "-I", "-c", "import autograder"], capture_output=True).returncode == 0


pytestmark = pytest.mark.skipif(BARE is None or _has_grader(BARE), reason="needs a Python without the grader installed")


def test_a_plain_isolated_python_cannot_import_a_grader_that_is_not_installed() -> None:
    done = subprocess.run([BARE, "-I", "-m", "autograder.interpreter"], capture_output=True, text=True,
                          env={"PYTHONPATH": HOME}, cwd=HOME)
    assert done.returncode != 0 and "No module named 'autograder'" in done.stderr


def test_python_code_imports_the_grader_it_was_built_by_and_keeps_the_arguments() -> None:
    code = "import sys, autograder; print(autograder.__file__); print(sys.argv[1:])"
    done = subprocess.run(python_code(code, "7", "eight", executable=BARE), capture_output=True, text=True, cwd="/")
    assert done.returncode == 0, done.stderr
    where, arguments = done.stdout.splitlines()
    assert Path(where) == Path(HOME) / "autograder" / "__init__.py"
    assert arguments == "['7', 'eight']"


def test_python_module_runs_a_grader_module_as_main() -> None:
    done = subprocess.run(python_module("autograder.batch.isolation", executable=BARE), capture_output=True, text=True,
                          cwd="/")
    assert done.returncode == 0, done.stderr
    plain = subprocess.run([BARE, "-I", "-m", "autograder.batch.isolation"], capture_output=True, text=True, cwd="/")
    assert plain.returncode != 0 and "No module named 'autograder'" in plain.stderr
