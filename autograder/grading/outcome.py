"""What grading a check comes to: one `Outcome` and one `CheckResult` record, in every path.

In-process grading, the pytest partner process, the batch's workers, the gradebook, the
student's progress cache and the stability measurements all carry a check's result as a
`CheckResult` (and a list of them reads the same through `CheckResults`); across a process boundary or on disk it travels as `to_json()` and comes back
through `from_json()`, which refuses anything that is not a well-formed result.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class Outcome(Enum):
    """How one check ended."""

    PASSED = "passed"
    FAILED = "failed"  # the student-facing message says why
    NOT_GRADED = "not_graded"  # cannot be measured here (counts neither way); the message says why
    ERROR = "error"  # the grader itself failed on this check (a bug, not the student's fault)


@dataclass(frozen=True)
class CheckResult:
    """One check's result: its name, outcome and (unless passed) the message to show."""

    check: str
    outcome: Outcome
    message: str = ""

    @property
    def passed(self) -> bool:
        return self.outcome is Outcome.PASSED

    def raise_as_graded(self) -> None:
        """End as the check ended where it ran (another process): return when it passed, else raise.

        Raises:
            ReplayedFailure: it failed (with the very message it had there).
            NotGraded: it was not graded there.
            RuntimeError: the grader itself broke there (an `ERROR` result).
        """
        __tracebackhide__ = True
        from autograder.grading.failures import NotGraded, ReplayedFailure

        if self.outcome is Outcome.PASSED:
            return
        if self.outcome is Outcome.FAILED:
            raise ReplayedFailure(self.check, self.message)
        if self.outcome is Outcome.NOT_GRADED:
            raise NotGraded(self.message)
        raise RuntimeError(self.message)

    def to_json(self) -> dict[str, str]:
        """A plain dict for a pipe or a file."""
        return {"check": self.check, "outcome": self.outcome.value, "message": self.message}

    @classmethod
    def from_json(cls, data: Any) -> "CheckResult":
        """The result `to_json` wrote.

        Raises:
            ValueError: `data` is not such a dict (a corrupt file, a forged line).
        """
        if not isinstance(data, dict) or not isinstance(data.get("check"), str) or not isinstance(data.get("message", ""), str):
            raise ValueError(f"not a check result: {data!r:.200}")
        return cls(data["check"], Outcome(data.get("outcome")), data.get("message", ""))


class CheckResults:
    """What a list of results says, for the records that keep one in `self.checks`.

    `ExerciseResult` (a fresh grading) and the student's cached `Grade` both read their
    results through these, so "passed", "failed" and "not graded" mean the same everywhere:
    a grader error counts as failed.
    """

    checks: list[CheckResult]

    def _with(self, *outcomes: Outcome) -> list[CheckResult]:
        return [result for result in self.checks if result.outcome in outcomes]

    @property
    def passed(self) -> list[str]:
        """The checks that passed."""
        return [result.check for result in self._with(Outcome.PASSED)]

    @property
    def failed(self) -> list[tuple[str, str]]:
        """(check, student-facing message) per failed check (a grader error counts), in the list's order."""
        return [(result.check, result.message) for result in self._with(Outcome.FAILED, Outcome.ERROR)]

    @property
    def not_graded(self) -> list[tuple[str, str]]:
        """(check, reason) per check not measured here."""
        return [(result.check, result.message) for result in self._with(Outcome.NOT_GRADED)]
