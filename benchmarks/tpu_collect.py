"""One device report from many short leases: `benchmarks/reports/accelerator_check_tpu_v5e.json`.

`benchmarks/accelerator_check.py` measures everything in one run, which on a TPU v5e takes far longer than one lent
call (at most 10 minutes, 30 a session): the TPU's parts were measured by `benchmarks/tpu_lease.sh` over many leases,
each writing its raw output under `benchmarks/reports/tpu_v5e_*/`. This script reads those folders, oldest lease
first, and writes the report `accelerator_check.py` would have written, in its layout, where each part is the latest
measurement of it and says in which lease it was made (`measured_in`):

- `grading`, `grading_warm`, `stubs`: the latest `pytest autograder` of the solutions (cold, then warm cache) and of
  the stubs (`accelerator_check.py`'s JSON);
- `batch`: the latest `python -m autograder grade` of the solutions, per half of the course (`batch1_summary.txt`,
  `batch2_summary.txt`);
- `calibrate`: the latest `calibrate.txt`, one row per speed-up exercise;
- `stability`: every stability row (JSON, or the text table a part printed before it was cut), the latest per
  exercise, check, path and implementation.

`complete` is true only when every part is there and every stability row the current course asks for (the
reference, the correct alternatives and each variant written to fail that timed check, in-process and in the
batch) has been measured; `not_measured` lists what is missing. Measurements made at older code are kept as they
were: the lease each came from names its commit.

    PYTHONPATH=. python benchmarks/tpu_collect.py            # writes the report, prints what is missing
    PYTHONPATH=. python benchmarks/tpu_collect.py --check    # exit 1 unless complete and stable
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
REPORTS = ROOT / "benchmarks" / "reports"
OUT = REPORTS / "accelerator_check_tpu_v5e.json"
PATHS = ("in-process", "batch")  # the grading paths a TPU report proves (a notebook's kernel runs in-process)
_DATED = {"tpu_v5e_2026-12-06": 3}  # the third lease's folder is named by its date
_ROW = re.compile(r"^(\S+\.\S+)\s+(\S+)\s+(in-process|batch|notebook)\s+(\S+)\s+(pass|fail)\s+(\d+)/(\d+)\s+(yes|NO)\s*$")
_CALIBRATE = re.compile(r"^(\S+\.\S+)\s+([\d.]+)-\s*([\d.]+)\s*x\s+([\d.]+)-\s*([\d.]+)\s*x\s+([\d.]+)-([\d.]+)\s+([\d.]+),\s*([\d.]+)x")
_BATCH = re.compile(r"mean ([\d.]+) of (\d+) points")


def leases(reports: Path = REPORTS) -> list[tuple[int, Path]]:
    """The lease folders under `reports`, oldest first."""
    found = []
    for folder in reports.glob("tpu_v5e_*"):
        if not folder.is_dir():
            continue
        number = _DATED.get(folder.name) or (int(folder.name.removeprefix("tpu_v5e_lease"))
                                             if folder.name.removeprefix("tpu_v5e_lease").isdigit() else None)
        if number is not None:
            found.append((number, folder))
    return sorted(found)


def _files(folder: Path, pattern: str) -> list[Path]:
    return sorted(folder.rglob(pattern))


def stability_rows(text: str) -> list[dict[str, Any]]:
    """The rows of a stability part's printed table (`authoring.stability.format_row`)."""
    rows = []
    for line in text.splitlines():
        match = _ROW.match(line)
        if match:
            exercise, check, path, implementation, expected, passes, runs, stable = match.groups()
            rows.append({"exercise": exercise, "check": check, "path": path, "implementation": implementation,
                         "expected": expected, "passes": int(passes), "runs": int(runs), "stable": stable == "yes"})
    return rows


def calibrate_rows(text: str) -> list[dict[str, Any]]:
    """The rows of `python -m autograder calibrate`'s table."""
    rows = []
    for line in text.splitlines():
        match = _CALIBRATE.match(line)
        if match:
            exercise, *numbers = match.groups()
            e_min, e_max, s_min, s_max, share_min, share_max, fraction, floor = map(float, numbers)
            rows.append({"exercise": exercise, "expert_speedup": {"min": e_min, "max": e_max},
                         "speedup": {"min": s_min, "max": s_max}, "share": {"min": share_min, "max": share_max},
                         "fraction": fraction, "floor": floor})
    return rows


