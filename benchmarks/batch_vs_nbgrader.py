"""Throughput: `python -m autograder grade --jobs 2` against `nbgrader autograde`, on the same submissions.

Makes N students who each hand in the solutions of the chosen topics (the .py file and the
released notebook with its written answers filled in), then, in one run on this machine:

1. our batch grader, `python -m autograder grade SUBMISSIONS --out OUT --jobs J --only TOPICS`,
   three times: with `--xla-cache off` (every worker compiles everything: how it graded before
   the cache), with a fresh cache folder (the run first compiles the solutions into it,
   autograder/batch/compiled.py), and again with that folder (every later batch of the course);
2. nbgrader: `nbgrader generate_assignment` (not timed), then `nbgrader autograde "*"` timed.

For each: wall seconds, CPU seconds of all its processes (user + system, from getrusage of
the children) per student-topic, nbgrader's wall time over ours, the points given (all must
give full marks), and where our time went, summed over submissions from the saved states:
worker start-up, checks (compilation included), the parent's verification, timed checks.

    python benchmarks/batch_vs_nbgrader.py --students 8 --jobs 2 --topics 01_arrays

Run it with the environment's python (`.venv/bin/python benchmarks/...`); it needs no
activated environment. Exits 0 when the warm run beats nbgrader.
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from autograder.course.manifest import load_course
from autograder.authoring.nbgrader_course import make_course_directory, read_notebook, run_nbgrader, topics_with_notebooks


def fill_written_answers(notebook: nbformat.NotebookNode) -> None:
    """Answer the questions graded by hand (their cells are markdown solution cells)."""
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("solution") and cell.cell_type == "markdown":
            cell.source = "Because a key gives one draw."


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--students", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--topics", nargs="+", help="topic folders (default: every topic with a notebook)")
    parser.add_argument("--keep", help="keep the work folder here")
    arguments = parser.parse_args(argv)

    course = load_course()
    topics = [t for t in topics_with_notebooks(course) if not arguments.topics or t.folder in arguments.topics]
    if not topics:
        print("no topic with a notebook matches --topics; notebooks are made by `python -m autograder release`.")
        return 2
    work = Path(arguments.keep or tempfile.mkdtemp(prefix="jaxcourse-benchmark-"))
    nbgrader_dir = make_course_directory(course, work / "nbgrader", tuple(topics))
    run_nbgrader(["generate_assignment", "*", "--force"], nbgrader_dir)
    submissions = work / "submissions"
    for index in range(arguments.students):
        student = f"student{index:02d}"
        for topic in topics:
            released = read_notebook(nbgrader_dir / "release" / topic.folder / topic.notebook)
            fill_written_answers(released)
            solution = (course.root / "solutions" / topic.module_file).read_text()
            for target in (submissions / student / topic.folder, nbgrader_dir / "submitted" / student / topic.folder):
                target.mkdir(parents=True, exist_ok=True)
                nbformat.write(released, str(target / topic.notebook))
                (target / f"{topic.id}.py").write_text(solution)

    only = [t.folder for t in topics]
    count = arguments.students * len(topics)
    print(f"{arguments.students} students x {len(topics)} topics ({', '.join(only)}); work folder {work}", flush=True)
    cache = work / "xla-cache"  # a fresh folder: the first run below compiles it from the solutions
    runs = [("ours, --xla-cache off", "off"), ("ours, cache compiled in this run", str(cache)),
            ("ours, cache from the run before", str(cache))]
    rows = []
    for label, setting in runs:
        out = work / f"out-{len(rows)}"
        measured = measure(lambda: grade(course.root, submissions, out, arguments.jobs, only, setting))
        rows.append((label, *measured, breakdown(out, measured[2])))
    measured = measure(lambda: run_nbgrader(["autograde", "*", "--force"], nbgrader_dir, timeout=24 * 3600))
    rows.append(("nbgrader autograde", *measured, nbgrader_points(nbgrader_dir)))
    report(rows, count, arguments.jobs)
    if not arguments.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0 if rows[2][1] < rows[3][1] else 1


def measure(run) -> tuple[float, float, object]:
    """Wall seconds, CPU seconds of every child process (user + system), and what `run` returned."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    found = run()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), found


def grade(root: Path, submissions: Path, out: Path, jobs: int, only: list[str], cache: str) -> str:
    """Our batch grader on every submission; returns its stderr (where it says how long the cache took)."""
    done = subprocess.run(
        [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(out), "--jobs", str(jobs),
         "--only", *only, "--xla-cache", cache],
        cwd=root, capture_output=True, text=True,
    )
    if done.returncode != 0:
        raise SystemExit(f"our grader failed:\n{done.stderr[-3000:]}")
    return done.stderr


def breakdown(out: Path, stderr: object) -> str:
    """Points per student, and where the wall time went: summed over submissions from the saved states."""
    with open(out / "grades.csv") as stream:
        points = sorted({(row["total"], row["max"]) for row in csv.DictReader(stream)})
    totals: dict[str, float] = {}
    for path in (out / ".state").glob("*.json"):
        for part, seconds in json.loads(path.read_text()).get("seconds", {}).items():
            totals[part] = totals.get(part, 0.0) + seconds
    found = re.search(r"compiled programs: .* \(ready in ([0-9.]+) s\)", str(stderr))
    warm = f"compiling the cache {float(found.group(1)):.1f} s; " if found and float(found.group(1)) >= 0.1 else ""
    parts = ", ".join(f"{part} {totals.get(part, 0.0):.1f}" for part in ("startup", "checks", "verify", "timed"))
    return f"points {points}; {warm}summed over submissions: {parts} s"


def nbgrader_points(nbgrader_dir: Path) -> str:
    """nbgrader's auto-graded points per student."""
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{nbgrader_dir / 'gradebook.db'}") as gradebook:
        points = sorted({
            (sum(g.auto_score or 0 for nb in gradebook.find_student(s.id).submissions for n in nb.notebooks for g in n.grades),)
            for s in gradebook.students
        })
    return f"auto-graded points {points}"


def report(rows: list[tuple], count: int, jobs: int) -> None:
    """The table: wall time, CPU time per student-topic, and nbgrader's wall time over each."""
    nbgrader_wall = rows[-1][1]
    print(f"{'run':34s} {'wall s':>7s} {'CPU s':>7s} {'CPU s/student-topic':>20s} {'nbgrader wall / ours':>21s}")
    for label, wall, cpu, _, detail in rows:
        print(f"{label:34s} {wall:7.1f} {cpu:7.1f} {cpu / count:20.2f} {nbgrader_wall / wall:20.2f}x")
        print(f"    {detail}")
    print(f"(ours with --jobs {jobs}; nbgrader grades one notebook at a time)")


if __name__ == "__main__":
    raise SystemExit(main())
