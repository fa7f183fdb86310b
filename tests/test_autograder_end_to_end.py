"""`pytest autograder` run for real, in a subprocess, as a student or instructor runs it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from autograder.course.manifest import load_course
from autograder.authoring.variants import ROOT, make_target

COURSE = load_course()
TOTAL = sum(exercise.points for exercise in COURSE.exercises)


def run_autograder(*arguments: str, results: Path) -> subprocess.CompletedProcess[str]:
    """`python -m pytest autograder ARGS --results FILE` from the course root."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "autograder", "-q", *arguments, "--results", str(results)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )


def read_results(path: Path) -> dict:
    results = json.loads(path.read_text())
    names = [test["name"] for test in results["tests"]]
    assert names == [exercise.id for exercise in COURSE.exercises], "one entry per exercise, in course.yml's order"
    assert results["score"] == sum(test["score"] for test in results["tests"])
    for test in results["tests"]:
        assert set(test) >= {"name", "score", "max_score", "status", "output"}
        assert test["status"] in {"passed", "failed"}
        assert test["max_score"] == COURSE.exercise(test["name"]).points
    return results


@pytest.mark.timing
def test_solutions_earn_full_marks(tmp_path: Path) -> None:
    done = run_autograder("--target", "solutions", results=tmp_path / "r.json")
    assert done.returncode == 0, done.stdout[-3000:]
    assert "total" in done.stdout and f"{TOTAL}/{TOTAL}" in done.stdout
    results = read_results(tmp_path / "r.json")
    assert results["score"] == TOTAL
    assert all(test["status"] == "passed" for test in results["tests"])


def test_stubs_earn_zero_with_a_hint_per_exercise(tmp_path: Path) -> None:
    done = run_autograder(results=tmp_path / "r.json")  # default target: exercises/
    assert done.returncode == 1
    assert f"0/{TOTAL}" in done.stdout
    results = read_results(tmp_path / "r.json")
    assert results["score"] == 0
    for test in results["tests"]:
        exercise = COURSE.exercise(test["name"])
        assert test["score"] == 0
        if exercise.fixit:  # broken code: it fails the way real JAX code fails, some checks may pass
            assert re.match(r"\d+ of \d+ checks failed", test["output"])
            assert f"({exercise.function} is not written yet)" not in test["output"]  # only a helper it calls may be
        else:
            assert re.match(r"(\d+) of \1 checks failed", test["output"]), f"a check passed on a stub: {test['output']}"
            assert "not implemented yet" in test["output"]
        assert exercise.hint in test["output"]
        assert exercise.hint in done.stdout


@pytest.mark.timing
def test_broken_topics_cost_only_their_own_points(tmp_path: Path) -> None:
    target = make_target(tmp_path / "target")
    (target / "01_arrays" / "arrays.py").unlink()
    jit_file = target / "03_jit" / "jit.py"
    jit_file.write_text(jit_file.read_text().replace("def selu(", "def selu(:", 1))
    done = run_autograder("--target", str(target), results=tmp_path / "r.json")
    assert done.returncode == 1
    results = {test["name"]: test for test in read_results(tmp_path / "r.json")["tests"]}
    for exercise in COURSE.exercises:
        test = results[exercise.id]
        if exercise.topic == "arrays":
            assert test["score"] == 0 and "01_arrays/arrays.py not found" in test["output"]
        elif exercise.topic == "jit":
            assert test["score"] == 0 and "could not be imported (line" in test["output"]
            assert "SyntaxError" in test["output"]
        else:
            assert test["score"] == exercise.points, test["output"]


@pytest.mark.parametrize("exit_code", [0, 3])
def test_a_module_that_exits_at_import_costs_its_topic(tmp_path: Path, exit_code: int) -> None:
    target = make_target(tmp_path / "target", {"02_prng/prng.py": f"raise SystemExit({exit_code})\n"})
    done = run_autograder("--target", str(target), "-k", "prng", results=tmp_path / "r.json")
    assert done.returncode == 1
    prng = [t for t in json.loads((tmp_path / "r.json").read_text())["tests"]]
    assert prng and all(t["score"] == 0 and "SystemExit" in t["output"] for t in prng)


