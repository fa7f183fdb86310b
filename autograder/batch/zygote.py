"""Workers forked from a process that has already imported JAX and the grader.

Method. A worker spends about a second of CPU importing Python, NumPy, JAX and the grader
before it grades anything: on a CPU, a third of what a small topic costs. The batch starts
one trusted `zygote` process (`python -I -m autograder.batch.zygote FD`) that imports those
modules once, without initialising any JAX backend (no compiler threads yet), and then forks a
worker for each request of the parent. The child, single-threaded after the fork, is then
exactly a worker at its start (autograder/batch/worker.py `main`): it enters its own sandbox
(namespaces, mounts, uid, limits), reads its job and grades. Its stdin and events pipe are
made by the parent and handed over with SCM_RIGHTS; everything else the zygote holds (its
control socket) is closed in the child before it reads a byte of its job, so student code can
never ask the zygote for anything. Nothing of one submission is ever in the zygote.

The zygote reaps its children and reports each exit status, so the parent reads a forked
worker's end (a signal, a limit) as it reads a `Popen`'s (`ForkedProcess`). A child is in a
session of its own and dies with the zygote, which dies with the parent.

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
import select
import signal
import socket
import subprocess
import sys
import threading
import time
from typing import Any

from autograder.interpreter import python_module

MAX_REQUEST = 1 << 20


# -- the parent's side -------------------------------------------------------------------------
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
            [*command, *python_module("autograder.batch.zygote", str(theirs.fileno()))],
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


# -- the zygote's side -------------------------------------------------------------------------
def _preload() -> None:
    """Import what every worker imports (autograder/batch/worker.py `_prepare`), starting no backend."""
    import jax  # noqa: F401
    import numpy  # noqa: F401

    import autograder.batch.worker  # noqa: F401
    from autograder.checks import timing  # noqa: F401
    from autograder.course.manifest import load_course  # noqa: F401
    from autograder.grading.submission import Submission  # noqa: F401
    from autograder.engine.exercise import grade_check, make_case  # noqa: F401
    from autograder.grading.jax_setup import enable_compilation_cache  # noqa: F401
    from autograder.engine.registry import spec_for  # noqa: F401

    try:  # the system-call filter's binding finds libseccomp with a process of its own: once, here
        import pyseccomp  # noqa: F401
    except Exception:  # not installed, or no libseccomp: workers load no filter (cli.py says so)
        pass


def _child(stdin_fd: int, events_fd: int, environment: dict[str, str], keep_out: list[int]) -> None:
    """In the forked child: become a fresh worker (never returns)."""
    code = 70
    try:
        _die_with_parent()  # the zygote; the worker's sandbox sets it again
        signal.set_wakeup_fd(-1)
        os.setsid()
        for fd in keep_out:
            os.close(fd)
        os.dup2(stdin_fd, 0)
        os.close(stdin_fd)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.close(null)
        os.closerange(3, events_fd)
        os.closerange(events_fd + 1, 1 << 16)
        os.environ.clear()
        os.environ.update(environment)
        for name in ("SIGCHLD", "SIGPIPE", "SIGINT", "SIGTERM"):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
        os.chdir("/")
        from autograder.batch import worker

        code = worker.main([str(events_fd)])
    finally:
        os._exit(code)


def _reap(control: socket.socket) -> None:
    """Report every child that ended."""
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return
        control.sendall(json.dumps({"ended": pid, "code": os.waitstatus_to_exitcode(status)}).encode() + b"\n")


def _die_with_parent() -> None:
    import ctypes

    ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG


def serve(control_fd: int) -> None:
    """The zygote's loop: fork a worker per request, report each child's end, stop when the parent goes."""
    _die_with_parent()
    _preload()
    control = socket.socket(fileno=control_fd)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    while True:
        ready, _, _ = select.select([control, wake_read], [], [])
        if wake_read in ready:
            os.read(wake_read, 4096)
        _reap(control)
        if control not in ready:
            continue
        message, fds, _, _ = socket.recv_fds(control, MAX_REQUEST, 2)
        if not message:
            return  # the parent closed its end
        request = json.loads(message)
        pid = os.fork()
        if pid == 0:
            _child(fds[0], fds[1], request["environment"], [control.fileno(), wake_read, wake_write])
        for fd in fds:
            os.close(fd)
        control.sendall(json.dumps({"spawned": pid}).encode() + b"\n")


if __name__ == "__main__":
    serve(int(sys.argv[1]))
