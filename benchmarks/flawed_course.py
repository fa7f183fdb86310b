"""Grading time on flawed code: a whole course of flawed submissions versus the solutions.

The issue asks that a whole course of flawed submissions (one flaw per exercise) be graded in
at most twice the time of the solutions. This script:

1. assembles a flawed course: a folder laid out like `solutions/` (one module file per topic)
   where every exercise is replaced by ONE flawed variant from `tests/variants/`
   (autograder/authoring/variants.py). The choice is deterministic: for each exercise, the
   first flawed variant by file name that is graded on this backend (`ONLY_ON`), is not a
   fix-it stub, and binds no module-level name that the solution module or another chosen
   variant of the same topic binds (so one flaw cannot break a neighbouring exercise). An
   exercise with no such variant keeps its solution (the report says how many);
2. times `python -m pytest autograder --target <folder> -q -p no:cacheprovider` on the
   solutions and on the flawed course, one unmeasured warm-up run each (it fills the
   compilation cache, `~/.cache/jaxcourse/xla`), then `--repeat` measured rounds that
   alternate which of the two goes first (S F, F S, ...), so both see the same load. Every run
   also writes `--results` and `--junitxml` (scores and per-check seconds);
3. with `--cold N` (default 1), grades each target N more times, alternating, each with an
   empty compilation cache: the first grading of code never graded on this machine, where
   the flawed course's changed programs must all be compiled (the warm runs above read them
   from the cache the warm-up filled);
4. with `--profile N` (default 1), grades each target N more times in one process
   (`--grading-jobs 1`): in a normal run the partner process grades checks from the far end
   and pytest only replays its verdicts, so JUnit's per-check seconds there say when a verdict
   arrived, not what it cost. The one-process runs give the honest per-exercise seconds of the
   "slowest ten" table (their wall time is reported too, not used in the ratio);
5. with `--batch [CACHE ...]`, grades both targets as two students of
   `python -m autograder grade <parent> --out <dir> --jobs 2`, once per CACHE (`default`: the
   batch's own compiled-programs folder, which holds the solutions' programs; `off`: every
   worker compiles everything; or a folder), and reports each student's seconds per phase
   (`<out>/.state/<student>.json`);
6. writes a report: the wall seconds of every run, the medians, the ratio flawed/solutions,
   both scores, every flawed exercise that kept full marks, and the ten slowest exercises of
   the flawed course beside the solutions' seconds for them.

The exit status is 1 when the ratio is above `--limit` (default 2) or a flawed exercise kept
full marks, else 0.

    PYTHONPATH=. python benchmarks/flawed_course.py --out benchmarks/reports/flawed_course_time.txt
    PYTHONPATH=. python benchmarks/flawed_course.py --repeat 4 --batch default off --keep /tmp/flawed

Caveats: wall time on a shared machine is noisy; the load average before and after every run
is recorded. The flawed course's time depends on the flaws chosen (a slow naive variant costs
its timed check's full budget, for instance); the choice is listed in the report.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.authoring.variants import Variant, load_variants, make_target  # noqa: E402
from autograder.course.manifest import Course, load_course  # noqa: E402

CONSTANTS = {"EXERCISE", "VERDICT", "MESSAGE", "TIMED_CHECK", "ONLY_ON", "STUB"}


def load() -> str:
    """The load averages (1, 5, 15 minutes) and the core count, e.g. '3.71 4.02 3.10 on 2 cores'."""
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def bound_names(source: str) -> set[str]:
    """The names a module's top level binds that are not imports: defs, classes, assignments."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def imported_names(source: str) -> set[str]:
    """The names a module's top-level imports bind."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return names


def choose_flaws(course: Course, platform: str) -> tuple[dict[str, Variant], list[str], dict[str, list[str]]]:
    """One flawed variant per exercise: (chosen by exercise id, exercises left as the solution, passed-over variants).

    The first flawed variant by file name that is graded on `platform`, is not a stub, and
    whose extra module-level names (beyond its function and its header constants) clash with no
    name the topic's solution module or an already chosen variant of that topic binds.
    """
    variants = sorted((v for v in load_variants() if v.verdict == "fail"), key=lambda v: v.path.name)
    chosen: dict[str, Variant] = {}
    passed_over: dict[str, list[str]] = {}
    taken: dict[str, set[str]] = {}  # topic module file -> names bound by the chosen variants
    for exercise in course.exercises:
        topic = course.topic(exercise.topic)
        solution = (course.root / "solutions" / topic.module_file).read_text()
        solution_names = bound_names(solution) | imported_names(solution)
        for variant in (v for v in variants if v.exercise == exercise.id):
            if variant.stub:
                passed_over.setdefault(exercise.id, []).append(f"{variant.id} (a fix-it stub)")
                continue
            if not variant.graded_on(platform):
                passed_over.setdefault(exercise.id, []).append(f"{variant.id} (a flaw only on {', '.join(variant.only_on or ())})")
                continue
            source = variant.source
            extra = bound_names(source) - CONSTANTS - {exercise.function}
            imports = imported_names(source)
            clashes = sorted((extra & solution_names) | (imports & bound_names(solution))
                             | ((extra | imports | {exercise.function}) & taken.get(topic.module_file, set())))
            if clashes:
                passed_over.setdefault(exercise.id, []).append(f"{variant.id} (rebinds {', '.join(clashes)})")
                continue
            chosen[exercise.id] = variant
            taken.setdefault(topic.module_file, set()).update(extra)
            break
    without = [exercise.id for exercise in course.exercises if exercise.id not in chosen]
    return chosen, without, passed_over


def build_flawed_course(destination: Path, course: Course, chosen: dict[str, Variant]) -> Path:
    """solutions/ copied to `destination`, each topic file followed by its chosen variants' code."""
    code: dict[str, str] = {}
    for exercise in course.exercises:  # course order, so the file reads like the topic
        variant = chosen.get(exercise.id)
        if variant is None:
            continue
        relative = course.topic(exercise.topic).module_file
        code[relative] = code.get(relative, "") + f"\n\n# --- flaw of {exercise.id}: {variant.id} ---\n" + variant.source
    return make_target(destination, code)