@pytest.mark.timing
def test_verdicts_do_not_depend_on_test_order(tmp_path: Path) -> None:
    """No check leaks state into another: a shuffled run gives the same scores."""
    flawed = {
        "01_arrays/arrays.py": (ROOT / "tests/variants/01_arrays/add_at_set_loses_duplicates.py").read_text(),
        "02_prng/prng.py": (ROOT / "tests/variants/02_prng/two_normals_same_key_twice.py").read_text(),
        "03_jit/jit.py": (ROOT / "tests/variants/03_jit/sum_negatives_boolean_mask.py").read_text(),
        # These two leave jax_debug_nans and jax_enable_x64 switched on for the whole process.
        "10_gotchas/gotchas.py": "\n".join(
            (ROOT / f"tests/variants/10_gotchas/{name}.py").read_text() for name in ("produces_nan_global_switch", "precise_sum_global_x64")
        ),
    }
    target = make_target(tmp_path / "target", flawed)
    in_order = run_autograder("--target", str(target), results=tmp_path / "ordered.json")
    shuffled = run_autograder(
        "--target", str(target), "-p", "random_order", "--random-order-bucket=global", "--random-order-seed=2026",
        results=tmp_path / "shuffled.json",
    )
    assert in_order.returncode == shuffled.returncode == 1
    ordered_scores = {t["name"]: t["score"] for t in read_results(tmp_path / "ordered.json")["tests"]}
    shuffled_scores = {t["name"]: t["score"] for t in read_results(tmp_path / "shuffled.json")["tests"]}
    assert ordered_scores == shuffled_scores
    assert [name for name, score in ordered_scores.items() if score == 0] == [
        "arrays.add_at", "prng.two_normals", "jit.sum_negatives", "gotchas.produces_nan", "gotchas.precise_sum",
    ]


@pytest.mark.parametrize("fast_exit", ["1", "0"], ids=["fast-exit", "fast-exit-off"])
def test_a_grading_run_ends_its_process_with_pytests_status(tmp_path: Path, fast_exit: str) -> None:
    """The `pytest` command ends right after its report (skipping interpreter shutdown), status intact."""
    marker = tmp_path / "shutdown-ran"
    probe = tmp_path / "shutdown_probe.py"
    probe.write_text(f"import atexit, pathlib\natexit.register(pathlib.Path({str(marker)!r}).touch)\n")
    environment = {**os.environ, "JAXCOURSE_FAST_EXIT": fast_exit, "PYTHONPATH": str(tmp_path)}
    for arguments, status in ((["--target", "solutions"], 0), ([], 1)):
        marker.unlink(missing_ok=True)
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "shutdown_probe", "autograder", "-q", "-k", "flatten",
             *arguments, "--results", str(tmp_path / "r.json")],
            cwd=ROOT, capture_output=True, text=True, timeout=600, env=environment,
        )
        assert done.returncode == status, done.stdout[-2000:]
        assert "total" in done.stdout, "the score table is printed before the process ends"
        assert json.loads((tmp_path / "r.json").read_text())["score"] == (2 if status == 0 else 0)
        assert marker.exists() == (fast_exit == "0"), "interpreter shutdown runs only with JAXCOURSE_FAST_EXIT=0"


PARTNER_LINE = re.compile(r"the partner process graded (\d+) exercise\(s\): (.*)")


def partner_graded(stdout: str) -> list[str]:
    found = PARTNER_LINE.search(stdout)
    return [name for name in found.group(2).split(", ") if name and name != "none"] if found else []