def expected_rows() -> set[tuple[str, str, str, str]]:
    """(exercise, check, path, implementation) of every stability row the course asks for (`measure_stability`)."""
    from autograder.authoring.variants import load_variants
    from autograder.course.manifest import load_course
    from autograder.engine.registry import spec_for

    course = load_course()
    variants = load_variants()
    wanted = set()
    for exercise in course.exercises:
        for check in spec_for(exercise, course).timed_checks(exercise.checks):
            names = ["reference"] + [v.path.stem for v in variants if v.exercise == exercise.id and (
                v.verdict == "pass" or v.timed_check == check)]
            wanted |= {(exercise.id, check, path, name) for name in names for path in PATHS}
    return wanted


def collect(reports: Path = REPORTS) -> dict[str, Any]:
    """The report from every lease folder under `reports` (module docstring)."""
    report: dict[str, Any] = {"collected_from": [], "not_measured": []}
    rows: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    for number, folder in leases(reports):
        name = f"lease {number} ({folder.name})"
        report["collected_from"].append(folder.name)
        for path in _files(folder, "*.json"):
            try:
                data = json.loads(path.read_text())
            except (json.JSONDecodeError, UnicodeDecodeError):
                continue
            if not isinstance(data, dict):
                continue
            source = f"{folder.name}/{path.relative_to(folder)}"
            if "environment" in data:
                report["environment"] = data["environment"]
            grading = data.get("grading")
            if isinstance(grading, dict) and grading.get("max_score"):
                part = "grading_warm" if "warm" in path.name else "grading"
                report[part] = {**grading, "measured_in": name, "source": source}
            stubs = data.get("stubs")
            if isinstance(stubs, dict) and stubs.get("max_score"):
                report["stubs"] = {**stubs, "measured_in": name, "source": source}
            for row in data.get("stability") or []:
                rows[(row["exercise"], row["check"], row["path"], row["implementation"])] = {
                    **row, "measured_in": name, "source": source}
        for path in _files(folder, "stability*.txt"):
            for row in stability_rows(path.read_text(errors="replace")):
                key = (row["exercise"], row["check"], row["path"], row["implementation"])
                rows[key] = {**rows.get(key, {}), **row, "measured_in": name,
                             "source": f"{folder.name}/{path.relative_to(folder)}"}
        for path in _files(folder, "calibrate.txt"):
            found = calibrate_rows(path.read_text(errors="replace"))
            if found:
                report["calibrate"] = [{**row, "measured_in": name} for row in found]
        for half in ("batch1", "batch2"):
            for path in _files(folder, f"*{half}_summary.txt"):
                match = _BATCH.search(path.read_text(errors="replace"))
                if match:
                    report.setdefault("batch", {})[half] = {
                        "score": float(match.group(1)), "max_score": int(match.group(2)), "measured_in": name,
                        "source": f"{folder.name}/{path.relative_to(folder)}"}
    wanted = expected_rows()
    report["stability"] = [rows[key] for key in sorted(rows) if key in wanted]
    missing = sorted(wanted - set(rows))
    report["not_measured"] += [f"stability of {e}:{c} for {i} in the {p} path" for e, c, p, i in missing]
    for part in ("grading", "stubs", "calibrate", "batch"):
        if part not in report:
            report["not_measured"].append(f"{part}: in no lease's output")
    report["stable"] = bool(report["stability"]) and all(row["stable"] for row in report["stability"])
    report["complete"] = not report["not_measured"]
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=OUT, help=f"the report to write (default {OUT.relative_to(ROOT)})")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 unless complete and stable")
    arguments = parser.parse_args(argv)
    report = collect()
    if not arguments.check:
        arguments.out.write_text(json.dumps(report, indent=1) + "\n")
    batch = report.get("batch", {})
    print(f"grading {report.get('grading', {}).get('score')}/{report.get('grading', {}).get('max_score')}, "
          f"stubs {report.get('stubs', {}).get('score')}, batch "
          f"{sum(h['score'] for h in batch.values()):.0f}/{sum(h['max_score'] for h in batch.values())}, "
          f"calibrate {len(report.get('calibrate', []))} exercises, stability {len(report['stability'])} rows "
          f"({sum(not r['stable'] for r in report['stability'])} not as expected); complete {report['complete']}")
    for reason in report["not_measured"]:
        print(f"not measured: {reason}")
    return 0 if report["complete"] and report["stable"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
