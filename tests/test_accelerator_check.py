"""benchmarks/accelerator_check.py runs on a CPU as it would on a lent GPU: the course on PYTHONPATH, one JSON report."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from autograder.course.manifest import load_course
from autograder.authoring.variants import load_variants

ROOT = load_course().root


@pytest.mark.timing
def test_the_device_check_grades_calibrates_and_proves_the_timed_verdicts(tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "accelerator_check.py"), "--out", str(report_path), "--runs", "1",
         "--calibrate-runs", "1", "--only", "jit.selu", "--paths", "in-process,batch,teleport", "--no-busy"],
        capture_output=True, text=True, timeout=900, cwd=tmp_path, env=env,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    report = json.loads(report_path.read_text())
    assert report["environment"]["backend"] == "cpu" and report["environment"]["device_count"] >= 1
    assert report["grading"]["topics"] == {"03_jit": "13/13"} and report["grading"]["failures"] == {}
    assert set(report["grading"]["seconds_per_topic"]) == {"jit"} and report["grading"]["seconds_per_topic"]["jit"] > 0
    assert report["stubs"]["topics"] == {"03_jit": "0/13"} and report["stubs"]["score"] == 0
    [selu] = report["calibrate"]
    assert selu["exercise"] == "jit.selu" and selu["expert_speedup"]["min"] > 1.0 and selu["fraction"] == 0.6
    implementations = 1 + sum(1 for v in load_variants() if v.exercise == "jit.selu" and
                              (v.verdict == "pass" or v.timed_check == "speedup"))
    rows = report["stability"]
    assert len(rows) == 2 * implementations
    assert {row["path"] for row in rows} == {"in-process", "batch"}
    assert report["stable"] is True and all(row["stable"] for row in rows)
    assert any("teleport" in reason for reason in report["not_measured"])
    assert "report:" in done.stdout and "every timed verdict stable" in done.stdout


@pytest.mark.timing
def test_stability_times_the_notebook_path_in_a_real_kernel(tmp_path: Path) -> None:
    rows_file = tmp_path / "rows.json"
    done = subprocess.run(
        [sys.executable, "-m", "autograder", "stability", "--runs", "1", "--only", "jit.standardize", "--path", "notebook",
         "--json", str(rows_file)],
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    rows = json.loads(rows_file.read_text())
    assert {row["path"] for row in rows} == {"notebook"}
    verdicts = {row["implementation"]: (row["expected"], row["passes"]) for row in rows}
    assert verdicts["reference"] == ("pass", 1) and verdicts["standardize_not_jitted"] == ("fail", 0)
    assert "timed verdicts stable over 1 runs." in done.stdout


@pytest.mark.timing
def test_the_device_check_leaves_the_device_to_its_parts_on_an_exclusive_device(tmp_path: Path) -> None:
    """On a TPU one process holds the chip: the check's own process must never start JAX's backend on it, or every
    part it starts fails on libtpu's lockfile (as the stability parts did on a v5e: importing the kernels spec
    starts the backend). Under the fixture of tests/exclusive_backend/ the CPU backend admits one process the
    same way."""
    report_path, lock = tmp_path / "report.json", tmp_path / "backend.lock"
    fixture = ROOT / "tests" / "exclusive_backend"
    env = {**{k: v for k, v in os.environ.items() if k not in ("JAX_PLATFORMS", "JAXCOURSE_JOBS")},
           "PYTHONPATH": os.pathsep.join([str(fixture), str(ROOT)]), "JAXCOURSE_TEST_BACKEND_LOCK": str(lock)}
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "accelerator_check.py"), "--out", str(report_path), "--runs", "1",
         "--calibrate-runs", "0", "--draws", "0", "--no-grading", "--no-stubs", "--only", "jit.standardize",
         "--only", "kernels.bias_gelu", "--paths", "in-process", "--no-busy"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path, env=env,
    )
    report = json.loads(report_path.read_text())
    assert lock.is_file(), "no process of the check started a backend under the fixture"
    assert not any("lockfile" in reason for reason in report["not_measured"]), report["not_measured"]
    rows = report["stability"]
    assert {(row["exercise"], row["implementation"], row["stable"]) for row in rows} >= {
        ("jit.standardize", "reference", True), ("jit.standardize", "standardize_not_jitted", True),
        ("kernels.bias_gelu", "reference", True)}
    assert report["stable"] is True, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
