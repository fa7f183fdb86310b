"""Tampering in the batch: the parent's own reading of the source and the worker's line told as it happens, in the
gradebook (tampering.csv, summary.txt, results) and the class report, with honest students untouched.

Three students graded by the real command: an honest one; one whose `set_diagonal` searches the interpreter's
objects in plain sight (the parent reads it in the files it holds); and one that hides the same search from the source
scan and then forges its own report (every check passed, through the worker's tables, reached by that very search).
The forger's report is what student code can write: only the parent's own records can still cost it the exercise.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

from autograder.course.manifest import load_course

COURSE = load_course()
ROOT = COURSE.root
ONLY = ["arrays.set_diagonal", "arrays.add_at"]
POINTS = {e: COURSE.exercise(e).points for e in ONLY}

IN_PLAIN_SIGHT = '''
import gc as _gc
def set_diagonal(x, value):
    _gc.get_objects()
    x = jnp.asarray(x)
    return x.at[jnp.diag_indices(x.shape[0])].set(jnp.asarray(value).astype(x.dtype))
'''
# Wrong on purpose (it returns x unchanged), so only a forged report could earn its points; the search is built at
# run time, out of the source scan's sight, and rewrites the worker's grading table to report every check passed.
HIDDEN_AND_FORGED = '''
_reported = False
def set_diagonal(x, value):
    global _reported
    if not _reported:
        _reported = True
        _g = __import__("g" + "c")
        _out = __import__("autograder.grading.out" + "come", fromlist=["x"])
        def _passes(case, name, errors="raise", who=""):
            return _out.CheckResult(name, _out.Outcome.PASSED, "")
        for _t in [o for o in getattr(_g, "get_" + "objects")() if type(o) is dict and "grade_check" in o]:
            _t["grade_check"] = _passes
    return x
'''


def _student(folder: Path, name: str, appended: str) -> None:
    target = folder / name / "01_arrays" / "arrays.py"
    target.parent.mkdir(parents=True)
    target.write_text((ROOT / "solutions" / "01_arrays" / "arrays.py").read_text() + "\n\n" + appended)


def test_tampering_costs_the_exercise_and_shows_in_the_gradebook_and_the_report(tmp_path: Path) -> None:
    submissions, out = tmp_path / "submissions", tmp_path / "out"
    _student(submissions, "honest", "")
    _student(submissions, "plain", IN_PLAIN_SIGHT)
    _student(submissions, "hidden", HIDDEN_AND_FORGED)
    command = [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(out), "--only", *ONLY,
               "--exercise-timeout", "60", "--memory-gib", "3"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]

    def scores(student: str) -> dict[str, float]:
        data = json.loads((out / "results" / f"{student}.json").read_text())
        return {t["name"]: t["score"] for t in data["tests"]}

    assert scores("honest") == POINTS
    assert scores("plain") == {"arrays.set_diagonal": 0, "arrays.add_at": POINTS["arrays.add_at"]}
    assert scores("hidden")["arrays.set_diagonal"] == 0

    rows = list(csv.DictReader(io.StringIO((out / "tampering.csv").read_text())))
    found = {(row["student"], row["exercise"], row["found in"]) for row in rows}
    assert found == {("plain", "arrays.set_diagonal", "source"), ("hidden", "arrays.set_diagonal", "run time")}, rows
    plain = next(row for row in rows if row["student"] == "plain")
    assert "`_gc.get_objects`, searches every object in the interpreter" in plain["finding"]
    hidden = next(row for row in rows if row["student"] == "hidden")
    assert "while it ran, this code reached the grader's own machinery" in hidden["finding"]
    assert "(gc.get_objects)" in hidden["finding"]

    summary = (out / "summary.txt").read_text()
    assert "tampering: 2 exercises of 2 students scored 0" in summary
    feedback = (out / "feedback" / "hidden.txt").read_text()
    assert "tampering: while it ran" in feedback
    report = (out / "report.html").read_text()
    assert "<h2>Tampering</h2>" in report and "2 students&#x27; code reached the grader&#x27;s own machinery" in report
