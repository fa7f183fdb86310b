"""Throughput: `python -m autograder grade --jobs 2` against `nbgrader autograde`, on the same submissions.

Makes N students who each hand in the solutions of the chosen topics (the .py file and the
released notebook with its written answers filled in), then, in one run on this machine:

1. our batch grader: `python -m autograder grade SUBMISSIONS --out OUT --jobs J --only TOPICS`;
2. nbgrader: `nbgrader generate_assignment` (not timed), then `nbgrader autograde "*"` timed.

Both wall times are printed, with the points each gave (both must give full marks).

    python benchmarks/batch_vs_nbgrader.py --students 20 --jobs 2 --topics 01_arrays
"""

from __future__ import annotations

import argparse
import csv
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
    print(f"{arguments.students} students x {len(topics)} topics ({', '.join(only)}); work folder {work}", flush=True)
    start = time.perf_counter()
    ours = subprocess.run(
        [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(work / "out"),
         "--jobs", str(arguments.jobs), "--only", *only],
        cwd=course.root, capture_output=True, text=True,
    )
    ours_seconds = time.perf_counter() - start
    if ours.returncode != 0:
        print(ours.stderr[-3000:])
        return 1
    with open(work / "out" / "grades.csv") as stream:
        rows = list(csv.DictReader(stream))
    ours_points = sorted({(row["total"], row["max"]) for row in rows})

    start = time.perf_counter()
    run_nbgrader(["autograde", "*", "--force"], nbgrader_dir, timeout=24 * 3600)
    nbgrader_seconds = time.perf_counter() - start
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{nbgrader_dir / 'gradebook.db'}") as gradebook:
        nbgrader_points = sorted({
            (sum(g.auto_score or 0 for nb in gradebook.find_student(s.id).submissions for n in nb.notebooks for g in n.grades),)
            for s in gradebook.students
        })

    print(f"ours     --jobs {arguments.jobs}: {ours_seconds:7.1f} s  (points, max per student: {ours_points})")
    print(f"nbgrader autograde: {nbgrader_seconds:7.1f} s  (auto-graded points per student: {nbgrader_points})")
    print(f"speed-up: {nbgrader_seconds / ours_seconds:.2f}x")
    if not arguments.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0 if ours_seconds < nbgrader_seconds else 1


if __name__ == "__main__":
    raise SystemExit(main())