@pytest.mark.timing
def test_two_processes_give_the_verdicts_of_one(tmp_path: Path) -> None:
    """With a partner process (`--grading-jobs 2`) every exercise gets the score and first failure it gets alone."""
    flawed = {
        "01_arrays/arrays.py": (ROOT / "tests/variants/01_arrays/add_at_set_loses_duplicates.py").read_text(),
        "02_prng/prng.py": (ROOT / "tests/variants/02_prng/two_normals_same_key_twice.py").read_text(),
        "03_jit/jit.py": (ROOT / "tests/variants/03_jit/selu_not_jitted.py").read_text(),
    }
    target = make_target(tmp_path / "target", flawed)
    selection = ("-k", "arrays.py or prng.py or jit.py")
    alone = run_autograder("--target", str(target), *selection, "--grading-jobs", "1", "-vv", results=tmp_path / "one.json")
    paired = run_autograder("--target", str(target), *selection, "--grading-jobs", "2", "-vv", results=tmp_path / "two.json")
    assert alone.returncode == paired.returncode == 1
    assert partner_graded(alone.stdout) == []
    by_partner = partner_graded(paired.stdout)
    assert by_partner, f"the partner graded nothing:\n{paired.stdout[-3000:]}"
    one = {t["name"]: t for t in json.loads((tmp_path / "one.json").read_text())["tests"]}
    two = {t["name"]: t for t in json.loads((tmp_path / "two.json").read_text())["tests"]}
    assert one.keys() == two.keys() and len(one) == sum(len(COURSE.topic(t).exercises) for t in ("arrays", "prng", "jit"))
    first_failed_check = lambda test: re.findall(r"\[(\w+)\]", test["output"])[:1]  # noqa: E731
    for name in one:
        assert one[name]["score"] == two[name]["score"], name
        assert one[name]["output"].splitlines()[0] == two[name]["output"].splitlines()[0], name  # "k of n checks failed"
        assert first_failed_check(one[name]) == first_failed_check(two[name]), name
    assert [name for name, test in two.items() if test["score"] == 0] == ["arrays.add_at", "prng.two_normals", "jit.selu"]
    assert "speedup" in two["jit.selu"]["output"], "the timed check ran (in the pytest process, after the partner)"


def test_a_partner_that_dies_loses_nothing(tmp_path: Path) -> None:
    """Student code that kills the partner process: pytest grades everything the partner never reported."""
    killer = (
        "import os, sys\n"
        "_main = getattr(sys, 'mod' + 'ules')['__main__']  # built at run time: past the source scan for tampering\n"
        "if getattr(_main.__spec__, 'name', '') == 'autograder.pytest_plugin.partner_process':\n"
        "    os._exit(9)\n"
    )
    solution = (ROOT / "solutions/06_pytrees/pytrees.py").read_text()
    target = make_target(tmp_path / "target", {"06_pytrees/pytrees.py": killer + solution})
    done = run_autograder("--target", str(target), "-k", "static_args.py or control_flow.py or pytrees.py", "--grading-jobs", "2", "-vv",
                          results=tmp_path / "r.json")
    assert done.returncode == 0, done.stdout[-3000:]
    results = json.loads((tmp_path / "r.json").read_text())
    assert results["score"] == sum(e.points for e in COURSE.exercises if e.topic in {"static_args", "control_flow", "pytrees"})
    assert not any(name.startswith("pytrees.") for name in partner_graded(done.stdout))


def test_no_process_for_a_partner_grades_in_one(tmp_path: Path) -> None:
    """When the partner cannot be started (no process to spare), pytest grades everything itself."""
    (tmp_path / "no_processes.py").write_text(
        "import autograder.pytest_plugin.partner as partner\n"
        "class Refuse:\n"
        "    def __init__(self, *args, **kwargs):\n"
        "        raise OSError('Resource temporarily unavailable')\n"
        "partner.subprocess.Popen = Refuse\n"
    )
    claims_before = set(Path(tempfile.gettempdir()).glob("jaxcourse-claims-*"))
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no_processes", "autograder", "-q", "-vv", "-k", "static_args.py",
         "--target", "solutions", "--grading-jobs", "2", "--results", str(tmp_path / "r.json")],
        cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, "PYTHONPATH": str(tmp_path)},
    )
    assert done.returncode == 0, done.stdout[-3000:]
    assert partner_graded(done.stdout) == [] and "graded in two processes" not in done.stdout
    results = json.loads((tmp_path / "r.json").read_text())
    assert results["score"] == sum(e.points for e in COURSE.exercises if e.topic == "static_args") > 0
    assert set(Path(tempfile.gettempdir()).glob("jaxcourse-claims-*")) <= claims_before, "no claims folder left behind"


def test_a_topic_is_selected_by_its_spec_or_its_folder() -> None:
    """`-k arrays.py` (the spec module) and `-k 01_arrays` (the topic's folder) pick exactly that topic's checks.

    Only that topic's spec is imported (the plugin's `_may_match`), so pytest has nothing to deselect.
    """
    expected = sum(len(exercise.checks) for exercise in COURSE.exercises if exercise.topic == "arrays")
    for selection in ("arrays.py", "01_arrays"):
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "autograder", "-q", "--co", "-k", selection],
            cwd=ROOT, capture_output=True, text=True, timeout=300,
        )
        assert re.search(rf"^{expected} tests collected", done.stdout, re.M), done.stdout[-2000:]
