"""One verdict per check, run after run and path after path: 20 flawed and 20 correct variants graded again and again.

The variants come from tests/variants/ (never a timed check's: those are proven by
`python -m autograder stability`), one topic after another so that every topic has some, the
numerically borderline ones first (a one-pass variance, float32 sums, a missing max shift:
results that sit near a tolerance, where fresh inputs on each run would flip a verdict). Each
becomes a submission of its own: the solution's topic file with the variant's code appended.

Then, per check of the variant's exercise:
1. `pytest autograder --target SUB -k "<topic> and <function>" --junitxml ...`, `--runs` times
   (the student's and the author's path), two at a time: the other core is busy meanwhile;
2. `python -m autograder grade SUBS --out OUT --jobs 2` once (the instructor's batch, sandboxed
   workers); its batch-only `verified` check (secret-seeded inputs) is left out of the comparison;
3. the notebook check cell's grading function (`autograder.student.notebook.grade`) in a fresh
   interpreter, as a kernel runs it, on a folder holding the topic file.

Every check must have one outcome in all the pytest runs, and the same in the batch and the
notebook path. The report lists the variants, the figures, and every disagreement.

    python benchmarks/verdict_repro.py --runs 10 --out benchmarks/reports/verdict_repro.txt
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.authoring.variants import load_variants  # noqa: E402
from autograder.course.manifest import load_course  # noqa: E402
from autograder.engine.registry import spec_for  # noqa: E402

BORDERLINE = ("one_pass", "float32", "max_shift", "sums_in", "upcast", "eps", "precision", "float16", "below", "tiny",
              "huge", "overflow", "large", "subnormal", "nan", "inf")


def choose(count: int) -> list:
    """`count` flawed and `count` correct variants without timed checks, spread over the topics, borderline ones first."""
    course = load_course()
    by_topic: dict[str, dict[str, list]] = defaultdict(lambda: {"fail": [], "pass": []})
    for variant in sorted(load_variants(), key=lambda v: (not any(word in v.path.stem for word in BORDERLINE), v.id)):
        exercise = course.exercise(variant.exercise)
        if variant.timed_check or spec_for(exercise, course).timed_checks(exercise.checks):
            continue
        by_topic[exercise.topic][variant.verdict].append(variant)
    chosen = []
    for verdict in ("fail", "pass"):
        picked: list = []
        while len(picked) < count and any(group[verdict] for group in by_topic.values()):
            for group in by_topic.values():
                if group[verdict] and len(picked) < count:
                    picked.append(group[verdict].pop(0))
        chosen += picked
    return chosen


def build(variants: list, base: Path) -> tuple[Path, Path]:
    """SUBS/<variant>/<NN_topic>/<topic>.py for pytest and the batch; FLAT/<variant>/<topic>.py for the notebook path."""
    course = load_course()
    subs, flat = base / "subs", base / "flat"
    for variant in variants:
        topic = course.topic(course.exercise(variant.exercise).topic)
        code = (ROOT / "solutions" / topic.module_file).read_text() + "\n\n# --- the variant ---\n" + variant.source
        for folder in (subs / variant.path.stem / topic.folder, flat / variant.path.stem):
            folder.mkdir(parents=True)
            (folder / Path(topic.module_file).name).write_text(code)
    return subs, flat


def _pytest_outcomes(variant, sub: Path, scratch: Path, run: int) -> dict[str, str]:
    course = load_course()
    exercise = course.exercise(variant.exercise)
    topic = course.topic(exercise.topic)
    report = scratch / f"{variant.path.stem}-{run}.xml"
    subprocess.run([sys.executable, "-m", "pytest", "autograder", "-q", "-p", "no:cacheprovider", "--target", str(sub),
                    "-k", f"{topic.folder} and test_{exercise.function}", "--junitxml", str(report)],
                   cwd=ROOT, capture_output=True, text=True, timeout=900)
    outcomes = {}
    for case in ElementTree.parse(report).getroot().iter("testcase"):
        name = case.get("name", "")
        if not name.startswith(f"test_{exercise.function}["):
            continue
        check = name[name.index("[") + 1:-1]
        kind = {child.tag for child in case}
        outcomes[check] = "failed" if kind & {"failure", "error"} else "not_graded" if "skipped" in kind else "passed"
    return outcomes


def _batch_outcomes(subs: Path, scratch: Path) -> dict[str, dict[str, str]]:
    out = scratch / "batch"
    subprocess.run([sys.executable, "-m", "autograder", "grade", str(subs), "--out", str(out), "--jobs", "2"],
                   cwd=ROOT, capture_output=True, text=True, timeout=3600)
    found = {}
    for state in (out / ".state").glob("*.json"):
        checks = json.loads(state.read_text())["checks"]
        found[state.stem] = {(exercise, row["check"]): row["outcome"] for exercise, rows in checks.items() for row in rows}
    return found


_NOTEBOOK = """
import json, sys
from autograder.student.notebook import grade
result = grade(sys.argv[1], sys.argv[2])
print(json.dumps({c.check: c.outcome.value for c in result.checks}))
"""


def _notebook_outcomes(variant, folder: Path) -> dict[str, str]:
    done = subprocess.run([sys.executable, "-c", _NOTEBOOK, variant.exercise, str(folder)], cwd=ROOT, capture_output=True,
                          text=True, timeout=900)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=10, help="pytest runs per variant (default 10)")
    parser.add_argument("--count", type=int, default=20, help="flawed and correct variants each (default 20)")
    parser.add_argument("--out", help="also write the report here")
    arguments = parser.parse_args(argv)
    started = time.monotonic()
    variants = choose(arguments.count)
    lines = [f"verdict reproducibility: {sum(v.verdict == 'fail' for v in variants)} flawed and "
             f"{sum(v.verdict == 'pass' for v in variants)} correct variants, {arguments.runs} pytest runs each (two at a "
             "time), one batch, one notebook-path grading"]
    with tempfile.TemporaryDirectory(prefix="jaxcourse-repro-") as scratch_name:
        scratch = Path(scratch_name)
        subs, flat = build(variants, scratch)
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            runs = {(v.path.stem, run): pool.submit(_pytest_outcomes, v, subs / v.path.stem, scratch, run)
                    for run in range(arguments.runs) for v in variants}
            pytest_outcomes = {key: future.result() for key, future in runs.items()}
        batch = _batch_outcomes(subs, scratch)
        notebook = {v.path.stem: _notebook_outcomes(v, flat / v.path.stem) for v in variants}
    disagreements = []
    checks_compared = 0
    for variant in variants:
        per_run = [pytest_outcomes[variant.path.stem, run] for run in range(arguments.runs)]
        checks = sorted(set().union(*per_run))
        lines.append(f"\n{variant.verdict:<4} {variant.path.stem} ({variant.exercise}): "
                     + ", ".join(f"{check} {per_run[0].get(check, '-')}" for check in checks))
        for check in checks:
            checks_compared += 1
            seen = {run.get(check) for run in per_run}
            batch_outcome = batch.get(variant.path.stem, {}).get((variant.exercise, check))
            notebook_outcome = notebook[variant.path.stem].get(check)
            if len(seen) != 1 or batch_outcome != per_run[0].get(check) or notebook_outcome != per_run[0].get(check):
                disagreements.append(f"{variant.path.stem} [{check}]: pytest {sorted(map(str, seen))}, batch {batch_outcome}, "
                                     f"notebook {notebook_outcome}")
        if variant.verdict == "pass" and any(o == "failed" for run in per_run for o in run.values()):
            disagreements.append(f"{variant.path.stem}: a correct variant failed a check")
        if variant.verdict == "fail" and not any(o == "failed" for o in per_run[0].values()):
            disagreements.append(f"{variant.path.stem}: a flawed variant passed every check")
    lines.append(f"\n{checks_compared} checks x {arguments.runs} pytest runs + batch + notebook: "
                 f"{len(disagreements)} disagreements, {time.monotonic() - started:.0f} s")
    lines += disagreements
    report = "\n".join(lines)
    print(report)
    if arguments.out:
        Path(arguments.out).write_text(report + "\n")
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())
