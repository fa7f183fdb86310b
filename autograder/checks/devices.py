"""Several devices: a student's functions called where eight CPU devices exist.

With one device, "the first of `jax.devices()`" and "the device this array lives on" give the
same answer, and so do `jax.device_put(x)` and `jax.device_put(x, device)`. These checks run
the student's module in a child process (autograder/checks/several_devices.py, which documents the
protocol) that starts JAX on eight CPU devices, with inputs committed to devices other than
the first (`Placed`) and devices other than the first as arguments (`Device`). The grading
process itself keeps its one device: eight host devices slow every small call a little, and
the timed checks of other topics would feel it.

Method: one child per module file and job, started when a check first needs it, answers
cached for the rest of the run (both exercises of a topic share one; about a second). The
child inherits the grader's sandbox and limits (in batch grading: its namespaces, uid,
rlimits; it dies with its parent); it gets only a JSON job on stdin and answers on a pipe of
its own, read with a size cap and a deadline; what it sends is validated, never unpickled.

Caveats: the child imports the module file as it is on disk now. Student code in the child
could forge the child's answers, as student code in the grading process could patch JAX:
that earns at most the points of these checks, and no other submission or topic is touched.
Where the child cannot start JAX (no processes left, a platform without `pass_fds`), the
check is not graded (counts neither way), as it never ran any student code; student code
that lowers the grading process's own limits could bring that about.
On an accelerator the child still uses eight CPU devices (`JAX_PLATFORMS=cpu`: it takes no
accelerator memory); the accelerator itself is graded in the grading process by the topic's
other checks. What the child grades does not depend on the platform: that the code asks each
array where it lives and moves data to the device it is given, not to the first one.
"""

from __future__ import annotations

import hashlib
import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from autograder.checks.several_devices import (
    DEVICE_COUNT,
    Device,
    OnDevices,
    Placed,
    Unreadable,
    decode,
    encode,
)
from autograder.grading.cases import Call, Case
from autograder.grading.failures import CheckFailure, NotGraded

__all__ = ["Device", "OnDevices", "Placed", "Unreadable", "Raised", "run_on_devices"]

SECONDS = 30.0  # the child's wall clock, start-up and every call (a batch exercise has 60 s)
MAX_REPLY = 4 << 20  # bytes the grader reads from the child
_ANSWERS: dict[tuple[str, str], Any] = {}
# Taken when the grader imports this module, before any student code runs: a module that sets
# XLA_FLAGS or JAX_PLATFORMS at import cannot make the child fail to start (and the check not graded).
_PYTHON, _ENVIRONMENT = sys.executable, dict(os.environ)


class Raised(str):
    """What a call raised in the child, as `Type: message` text."""


def run_on_devices(case: Case, calls: dict[str, tuple[Call, ...]], function: str, check: str) -> list[Any]:
    """The calls of `function`, made in a child with eight CPU devices (with all of `calls`, one child for all).

    Args:
        calls: function name -> its calls: every function of the topic that needs the child, so
            that one child (cached) serves them all.
        function: whose answers to return.

    Returns:
        Per call of `function`: what it returned (JAX arrays as `OnDevices`, objects the grader
        cannot read as `Unreadable`) or a `Raised`.

    Raises:
        NotGraded: the grader could not start JAX on eight devices here (nothing of the student's ran).
        CheckFailure: the module did not import in the child, or the child died, hung or sent
            nonsense during `function`'s calls. (Lost during another function's calls, `function`'s
            calls are made again in a child of their own.)
    """
    path = _module_path(case)
    order = [(name, call) for name, group in calls.items() for call in group]
    answers, failure = _outcome(path, order)
    mine = [index for index, (name, _) in enumerate(order) if name == function]
    if all(index < len(answers) for index in mine):
        return [answers[index] for index in mine]
    if order[len(answers)][0] != function:  # lost in another function's calls: ask again, alone
        answers, failure = _outcome(path, [(function, call) for call in calls[function]])
        if failure is None:
            return answers
    assert failure is not None
    raise CheckFailure(check, failure.message, failure.kind)


