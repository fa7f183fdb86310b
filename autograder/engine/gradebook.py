"""The gradebook of one run: per-exercise results, the score table, Gradescope's results.json.

Scoring rule: an exercise earns all its points when every check that ran passed (a check
not measured on this backend counts as neither), and nothing otherwise. A correct but
impure, key-reusing or slow function has not done what the exercise asks.

Both the table and results.json name where the grading ran: JAX's default backend, the kind
of its first device and JAX's version (results.json's `extra_data`, which Gradescope keeps
and does not show). Caveat: unless the caller passes `platform`, it is read in the process
that builds the gradebook. Batch grading builds it in the parent, whose settings its workers
inherit (autograder/batch/runner.py), so the two agree unless a worker could not start the same
backend.
"""

from __future__ import annotations

import json
from pathlib import Path

from autograder.course.files import atomic_write
from autograder.course.manifest import Course
from autograder.engine.exercise import ExerciseResult
from autograder.engine.feedback import Verdict, Wording, hint_text, render
from autograder.grading.outcome import CheckResult

RESULTS_WORDING = Wording(  # results.json's `output`, which Gradescope shows per exercise
    passed="All {passed} graded checks passed.",
    failed="{failed} of {graded} checks failed. First failure:",
    hint="Hint: {hint}",
    not_graded="Not graded here: {reason}",
    none_graded="No check could be graded here, so no points yet.",
)
TO_DO_WORDING = Wording(  # one failing exercise in the table's to-do list; its not-graded checks are listed at the end
    passed="- {exercise} ({score}/{points})",
    failed="- {exercise} ({score}/{points})",
    hint="    Hint: {hint}",
    not_graded=None,
    indent="    ",
)


def running_platform() -> dict[str, str]:
    """Where this process computes: `backend` (e.g. `cpu`, `gpu`), `device` (e.g. `NVIDIA H200`), `jax` (its version).

    Asking starts JAX's backend if nothing has yet (on a GPU: CUDA, and its memory pool).
    """
    import jax

    from autograder.checks.timing import backend, device_name

    return {"backend": backend(), "device": device_name(), "jax": jax.__version__}


class Gradebook:
    """Results of the exercises graded in one run, in the manifest's order.

    Args:
        course: the manifest.
        platform: where the grading ran (`running_platform()`'s keys); read from this process
            when first needed if not given.
    """

    def __init__(self, course: Course, platform: dict[str, str] | None = None) -> None:
        self.course = course
        self.results: dict[str, ExerciseResult] = {}
        self._platform = platform

    @property
    def platform(self) -> dict[str, str]:
        """Backend, device and JAX version of the grading (see `running_platform`)."""
        if self._platform is None:
            self._platform = running_platform()
        return self._platform

    def platform_line(self) -> str:
        """The table's first line, e.g. `backend: gpu (NVIDIA H200), jax 0.11.0`."""
        platform = self.platform
        return f"backend: {platform['backend']} ({platform['device']}), jax {platform['jax']}"

    @classmethod
    def of_checks(cls, course: Course, exercises: list[str], checks: dict[str, list[CheckResult]]) -> "Gradebook":
        """The gradebook of `exercises` graded elsewhere (a batch's saved state): their checks, in order."""
        book = cls(course)
        for exercise_id in exercises:
            for result in checks.get(exercise_id, []):
                book.record(exercise_id, result)
        return book

    def record(self, exercise_id: str, result: CheckResult) -> None:
        """Add one check's result."""
        if exercise_id not in self.results:
            self.results[exercise_id] = ExerciseResult(self.course.exercise(exercise_id))
        self.results[exercise_id].record(result)

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
        """The student-facing text for one exercise (results.json's `output`)."""
        verdict = Verdict.of(result)
        return "\n".join(render(verdict, RESULTS_WORDING, hint=hint_text(verdict, result.exercise)))

    def table(self) -> list[str]:
        """The terminal summary: the backend, points per topic and in total, then each failing exercise."""
        lines = [self.platform_line()]
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
                verdict = Verdict.of(result)
                lines.extend(render(verdict, TO_DO_WORDING, hint=hint_text(verdict, result.exercise)))
        elif self.results:
            lines.append("")
            lines.append("Every graded exercise passes all its checks.")
        lines.extend(f"(not graded here) {r.exercise.id}: {reason}" for r in self.graded() for _, reason in r.not_graded)
        return lines

    def results_json(self) -> dict:
        """Gradescope's results.json: one `tests` entry per exercise id, the total `score`, and `extra_data`.

        `extra_data` is `platform` (backend, device, JAX version); Gradescope stores it unshown.
        """
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
            "extra_data": dict(self.platform),
        }

    def write_results(self, path: Path) -> None:
        """Write results.json atomically (a reader never sees half a file)."""
        atomic_write(Path(path), json.dumps(self.results_json(), indent=2) + "\n")
