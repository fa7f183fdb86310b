"""The device check: grade the solutions and prove every timed verdict on whatever machine this runs on.

Made for a machine lent for a few minutes (an NVIDIA GPU, a TPU) with nothing but what is
installed there: no network, the course on `PYTHONPATH` rather than installed (pytest then
loads the grader with `-p autograder.pytest_plugin.plugin`), no Jupyter. In one run, within `--budget`
seconds, it writes one JSON report:

1. `environment`: Python, JAX and jaxlib versions, backend, device kind and count;
2. `tolerances`: the factor each reference needs of its spec's tolerances here
   (`python -m autograder tolerances`, checks/tolerances.py), over `--draws` gradings; with
   `--write-tolerances` (not on a CPU) recorded before grading;
3. `grading`: `pytest autograder --target solutions/` (points and pytest seconds per topic, every
   failure); `stubs`: the same for `exercises/`, which must score 0 (`--no-stubs` skips it);
4. `calibrate`: the expert's and the references' speed-ups on every `speedup` exercise;
5. `stability`: every timed check `--runs` times on the references, the correct alternatives
   and the naive variants, in each grading path available here (`in-process`, `batch`, and
   `notebook` where Jupyter is installed), with a core kept busy;
6. `not_measured`: what was skipped, and why (a path that cannot run here, the budget spent).

Each part runs in a process of its own, which holds the device while it runs: a TPU admits one
process, and this one never starts JAX's backend.

    PYTHONPATH=. python benchmarks/accelerator_check.py --out accelerator.json
    PYTHONPATH=. python benchmarks/accelerator_check.py --runs 3 --only jit.selu --out quick.json
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.course.manifest import load_course  # noqa: E402


def environment() -> dict[str, Any]:
    """What this machine computes on (starts JAX's backend: run it in a part's process)."""
    import jax

    from autograder.checks.timing import backend, device_name

    return {
        "python": platform.python_version(),
        "jax": jax.__version__,
        "jaxlib": importlib.metadata.version("jaxlib"),
        "backend": backend(),
        "device": device_name(),
        "device_count": jax.device_count(),
        "cpu_count": os.cpu_count(),
        "xla_flags": os.environ.get("XLA_FLAGS", ""),
    }


def _plugin_arguments() -> list[str]:
    """`-p autograder.pytest_plugin.plugin` unless the installed package already registers it."""
    installed = any(e.value == "autograder.pytest_plugin.plugin" for e in importlib.metadata.entry_points(group="pytest11"))
    return [] if installed else ["-p", "autograder.pytest_plugin.plugin"]


def grade_solutions(only: list[str], timeout: float, target: str = "solutions") -> dict[str, Any]:
    """`pytest autograder --target solutions/` (or `target`), in a subprocess; points and seconds per topic, every failure."""
    import xml.etree.ElementTree as ElementTree

    course = load_course()
    with tempfile.TemporaryDirectory() as scratch:
        results = Path(scratch) / "results.json"
        junit = Path(scratch) / "junit.xml"
        command = [sys.executable, "-m", "pytest", *_plugin_arguments(), "autograder", "-q", "--target",
                   str(ROOT / target), "--results", str(results), "--junitxml", str(junit)]
        topics = sorted({course.exercise(i).topic if "." in i else i for i in only})
        if topics:
            command += ["-k", " or ".join(course.topic(t).folder for t in topics)]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
        started = time.monotonic()
        try:
            done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env, timeout=timeout)
        except subprocess.TimeoutExpired as stopped:
            output = (stopped.stdout or b"").decode(errors="replace") if isinstance(stopped.stdout, bytes) else (stopped.stdout or "")
            return {"exit_code": None, "seconds": round(time.monotonic() - started, 1),
                    "error": f"stopped after {timeout:.0f} s (--grading-timeout)\n" + output[-3000:]}
        seconds = round(time.monotonic() - started, 1)
        if not results.exists():
            return {"exit_code": done.returncode, "seconds": seconds, "error": (done.stdout + done.stderr)[-3000:]}
        graded = json.loads(results.read_text())
        seconds_per_topic: dict[str, float] = {}  # pytest's time per check, summed by spec module (one per topic)
        seconds_per_check: dict[str, float] = {}
        if junit.exists():
            for case in ElementTree.parse(junit).iter("testcase"):
                module = case.get("classname", "").rsplit(".", 1)[-1]
                took = float(case.get("time") or 0.0)
                seconds_per_topic[module] = seconds_per_topic.get(module, 0.0) + took
                seconds_per_check[f"{module}::{case.get('name', '')}"] = took
    per_topic: dict[str, list[float]] = {}
    for test in graded["tests"]:
        topic = course.topic(course.exercise(test["name"]).topic).folder
        score = per_topic.setdefault(topic, [0.0, 0.0])
        score[0] += test["score"]
        score[1] += test["max_score"]
    return {
        "exit_code": done.returncode,
        "seconds": seconds,
        "score": graded["score"],
        "max_score": sum(t["max_score"] for t in graded["tests"]),
        "topics": {topic: f"{got:g}/{most:g}" for topic, (got, most) in per_topic.items()},
        "seconds_per_topic": {topic: round(value, 1) for topic, value in sorted(seconds_per_topic.items())},
        "slowest_checks": {name: round(value, 2) for name, value in sorted(seconds_per_check.items(), key=lambda kv: -kv[1])[:25]},
        "failures": {t["name"]: t["output"][:500] for t in graded["tests"] if t["score"] < t["max_score"]},
        "extra_data": graded.get("extra_data", {}),
    }


def available_paths(wanted: list[str], skipped: list[str]) -> tuple[str, ...]:
    """The grading paths of `wanted` that can run here; the others are noted in `skipped`."""
    from autograder.authoring.stability import PATHS

    paths = []
    for path in wanted:
        if path not in PATHS:
            skipped.append(f"stability in the {path!r} path: no such grading path (choose from {', '.join(PATHS)})")
            continue
        if path == "notebook" and importlib.util.find_spec("jupyter_client") is None:
            skipped.append("stability in the notebook path: Jupyter (jupyter_client, ipykernel) is not installed here")
            continue
        paths.append(path)
    return tuple(paths)


def _child_env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}


def in_child(part: str, arguments: argparse.Namespace, *extra: str, timeout: float = 3600.0) -> Any:
    """Run one part of the check in a process of its own and return what it wrote.

    Each part that computes holds the device while it runs and releases it when it ends: a TPU
    admits one process, and the grading subprocess, the batch's workers and the in-process
    measurements each need it in turn. This process computes on the CPU alone (`run_check`).
    """
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "part.json"
        command = [sys.executable, str(Path(__file__).resolve()), "--part", part, "--out", str(out),
                   "--runs", str(arguments.runs), "--calibrate-runs", str(arguments.calibrate_runs),
                   "--draws", str(arguments.draws), *(["--no-busy"] if not arguments.busy else []),
                   *(["--write-tolerances"] if arguments.write_tolerances else []),
                   *[word for item in (arguments.only or ()) for word in ("--only", item)], *extra]
        try:
            done = subprocess.run(command, cwd=ROOT, env=_child_env(), timeout=timeout, stdout=None,
                                  stderr=subprocess.PIPE, text=True)
        except subprocess.TimeoutExpired:
            return {"error": f"{part}: stopped after {timeout:.0f} s"}
        if not out.exists():
            return {"error": f"{part}: exit code {done.returncode}\n{(done.stderr or '')[-3000:]}"}
        return json.loads(out.read_text())


def run_part(arguments: argparse.Namespace) -> Any:
    """One part, in this (child) process: what `in_child` reads back."""
    from autograder.grading.backend import compute_on_cpu_here, exclusive_here

    course = load_course()
    only = tuple(arguments.only or ())
    if arguments.part == "environment":
        return environment()
    if arguments.part == "tolerances":
        from autograder.authoring.measure_tolerances import measure, write
        from autograder.checks.timing import backend, device_name

        started = time.monotonic()
        measured = measure(course, ROOT / "solutions", only, arguments.draws)
        platform, device = backend(), device_name()
        recorded = write(measured, platform, device) if arguments.write_tolerances and platform != "cpu" else {}
        return {"seconds": round(time.monotonic() - started, 1), "draws": arguments.draws,
                "needs": {k: float(f"{v:.3g}") for k, v in sorted(measured.needs.items())},
                "recorded": recorded, "failures": [list(f) for f in measured.failures]}
    if arguments.part == "calibrate":
        from autograder.authoring.stability import calibrate

        return calibrate(course, ROOT / "solutions", arguments.calibrate_runs, only)
    if arguments.part.startswith("stability-"):
        path = arguments.part.removeprefix("stability-")
        if path == "batch" and exclusive_here():
            compute_on_cpu_here()  # the workers take the device in turn; this process times them
        from autograder.authoring.stability import format_row, measure_stability, rows_json

        rows = measure_stability(course, arguments.runs, arguments.busy, only, (path,),
                                 report=lambda row: print(format_row(row), flush=True))
        return rows_json(rows)
    raise SystemExit(f"unknown part {arguments.part!r}")


def run_check(arguments: argparse.Namespace) -> dict[str, Any]:
    """Every part of the report, within the budget (see the module docstring).

    The report is written to `--out` after each part, so a run stopped from outside (a lease
    that ends) still leaves what it measured, with `complete` false. Each part runs in a
    process of its own (`in_child`).
    """
    from autograder.engine.registry import spec_for
    from autograder.grading.backend import compute_on_cpu_here

    # Listing the timed checks imports the specs, and the devices and kernels specs start JAX's backend as they
    # load: this process keeps its own to the CPU, so that on a TPU each part can open the chip in turn.
    compute_on_cpu_here()
    started = time.monotonic()
    course = load_course()
    only = tuple(arguments.only or ())
    skipped: list[str] = []
    report: dict[str, Any] = {"environment": in_child("environment", arguments), "settings": vars(arguments),
                              "complete": False, "not_measured": skipped}

    def save() -> None:
        report["seconds"] = round(time.monotonic() - started, 1)
        Path(arguments.out).write_text(json.dumps(report, indent=1) + "\n")

    print(f"device check on {report['environment'].get('backend')} ({report['environment'].get('device')})", flush=True)
    save()
    if arguments.draws > 0:
        report["tolerances"] = in_child("tolerances", arguments)
        save()
        needs = report["tolerances"].get("needs", {})
        print(f"tolerances: {sum(1 for v in needs.values() if v > 1)} of {len(needs)} exercises need more than the "
              f"specs' own here; recorded {report['tolerances'].get('recorded')}; "
              f"{len(report['tolerances'].get('failures', []))} checks failed anyway", flush=True)
    if arguments.grading:
        report["grading"] = grade_solutions(list(only), timeout=arguments.grading_timeout)
        save()
        print(f"solutions: {report['grading'].get('score')}/{report['grading'].get('max_score')} points "
              f"in {report['grading']['seconds']} s", flush=True)
    else:
        skipped.append("grading the solutions: --no-grading")
    if arguments.stubs:
        report["stubs"] = grade_solutions(list(only), timeout=arguments.grading_timeout, target="exercises")
        report["stubs"].pop("failures", None)  # every check of a stub fails: the points say it
        save()
        print(f"stubs: {report['stubs'].get('score')}/{report['stubs'].get('max_score')} points "
              f"in {report['stubs']['seconds']} s", flush=True)
    if arguments.calibrate_runs > 0:
        report["calibrate"] = in_child("calibrate", arguments)
        save()
        for row in report["calibrate"] if isinstance(report["calibrate"], list) else []:
            if "error" in row:
                print(f"calibrate {row['exercise']}: not measured: {row['error'][:300]}", flush=True)
                continue
            print(f"calibrate {row['exercise']}: expert {row['expert_speedup']['median']}x, reference "
                  f"{row['speedup']['median']}x, share {row['share']['min']}-{row['share']['max']}", flush=True)
    paths = available_paths(arguments.paths.split(","), skipped)
    rows: list[dict[str, Any]] = []
    chosen = {item.partition(":")[0] for item in only}  # EXERCISE:CHECK names one timed check of an exercise
    exercises = [e for e in course.exercises if (not only or e.id in chosen or e.topic in only)
                 and spec_for(e, course).timed_checks(e.checks)]
    for exercise in exercises:
        for path in paths:
            if time.monotonic() - started > arguments.budget:
                skipped.append(f"stability of {exercise.id} in the {path} path: the {arguments.budget:.0f} s budget was spent")
                continue
            mine = [item for item in only if item.partition(":")[0] == exercise.id and ":" in item] or [exercise.id]
            found = in_child(f"stability-{path}", dataclasses_replace(arguments, only=mine))
            if isinstance(found, dict):
                skipped.append(f"stability of {exercise.id} in the {path} path: {found.get('error', found)}"[:2000])
                continue
            rows.extend(found)
            report["stability"] = rows
            save()
    report["stability"] = rows
    failed = any("stability of" in reason and "budget" not in reason for reason in skipped)
    # None: no timed verdict was asked for or measured (--paths none, --no-stability), and none failed
    report["stable"] = None if not rows and not failed else bool(rows) and all(row["stable"] for row in rows) and not failed
    report["complete"] = not any("budget was spent" in reason for reason in skipped)
    save()
    return report


def dataclasses_replace(arguments: argparse.Namespace, **changes: Any) -> argparse.Namespace:
    """A copy of `arguments` with `changes`."""
    return argparse.Namespace(**{**vars(arguments), **changes})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, help="the JSON report to write")
    parser.add_argument("--runs", type=int, default=3, help="runs per timed check, implementation and path (default 3: "
                        "every timed exercise in all three paths fits the default budget on a 2-core CPU)")
    parser.add_argument("--calibrate-runs", type=int, default=3, help="measurements per speedup exercise (default 3)")
    parser.add_argument("--paths", default="in-process,batch,notebook", help="grading paths to prove (comma-separated)")
    parser.add_argument("--only", action="append", metavar="ID", help="only this exercise or topic id (for stability, "
                        "also EXERCISE:CHECK, one timed check); repeat for more")
    parser.add_argument("--budget", type=float, default=420.0, help="seconds before stability stops starting exercises")
    parser.add_argument("--grading-timeout", type=float, default=420.0, help="seconds before grading the solutions "
                        "is stopped (noted in the report)")
    parser.add_argument("--no-grading", dest="grading", action="store_false", help="do not grade the solutions "
                        "(a run for the other parts only)")
    parser.add_argument("--no-stubs", dest="stubs", action="store_false", help="do not grade the stubs (exercises/), "
                        "which must score 0")
    parser.add_argument("--no-busy", dest="busy", action="store_false", help="do not keep a core busy meanwhile")
    parser.add_argument("--draws", type=int, default=1, help="gradings of the solutions that measure the tolerances "
                        "each reference needs here (`python -m autograder tolerances`; 0: skip; default 1)")
    parser.add_argument("--write-tolerances", action="store_true", help="record the measured factors for this "
                        "backend in autograder/checks/tolerances.json before grading (not on a CPU)")
    parser.add_argument("--part", help=argparse.SUPPRESS)  # one part, in a child process (`in_child`)
    arguments = parser.parse_args(argv)
    if arguments.part:
        Path(arguments.out).write_text(json.dumps(run_part(arguments), indent=1) + "\n")
        return 0
    report = run_check(arguments)
    verdicts = ("no timed verdict measured" if report["stable"] is None else
                "every timed verdict stable" if report["stable"] else "UNSTABLE verdicts")
    print(f"report: {arguments.out}; {verdicts}; "
          f"{report['seconds']} s", flush=True)
    grading = report.get("grading", {})  # absent with --no-grading
    stubs_zero = "stubs" not in report or report["stubs"].get("score") == 0  # graded (no error) and scored 0
    return 0 if (report["stable"] is not False and grading.get("score") == grading.get("max_score")
                 and stubs_zero) else 1


if __name__ == "__main__":
    raise SystemExit(main())
