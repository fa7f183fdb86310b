"""The device check: grade the solutions and prove every timed verdict on whatever machine this runs on.

Made for a machine lent for a few minutes (an NVIDIA GPU, a TPU) with nothing but what is
installed there: no network, the course on `PYTHONPATH` rather than installed (pytest then
loads the grader with `-p autograder.pytest_plugin.plugin`), no Jupyter. In one run, within `--budget`
seconds, it writes one JSON report:

1. `environment`: Python, JAX and jaxlib versions, backend, device kind and count;
2. `grading`: `pytest autograder --target solutions/` (points per topic, every failure);
3. `calibrate`: the expert's and the references' speed-ups on every `speedup` exercise;
4. `stability`: every timed check `--runs` times on the references, the correct alternatives
   and the naive variants, in each grading path available here (`in-process`, `batch`, and
   `notebook` where Jupyter is installed), with a core kept busy;
5. `not_measured`: what was skipped, and why (a path that cannot run here, the budget spent).

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
    """What this machine computes on."""
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


def grade_solutions(only: list[str], timeout: float) -> dict[str, Any]:
    """`pytest autograder --target solutions/`, in a subprocess; points per topic and every failure."""
    course = load_course()
    with tempfile.TemporaryDirectory() as scratch:
        results = Path(scratch) / "results.json"
        command = [sys.executable, "-m", "pytest", *_plugin_arguments(), "autograder", "-q", "--target",
                   str(ROOT / "solutions"), "--results", str(results)]
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


def run_check(arguments: argparse.Namespace) -> dict[str, Any]:
    """Every part of the report, within the budget (see the module docstring).

    The report is written to `--out` after each part, so a run stopped from outside (a lease
    that ends) still leaves what it measured, with `complete` false.
    """
    from autograder.authoring.stability import calibrate, format_row, measure_stability, rows_json

    started = time.monotonic()
    course = load_course()
    only = tuple(arguments.only or ())
    skipped: list[str] = []
    report: dict[str, Any] = {"environment": environment(), "settings": vars(arguments), "complete": False,
                              "not_measured": skipped}

    def save() -> None:
        report["seconds"] = round(time.monotonic() - started, 1)
        Path(arguments.out).write_text(json.dumps(report, indent=1) + "\n")

    print(f"device check on {report['environment']['backend']} ({report['environment']['device']})", flush=True)
    report["grading"] = grade_solutions(list(only), timeout=arguments.grading_timeout)
    save()
    print(f"solutions: {report['grading'].get('score')}/{report['grading'].get('max_score')} points "
          f"in {report['grading']['seconds']} s", flush=True)
    report["calibrate"] = calibrate(course, ROOT / "solutions", arguments.calibrate_runs, only)
    save()
    for row in report["calibrate"]:
        print(f"calibrate {row['exercise']}: expert {row['expert_speedup']['median']}x, reference "
              f"{row['speedup']['median']}x, share {row['share']['min']}-{row['share']['max']}", flush=True)
    paths = available_paths(arguments.paths.split(","), skipped)
    rows = []
    from autograder.engine.registry import spec_for

    exercises = [e for e in course.exercises if (not only or e.id in only or e.topic in only)
                 and spec_for(e, course).timed_checks(e.checks)]
    for exercise in exercises:
        if time.monotonic() - started > arguments.budget:
            skipped.append(f"stability of {exercise.id}: the {arguments.budget:.0f} s budget was spent")
            continue
        found = measure_stability(course, arguments.runs, arguments.busy, (exercise.id,), paths,
                                  report=lambda row: print(format_row(row), flush=True))
        rows.extend(found)
        report["stability"] = rows_json(rows)
        save()
    report["stability"] = rows_json(rows)
    report["stable"] = all(row.stable for row in rows)
    report["complete"] = True
    save()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, help="the JSON report to write")
    parser.add_argument("--runs", type=int, default=3, help="runs per timed check, implementation and path (default 3: "
                        "every timed exercise in all three paths fits the default budget on a 2-core CPU)")
    parser.add_argument("--calibrate-runs", type=int, default=3, help="measurements per speedup exercise (default 3)")
    parser.add_argument("--paths", default="in-process,batch,notebook", help="grading paths to prove (comma-separated)")
    parser.add_argument("--only", action="append", metavar="ID", help="only this exercise or topic id; repeat for more")
    parser.add_argument("--budget", type=float, default=420.0, help="seconds before stability stops starting exercises")
    parser.add_argument("--grading-timeout", type=float, default=420.0, help="seconds before grading the solutions "
                        "is stopped (noted in the report)")
    parser.add_argument("--no-busy", dest="busy", action="store_false", help="do not keep a core busy meanwhile")
    arguments = parser.parse_args(argv)
    report = run_check(arguments)
    print(f"report: {arguments.out}; {'every timed verdict stable' if report['stable'] else 'UNSTABLE verdicts'}; "
          f"{report['seconds']} s", flush=True)
    return 0 if report["stable"] and report["grading"].get("score") == report["grading"].get("max_score") else 1


if __name__ == "__main__":
    raise SystemExit(main())
