"""Grading in two processes: a partner grades exercises from the far end while pytest grades from the start.

A grading run spends its time compiling small programs, one core at a time. On a machine
with two or more cores, `pytest autograder` starts a partner process as soon as pytest is
configured (so its start-up overlaps pytest's), and after collection sends it the run's
exercises and their untimed checks. The two take checks from opposite ends of that list,
each claiming a check by creating a file in a private folder, so they meet inside at most
one exercise; the partner stops at the first check pytest has already claimed. Pytest
reports the partner's verdicts on the same test items, so the output, the score table and
results.json are exactly those of a run in one process.

- Timed checks (`speedup` and a spec's `timed` checks) always run in the pytest process, after
  the partner has exited, so nothing else competes for the machine while a clock runs.
- If the partner dies (student code that kills its process, say), every exercise it had not
  reported is graded by pytest itself, as it would have been without a partner.
- `--grading-jobs 1` (or `JAXCOURSE_JOBS=1`) grades in one process.

Protocol: pytest writes one JSON line to the partner's stdin,
`{"target": DIR, "claims": DIR, "exercises": [[id, [check, ...]], ...]}` (an empty list: exit);
the partner writes one JSON line per check to its stdout,
`{"exercise": id, **CheckResult.to_json()}` (`grading/outcome.py`).
Student code's own output in the partner goes nowhere. The partner's side is
`partner_process.py`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import IO

from autograder.grading.outcome import CheckResult


def default_jobs() -> int:
    """2 where this process may use two or more cores, else 1; `JAXCOURSE_JOBS` overrides."""
    setting = os.environ.get("JAXCOURSE_JOBS", "").strip()
    if setting:
        try:
            return max(1, min(2, int(setting)))
        except ValueError:
            return 1
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return 2 if cores >= 2 else 1


class Partner:
    """The pytest side: starts the partner, hands it the work, and answers each test item.

    Args:
        target: the folder being graded.
        modules: the grading modules the run will collect (`autograder.specs.arrays`, ...),
            which the partner imports while it waits for its list.
    """

    def __init__(self, target: Path, modules: list[str] | tuple[str, ...] = ()) -> None:
        self.target = Path(target).resolve()
        self.claims = Path(tempfile.mkdtemp(prefix="jaxcourse-claims-"))
        self.mine: set[tuple[str, str]] = set()
        self.results: dict[tuple[str, str], CheckResult] = {}
        self.ended = False
        self.sent = False
        self._condition = threading.Condition()
        package_parent = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [package_parent, env.get("PYTHONPATH", "")]))
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "autograder.pytest_plugin.partner_process", *modules],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                text=True,
            )
        except OSError:
            self.claims.rmdir()
            raise
        self._reader = threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True)
        self._reader.start()

    def _read(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                try:
                    record = json.loads(line)
                    result = CheckResult.from_json(record)
                    key = (str(record["exercise"]), result.check)
                except (ValueError, KeyError, TypeError):
                    continue  # not ours: ignore
                with self._condition:
                    self.results[key] = result
                    self._condition.notify_all()
        finally:
            with self._condition:
                self.ended = True
                self._condition.notify_all()

    def send(self, exercises: list[tuple[str, list[str]]]) -> None:
        """Give the partner its list (an empty list sends it home)."""
        job = {"target": str(self.target), "claims": str(self.claims), "exercises": exercises}
        try:
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps(job) + "\n")
            self.process.stdin.close()
        except (OSError, ValueError):
            pass  # it already died: everything is graded here
        self.sent = bool(exercises)

    def claim(self, exercise_id: str, check: str) -> bool:
        """True when this process grades this check (claimed now or before)."""
        if (exercise_id, check) in self.mine:
            return True
        if not claim(self.claims, exercise_id, check):
            return False
        self.mine.add((exercise_id, check))
        return True

    def outcome(self, exercise_id: str, check: str, timed: bool = False) -> CheckResult | None:
        """The partner's verdict on one check, or None when this process must grade it.

        A timed check is always graded here, once the partner has stopped.
        """
        if timed:
            self.finish()
            return None
        if not self.sent or self.claim(exercise_id, check):
            return None
        with self._condition:
            self._condition.wait_for(lambda: (exercise_id, check) in self.results or self.ended)
            return self.results.get((exercise_id, check))

    def finish(self) -> None:
        """Wait for the partner to stop (before a timed check), or stop it."""
        if self.process.stdin is not None and not self.process.stdin.closed:
            self.send([])  # never given work: send it home
        try:
            self.process.wait()
        finally:
            self.close()

    def close(self) -> None:
        """Stop the partner if it still runs and remove the claims folder."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for path in self.claims.glob("*"):
            path.unlink(missing_ok=True)
        try:
            self.claims.rmdir()
        except OSError:
            pass


def claim(folder: Path, exercise_id: str, check: str) -> bool:
    """Create the claim file of one check; False when the other process created it first."""
    try:
        os.close(os.open(folder / f"{exercise_id}#{check}", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True
