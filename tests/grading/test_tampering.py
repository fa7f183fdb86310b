"""Tampering (autograder/grading/tampering.py): code that reaches the grader's own machinery is found in its source
and while it runs, costs the exercise it serves with a message that says what was found, and honest code in every
style the course has seen is never flagged."""

from __future__ import annotations

from pathlib import Path

import pytest

from autograder.authoring.variants import make_target
from autograder.course.manifest import load_course
from autograder.engine.exercise import grade_exercise
from autograder.grading import tampering
from autograder.grading.submission import Submission

COURSE = load_course()
ROOT = COURSE.root
ARRAYS = frozenset(e.function for e in COURSE.exercises if e.topic == "arrays")


def test_no_file_of_the_course_its_variants_or_the_red_teams_is_flagged() -> None:
    """The solutions, the stubs, tests/variants and every red team's file (correct and flawed, 1,500 files):
    honest code in every style seen so far needs none of what the scan looks for."""
    flagged = {}
    scanned = 0
    for folder in ("solutions", "exercises", "tests/variants", "tests/red_team"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            scanned += 1
            found = tampering.findings(path.read_text())
            if found:
                flagged[str(path.relative_to(ROOT))] = [(f.line, f.code) for f in found]
    assert scanned > 1000
    assert not flagged, flagged


@pytest.mark.parametrize(("code", "shown"), [
    ("import autograder.grading.outcome", "import autograder.grading.outcome"),
    ("from autograder.batch import worker", "from autograder.batch import worker"),
    ("import ctypes", "import ctypes"),
    ("import gc\ngc.get_objects()", "gc.get_objects"),
    ("from gc import get_referrers", "from gc import get_referrers"),
    ("import sys\nsys._getframe(1).f_globals", "sys._getframe"),
    ("import inspect as ins\nins.stack()", "ins.stack"),
    ("import sys\nsys.modules['autograder']", "sys.modules"),
    ("import sys\nsys.settrace(print)", "sys.settrace"),
    ("object.__subclasses__()", "object.__subclasses__"),
    ("open('/proc/self/fd/3', 'w')", "'/proc/self/fd/3'"),
    ("def f(): pass\ndef g(): pass\nf.__code__ = g.__code__", "f.__code__"),
    ("getattr(frame, 'f_back')", "getattr(frame, 'f_back')"),
    ("__import__('autograder')", "__import__('autograder')"),
])
def test_the_source_scan_finds_each_kind_of_reach(code: str, shown: str) -> None:
    found = tampering.findings(code)
    assert shown in [f.code for f in found], found


@pytest.mark.parametrize("code", [
    "import gc\ngc.collect()",  # harmless: only gc's search functions reach other objects
    "import jax.numpy as jnp\njnp.stack([1, 2])",  # `stack` of JAX, not of inspect
    "def cached(f):\n    return getattr(f, '__code__', f)",  # reading a function's code (a cache key) is no reach
    "import inspect\ninspect.signature(len)",
    "import os\nos.path.join('a', 'b')",
    "x = '/proc/cpuinfo'",
    "import os, sys\nos.write(2, b'a library writing to stderr')",  # a descriptor it holds: no reach
])
def test_the_source_scan_leaves_honest_code_alone(code: str) -> None:
    assert tampering.findings(code) == ()


def test_a_finding_costs_the_exercise_it_can_serve() -> None:
    source = ("import gc\n"
              "def set_diagonal(x, value):\n    return gc.get_objects()\n"
              "def add_at(x, i, v):\n    return x\n"
              "def helper():\n    import sys\n    return sys.modules\n")
    on_set_diagonal = tampering.exercise_findings(source, "set_diagonal", ARRAYS)
    on_add_at = tampering.exercise_findings(source, "add_at", ARRAYS)
    assert [f.code for f in on_set_diagonal] == ["gc.get_objects", "sys.modules"]  # its own, and a helper's
    assert [f.code for f in on_add_at] == ["sys.modules"]  # a helper no function calls: any exercise may

    called = ("import sys\ndef _frames():\n    return sys._getframe(2)\ndef _via():\n    return _frames()\n"
              "def set_diagonal(x, value):\n    return _via()\ndef add_at(x, i, v):\n    return x\n")
    assert [f.code for f in tampering.exercise_findings(called, "set_diagonal", ARRAYS)] == ["sys._getframe"]
    assert tampering.exercise_findings(called, "add_at", ARRAYS) == ()  # no path from add_at to the helper


SEARCHES = '''
import gc as _gc
def set_diagonal(x, value):
    _gc.get_objects()  # looks for the grader's tables
    return jnp.asarray(x).at[jnp.diag_indices(x.shape[0])].set(value)
'''
# The same reach, built at run time: the source scan cannot read it, the audit hook sees it happen.
SEARCHES_HIDDEN = '''
def set_diagonal(x, value):
    getattr(__import__("g" + "c"), "get_" + "objects")()
    return x.at[jnp.diag_indices(x.shape[0])].set(value)
'''
HONEST = '''
import logging as _logging, warnings as _warnings
def set_diagonal(x, value):
    _logging.getLogger("student").warning("logging reads frames for every record")
    _warnings.warn("so does a warning")
    x = jnp.asarray(x)
    n = x.shape[0]
    return x.at[jnp.arange(n), jnp.arange(n)].set(jnp.asarray(value).astype(x.dtype))
'''


def _grade(tmp_path: Path, appended: str, exercise: str = "arrays.set_diagonal"):
    target = make_target(tmp_path / "target", {"01_arrays/arrays.py": appended})
    return grade_exercise(exercise, Submission(target), COURSE)


def test_a_reach_in_the_source_scores_zero_and_says_where(tmp_path: Path) -> None:
    result = _grade(tmp_path, SEARCHES)
    assert result.score == 0
    message = result.first_failure or ""
    assert message.startswith("[values] tampering: this code reaches the grader's own machinery (line ")
    assert "`_gc.get_objects`, searches every object in the interpreter" in message
    assert "your instructor sees this finding" in message
    assert all("tampering:" in text for _, text in result.failed)  # every check: none runs


def test_another_exercise_of_the_file_keeps_its_points(tmp_path: Path) -> None:
    result = _grade(tmp_path, SEARCHES, "arrays.add_at")
    assert result.score == COURSE.exercise("arrays.add_at").points, result.failed


def test_a_reach_built_at_run_time_is_seen_while_it_runs(tmp_path: Path) -> None:
    assert tampering.findings(SEARCHES_HIDDEN) == ()
    result = _grade(tmp_path, SEARCHES_HIDDEN)
    assert result.score == 0
    message = result.first_failure or ""
    assert message.startswith("[values] tampering: while it ran, this code reached the grader's own machinery (line ")
    assert "(gc.get_objects), searches every object in the interpreter" in message


def test_honest_code_passes_with_the_hook_watching(tmp_path: Path) -> None:
    """JAX reads frames while it traces, and so do `logging` and `warnings` for each message: the hook counts only
    the student's own calls."""
    result = _grade(tmp_path, HONEST)
    assert result.score == COURSE.exercise("arrays.set_diagonal").points, result.failed


def test_the_hook_records_only_inside_the_watch_and_only_student_files(tmp_path: Path) -> None:
    import gc
    import sys

    student = tmp_path / "student.py"
    student.write_text("import sys\ndef reach():\n    return sys._getframe(0)\n")
    namespace: dict = {}
    exec(compile(student.read_text(), str(student), "exec"), namespace)
    namespace["reach"]()  # outside any watch: nothing recorded
    with tampering.watching({student}) as seen:
        gc.get_objects()  # this test's own file is not the student's
        sys._getframe(0)
        assert seen == []
        namespace["reach"]()
    assert [(e.event, e.line) for e in seen] == [("sys._getframe", 3)]


def test_a_module_level_import_costs_the_exercises_that_use_it() -> None:
    used_in_one = "import ctypes as _c\ndef set_diagonal(x, value):\n    return _c.c_int(1)\ndef add_at(x, i, v):\n    return x\n"
    assert [f.code for f in tampering.exercise_findings(used_in_one, "set_diagonal", ARRAYS)] == ["import ctypes as _c"]
    assert tampering.exercise_findings(used_in_one, "add_at", ARRAYS) == ()
    used_at_module_level = "import ctypes as _c\n_c.c_int(1)\ndef add_at(x, i, v):\n    return x\n"
    assert tampering.exercise_findings(used_at_module_level, "add_at", ARRAYS) != ()
    never_used = "import autograder\ndef add_at(x, i, v):\n    return x\n"
    assert tampering.exercise_findings(never_used, "add_at", ARRAYS) != ()
