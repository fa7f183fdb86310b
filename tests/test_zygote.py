"""The zygote that forks batch workers (autograder/batch/zygote.py and worker_side/zygote.py), for real: a process, forks, pipes.

A forked worker must read its job from the pipe the parent made, answer on its own events pipe,
hold no descriptor of the zygote's (its control socket), and end in a way the parent reads as
it reads a process of its own (exit code, or the signal that ended it).
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import time
from typing import Iterator

import pytest

from autograder.batch.runner import worker_environment
from autograder.batch.zygote import ForkedProcess, Zygote


@pytest.fixture(scope="module")
def zygote() -> Iterator[Zygote]:
    started = Zygote(worker_environment("/"))
    yield started
    started.close()


def read_event(fd: int, seconds: float = 60.0) -> dict:
    ready, _, _ = select.select([fd], [], [], seconds)
    assert ready, "no event from the forked worker"
    return json.loads(os.read(fd, 1 << 16).split(b"\n")[0])


def alive(pid: int) -> bool:
    """Whether `pid` runs (a zombie has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stream:
            return stream.read().rsplit(")", 1)[1].split()[0] not in ("Z", "X")
    except OSError:
        return False


def descriptors(pid: int) -> dict[int, str]:
    found = {}
    for name in os.listdir(f"/proc/{pid}/fd"):
        try:
            found[int(name)] = os.readlink(f"/proc/{pid}/fd/{name}")
        except OSError:
            pass
    return found


def test_a_forked_worker_reads_its_job_answers_on_its_pipe_and_its_exit_code_comes_back(zygote: Zygote) -> None:
    pid, stdin, events = zygote.spawn(worker_environment("/tmp"))
    process = ForkedProcess(zygote, pid, stdin)
    stdin.write(json.dumps({"plan": {"level": "nowhere", "limits": {}, "hide": []}}).encode() + b"\n")
    stdin.flush()
    event = read_event(events)
    assert event["event"] == "error" and "unknown isolation level 'nowhere'" in event["message"]
    assert process.wait(timeout=30) == 3  # worker.main: the sandbox could not be set up
    os.close(events)


def test_a_forked_worker_holds_only_its_pipes_and_its_end_by_signal_is_read(zygote: Zygote) -> None:
    pid, stdin, events = zygote.spawn(worker_environment("/tmp"))
    process = ForkedProcess(zygote, pid, stdin)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and len(descriptors(pid)) > 4:
        time.sleep(0.05)  # the child closes what it inherited right after the fork
    held = descriptors(pid)
    assert not [link for link in held.values() if link.startswith("socket:")], held
    assert sorted(held)[:3] == [0, 1, 2] and len(held) == 4, held  # stdin, output, events pipe
    assert os.getsid(pid) == pid  # a session of its own: the parent kills its group
    assert process.poll() is None
    os.kill(pid, signal.SIGSEGV)
    assert process.wait(timeout=30) == -signal.SIGSEGV
    os.close(events)


def test_a_worker_still_running_times_out_like_a_process() -> None:
    zygote = Zygote(worker_environment("/"))
    try:
        pid, stdin, events = zygote.spawn(worker_environment("/tmp"))
        process = ForkedProcess(zygote, pid, stdin)
        with pytest.raises(subprocess.TimeoutExpired):
            process.wait(timeout=0.2)
    finally:
        zygote.close()
    assert process.wait(timeout=30) == -signal.SIGKILL  # the zygote's children die with it
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and alive(pid):
        time.sleep(0.05)
    assert not alive(pid)
    with pytest.raises(OSError):
        zygote.spawn(worker_environment("/tmp"))  # the runner then starts the worker itself
    os.close(events)
