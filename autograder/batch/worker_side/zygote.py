"""The zygote process: imports what a worker imports, then forks a worker for each request of the parent.

It runs on the worker side (autograder/batch/worker_side/__init__.py): in the batch's sandbox root,
as the grader's user, beside the workers it forks. The parent's handle on it (`Zygote`,
`ForkedProcess`), and why a zygote at all, are in autograder/batch/zygote.py. It runs no student
code and accepts requests only on the socket pair the parent made; a child closes that socket
before it reads a byte of its job.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import sys

MAX_REQUEST = 1 << 20  # the largest request (a JSON line) the zygote reads from the parent


# -- the zygote's side -------------------------------------------------------------------------
def _preload() -> None:
    """Import what every worker imports (autograder/batch/worker_side/worker.py `_prepare`), starting no backend."""
    import jax  # noqa: F401
    import numpy  # noqa: F401

    import autograder.batch.worker_side.worker  # noqa: F401
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
        from autograder.batch.worker_side import worker

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
