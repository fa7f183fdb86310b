"""What grading a check comes to: one `Outcome` and one `CheckResult` record, in every path.

In-process grading, the pytest partner process, the batch's workers, the gradebook, the
student's progress cache and the stability measurements all carry a check's result as a
`CheckResult`; across a process boundary or on disk it travels as `to_json()` and comes back
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
