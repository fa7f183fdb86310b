"""Run the author's timing-dependent tests again and again while another core is kept busy.

A test whose outcome depends on measured time is marked `@pytest.mark.timing` (in
`tests/test_variants.py` the mark is derived: every variant whose verdict rests on a timed
check). Such a test must assert only what the measurement guarantees; this script is how that
is shown. It starts one process that spins on a core (the load a CI neighbour or a second
pytest worker puts on a 2-core machine), then runs `pytest tests -m timing` (or the selection
given) `--runs` times, each run in a fresh interpreter with its own JUnit report, and tallies
every test's failures across the runs.

    python benchmarks/timing_stress.py --list                      # the tests it covers
    python benchmarks/timing_stress.py --runs 20                   # every timing test, 20 times
    python benchmarks/timing_stress.py --runs 20 -- -k "test_timing or test_variants"
    python benchmarks/timing_stress.py --runs 5 --quiet-core       # no spinner (a baseline)

Arguments after `--` are passed to pytest after `-m timing`. The report (stdout, and
`--out FILE` when given) lists the tests covered, each run's duration and failures, and every
test that failed at least once with its first failure message. The exit status is 1 when any
test failed in any run.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from autograder.authoring.stability import start_spinner  # noqa: E402  (the tree this script belongs to)


def _pytest(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "tests", "-m", "timing", "-p", "no:cacheprovider", *args]
    return subprocess.run(command, cwd=ROOT, text=True, capture_output=True, **kwargs)  # type: ignore[call-overload]


def covered(extra: list[str]) -> list[str]:
    """The node ids the selection collects."""
    done = _pytest(["--collect-only", "-q", *extra], timeout=600)
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    if not ids:
        raise SystemExit(f"the selection collects no test:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return ids


def outcomes(report: Path) -> dict[str, str | None]:
    """Each test case of a JUnit report: None when it passed or was skipped, else its failure message (first lines)."""
    found: dict[str, str | None] = {}
    for case in ElementTree.parse(report).getroot().iter("testcase"):
        name = f"{case.get('classname', '')}::{case.get('name', '')}"
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        text = None
        if problem is not None:
            lines = [line.strip() for line in (problem.get("message") or problem.text or "failed").splitlines()]
            text = " / ".join(line for line in lines if line)[:500]  # "expected ..., got:" needs the line after it
        found[name] = text
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--quiet-core", action="store_true", help="do not keep another core busy")
    parser.add_argument("--list", action="store_true", help="print the tests covered and stop")
    parser.add_argument("--out", type=Path, help="also write the report here")
    parser.add_argument("pytest_args", nargs="*", help="after --: more pytest arguments (a -k selection)")
    options = parser.parse_args(argv)
    extra = list(options.pytest_args)
    ids = covered(extra)
    lines = [f"{len(ids)} timing-dependent tests (pytest tests -m timing {' '.join(extra)}):"]
    lines += [f"  {node}" for node in ids]
    if options.list:
        print("\n".join(lines))
        return 0

    spinner = None if options.quiet_core else start_spinner()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # `finally` below stops the spinner
    failures: Counter[str] = Counter()
    first_message: dict[str, str] = {}
    runs: list[str] = []
    try:
        with tempfile.TemporaryDirectory() as folder:
            for run in range(1, options.runs + 1):
                report = Path(folder) / f"run{run}.xml"
                start = time.monotonic()
                done = _pytest(["-q", f"--junitxml={report}", *extra])
                seconds = time.monotonic() - start
                if not report.is_file():
                    runs.append(f"run {run:2d}: pytest exited {done.returncode} without a report\n{done.stdout[-3000:]}")
                    failures["(the run itself)"] += 1
                    continue
                found = outcomes(report)
                failed = sorted(name for name, text in found.items() if text is not None)
                for name in failed:
                    failures[name] += 1
                    first_message.setdefault(name, found[name] or "")
                runs.append(f"run {run:2d}: {len(found)} tests, {len(failed)} failed, {seconds:.0f} s"
                            + "".join(f"\n    {name}" for name in failed))
                print(runs[-1], flush=True)
    finally:
        if spinner is not None:
            spinner.kill()
            spinner.wait()

    load = "with no other load" if options.quiet_core else "with another core spinning (one busy-loop process)"
    summary = [
        f"timing stress: {options.runs} runs {load}, {os.cpu_count()} cores, python {sys.version.split()[0]}",
        *runs,
        f"failures: {sum(failures.values())} in {options.runs} runs",
    ]
    summary += [f"  {count}x {name}: {first_message.get(name, '')}" for name, count in failures.most_common()]
    text = "\n".join(summary + [""] + lines) + "\n"
    print("\n".join(summary))
    if options.out:
        options.out.write_text(text)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