def _exercise_of(course: Course) -> dict[tuple[str, str], str]:
    """(spec module, test function) of a JUnit test case -> exercise id."""
    return {(exercise.topic, f"test_{exercise.function}"): exercise.id for exercise in course.exercises}


def grade(course: Course, target: Path, scratch: Path, jobs: int | None = None, cold: bool = False) -> dict[str, Any]:
    """One timed `pytest autograder --target TARGET` in a subprocess: wall seconds, scores, per-check seconds.

    `cold`: with an empty compilation cache (`XDG_CACHE_HOME` a new empty folder), as the first grading of new code.
    """
    results = scratch / "results.json"
    junit = scratch / "junit.xml"
    for path in (results, junit):
        path.unlink(missing_ok=True)
    command = [sys.executable, "-m", "pytest", "autograder", "--target", str(target), "-q", "-p", "no:cacheprovider",
               "--results", str(results), "--junitxml", str(junit)]
    if jobs is not None:
        command += ["--grading-jobs", str(jobs)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    cache = scratch / "empty-cache"
    if cold:
        shutil.rmtree(cache, ignore_errors=True)
        cache.mkdir()
        env["XDG_CACHE_HOME"] = str(cache)
    before = load()
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.perf_counter() - started
    after = load()
    if cold:
        shutil.rmtree(cache, ignore_errors=True)
    if done.returncode not in (0, 1) or not results.exists():
        tail = "\n".join(done.stdout.splitlines()[-25:])
        raise RuntimeError(f"grading {target} failed (exit status {done.returncode}):\n{tail}")
    graded = json.loads(results.read_text())
    names = _exercise_of(course)
    checks: dict[str, float] = {}
    for case in ElementTree.parse(junit).iter("testcase"):
        module = case.get("classname", "").rsplit(".", 1)[-1]
        function, _, check = case.get("name", "").partition("[")
        exercise = names.get((module, function), f"{module}.{function}")
        checks[f"{exercise}[{check.rstrip(']')}]"] = float(case.get("time") or 0.0)
    per_exercise: dict[str, float] = {}
    for name, took in checks.items():
        exercise = name.split("[", 1)[0]
        per_exercise[exercise] = per_exercise.get(exercise, 0.0) + took
    summary_line = next((line for line in reversed(done.stdout.splitlines())
                         if " in " in line and ("passed" in line or "failed" in line)), "")
    return {
        "seconds": round(seconds, 2),
        "exit_code": done.returncode,
        "load_before": before,
        "load_after": after,
        "score": graded["score"],
        "max_score": graded["max_score"],
        "scores": {test["name"]: [test["score"], test["max_score"]] for test in graded["tests"]},
        "outputs": {test["name"]: test["output"] for test in graded["tests"] if test["score"] < test["max_score"]},
        "exercise_seconds": per_exercise,
        "check_seconds": checks,
        "pytest_line": summary_line.strip(),
    }


def batch(targets: dict[str, Path], scratch: Path, xla_cache: str | None = None) -> dict[str, Any]:
    """Both targets graded once by `python -m autograder grade PARENT --out DIR --jobs 2`; seconds per student and phase."""
    parent = scratch / "submissions"
    out = scratch / "batch-out"
    shutil.rmtree(parent, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    parent.mkdir(parents=True)
    for student, target in targets.items():
        shutil.copytree(target, parent / student, ignore=shutil.ignore_patterns("__pycache__", "*.ipynb"))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    command = [sys.executable, "-m", "autograder", "grade", str(parent), "--out", str(out), "--jobs", "2"]
    if xla_cache and xla_cache != "default":
        command += ["--xla-cache", xla_cache]
    before = load()
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.perf_counter() - started
    students: dict[str, Any] = {}
    for student in targets:
        state_file = out / ".state" / f"{student}.json"
        if state_file.exists():
            state = json.loads(state_file.read_text())
            students[student] = {"seconds": state.get("seconds"), "phase": state.get("phase")}
    grades = (out / "grades.csv").read_text() if (out / "grades.csv").exists() else ""
    return {"seconds": round(seconds, 2), "exit_code": done.returncode, "load_before": before, "load_after": load(),
            "xla_cache": xla_cache or "default",
            "students": students, "grades_csv": grades, "tail": "\n".join(done.stdout.splitlines()[-30:])}


def _median(runs: list[dict[str, Any]]) -> float:
    return statistics.median(run["seconds"] for run in runs)


def _seconds(runs: list[dict[str, Any]]) -> str:
    return ", ".join(f"{run['seconds']:.1f}" for run in runs)


def _median_of(runs: list[dict[str, Any]], key: str, name: str) -> float:
    values = [run[key].get(name, 0.0) for run in runs]
    return statistics.median(values) if values else 0.0


def report(course: Course, measured: dict[str, Any], limit: float) -> tuple[list[str], int]:
    """The report's lines and the exit status."""
    chosen: dict[str, Variant] = measured["chosen"]
    runs = measured["runs"]
    solutions, flawed = runs["solutions"], runs["flawed"]
    lines = [
        "Grading time on flawed code: a whole course of flawed submissions (one flaw per exercise) versus the solutions.",
        f"date: {measured['date']}; commit measured: {measured['commit']}; backend: {measured['platform']}; "
        f"{os.cpu_count()} cores",
        f"load (1, 5, 15 min) at the start: {measured['load_start']}; at the end: {measured['load_end']}",
        "command: python -m pytest autograder --target <folder> -q -p no:cacheprovider --results R --junitxml J",
        "",
        f"flawed course: {len(chosen)} of {len(course.exercises)} exercises carry one flawed variant from tests/variants/; "
        f"{len(measured['without'])} keep the solution"
        + (f" ({', '.join(measured['without'])})" if measured["without"] else "")
        + ". Choice: the first flawed variant by file name that is graded on this backend, is not a fix-it stub and "
        "rebinds no name of its topic's module.",
    ]
    if measured["passed_over"]:
        skipped = sum(len(v) for v in measured["passed_over"].values())
        stubs = sum(1 for v in measured["passed_over"].values() for reason in v if "stub" in reason)
        lines.append(f"passed over before the chosen one: {skipped} variants ({stubs} fix-it stubs, "
                     f"{skipped - stubs} graded only elsewhere or rebinding a name).")
    lines += ["", f"wall seconds (one warm-up run each first, not counted: solutions {measured['warmup']['solutions']['seconds']:.1f}, "
              f"flawed {measured['warmup']['flawed']['seconds']:.1f}); rounds alternate which goes first:"]
    order = measured["order"]
    for index, first in enumerate(order):
        second = "flawed" if first == "solutions" else "solutions"
        a, b = runs[first][index], runs[second][index]
        lines.append(f"  round {index + 1}: {first} {a['seconds']:6.1f} s (load {a['load_before'].split()[0]}), "
                     f"then {second} {b['seconds']:6.1f} s (load {b['load_before'].split()[0]})")
    ratio = _median(flawed) / _median(solutions)
    lines += [
        f"  median: solutions {_median(solutions):.1f} s, flawed {_median(flawed):.1f} s; "
        f"ratio flawed/solutions {ratio:.2f} (limit {limit:g})",
        "",
    ]
    if measured["cold"]["solutions"]:
        cold_s, cold_f = measured["cold"]["solutions"], measured["cold"]["flawed"]
        lines += [f"  cold compilation cache (an empty XDG_CACHE_HOME: the first grading of new code), wall seconds: "
                  f"solutions {_seconds(cold_s)}, flawed {_seconds(cold_f)}; ratio of medians {_median(cold_f) / _median(cold_s):.2f}",
                  ""]
    last_s, last_f = solutions[-1], flawed[-1]
    lines.append(f"score: solutions {last_s['score']}/{last_s['max_score']}, flawed {last_f['score']}/{last_f['max_score']} "
                 f"(pytest: {last_s['pytest_line']} | {last_f['pytest_line']})")
    kept = [eid for eid in chosen if last_f["scores"].get(eid, [0, 0])[0] == last_f["scores"].get(eid, [0, -1])[1]]
    lost_some = [eid for eid in chosen if 0 < last_f["scores"].get(eid, [0, 0])[0] < last_f["scores"][eid][1]]
    unflawed_lost = [eid for eid in measured["without"] if last_f["scores"].get(eid, [1, 1])[0] < last_f["scores"].get(eid, [1, 1])[1]]
    scores_vary = sorted({eid for run in flawed for eid, (got, _) in run["scores"].items()
                          if got != last_f["scores"].get(eid, [got])[0]})
    message_seen = [eid for eid, variant in chosen.items() if variant.message and variant.message in last_f["outputs"].get(eid, "")]
    lines.append(f"flawed exercises that kept full marks: {len(kept)}" + (f": {', '.join(kept)}" if kept else ""))
    if lost_some:
        lines.append(f"flawed exercises that kept part of their points: {', '.join(lost_some)}")
    if unflawed_lost:
        lines.append(f"exercises without a flaw that lost points: {', '.join(unflawed_lost)}")
    if scores_vary:
        lines.append(f"scores that changed between the measured runs: {', '.join(scores_vary)}")
    lines.append(f"the variant's MESSAGE appears in the student's feedback (results.json, which shows the first failure): "
                 f"{len(message_seen)}/{len(chosen)}" + (f"; not in: {', '.join(e for e in chosen if e not in message_seen)}"
                                                        if len(message_seen) < len(chosen) else ""))
    if measured["profile"]["solutions"]:
        prof_s, prof_f = measured["profile"]["solutions"], measured["profile"]["flawed"]
        source, key = "one-process runs (--grading-jobs 1)", "exercise_seconds"
        lines += ["", f"one-process runs (--grading-jobs 1), wall seconds: solutions "
                  f"{_seconds(prof_s)}; flawed {_seconds(prof_f)}"
                  f"; sum of per-check seconds: solutions {sum(prof_s[-1]['check_seconds'].values()):.1f}, "
                  f"flawed {sum(prof_f[-1]['check_seconds'].values()):.1f}"]
    else:
        prof_s, prof_f = solutions, flawed
        source, key = "the measured runs (JUnit times; the partner's checks show when their verdict arrived)", "exercise_seconds"
    lines += ["", f"ten slowest exercises of the flawed course (pytest seconds summed over its checks, median of the {source}):",
              f"  {'exercise':<42}{'flawed':>8}{'solution':>10}{'diff':>8}  variant; slowest check of the flawed one"]
    exercises = sorted({e.id for e in course.exercises}, key=lambda e: -_median_of(prof_f, key, e))
    for eid in exercises[:10]:
        f_s, s_s = _median_of(prof_f, key, eid), _median_of(prof_s, key, eid)
        checks = {name: _median_of(prof_f, "check_seconds", name) for name in prof_f[-1]["check_seconds"] if name.startswith(eid + "[")}
        slowest = max(checks, key=checks.get) if checks else "-"
        variant = chosen[eid].id.split("/", 1)[1] if eid in chosen else "(solution)"
        lines.append(f"  {eid:<42}{f_s:8.2f}{s_s:10.2f}{f_s - s_s:+8.2f}  {variant}; {slowest.split('[', 1)[-1].rstrip(']')} {checks.get(slowest, 0):.2f} s")
    total_f = sum(_median_of(prof_f, key, e) for e in exercises)
    total_s = sum(_median_of(prof_s, key, e) for e in exercises)
    lines.append(f"  {'all ' + str(len(exercises)) + ' exercises':<42}{total_f:8.2f}{total_s:10.2f}{total_f - total_s:+8.2f}")
    grew = sorted(exercises, key=lambda e: -(_median_of(prof_f, key, e) - _median_of(prof_s, key, e)))[:10]
    lines += ["", "largest increases over the solution (flawed - solution, seconds): "
              + ", ".join(f"{e} {_median_of(prof_f, key, e) - _median_of(prof_s, key, e):+.2f}" for e in grew)]
    for result in measured["batch"]:
        lines += ["", f"batch: python -m autograder grade <parent> --out <dir> --jobs 2 (--xla-cache {result['xla_cache']}), "
                  f"the two targets as two students, once: {result['seconds']:.1f} s wall (exit status {result['exit_code']}, "
                  f"load before {result['load_before']})",
                  "  (--xla-cache default: the compiled-programs folder holds the solutions' programs only)"
                  if result["xla_cache"] == "default" else "  (--xla-cache off: every worker compiles everything)"]
        lines += [f"  {line}" for line in result["tail"].splitlines() if line.startswith(("compiled programs", "["))]
        for student, state in result["students"].items():
            phases = state.get("seconds") or {}
            lines.append(f"  {student:<10} " + ", ".join(f"{phase} {value:.1f} s" for phase, value in phases.items()))
        if result["students"].get("solutions", {}).get("seconds") and result["students"].get("flawed", {}).get("seconds"):
            total = {s: sum(v for p, v in result["students"][s]["seconds"].items() if p in ("untimed", "timed"))
                     for s in ("solutions", "flawed")}
            lines.append(f"  untimed + timed: solutions {total['solutions']:.1f} s, flawed {total['flawed']:.1f} s, "
                         f"ratio {total['flawed'] / total['solutions']:.2f}; untimed alone: ratio "
                         f"{result['students']['flawed']['seconds']['untimed'] / result['students']['solutions']['seconds']['untimed']:.2f} "
                         "(the untimed phase runs the two side by side, the timed phase one at a time)")
        if result["grades_csv"]:
            rows = [row.split(",") for row in result["grades_csv"].splitlines()]
            got, most = rows[0].index("total"), rows[0].index("max")
            lines.append("  grades.csv: " + "; ".join(f"{row[0]} {row[got]}/{row[most]}" for row in rows[1:]))
    lines += ["", "chosen flaws (exercise: variant, flawed score):"]
    for eid, variant in chosen.items():
        got, most = last_f["scores"].get(eid, ["?", "?"])
        lines.append(f"  {eid}: {variant.id} ({got}/{most})")
    status = 1 if ratio > limit or kept else 0
    return lines, status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2, help="measured runs of each target (default 2)")
    parser.add_argument("--profile", type=int, default=1,
                        help="one-process runs of each target for the per-exercise seconds (default 1; 0: none)")
    parser.add_argument("--cold", type=int, default=1, help="runs of each target with an empty compilation cache (default 1)")
    parser.add_argument("--batch", nargs="*", metavar="CACHE",
                        help="also grade both targets with `python -m autograder grade`, once per --xla-cache value given "
                             "(default, off or a folder; none given: default)")
    parser.add_argument("--limit", type=float, default=2.0, help="the largest ratio flawed/solutions that passes (default 2)")
    parser.add_argument("--platform", help="the backend whose flaws to choose (default: where JAX computes here)")
    parser.add_argument("--keep", type=Path, help="build the flawed course and keep the work files in this folder")
    parser.add_argument("--out", type=Path, help="write the report to this file (it is printed either way)")
    parser.add_argument("--json", type=Path, help="also write every measured figure to this JSON file")
    args = parser.parse_args(argv)

    from autograder.grading.backend import expected_platform

    course = load_course()
    platform = args.platform or expected_platform()
    chosen, without, passed_over = choose_flaws(course, platform)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    work = args.keep or Path(tempfile.mkdtemp(prefix="jaxcourse-flawed-"))
    work.mkdir(parents=True, exist_ok=True)
    flawed_target = work / "flawed"
    shutil.rmtree(flawed_target, ignore_errors=True)
    build_flawed_course(flawed_target, course, chosen)
    targets = {"solutions": ROOT / "solutions", "flawed": flawed_target}
    scratch = work / "scratch"
    scratch.mkdir(exist_ok=True)

    measured: dict[str, Any] = {
        "date": datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z"),
        "commit": commit + (" (with uncommitted changes)" if dirty else ""),
        "platform": platform, "chosen": chosen, "without": without, "passed_over": passed_over,
        "load_start": load(), "runs": {"solutions": [], "flawed": []}, "warmup": {}, "order": [],
        "profile": {"solutions": [], "flawed": []}, "cold": {"solutions": [], "flawed": []}, "batch": [],
    }
    print(f"load {load()}; flawed course in {flawed_target} ({len(chosen)} flaws, {len(without)} solutions kept)", flush=True)
    for name, target in targets.items():
        measured["warmup"][name] = grade(course, target, scratch)
        print(f"warm-up {name}: {measured['warmup'][name]['seconds']:.1f} s (load {load()})", flush=True)
    for index in range(args.repeat):
        order = ["solutions", "flawed"] if index % 2 == 0 else ["flawed", "solutions"]
        measured["order"].append(order[0])
        for name in order:
            result = grade(course, targets[name], scratch)
            measured["runs"][name].append(result)
            print(f"round {index + 1}/{args.repeat} {name}: {result['seconds']:.1f} s, {result['score']}/{result['max_score']} "
                  f"(load {result['load_before']} -> {result['load_after']})", flush=True)
    for index in range(args.cold):
        order = ["solutions", "flawed"] if index % 2 == 0 else ["flawed", "solutions"]
        for name in order:
            result = grade(course, targets[name], scratch, cold=True)
            measured["cold"][name].append(result)
            print(f"cold cache {index + 1}/{args.cold} {name}: {result['seconds']:.1f} s (load {result['load_before']})", flush=True)
    for index in range(args.profile):
        order = ["solutions", "flawed"] if index % 2 == 0 else ["flawed", "solutions"]
        for name in order:
            result = grade(course, targets[name], scratch, jobs=1)
            measured["profile"][name].append(result)
            print(f"one-process {index + 1}/{args.profile} {name}: {result['seconds']:.1f} s (load {result['load_before']})", flush=True)
    for cache in (args.batch or ["default"]) if args.batch is not None else []:
        measured["batch"].append(batch(targets, scratch, cache))
        print(f"batch (--xla-cache {cache}): {measured['batch'][-1]['seconds']:.1f} s, {measured['batch'][-1]['students']}", flush=True)
    measured["load_end"] = load()

    lines, status = report(course, measured, args.limit)
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text)
    if args.json:
        plain = {**measured, "chosen": {eid: v.id for eid, v in chosen.items()}}
        args.json.write_text(json.dumps(plain, indent=1, default=str))
    if args.keep is None:
        shutil.rmtree(work, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
