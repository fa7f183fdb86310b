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

The table gives caught / flawed per topic and per kind, every escape with its docstring line,
and every correct solution that lost points (a false fail). The exit status is 1 when a
correct solution lost points.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import subprocess
import sys
import tempfile
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


def grade_files(paths: list[Path]) -> list[dict]:
    """Grade each file's exercise with the file's function in place of the reference one."""
    from autograder.authoring.variants import make_target
    from autograder.course.manifest import load_course
    from autograder.course.submission import Submission
    from autograder.grading.exercise import grade_exercise
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
        print(f"{row['file']}: {row['score']}/{row['points']}", file=sys.stderr, flush=True)
    return rows


def _shard(paths: list[Path], jobs: int) -> list[dict]:
    """Grade `paths` in `jobs` child processes (each imports JAX once) and gather their rows."""
    chunks = [paths[index::jobs] for index in range(jobs)]
    children = []
    for chunk in chunks:
        out = tempfile.NamedTemporaryFile(suffix=".json", delete=False)
        command = [sys.executable, __file__, "--files-json", out.name, *map(str, chunk)]
        children.append((subprocess.Popen(command, env={**os.environ, "PYTHONPATH": str(ROOT)}), out.name))
    rows = []
    for child, name in children:
        child.wait()
        rows.extend(json.loads(Path(name).read_text()))
    return rows


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
    parser.add_argument("--files-json", type=Path, help=argparse.SUPPRESS)  # a child's output
    args = parser.parse_args(argv)
    files = sorted(
        file.resolve() for path in args.paths for file in ([path] if path.is_file() else path.rglob("*.py"))
    )
    if args.files_json:
        args.files_json.write_text(json.dumps(grade_files(files)))
        return 0
    rows = _shard(files, args.jobs) if args.jobs > 1 else grade_files(files)
    rows.sort(key=lambda row: row["file"])
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    text, false_fails = report(rows)
    print(text)
    return 1 if false_fails else 0


if __name__ == "__main__":
    sys.exit(main())
