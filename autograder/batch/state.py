"""The batch's saved states and the gradebook rebuilt from them.

Each graded submission is saved at once, atomically, in `DIR/.state/<student>.json`:
its student, a hash of its graded files and of the grader (`Entry.digest`), the phase it
reached ("untimed" or "complete"), the notes on its upload, the exercises graded, each
exercise's checks as `CheckResult.to_json()` dicts, and the wall seconds each phase took. A state that does not read back (a crash
mid-write of an older grader, a corrupt or forged file) is not used: the submission is graded
again. The gradebook (`grades.csv`, `results/<student>.json` in Gradescope's schema,
`feedback/<student>.txt`, `summary.txt`, and `tampering.csv`: each exercise whose code reached the
grader's own machinery, grading/tampering.py) is rebuilt from the complete states, each file
written atomically.
"""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

from autograder.batch.report import tampering_found, write_report
from autograder.batch.runner import Checks
from autograder.batch.submissions import Entry
from autograder.course.files import atomic_write
from autograder.course.manifest import Course
from autograder.engine.gradebook import Gradebook
from autograder.grading.outcome import CheckResult

STATE = ".state"

def checks_to_json(checks: Checks) -> dict[str, list[dict[str, str]]]:
    """`checks` as plain dicts, for a state file."""
    return {exercise_id: [result.to_json() for result in results] for exercise_id, results in checks.items()}


def checks_from_json(data: Any) -> Checks:
    """The checks `checks_to_json` wrote.

    Raises:
        ValueError: `data` is not such a mapping.
    """
    if not isinstance(data, dict) or not all(isinstance(found, list) for found in data.values()):
        raise ValueError(f"not the checks of a saved state: {data!r:.200}")
    return {str(exercise_id): [CheckResult.from_json(item) for item in found] for exercise_id, found in data.items()}


def read_state(path: Path) -> dict[str, Any] | None:
    """The saved state at `path`, its checks read back as `CheckResult`s; None when it does not read back."""
    try:
        state = json.loads(path.read_text())
        state["checks"] = checks_from_json(state.get("checks"))
    except (OSError, ValueError, TypeError, AttributeError):
        return None
    if not isinstance(state.get("student"), str) or not isinstance(state.get("exercises"), list):
        return None
    return state


def state_text(state: dict[str, Any]) -> str:
    """A state (checks as `CheckResult`s) as the JSON text of its file."""
    return json.dumps({**state, "checks": checks_to_json(state["checks"])}, indent=1, sort_keys=True)


class SavedStates:
    """The `.state` folder of one batch: what is graded, under which grader (`fingerprint`)."""

    def __init__(self, out: Path, fingerprint: str) -> None:
        self.out = out
        self.fingerprint = fingerprint

    def path(self, student: str) -> Path:
        return self.out / STATE / f"{student}.json"

    def saved(self, entry: Entry, phase: str) -> dict[str, Any] | None:
        """The saved state of `entry` if it has the same hash and reached `phase` ("untimed" includes "complete")."""
        state = read_state(self.path(entry.student))
        if state is None or state.get("hash") != entry.digest(self.fingerprint):
            return None
        if phase == "untimed" and state.get("phase") in ("untimed", "complete"):
            return state
        return state if state.get("phase") == phase else None

    def save(self, entry: Entry, phase: str, exercises: list[str], checks: Checks, retry: bool = False,
             seconds: dict[str, float] | None = None) -> None:
        """Save a submission's state; `retry` marks one the grader failed on (regraded by the next run).

        `seconds` is the wall time each phase took ({"untimed": s, "timed": s}), for the class report.
        """
        state = {"student": entry.student, "hash": entry.digest(self.fingerprint if not retry else "retry"),
                 "phase": phase, "notes": list(entry.notes), "exercises": exercises, "checks": checks,
                 "seconds": dict(seconds or {})}
        atomic_write(self.path(entry.student), state_text(state))


def load_states(out: Path) -> list[dict[str, Any]]:
    """Every complete saved state in an output folder (one that does not read back is left out)."""
    states = []
    for path in sorted((out / STATE).glob("*.json")):
        state = read_state(path)
        if state is not None and state.get("phase") == "complete":
            states.append(state)
    return states


def gradebook_for(course: Course, state: dict[str, Any]) -> Gradebook:
    """A student's Gradebook from a saved state."""
    return Gradebook.of_checks(course, state["exercises"], state["checks"])


def write_gradebook(course: Course, out: Path, states: list[dict[str, Any]]) -> list[str]:
    """grades.csv, results/, feedback/, summary.txt and tampering.csv from saved states; returns the summary lines."""
    topics = [t for t in course.topics if any(course.exercise(e).topic == t.id for s in states for e in s["exercises"])]
    header = ["student"] + [t.folder for t in topics] + ["total", "max"]
    rows = []
    for state in sorted(states, key=lambda s: s["student"]):
        book = gradebook_for(course, state)
        results = book.results_json()
        per_topic = [sum(r.score for r in book.graded() if r.exercise.topic == topic.id) for topic in topics]
        rows.append([state["student"], *per_topic, results["score"], results["max_score"]])
        atomic_write(out / "results" / f"{state['student']}.json", json.dumps(results, indent=2) + "\n")
        notes = [f"Note: {note}" for note in state.get("notes", [])]
        feedback = [f"{state['student']}: {results['score']}/{results['max_score']} points", *notes, "", *book.table()]
        atomic_write(out / "feedback" / f"{state['student']}.txt", "\n".join(feedback) + "\n")
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    atomic_write(out / "grades.csv", buffer.getvalue())
    found = tampering_found(course, states)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["student", "exercise", "found in", "points", "finding"])
    writer.writerows([t.student, t.exercise.id, t.where, t.exercise.points, t.message] for t in found)
    atomic_write(out / "tampering.csv", buffer.getvalue())
    summary = _summary(header, rows)
    if found:
        summary.append(f"tampering: {len(found)} exercises of {len({t.student for t in found})} students scored 0 because "
                       f"their code reached the grader's own machinery (tampering.csv, report.html)")
    atomic_write(out / "summary.txt", "\n".join(summary) + "\n")
    write_report(course, out, states)
    return summary


def _summary(header: list[str], rows: list[list[Any]]) -> list[str]:
    """The score table and one line of statistics, as printed after a run."""
    width = max([len(h) for h in header] + [len(str(r[0])) for r in rows] + [7])
    summary = ["  ".join(f"{h:>{width if i == 0 else len(h)}}" for i, h in enumerate(header))]
    for row in rows:
        summary.append("  ".join(f"{str(v):>{width if i == 0 else len(header[i])}}" for i, v in enumerate(row)))
    if rows:
        totals = [r[-2] for r in rows]
        summary.append(f"{len(rows)} submissions; mean {sum(totals) / len(totals):.1f} of {rows[0][-1]} points; "
                       f"full marks: {sum(1 for r in rows if r[-2] == r[-1])}; zero: {sum(1 for t in totals if t == 0)}")
    return summary
