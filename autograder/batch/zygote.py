"""Workers forked from a process that has already imported JAX and the grader.

Method. A worker spends about a second of CPU importing Python, NumPy, JAX and the grader
before it grades anything: on a CPU, a third of what a small topic costs. The batch starts
one trusted `zygote` process (`python -I -m autograder.batch.worker_side.zygote FD`) that imports those
modules once, without initialising any JAX backend (no compiler threads yet), and then forks a
worker for each request of the parent. The child, single-threaded after the fork, is then
exactly a worker at its start (autograder/batch/worker_side/worker.py `main`): it enters its own sandbox
(namespaces, mounts, uid, limits), reads its job and grades. Its stdin and events pipe are
made by the parent and handed over with SCM_RIGHTS; everything else the zygote holds (its
control socket) is closed in the child before it reads a byte of its job, so student code can
never ask the zygote for anything. Nothing of one submission is ever in the zygote.

The zygote reaps its children and reports each exit status, so the parent reads a forked
worker's end (a signal, a limit) as it reads a `Popen`'s (`ForkedProcess`). A child is in a
session of its own and dies with the zygote, which dies with the parent.

The zygote process itself (what it imports, how it forks and reaps) is
autograder/batch/worker_side/zygote.py; this module is the parent's handle on it.

Caveats: the zygote runs as the grader's user (it runs no student code, and accepts requests
only on the socket pair the parent made), in the batch's allow-list root where bubblewrap is
installed (autograder/batch/isolation.py), so that what it forks starts there; each worker
then makes its own namespaces and mounts inside it. The worker's environment is set
in the child after the fork: JAX reads its variables at backend start, later. Where the zygote
cannot start or dies, the parent starts workers as processes of their own (`WorkerProcess`).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import threading
import time
from typing import Any

from autograder.batch.worker_side.zygote import MAX_REQUEST
from autograder.interpreter import python_module


class ForkedProcess:
    """A worker forked by the zygote, seen as the parts of `subprocess.Popen` the runner uses."""

    def __init__(self, zygote: "Zygote", pid: int, stdin: Any) -> None:
        self.zygote = zygote
        self.pid = pid
        self.stdin = stdin
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            self.returncode = self.zygote.status(self.pid, 0)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        """The exit code (negative: the signal); `subprocess.TimeoutExpired` after `timeout` seconds."""
        if self.returncode is None:
            self.returncode = self.zygote.status(self.pid, timeout)
            if self.returncode is None:
                raise subprocess.TimeoutExpired("worker", timeout or 0)
        return self.returncode


class Zygote:
    """The parent's handle on the zygote: `spawn` a worker, learn how each ended."""

    def __init__(self, environment: dict[str, str], command: tuple[str, ...] = ()) -> None:
        """Start the zygote; `command` goes before Python's (the sandbox's engine, runner.py `Settings.command`)."""
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)  # one message per request
        self.process = subprocess.Popen(
            [*command, *python_module("autograder.batch.worker_side.zygote", str(theirs.fileno()))],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            pass_fds=(theirs.fileno(),), start_new_session=True, env=environment, cwd="/",
        )
        theirs.close()
        self.socket = ours
        self.lock = threading.Lock()  # one request at a time
        self.changed = threading.Condition()
        self.ended: dict[int, int] = {}  # pid -> exit code, as Popen.returncode
        self.replies: list[dict[str, Any]] = []
        self.alive = True
        self.buffer = b""
        threading.Thread(target=self._read, daemon=True).start()

    def spawn(self, environment: dict[str, str], deadline_seconds: float = 60.0) -> tuple[int, Any, int]:
        """Fork a worker: returns (its pid, the writable end of its stdin, the readable end of its events pipe).

        Raises:
            OSError: the zygote is gone or did not answer (the caller starts the worker itself).
        """
        stdin_read, stdin_write = os.pipe()
        events_read, events_write = os.pipe()
        try:
            with self.lock:
                request = json.dumps({"environment": environment}).encode()
                socket.send_fds(self.socket, [request], [stdin_read, events_write])
                reply = self._reply(time.monotonic() + deadline_seconds)
        except BaseException:
            for fd in (stdin_write, events_read):
                os.close(fd)
            raise
        finally:
            os.close(stdin_read)
            os.close(events_write)
        return int(reply["spawned"]), os.fdopen(stdin_write, "wb"), events_read

    def status(self, pid: int, timeout: float | None) -> int | None:
        """The exit code of a forked worker once it ended; None if it runs on past `timeout` seconds."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self.changed:
            while pid not in self.ended:
                if not self.alive:
                    return -signal.SIGKILL  # the zygote died: its children died with it
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return None
                self.changed.wait(left)
            return self.ended.pop(pid)

    def close(self) -> None:
        """Stop the zygote (its running children die with it).

        It is asked first (its end of the socket closes, and it returns): killed together with the
        bubblewrap that started it, it would be left to this machine's init to reap, and its
        workers' CPU time with it (the benchmarks read it from the children this process waited for).
        """
        try:
            self.socket.shutdown(socket.SHUT_RDWR)
            self.process.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except OSError:
            pass
        self.process.wait()
        self.socket.close()

    def _reply(self, deadline: float) -> dict[str, Any]:
        with self.changed:
            while not self.replies:
                left = deadline - time.monotonic()
                if not self.alive or left <= 0:
                    raise OSError("the zygote did not answer")
                self.changed.wait(left)
            return self.replies.pop(0)

    def _read(self) -> None:
        """Read the zygote's lines: `spawned` replies and `ended` statuses."""
        while True:
            try:
                chunk = self.socket.recv(1 << 16)
            except OSError:
                chunk = b""
            with self.changed:
                if not chunk:
                    self.alive = False
                    self.changed.notify_all()
                    return
                self.buffer += chunk
                while b"\n" in self.buffer:
                    line, _, self.buffer = self.buffer.partition(b"\n")
                    message = json.loads(line)
                    if "ended" in message:
                        self.ended[int(message["ended"])] = int(message["code"])
                    else:
                        self.replies.append(message)
                self.changed.notify_all()
