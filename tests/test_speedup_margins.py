"""benchmarks/speedup_margins.py: each measurement's share of the expert's speed-up, in the batch path."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from autograder.course.manifest import load_course

ROOT = load_course().root


@pytest.mark.timing
def test_the_margins_show_correct_functions_near_the_expert_and_naive_ones_far_below(tmp_path: Path) -> None:
    report = tmp_path / "margins.txt"
    done = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "speedup_margins.py"), "--only", "jit.standardize", "--runs", "1",
         "--measurements", "2", "--out", str(report)],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    text = report.read_text()
    assert "jit.standardize: fraction 0.6, one CPU (" in text
    rows = {found[0]: (found[1], float(found[2]), int(found[3]))
            for found in re.findall(r"^  (\S+)\s+(pass|fail)\s+([\d.]+) / [\d.]+ / [\d.]+\s+(\d+)/2", text, re.M)}
    assert set(rows) >= {"reference", "standardize_not_jitted"}, text
    # a correct function's worst share is far above the fraction, a naive one's every share below it
    assert rows["reference"][1] > 0.6 and rows["reference"][2] == 0, text
    assert rows["standardize_not_jitted"][2] == 2, text
