"""The child side of `on_devices.py`: grades checks where JAX has several CPU devices.

Run as `python -I -m autograder.engine.devices_process FD COUNT` by the grading process, with
`JAX_PLATFORMS=cpu`. It starts JAX with COUNT CPU devices, says `{"event": "ready"}` on file
descriptor FD, then answers each request line on stdin,
`{"module": PATH, "exercise": ID, "check": NAME, "course": COURSE_YML}`, with one line on FD:
the check's `CheckResult.to_json()`. Student code's output (stdout, stderr) goes nowhere.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import IO, Any


def _die_with_parent() -> None:
    """Ask Linux to end this process when the grader that started it ends (elsewhere: nothing)."""
    try:
        import ctypes
        import signal

        ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def _start_jax(count: int) -> None:
    """JAX on `count` CPU devices, the compilation cache and the shared lowering context, as in grading."""
    import jax

    jax.config.update("jax_num_cpu_devices", count)
    jax.devices()
    from autograder.checks import timing as _timing  # noqa: F401  (before any student code, as in pytest)
    from autograder.grading.jax_setup import enable_compilation_cache, share_lowering_context

    enable_compilation_cache()
    share_lowering_context()
    # What the first request needs, loaded before "ready": the grading process may still be collecting.
    import hypothesis  # noqa: F401

    from autograder.engine import exercise, registry  # noqa: F401


class _Files:
    """One `Submission` per module file and version: an edited file is imported afresh."""

    def __init__(self) -> None:
        self.loaded: dict[tuple[str, int, int], Any] = {}

    def submission(self, path: Path) -> Any:
        from autograder.grading.submission import Submission

        class OneFile(Submission):
            def path(self, topic: Any) -> Path:
                return path

        try:
            stat = path.stat()
            key = (str(path), stat.st_mtime_ns, stat.st_size)
        except OSError:
            key = (str(path), -1, -1)
        if key not in self.loaded:
            self.loaded[key] = OneFile(path.parent)
        return self.loaded[key]


def _grade(request: dict[str, Any], files: _Files) -> dict[str, str]:
    from autograder.course.manifest import load_course
    from autograder.engine.exercise import grade_check, make_case
    from autograder.engine.registry import spec_for

    course = load_course(Path(request["course"]))
    exercise = course.exercise(str(request["exercise"]))
    spec = spec_for(exercise, course)
    submission = files.submission(Path(request["module"]))
    result = grade_check(lambda: make_case(submission, exercise, spec, course), str(request["check"]), errors="error")
    return result.to_json()


def main(argv: list[str]) -> int:
    """Serve requests until stdin closes (see the module docstring)."""
    _die_with_parent()
    channel: IO[str] = os.fdopen(int(argv[0]), "w", buffering=1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    try:
        _start_jax(int(argv[1]))
    except Exception as error:  # the grader's own set-up: no student code has run
        channel.write(json.dumps({"event": "error", "message": f"{type(error).__name__}: {error}"[:2000]}) + "\n")
        return 3
    channel.write(json.dumps({"event": "ready"}) + "\n")
    files = _Files()
    for line in sys.stdin:
        request: Any = {}
        try:
            request = json.loads(line)
            answer = _grade(request, files)
        except Exception as error:  # a malformed request or a grader bug: an ERROR result, never silence
            check = str(request.get("check", "")) if isinstance(request, dict) else ""
            answer = {"check": check, "outcome": "error", "message": f"{type(error).__name__}: {error}"[:2000]}
        channel.write(json.dumps(answer) + "\n")
    channel.flush()
    os._exit(0)  # skip interpreter teardown: student atexit handlers do not run


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
