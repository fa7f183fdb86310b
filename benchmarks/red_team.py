"""Grade a blind red team's solutions and tally what the grader catches.

A red-team folder (`tests/red_team/roundN/NN_topic/*.py`) holds files in the variant format
(`autograder/authoring/variants.py`: `EXERCISE`, `VERDICT`, one function) plus `KIND`, the
kind of flaw it is (values, dtypes, shapes, horizons, algorithm, law, returns, placement,
purity, beyond; "style" for a correct solution). Their authors saw only `exercises/`, the
notebooks and the README, and verified each flaw against its docstring with the file's own
`__main__` block (`python FILE` prints "verified").

Each file is graded as `tests/test_variants.py` grades a variant: appended to a copy of
`solutions/`, so its function replaces the reference one, and only its exercise is graded,
in this process (`grade_exercise`). A flawed file is caught when it scores 0; a correct one
must keep full marks.

    python benchmarks/red_team.py tests/red_team/round1
    python benchmarks/red_team.py tests/red_team/round1 --jobs 2 --json round1.json

Files are graded in child processes that each import JAX once. A file whose grading has not
finished after `--timeout` seconds (an endless loop in the student's code) scores 0 with the
reason, as batch grading's `--exercise-timeout` does, and its child is replaced by a fresh one
for the files after it.

The table gives caught / flawed per topic and per kind, every escape with its docstring line,
and every correct solution that lost points (a false fail). The exit status is 1 when a
correct solution lost points.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _constants(path: Path) -> dict[str, str | None]:
    tree = ast.parse(path.read_text())
    found: dict[str, str | None] = {"EXERCISE": None, "VERDICT": None, "KIND": None}
    for node in tree.body:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name) and target.id in found:
                    found[target.id] = ast.literal_eval(node.value)
    doc = ast.get_docstring(tree) or ""
    found["doc"] = doc.splitlines()[0] if doc else ""
    return found


def grade_files(paths: list[Path], rows_out: Path | None = None) -> list[dict]:
    """Grade each file's exercise with the file's function in place of the reference one.

    With `rows_out`, each row is also appended to that file as one JSON line as soon as it is known.
    """
    from autograder.authoring.variants import make_target
    from autograder.course.manifest import load_course
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_exercise
    from autograder.grading.jax_setup import enable_compilation_cache

    enable_compilation_cache()  # the student's programs are new functions, but mostly the same programs
    course = load_course()
    rows = []
    for path in paths:
        info = _constants(path)
        row = {"file": str(path.relative_to(ROOT)), **info}
        try:
            exercise = course.exercise(info["EXERCISE"])
            topic = course.topic(exercise.topic)
            with tempfile.TemporaryDirectory() as folder:
                target = make_target(Path(folder) / "target", {topic.module_file: path.read_text()})
                result = grade_exercise(exercise.id, Submission(target), course)
            row.update(score=result.score, points=exercise.points, failed=[f"{check}: {message[:300]}" for check, message in result.failures_in_order])
        except Exception as error:  # noqa: BLE001 - a broken file is reported, not fatal
            row.update(score=None, points=None, failed=[f"grader error: {type(error).__name__}: {error}"[:300]])
        rows.append(row)
        if rows_out is not None:
            with rows_out.open("a") as stream:
                stream.write(json.dumps(row) + "\n")
        print(f"{row['file']}: {row['score']}/{row['points']}", file=sys.stderr, flush=True)
    return rows


def _read_rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def _grade_chunk(paths: list[Path], timeout: float) -> list[dict]:
    """Grade `paths` in a child process; a file that takes over `timeout` s scores 0 and the
    child is replaced by a fresh one for the files after it."""
    rows: list[dict] = []
    remaining = list(paths)
    while remaining:
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "rows.jsonl"
            command = [sys.executable, __file__, "--rows-jsonl", str(out), *map(str, remaining)]
            child = subprocess.Popen(command, env={**os.environ, "PYTHONPATH": str(ROOT)}, start_new_session=True)
            seen, deadline = 0, time.monotonic() + timeout + 60  # the first file also pays for importing JAX
            while child.poll() is None and time.monotonic() < deadline:
                time.sleep(0.5)
                done = len(_read_rows(out))
                if done > seen:
                    seen, deadline = done, time.monotonic() + timeout
            finished = child.poll() is not None
            if not finished:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
            done = _read_rows(out)
        rows.extend(done)
        remaining = remaining[len(done):]
        if remaining and not finished:
            path = remaining.pop(0)
            rows.append({"file": str(path.relative_to(ROOT)), **_constants(path), "score": 0, "points": None,
                         "failed": [f"grading did not finish within {timeout:g} s"]})
            print(f"{rows[-1]['file']}: did not finish within {timeout:g} s", file=sys.stderr, flush=True)
        elif remaining:  # the child died on its own (a crash in the student's code kills the process)
            path = remaining.pop(0)
            rows.append({"file": str(path.relative_to(ROOT)), **_constants(path), "score": 0, "points": None,
                         "failed": [f"the grading process died (exit status {child.returncode})"]})
    return rows


def _shard(paths: list[Path], jobs: int, timeout: float) -> list[dict]:
    """Grade `paths` in `jobs` parallel chunks, each in child processes (see `_grade_chunk`)."""
    chunks = [paths[index::jobs] for index in range(jobs)]
    results: list[list[dict]] = [[] for _ in chunks]

    def run(index: int) -> None:
        results[index] = _grade_chunk(chunks[index], timeout)

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(chunks))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return [row for rows in results for row in rows]


def report(rows: list[dict]) -> tuple[str, int]:
    """The tally as text, and the number of correct solutions that lost points."""
    flawed = [row for row in rows if row["VERDICT"] == "fail"]
    correct = [row for row in rows if row["VERDICT"] == "pass"]
    caught = lambda row: row["score"] == 0  # noqa: E731
    lines = [f"flawed: {sum(map(caught, flawed))}/{len(flawed)} caught; correct: "
             f"{sum(row['score'] == row['points'] for row in correct)}/{len(correct)} at full marks", ""]
    by_topic: dict[str, Counter] = defaultdict(Counter)
    by_kind: dict[str, Counter] = defaultdict(Counter)
    for row in flawed:
        topic = Path(row["file"]).parent.name
        for table, key in ((by_topic, topic), (by_kind, row["KIND"] or "?")):
            table[key]["flawed"] += 1
            table[key]["caught"] += caught(row)
    for title, table in (("topic", by_topic), ("kind", by_kind)):
        lines.append(f"| {title} | flawed | caught |")
        lines.append("|---|---|---|")
        lines.extend(f"| {key} | {count['flawed']} | {count['caught']} |" for key, count in sorted(table.items()))
        lines.append("")
    escapes = [row for row in flawed if not caught(row)]
    lines.append(f"escapes ({len(escapes)}):")
    lines.extend(f"- {row['file']} [{row['KIND']}]: {row['doc']}" for row in escapes)
    false_fails = [row for row in correct if row["score"] != row["points"]]
    lines.append(f"correct solutions that lost points ({len(false_fails)}):")
    lines.extend(f"- {row['file']}: {row['failed'][:1]}" for row in false_fails)
    return "\n".join(lines), len(false_fails)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+", type=Path, help="red-team folders or files")
    parser.add_argument("--jobs", type=int, default=1, help="child processes grading in parallel")
    parser.add_argument("--json", type=Path, help="write every file's result here")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds one file may take (default 120)")
    parser.add_argument("--rows-jsonl", type=Path, help=argparse.SUPPRESS)  # a child's output
    args = parser.parse_args(argv)
    missing = [str(path) for path in args.paths if not path.exists()]
    if missing:
        parser.error(f"no such file or folder: {', '.join(missing)}")
    files = sorted(
        file.resolve() for path in args.paths for file in ([path] if path.is_file() else path.rglob("*.py"))
    )
    if args.rows_jsonl:
        grade_files(files, args.rows_jsonl)
        return 0
    rows = _shard(files, max(args.jobs, 1), args.timeout)
    rows.sort(key=lambda row: row["file"])
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    text, false_fails = report(rows)
    print(text)
    return 1 if false_fails else 0


if __name__ == "__main__":
    sys.exit(main())
