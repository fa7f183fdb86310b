"""The partner process of `pytest autograder` (see `partner.py` for the protocol): it imports
what grading needs while pytest starts, then, once its list arrives and its backend is a CPU it
could open, grades the list from the far end, one claimed check at a time, writing one JSON
line per check to the channel pytest reads.

Run as `python -m autograder.pytest_plugin.partner_process MODULE...`.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import IO, Any

from autograder.pytest_plugin.partner import claim


def _die_with_parent() -> None:
    """Ask Linux to end this process when pytest ends (a no-op elsewhere)."""
    try:
        import ctypes
        import signal

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _grade(job: dict[str, Any], channel: IO[str]) -> None:
    from autograder.course.manifest import load_course
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_check, make_case
    from autograder.engine.registry import spec_for

    course = load_course()
    submission = Submission(Path(job["target"]))
    claims = Path(job["claims"])
    for exercise_id, checks in reversed(job["exercises"]):
        exercise = course.exercise(exercise_id)
        spec = spec_for(exercise, course)
        for check in reversed(checks):
            if not claim(claims, exercise_id, check):
                return  # pytest got here first: everything before it is pytest's
            result = grade_check(lambda: make_case(submission, exercise, spec, course), check, errors="error")
            channel.write(json.dumps({"exercise": exercise_id, **result.to_json()}) + "\n")
            channel.flush()


def _may_compute_here() -> bool:
    """Start JAX's backend, only now that pytest has started its own: True on a CPU that this process could open.

    Until its list arrives the partner starts no backend (the spec modules, some of which make
    arrays when imported, are imported after it). A backend that admits one process (a TPU, a
    lock held by pytest) refuses this second one, and one that is not a CPU is left to pytest
    alone: either way the partner goes home and pytest grades every check itself.
    """
    try:
        import jax

        return jax.default_backend() == "cpu"
    except Exception:  # noqa: BLE001 - e.g. "Unable to initialize backend 'tpu': ... multi-process lockfile"
        return False


def _import_specs(modules: list[str]) -> None:
    """Import the grading modules pytest is collecting (0.3 s for all sixteen)."""
    import importlib

    for name in modules:
        if name.startswith("autograder.specs."):
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 - imported again, with its error, when graded
                pass


def main() -> None:
    """The partner process: imports what grading needs, then grades the list it is sent."""
    _die_with_parent()
    channel = os.fdopen(os.dup(1), "w")
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)  # student prints must not reach the verdict channel
    sys.stdout = open(1, "w", closefd=False)
    from autograder.checks import timing as _timing  # noqa: F401  (before any student code, as in pytest)
    from autograder.grading.jax_setup import (
        enable_compilation_cache,
        share_lowering_context,
    )

    enable_compilation_cache()
    share_lowering_context()
    import autograder.engine.registry  # noqa: F401  (JAX, hypothesis and the checks, while pytest starts)

    line = sys.stdin.readline()
    try:
        job = json.loads(line) if line.strip() else {"exercises": []}
    except ValueError:
        return
    if job.get("exercises") and _may_compute_here():
        _import_specs(sys.argv[1:])
        _grade(job, channel)
    channel.flush()
    os._exit(0)  # skip JAX's slow teardown; the verdicts are written


if __name__ == "__main__":
    main()
