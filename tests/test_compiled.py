"""The batch's compiled programs (autograder/batch/compiled.py): warmed once, reused, pruned.

The warm-up is real: the solutions are graded in workers that write JAX's persistent cache.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from autograder.batch import compiled
from autograder.batch.isolation import detect_level
from autograder.batch.runner import Limits, Settings
from autograder.course.manifest import load_course

COURSE = load_course()


def test_the_folders_of_older_graders_go_and_the_newest_stay(tmp_path: Path) -> None:
    base = tmp_path / "batch"
    folders = [base / f"grader{index}" for index in range(6)]
    for index, folder in enumerate(folders):
        (folder / "xla").mkdir(parents=True)
        os.utime(folder, (1_000_000 + index, 1_000_000 + index))
    (base / "stray-file").write_text("not a grader's folder")
    current = folders[0]  # the oldest by time, but the one this batch uses
    compiled._prune(base, keep=current)
    left = sorted(path.name for path in base.iterdir())
    assert left == ["grader0", "grader4", "grader5", "stray-file"], left
    assert compiled.KEEP == 3


def test_the_rlimits_level_gets_no_compiled_programs(tmp_path: Path) -> None:
    """Its workers run as the grader's own user and could write the folder."""
    settings = Settings("rlimits", Limits(), (), str(tmp_path))
    assert compiled.prepare(COURSE, ["arrays.set_diagonal"], settings, tmp_path / "batch", 1) is settings
    assert not (tmp_path / "batch").exists()


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_later_batch_warms_only_the_exercises_not_warmed_yet(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    level = detect_level()
    if level == "rlimits":
        pytest.skip("no namespaces here: the batch grades without compiled programs (the test above)")
    base = tmp_path / "batch"
    settings = Settings(level, Limits(), (), str(tmp_path / "work"))
    (tmp_path / "work").mkdir()

    first = compiled.prepare(COURSE, ["arrays.set_diagonal"], settings, base, 1)
    folder = compiled.folder_for(COURSE, base)
    programs = folder / "xla"
    assert first.compiled == str(programs) and first.verify_seed == int((folder / "verify-seed").read_text())
    assert json.loads((folder / compiled.WARMED).read_text()) == ["arrays.set_diagonal"]
    written = [path for path in programs.rglob("*") if path.is_file()]
    assert written, "the solution's programs were written"
    assert all(_mode(path) == 0o644 for path in written) and _mode(programs) == 0o755
    assert _mode(folder) == 0o700, "the seed beside the programs is the parent's alone"

    warmed: list[list[str]] = []
    real_warm = compiled.warm

    def recorded(course, exercises, *args):  # type: ignore[no-untyped-def]
        warmed.append(list(exercises))
        return real_warm(course, exercises, *args)

    monkeypatch.setattr(compiled, "warm", recorded)
    second = compiled.prepare(COURSE, ["arrays.set_diagonal", "arrays.add_at"], settings, base, 1)
    third = compiled.prepare(COURSE, ["arrays.add_at", "arrays.set_diagonal"], settings, base, 1)
    assert warmed == [["arrays.add_at"]], "only the new exercise is warmed, and only once"
    assert json.loads((folder / compiled.WARMED).read_text()) == ["arrays.add_at", "arrays.set_diagonal"]
    assert first.verify_seed == second.verify_seed == third.verify_seed, "one secret seed per folder"
