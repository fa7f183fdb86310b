"""The gradebook of one run: per-exercise results, the score table, Gradescope's results.json.

Scoring rule: an exercise earns all its points when every check that ran passed (a check
not measured on this backend counts as neither), and nothing otherwise. A correct but
impure, key-reusing or slow function has not done what the exercise asks.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from autograder.grading import ExerciseResult
from autograder.manifest import Course


class Gradebook:
    """Results of the exercises graded in one run, in the manifest's order."""

    def __init__(self, course: Course) -> None:
        self.course = course
        self.results: dict[str, ExerciseResult] = {}

    def record(self, exercise_id: str, check: str, outcome: str, message: str = "") -> None:
        """Add one check's outcome (`passed`, `failed`, `not_graded`)."""
        if exercise_id not in self.results:
            self.results[exercise_id] = ExerciseResult(self.course.exercise(exercise_id))
        self.results[exercise_id].record(check, outcome, message)

    def graded(self) -> list[ExerciseResult]:
        """The results, in course.yml's order."""
        return [self.results[e.id] for e in self.course.exercises if e.id in self.results]

    @property
    def score(self) -> int:
        """Points earned."""
        return sum(result.score for result in self.results.values())

    @property
    def max_score(self) -> int:
        """Points available in the exercises graded."""
        return sum(result.exercise.points for result in self.results.values())

    def feedback(self, result: ExerciseResult) -> str:
        """The student-facing text for one exercise."""
        exercise = result.exercise
        if not result.failed:
            lines = [f"All {len(result.passed)} graded checks passed."]
        else:
            lines = [
                f"{len(result.failed)} of {len(result.passed) + len(result.failed)} checks failed. First failure:",
                result.first_failure or "",
                f"Hint: {exercise.hint}",
            ]
        lines.extend(f"Not graded here: {reason}" for _, reason in result.not_graded)
        return "\n".join(lines)

    def table(self) -> list[str]:
        """The terminal summary: points per topic and in total, then each failing exercise."""
        lines = []
        width = max(len(f"{t.folder}  {t.title}") for t in self.course.topics)
        for topic in self.course.topics:
            results = [self.results[e.id] for e in topic.exercises if e.id in self.results]
            if not results:
                continue
            earned = sum(r.score for r in results)
            available = sum(r.exercise.points for r in results)
            done = sum(1 for r in results if r.score == r.exercise.points)
            label = f"{topic.folder}  {topic.title}"
            lines.append(f"{label:<{width}}  {earned:>3}/{available:<3} points  {done}/{len(results)} exercises done")
        lines.append(f"{'total':<{width}}  {self.score:>3}/{self.max_score:<3} points")
        failing = [r for r in self.graded() if r.failed]
        if failing:
            lines.append("")
            lines.append("To do (first failure, then a hint; `pytest autograder -k <function>` re-grades one):")
            for result in failing:
                lines.append(f"- {result.exercise.id} ({result.score}/{result.exercise.points})")
                lines.extend(f"    {line}" for line in (result.first_failure or "").splitlines())
                lines.append(f"    Hint: {result.exercise.hint}")
        elif self.results:
            lines.append("")
            lines.append("Every graded exercise passes all its checks.")
        not_graded = [(r.exercise.id, reason) for r in self.graded() for _, reason in r.not_graded]
        for exercise_id, reason in not_graded:
            lines.append(f"(not graded here) {exercise_id}: {reason}")
        return lines

    def results_json(self) -> dict:
        """Gradescope's results.json: one `tests` entry per exercise id, and the total `score`."""
        tests = [
            {
                "name": result.exercise.id,
                "score": result.score,
                "max_score": result.exercise.points,
                "status": "passed" if result.score == result.exercise.points else "failed",
                "output": self.feedback(result),
            }
            for result in self.graded()
        ]
        return {
            "score": sum(test["score"] for test in tests),
            "max_score": sum(test["max_score"] for test in tests),
            "tests": tests,
        }

    def write_results(self, path: Path) -> None:
        """Write results.json atomically (a reader never sees half a file)."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        os.chmod(temporary, 0o644)  # mkstemp makes it private; a gradebook is for sharing
        with os.fdopen(handle, "w") as stream:
            json.dump(self.results_json(), stream, indent=2)
            stream.write("\n")
        os.replace(temporary, path)
