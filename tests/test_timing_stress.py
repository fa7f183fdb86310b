"""benchmarks/timing_stress.py reads each run's JUnit report: a failure is counted with its message."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("timing_stress", ROOT / "benchmarks" / "timing_stress.py")
assert _spec is not None and _spec.loader is not None
timing_stress = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(timing_stress)


def test_outcomes_name_each_failure_and_pass_the_rest(tmp_path: Path) -> None:
    report = tmp_path / "run.xml"
    report.write_text(
        '<testsuites><testsuite name="pytest">'
        '<testcase classname="tests.checks.test_timing" name="test_a" />'
        '<testcase classname="tests.test_variants" name="test_b[03_jit/x]">'
        '<failure message="AssertionError: expected a message containing \'wall-clock\'">trace</failure></testcase>'
        '<testcase classname="tests.test_watch" name="test_c"><error message="">fixture broke</error></testcase>'
        '<testcase classname="tests.test_variants" name="test_e[11_devices/y]">'
        '<failure message="AssertionError: expected a message containing \'done\', got:&#10;  [excludes_compilation] wrong"'
        '>trace</failure></testcase>'
        '<testcase classname="tests.test_report" name="test_d"><skipped message="no chromium" /></testcase>'
        "</testsuite></testsuites>"
    )
    assert timing_stress.outcomes(report) == {
        "tests.checks.test_timing::test_a": None,
        "tests.test_variants::test_b[03_jit/x]": "AssertionError: expected a message containing 'wall-clock'",
        "tests.test_watch::test_c": "fixture broke",
        "tests.test_variants::test_e[11_devices/y]":
            "AssertionError: expected a message containing 'done', got: / [excludes_compilation] wrong",
        "tests.test_report::test_d": None,
    }


def test_the_list_names_the_marked_tests() -> None:
    ids = timing_stress.covered(["-k", "test_scripted_waits"])
    assert ids == ["tests/checks/test_timing.py::test_scripted_waits_sleep_their_cycle_and_record_it"]


def test_the_spinner_stops_when_the_process_that_started_it_is_killed() -> None:
    starter = subprocess.Popen(
        [sys.executable, "-c", "import time\n"
         "from autograder.authoring.stability import start_spinner\n"
         "child = start_spinner()\n"
         "print(child.pid, flush=True)\n"
         "time.sleep(60)\n"],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )
    assert starter.stdout is not None
    spinner = int(starter.stdout.readline())
    assert _running(spinner), "the spinner runs while its parent lives"
    starter.kill()  # SIGKILL: no clean-up code runs in the parent
    starter.wait()
    deadline = time.monotonic() + 10
    while _running(spinner) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _running(spinner), "an orphaned spinner would load every later measurement"


def test_the_spinner_never_imports_jax() -> None:
    """A child forked from a process that imported JAX shares what JAX opened there: on a TPU, processes that
    opened the chip while such a spinner ran failed on libtpu's lockfile. The spinner is a fresh interpreter."""
    from autograder.authoring.stability import start_spinner

    spinner = start_spinner()
    try:
        deadline = time.monotonic() + 10
        while _running(spinner.pid) and "spin" not in Path(f"/proc/{spinner.pid}/cmdline").read_text() \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        command = Path(f"/proc/{spinner.pid}/cmdline").read_text().split("\0")
        maps = Path(f"/proc/{spinner.pid}/maps").read_text()
        assert command[1:3] == ["-I", "-c"], command
        assert "jax" not in maps and "xla" not in maps, "the spinner loaded JAX"
        assert _running(spinner.pid)
    finally:
        spinner.terminate()
        spinner.wait()


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")  # a zombie has exited; whoever adopted it reaps it
