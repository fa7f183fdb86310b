"""benchmarks/tpu_collect.py: one TPU report from many leases' raw output, complete only when every part and every
stability row the course asks for was measured."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from autograder.authoring.stability import StabilityRow, format_row
from autograder.course.manifest import load_course

ROOT = load_course().root
_SPEC = importlib.util.spec_from_file_location("tpu_collect", ROOT / "benchmarks" / "tpu_collect.py")
tpu_collect = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(tpu_collect)

CALIBRATE = """backend: tpu (TPU v5 lite); 2 runs per exercise; target: /tmp/c/solutions
exercise                      expert         student   share of expert   needed share, floor
jit.selu               3.23-3.34  x   3.19-3.41  x    0.99-1.02      0.60, 1.25x
vmap.predict_batch   118.08-119.85x 115.38-118.87x    0.98-0.99      0.50, 1.25x
"""


def _lease(reports: Path, number: int, rows: list[tuple[str, str, str, str]], *, passes: int = 1) -> Path:
    folder = reports / f"tpu_v5e_lease{number}"
    folder.mkdir(parents=True)
    lines = ["device check on tpu (TPU v5 lite)", "  warnings.warn("]
    lines += [format_row(StabilityRow(e, c, i, "pass", passes, 1, p)) for e, c, p, i in rows]  # each passed `passes` of 1
    (folder / "stability_batch.txt").write_text("\n".join(lines) + "\n")
    (folder / "calibrate.txt").write_text(CALIBRATE)
    (folder / "solutions_cold.json").write_text(json.dumps({"environment": {"backend": "tpu"},
                                                            "grading": {"score": 213, "max_score": 213}}))
    (folder / "stubs.json").write_text(json.dumps({"stubs": {"score": 0, "max_score": 213}}))
    for half, points in (("batch1", 113), ("batch2", 100)):
        (folder / f"{half}_summary.txt").write_text(f"1 submissions; mean {points}.0 of {points} points; full marks: 1\n")
    return folder


def test_every_row_and_part_measured_makes_the_report_complete_and_stable(tmp_path: Path) -> None:
    wanted = sorted(tpu_collect.expected_rows())
    _lease(tmp_path, 4, wanted[: len(wanted) // 2])
    _lease(tmp_path, 5, wanted[len(wanted) // 2:])
    report = tpu_collect.collect(tmp_path)
    assert report["complete"] and report["stable"], report["not_measured"]
    assert len(report["stability"]) == len(wanted)
    assert report["grading"]["score"] == 213 and report["grading"]["measured_in"] == "lease 5 (tpu_v5e_lease5)"
    assert report["calibrate"][1] == {
        "exercise": "vmap.predict_batch", "expert_speedup": {"min": 118.08, "max": 119.85},
        "speedup": {"min": 115.38, "max": 118.87}, "share": {"min": 0.98, "max": 0.99}, "fraction": 0.5, "floor": 1.25,
        "measured_in": "lease 5 (tpu_v5e_lease5)"}
    assert report["batch"]["batch1"]["score"] == 113 and report["batch"]["batch2"]["max_score"] == 100


def test_a_row_never_measured_is_named_and_the_report_is_not_complete(tmp_path: Path) -> None:
    wanted = sorted(tpu_collect.expected_rows())
    _lease(tmp_path, 4, wanted[1:])
    report = tpu_collect.collect(tmp_path)
    exercise, check, path, implementation = wanted[0]
    assert not report["complete"]
    assert report["not_measured"] == [f"stability of {exercise}:{check} for {implementation} in the {path} path"]


def test_a_later_lease_overrides_an_earlier_row_and_an_unexpected_verdict_is_unstable(tmp_path: Path) -> None:
    wanted = sorted(tpu_collect.expected_rows())
    reference = next(row for row in wanted if row[3] == "reference")
    _lease(tmp_path, 4, wanted)
    _lease(tmp_path, 10, [reference], passes=0)  # a reference that failed its timed check (0 of 1, expected to pass)
    report = tpu_collect.collect(tmp_path)
    row = next(r for r in report["stability"] if (r["exercise"], r["check"], r["path"], r["implementation"]) == reference)
    assert row["measured_in"] == "lease 10 (tpu_v5e_lease10)" and not row["stable"]
    assert report["complete"] and not report["stable"]


def test_a_missing_part_is_named() -> None:
    report = tpu_collect.collect(Path("/nonexistent"))
    assert not report["complete"]
    assert {"grading: in no lease's output", "stubs: in no lease's output", "calibrate: in no lease's output",
            "batch: in no lease's output"} <= set(report["not_measured"])