def _outcome(path: Path, order: list[tuple[str, Call]]) -> tuple[list[Any], CheckFailure | None]:
    """The answers to `order` from a child (cached per file content and job), and why any are missing."""
    job = {"module": str(path), "calls": [[name, encode(call.args), encode(call.kwargs)] for name, call in order]}
    text = json.dumps(job, sort_keys=True)
    key = (str(path), hashlib.sha256(path.read_bytes() + text.encode()).hexdigest())
    if key not in _ANSWERS:
        try:
            _ANSWERS[key] = _answers(_ask_child(text, len(order)), len(order))
        except (CheckFailure, NotGraded) as outcome:
            _ANSWERS[key] = outcome
    outcome = _ANSWERS[key]
    if isinstance(outcome, NotGraded):
        raise outcome
    if isinstance(outcome, CheckFailure):
        return [], outcome
    return outcome


def _module_path(case: Case) -> Path:
    file = getattr(case.module, "__file__", None)
    if not file or not Path(file).is_file():
        raise NotGraded("several devices: the student's module has no file to import in a second process")
    return Path(file).resolve()


def _ask_child(job: str, count: int) -> list[dict]:
    """Run the child on `job`; its replies, validated as JSON objects."""
    read_end, write_end = os.pipe()
    try:
        process = subprocess.Popen(
            [_PYTHON, "-I", "-m", "autograder.checks.several_devices", str(write_end)],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,),
            env=_ENVIRONMENT,
        )
    except (OSError, ValueError) as error:  # a process limit; ValueError: no `pass_fds` (Windows)
        os.close(read_end)
        raise NotGraded(f"several devices: no second process could be started here ({error})") from None
    finally:
        os.close(write_end)
    try:
        assert process.stdin is not None
        process.stdin.write(job.encode() + b"\n")
        process.stdin.close()
    except OSError:
        pass  # it died at once: the replies below say so
    try:
        data = _read_all(read_end, time.monotonic() + SECONDS)
    finally:
        os.close(read_end)
        process.kill()
        process.wait()
    return _replies(data)


def _read_all(fd: int, deadline: float) -> bytes:
    """Everything the child writes on `fd` until it closes it, the deadline, or the size cap."""
    data = b""
    while True:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            return data + b'\n{"event": "timeout"}'
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            return data
        data += chunk
        if len(data) > MAX_REPLY:
            return data[: data.rfind(b"\n") + 1] + b'{"event": "too_much"}'


def _replies(data: bytes) -> list[dict]:
    replies = []
    for line in data.splitlines():
        if not line.strip():
            continue
        try:
            reply = json.loads(line)
        except (ValueError, RecursionError):
            reply = {"event": "garbled"}
        replies.append(reply if isinstance(reply, dict) else {"event": "garbled"})
    return replies


def _answers(replies: list[dict], count: int) -> tuple[list[Any], CheckFailure | None]:
    """The calls' outcomes from the child's replies (see the protocol), and why any are missing.

    Raises:
        NotGraded: the child never ran JAX (no student code ran).
        CheckFailure: the module did not import in the child.
    """
    if not replies or replies[0].get("event") != "ready":
        why = str(replies[0].get("message", ""))[-300:] if replies and replies[0].get("event") == "error" else "it ended"
        raise NotGraded(f"several devices: JAX could not start on {DEVICE_COUNT} CPU devices in a second process ({why})")
    if len(replies) > 1 and replies[1].get("event") == "import_failed":
        raise CheckFailure("", f"on {DEVICE_COUNT} CPU devices (a second process), your module did not import: "
                               f"{str(replies[1].get('message'))[:500]}. Do not assume one device at import time.")
    answers: list[Any] = []
    for reply in replies[1 : count + 1]:
        event = reply.get("event")
        try:
            if event == "returned":
                answers.append(decode(reply.get("value")))
                continue
            if event == "raised":
                answers.append(Raised(str(reply.get("message"))[:2000]))
                continue
        except (ValueError, TypeError, KeyError, RecursionError):
            pass
        break
    if len(answers) < count:
        last = replies[len(answers) + 1].get("event") if len(replies) > len(answers) + 1 else "ended"
        why = {"timeout": f"did not finish within {SECONDS:.0f} s", "too_much": "sent more than the grader reads"}.get(
            str(last), "ended before answering (it exited, crashed or printed over the grader's channel)")
        return answers, CheckFailure("", f"on {DEVICE_COUNT} CPU devices (a second process), your code {why}.")
    return answers, None
