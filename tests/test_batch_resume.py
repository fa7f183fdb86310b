"""Batch grading is resumable, shardable and runs inside Gradescope's layout: real commands, real processes."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from autograder.batch.isolation import batch_uids, detect_level, uid_processes
from autograder.course.manifest import load_course

COURSE = load_course()
ROOT = COURSE.root
ONLY = ["arrays.set_diagonal"]


def grade_command(submissions: Path, out: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(out), "--only", *ONLY,
            "--jobs", "2", "--memory-gib", "3", *extra]


def make_submissions(folder: Path) -> Path:
    """Four students: the solution (one as a zip of a nested folder), the stub, and a wrong answer."""
    arrays = "01_arrays/arrays.py"
    for student, source in (("ana", "solutions"), ("ben", "exercises"), ("cleo", "solutions"), ("dev", "solutions")):
        target = folder / student / arrays
        target.parent.mkdir(parents=True)
        shutil.copy(ROOT / source / arrays, target)
    wrong = folder / "dev" / arrays
    wrong.write_text(wrong.read_text() + "\n\ndef set_diagonal(x, value):\n    return x\n")
    with zipfile.ZipFile(folder / "cleo.zip", "w") as archive:  # a zip of the student's whole folder
        archive.write(folder / "cleo" / arrays, f"cleo-jax-course/{arrays}")
    shutil.rmtree(folder / "cleo")
    return folder


def gradebook(out: Path) -> dict[str, str]:
    """Every file of a gradebook (the saved states aside), by relative path; report.html by name only.

    report.html holds the time it was written and the seconds each submission took to grade, so
    two runs that give the same grades give different reports (autograder/batch/report.py).
    """
    files = {
        path.relative_to(out).as_posix(): path.read_text()
        for path in sorted(out.rglob("*"))
        if path.is_file() and ".state" not in path.parts
    }
    if "report.html" in files:
        files["report.html"] = "(written; holds times)"
    return files


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The submissions and the gradebook of one uninterrupted run."""
    base = tmp_path_factory.mktemp("reference")
    submissions = make_submissions(base / "submissions")
    done = subprocess.run(grade_command(submissions, base / "out"), capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return submissions, base / "out"


def test_the_gradebook_has_every_file_the_instructor_needs(reference) -> None:
    _, out = reference
    files = gradebook(out)
    assert "report.html" in files
    assert files["grades.csv"].splitlines() == [
        "student,01_arrays,total,max", "ana,2,2,2", "ben,0,0,2", "cleo,2,2,2", "dev,0,0,2",
    ]
    for student in ("ana", "ben", "cleo", "dev"):
        assert json.loads(files[f"results/{student}.json"])["max_score"] == 2
        assert files[f"feedback/{student}.txt"].startswith(f"{student}: ")
    assert "graded cleo-jax-course/01_arrays/arrays.py as 01_arrays/arrays.py" in files["feedback/cleo.txt"]
    assert "[values] wrong values for set_diagonal" in files["feedback/dev.txt"]
    assert "4 submissions; mean 1.0 of 2 points; full marks: 2; zero: 2" in files["summary.txt"]


def test_sigkill_and_rerun_give_the_same_gradebook_and_only_changes_are_regraded(reference, tmp_path: Path) -> None:
    submissions, expected = reference
    out = tmp_path / "out"
    log = tmp_path / "killed.log"
    with open(log, "w") as stream:
        batch = subprocess.Popen(grade_command(submissions, out), cwd=ROOT, start_new_session=True,
                                 stdout=subprocess.DEVNULL, stderr=stream)
    try:
        deadline = time.monotonic() + 600
        while not list((out / ".state").glob("*.json")) and time.monotonic() < deadline and batch.poll() is None:
            time.sleep(0.2)
        assert batch.poll() is None, "the batch finished before it could be killed; nothing was interrupted"
        os.killpg(batch.pid, signal.SIGKILL)  # the whole command, mid-batch
    finally:
        if batch.poll() is None:
            os.killpg(batch.pid, signal.SIGKILL)
        batch.wait()
    saved = len(list((out / ".state").glob("*.json")))
    assert 1 <= saved < 4 or not (out / "grades.csv").exists()
    rerun = subprocess.run(grade_command(submissions, out), capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert rerun.returncode == 0, rerun.stderr[-3000:]
    assert "(unchanged, kept)" in rerun.stderr
    assert gradebook(out) == gradebook(expected)
    if detect_level() == "root":  # the killed run's workers died with it; the re-run's ended with it
        assert uid_processes(*batch_uids(log.read_text())) == []
        assert uid_processes(*batch_uids(rerun.stderr)) == []

    # A student who hands in again: only that submission is regraded.
    copy = tmp_path / "submissions"
    shutil.copytree(submissions, copy)
    shutil.copy(ROOT / "solutions/01_arrays/arrays.py", copy / "ben/01_arrays/arrays.py")
    again = subprocess.run(grade_command(copy, out), capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert again.returncode == 0, again.stderr[-3000:]
    assert again.stderr.count("(unchanged, kept)") == 3
    assert "ben,2,2,2" in (out / "grades.csv").read_text()


def test_shards_merged_give_the_same_gradebook(reference, tmp_path: Path) -> None:
    submissions, expected = reference
    for index in (1, 2):
        done = subprocess.run(grade_command(submissions, tmp_path / f"shard{index}", "--shard", f"{index}/2"),
                              capture_output=True, text=True, timeout=900, cwd=ROOT)
        assert done.returncode == 0, done.stderr[-3000:]
        assert len(list((tmp_path / f"shard{index}" / ".state").glob("*.json"))) == 2
    merged = subprocess.run(
        [sys.executable, "-m", "autograder", "merge", str(tmp_path / "shard1"), str(tmp_path / "shard2"), "--out", str(tmp_path / "all")],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )
    assert merged.returncode == 0, merged.stderr
    assert gradebook(tmp_path / "all") == gradebook(expected)


def test_a_malformed_shard_is_refused_with_the_form(reference, tmp_path: Path) -> None:
    submissions, _ = reference
    done = subprocess.run(grade_command(submissions, tmp_path / "out", "--shard", "3/2"), capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2
    assert "--shard '3/2': i must be between 1 and N" in done.stderr


def test_a_merge_of_shards_that_graded_nobody_is_refused(tmp_path: Path) -> None:
    empty = tmp_path / "shard1"
    empty.mkdir()
    done = subprocess.run([sys.executable, "-m", "autograder", "merge", str(empty), "--out", str(tmp_path / "merged")],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 2
    assert f"no graded submission in {empty}: did every shard's job finish" in done.stderr
    assert not (tmp_path / "merged" / "grades.csv").exists()


def test_the_gradescope_bundle_gives_the_batch_results(reference, tmp_path: Path) -> None:
    _, expected = reference
    bundle = tmp_path / "autograder.zip"
    built = subprocess.run(
        [sys.executable, "-m", "autograder", "gradescope-bundle", "--out", str(bundle), "--only", *ONLY],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )
    assert built.returncode == 0, built.stderr
    # Gradescope's layout: the zip unpacked in /autograder/source, run_autograder copied to /autograder,
    # the student's upload in /autograder/submission, results expected in /autograder/results.
    gradescope = tmp_path / "autograder"
    with zipfile.ZipFile(bundle) as archive:
        names = archive.namelist()
        assert "setup.sh" in names and "run_autograder" in names and "course.yml" in names
        assert not any(name.startswith(("solutions/", "tests/")) for name in names)
        assert "exercises/01_arrays/arrays.py" in names  # the released signatures (batch/timed.py `contract_signature`)
        assert archive.getinfo("run_autograder").external_attr >> 16 & 0o111
        archive.extractall(gradescope / "source")
    assert subprocess.run(["bash", "-n", str(gradescope / "source" / "setup.sh")]).returncode == 0
    shutil.copy(gradescope / "source" / "run_autograder", gradescope / "run_autograder")
    (gradescope / "submission").mkdir()
    (gradescope / "results").mkdir()
    wrong = ROOT / "solutions/01_arrays/arrays.py"
    (gradescope / "submission" / "arrays.py").write_text(wrong.read_text() + "\n\ndef set_diagonal(x, value):\n    return x\n")
    env = {**os.environ, "JAXCOURSE_GRADESCOPE_ROOT": str(gradescope), "JAXCOURSE_PYTHON": sys.executable}
    done = subprocess.run(["bash", str(gradescope / "run_autograder")], capture_output=True, text=True, timeout=900, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    got = json.loads((gradescope / "results" / "results.json").read_text())
    want = json.loads((expected / "results" / "dev.json").read_text())
    assert got["output"] == "graded arrays.py as 01_arrays/arrays.py"
    got.pop("output")
    assert [t["score"] for t in got["tests"]] == [t["score"] for t in want["tests"]] == [0]
    assert {k: v for k, v in got.items() if k != "tests"} == {k: v for k, v in want.items() if k != "tests"}
    for mine, theirs in zip(got["tests"], want["tests"]):
        assert set(mine) == {"name", "score", "max_score", "status", "output"}
        assert mine["output"].split("\n")[0] == theirs["output"].split("\n")[0]


class _Stop(Exception):
    """Raised by the stand-in Batch once it has seen the settings it was given."""


def test_the_gradescope_run_keeps_the_uid_block_it_claimed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import argparse

    from autograder.batch import batch as batch_module
    from autograder.batch import cli as batch_cli
    from autograder.batch import gradescope
    from autograder.batch.isolation import Limits
    from autograder.batch.runner import Settings

    claimed = Settings("root", Limits(), ("/hidden",), "ignored", uid_base=63100)  # as make_settings claims it at `root`
    seen: list[Settings] = []

    def make_settings(course, arguments, out, work_root):
        return Settings(claimed.level, claimed.limits, claimed.hide, work_root, claimed.uid_base)

    def batch(course, out, exercises, settings, jobs):
        seen.append(settings)
        raise _Stop

    monkeypatch.setattr(batch_cli, "make_settings", make_settings)
    monkeypatch.setattr(batch_module, "Batch", batch)
    (tmp_path / "submission").mkdir()
    arguments = argparse.Namespace(root=str(tmp_path), only=ONLY)
    with pytest.raises(_Stop):
        gradescope.run_command(arguments)
    (settings,) = seen
    assert settings.uid_base == 63100  # not the default block, which another batch may hold
    assert (settings.level, settings.limits) == (claimed.level, claimed.limits)
    assert settings.hide == ("/hidden", str(tmp_path.resolve() / "results"))
    assert settings.work_root != "ignored" and not Path(settings.work_root).exists()  # its own, removed after


# --- saved states (autograder/batch/state.py) -------------------------------------------------


def _entry():
    from autograder.batch.submissions import Entry

    return Entry("ana", {"01_arrays/arrays.py": b"def set_diagonal(x, value): ...\n"}, ("graded arrays.py as 01_arrays/arrays.py",))


def test_a_saved_state_reads_back_as_check_results(tmp_path: Path) -> None:
    from autograder.batch.state import SavedStates, gradebook_for, load_states
    from autograder.grading.outcome import CheckResult, Outcome

    states = SavedStates(tmp_path, "grader-1")
    checks = {ONLY[0]: [CheckResult("values", Outcome.PASSED), CheckResult("shapes", Outcome.FAILED, "[shapes] wrong")]}
    states.save(_entry(), "untimed", ONLY, checks)
    assert states.saved(_entry(), "untimed")["checks"] == checks
    assert states.saved(_entry(), "complete") is None  # phase 2 still to do
    assert SavedStates(tmp_path, "grader-2").saved(_entry(), "untimed") is None  # another grader: regraded
    states.save(_entry(), "complete", ONLY, checks)
    (state,) = load_states(tmp_path)
    book = gradebook_for(COURSE, state)
    assert (book.score, book.max_score) == (0, 2)
    assert book.results[ONLY[0]].failed == [("shapes", "[shapes] wrong")]


@pytest.mark.parametrize(
    "checks", [{ONLY[0]: [["values", "passed", ""]]}, {ONLY[0]: [{"check": "values", "outcome": "full marks"}]}, []],
    ids=["old-list-form", "unknown-outcome", "not-a-mapping"],
)
def test_a_saved_state_that_does_not_read_back_is_regraded(tmp_path: Path, checks) -> None:
    from autograder.batch.state import SavedStates, load_states

    states = SavedStates(tmp_path, "grader-1")
    entry = _entry()
    state = {"student": "ana", "hash": entry.digest("grader-1"), "phase": "complete", "notes": [], "exercises": ONLY,
             "checks": checks}
    states.path("ana").parent.mkdir(parents=True)
    states.path("ana").write_text(json.dumps(state))
    assert states.saved(entry, "untimed") is None
    assert load_states(tmp_path) == []
    state["checks"] = {ONLY[0]: [{"check": "values", "outcome": "passed", "message": ""}]}
    states.path("ana").write_text(json.dumps(state))  # the same state, well formed, is kept
    assert states.saved(entry, "untimed") is not None and len(load_states(tmp_path)) == 1
