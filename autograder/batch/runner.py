"""The trusted side of one worker process: start it sandboxed, read its events under a wall clock.

`WorkerProcess` starts `python -I -m autograder.batch.worker_side.worker` with a scrubbed environment, in a
session of its own, and reads its events (JSON lines on a pipe of their own, never its
printed output) with a deadline per step and a process-count watchdog. `batch/events.py`
turns those events into check results.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import select
import shutil
import signal
import struct
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from autograder.batch.isolation import (
    Limits,
    SandboxPlan,
    grader_paths,
    kill_all,
    library_folders,
    parent_of,
    processes_of,
    sandbox_command,
    threads_of,
)
from autograder.grading.outcome import CheckResult
from autograder.interpreter import python_module

STARTUP_SECONDS = 180.0  # Python, NumPy and JAX starting on a loaded machine
MAX_LINE = 64 << 20
LEFT_BEHIND = 4  # processes an exercise may leave behind (an eight-device child, a helper) and keep its worker


Checks = dict[str, list[CheckResult]]  # exercise id -> its checks' results, in the order graded
Verifier = Callable[["WorkerProcess", list[str], float], Checks]


class WorkerTimeout(Exception):
    """The worker did not send its next event in time."""


class WorkerDied(Exception):
    """The worker's process ended (or was ended by a limit); the message says why."""


def slot_cpus(slot: int, slots: int) -> tuple[int, ...]:
    """The CPUs worker slot `slot` of `slots` runs on: its equal share of this process's CPUs; () where it has one.

    Two slots on two CPUs get one each; one slot (a TPU's single worker) gets them all: its runtime's threads
    and its compiler need them (pinned to one CPU of a 13-CPU TPU machine, half the course did not finish in 560 s).
    """
    available = sorted(os.sched_getaffinity(0))
    if len(available) < 2:
        return ()
    groups = max(1, min(slots, len(available)))
    share = len(available) // groups
    first = (slot % groups) * share
    return tuple(available[first:first + share])


class SandboxFailure(RuntimeError):
    """The worker could not set up its sandbox: the grader's problem, not the student's.

    Believed only from a worker that has not yet said `ready` (no student code has run in it);
    later, an `error` event is what student code writing to the channel says, and costs only the
    exercise that ran last (`WorkerProcess.next_event`).
    """


@dataclass(frozen=True)
class Settings:
    """How submissions are isolated and limited.

    Attributes:
        level: isolation level (autograder/batch/isolation.py).
        limits: resource and time limits.
        hide: folders the worker must not see.
        work_root: the batch's work folder (private copies go below it).
        uid_base: first uid of the worker slots (`root` level).
        compiled: the batch's folder of compiled programs (autograder/batch/compiled.py), or "":
            mounted read-only into every worker (namespace levels; none at `rlimits`, whose
            workers could write it).
        compiling: the workers write `compiled` (only the trusted warm-up on the solutions).
        zygote: the batch's `Zygote` (autograder/batch/zygote.py) that forks workers with the
            grader already imported; None: each worker is started as a process of its own.
        verify_seed: the secret seed of the parent's verification inputs (autograder/batch/timed.py),
            kept with `compiled` so that its warm-up compiled them; None: drawn at random.
        engine: "bwrap": workers (and the zygote) start in bubblewrap's allow-list root
            (`command`); "": in the host's tree, with `hide` covered.
        seccomp: workers load the system-call filter (isolation.py `DENIED_SYSCALLS`).
        cpus: the CPUs workers run on (the speed-up's, autograder/batch/timed.py); (): the parent's.
        exclusive: the workers compute on a device one process holds at a time (a TPU,
            grading/backend.py): one worker at a time, and a speed-up's sides all in one worker.
        cpu_slots: how many worker slots share this process's CPUs (0: workers are not bound). Each slot
            runs on its own share (`slot_cpus`), and so does all it starts: a submission that starts
            spinning processes slows its own slot, not the others' (the batch's untimed phase; the
            filter refuses `sched_setaffinity`).
    """

    level: str
    limits: Limits
    hide: tuple[str, ...]
    work_root: str
    uid_base: int = 61000
    compiled: str = ""
    compiling: bool = False
    verify_seed: int | None = None
    zygote: Any = field(default=None, compare=False, repr=False)  # autograder/batch/zygote.py, or None
    engine: str = ""
    seccomp: bool = False
    engine_problem: str = ""  # why bubblewrap, though installed, could not start a worker here
    cpus: tuple[int, ...] = ()
    exclusive: bool = False
    cpu_slots: int = 0

    def plan(self, slot: int) -> SandboxPlan:
        """The sandbox of worker slot `slot`."""
        uid = self.uid_base + slot if self.level == "root" else None
        compiled = self.compiled if self.reads_compiled() else ""
        cpus = self.cpus or (slot_cpus(slot, self.cpu_slots) if self.cpu_slots else ())
        return SandboxPlan(self.level, self.limits, () if self.engine else self.hide, self.work_root, f"slot{slot}", uid,
                           compiled, self.engine, self.seccomp, cpus)

    def command(self) -> tuple[str, ...]:
        """The words before a worker's (or the zygote's) command: bwrap with the allow-list root, or none."""
        if self.engine != "bwrap":
            return ()
        read_only = [sys.base_prefix, sys.prefix, *library_folders(), *grader_paths(),
                     *([self.compiled] if self.reads_compiled() else [])]
        return sandbox_command(self.level, read_only, (self.work_root,))

    def reads_compiled(self) -> bool:
        """Whether workers read `compiled` through a read-only mount."""
        return bool(self.compiled) and not self.compiling and self.level != "rlimits"

    def compilation_cache(self, private: str) -> dict[str, str]:
        """The worker's compilation-cache variables (autograder/grading/jax_setup.py)."""
        if self.compiled and self.compiling:
            return {"JAXCOURSE_XLA_CACHE": self.compiled}
        if self.reads_compiled():
            return {"JAXCOURSE_XLA_CACHE": str(Path(private) / "compiled"), "JAXCOURSE_XLA_CACHE_READONLY": "1"}
        return {"JAXCOURSE_XLA_CACHE": "off"}


# Passed on as the instructor set them: which backend and GPUs a worker may use, where CUDA's
# libraries are when they are not pip's (those are in the environment, which workers can read).
PASSED_ON = ("JAX_PLATFORMS", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES", "LD_LIBRARY_PATH", "XLA_PYTHON_CLIENT_ALLOCATOR")
# The TPU runtime's own settings (worker host names, topology, metrics ports, flags), by prefix. Without them libtpu
# asks the cloud's metadata server, which a worker cannot reach, and waits: on a lent v5e (which sets
# TPU_WORKER_HOSTNAMES for that reason) a batch worker sat 150 s with libtpu loaded and the chip never opened.
PASSED_ON_PREFIXES = ("TPU_", "LIBTPU_")
# Set unless the instructor set them. Two workers and the baseline's share one GPU: each takes
# memory as it needs it, up to 35% of the GPU's. XLA's own warnings (per compilation, on a GPU)
# would fill the worker's size-limited output file; CUDA's kernel cache would go to its tmpfs home.
GPU_DEFAULTS = {
    "XLA_PYTHON_CLIENT_PREALLOCATE": "false",
    "XLA_PYTHON_CLIENT_MEM_FRACTION": "0.35",
    "TF_CPP_MIN_LOG_LEVEL": "2",
    "CUDA_CACHE_DISABLE": "1",
}


def worker_environment(private: str, cache: dict[str, str] | None = None) -> dict[str, str]:
    """The scrubbed environment a worker gets: no tokens, no proxies, no user paths.

    From the grader's environment it keeps only what finds and shares the backend
    (`PASSED_ON`, `PASSED_ON_PREFIXES`, `GPU_DEFAULTS`); on a CPU those only quiet XLA's log. `cache` sets the
    compilation cache (`Settings.compilation_cache`); by default there is none: nothing a
    submission compiles is shared with another.
    """
    env = {
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "HOME": private,
        "TMPDIR": private,
        "LANG": "C.UTF-8",
        "JAXCOURSE_XLA_CACHE": "off",
        "PYTHONDONTWRITEBYTECODE": "1",
        **(cache or {}),
    }
    env.update({name: os.environ[name] for name in PASSED_ON if name in os.environ})
    env.update({name: value for name, value in os.environ.items() if name.startswith(PASSED_ON_PREFIXES)})
    env.update({name: os.environ.get(name, default) for name, default in GPU_DEFAULTS.items()})
    return env


def describe_exit(returncode: int | None, limits: Limits, watchdog: str | None = None) -> str:
    """Why a worker ended, in words a student can act on."""
    if watchdog:
        return watchdog
    if returncode is None:
        return "the process did not answer"
    if returncode < 0:
        number = -returncode
        if number == signal.SIGXFSZ:
            return f"it wrote more than {limits.output_bytes >> 20} MiB (printed output or files); print less"
        if number == signal.SIGXCPU:
            return f"it used more than {limits.cpu_seconds} s of CPU time"
        if number == signal.SIGSEGV:
            return "the process crashed (segmentation fault), e.g. from ctypes or unbounded recursion"
        if number == signal.SIGKILL:
            return "the process was killed (out of memory or a limit)"
        if number == signal.SIGABRT:
            return "the process aborted (often: out of memory inside XLA)"
        return f"the process was ended by signal {signal.Signals(number).name}"
    return f"it ended the grading process (exit code {returncode}; `sys.exit`, `os._exit` or `exit()` in the code?)"


class _CommandPickler(pickle.Pickler):
    """Pickles commands for a worker; JAX devices go by platform and id (autograder/grading/grader_functions.py)."""

    def reducer_override(self, obj: Any) -> Any:
        jax = sys.modules.get("jax")
        if jax is not None and isinstance(obj, jax.Device):
            from autograder.grading.grader_functions import reduce_device

            return reduce_device(obj)
        return NotImplemented


def as_sent(value: Any) -> Any:
    """`value` as a worker receives it: pickled as commands are and read back (arrays land on the default device)."""
    buffer = io.BytesIO()
    _CommandPickler(buffer).dump(value)
    return pickle.loads(buffer.getvalue())


class WorkerProcess:
    """One running worker and its events pipe."""

    def __init__(self, job: dict[str, Any], settings: Settings, slot: int) -> None:
        self.settings = settings
        self.plan = settings.plan(slot)
        self.private = str(Path(settings.work_root) / self.plan.slot)
        job = {**job, "plan": self.plan.to_json()}
        environment = worker_environment(self.private, settings.compilation_cache(self.private))
        self.process, self.events = self._start(environment)
        self.worker_pid: int | None = None  # the process that grades, as its `ready` event named it
        self.buffer = b""
        self.watchdog: str | None = None
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(job).encode() + b"\n")
        self.process.stdin.flush()

    def _start(self, environment: dict[str, str]) -> tuple[Any, int]:
        """The worker's process and the read end of its events pipe: forked by the zygote, else started."""
        if self.settings.zygote is not None:
            try:
                pid, stdin, events = self.settings.zygote.spawn(environment)
            except OSError:
                pass  # the zygote is gone: a process of its own
            else:
                from autograder.batch.zygote import ForkedProcess

                return ForkedProcess(self.settings.zygote, pid, stdin), events
        read_end, write_end = os.pipe()
        process = subprocess.Popen(
            [*self.settings.command(), *python_module("autograder.batch.worker_side.worker", str(write_end))],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(write_end,),
            start_new_session=True,
            env=environment,
            cwd="/",
        )
        os.close(write_end)
        return process, read_end

    @property
    def uid(self) -> int | None:
        return self.plan.uid

    def next_event(self, deadline: float) -> dict[str, Any]:
        """The next event, waiting until `deadline` (time.monotonic()).

        Raises:
            WorkerTimeout: nothing came in time.
            WorkerDied: the process ended or broke the process limit (see `reason`).
        """
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WorkerTimeout()
            ready, _, _ = select.select([self.events], [], [], min(left, 0.5))
            if not ready:
                if threads_of(self.uid, self.process.pid) > self.settings.limits.processes + 8:
                    self.watchdog = f"it started more than {self.settings.limits.processes} processes or threads"
                    self.kill()
                    raise WorkerDied(self.reason())
                continue
            chunk = os.read(self.events, 1 << 20)
            if not chunk:
                raise WorkerDied(self.reason())
            self.buffer += chunk
            if len(self.buffer) > MAX_LINE:
                self.kill()
                raise WorkerDied("it sent more than the grader reads")
        line, _, self.buffer = self.buffer.partition(b"\n")
        try:
            event = json.loads(line)
        except ValueError:
            self.kill()
            raise WorkerDied("its event channel was written to by something other than the grader") from None
        if not isinstance(event, dict) or not isinstance(event.get("event"), str):
            self.kill()
            raise WorkerDied("its event channel was written to by something other than the grader")
        if event["event"] == "error":
            self.kill()
            if self.worker_pid is None:  # before `ready`: the grader's own set-up failed, no student code has run
                raise SandboxFailure(str(event.get("message")))
            # After `ready` student code may have run, and may write to this channel: what it says stops
            # nothing but the exercise that ran last (a student who could stop the batch stops the class).
            raise WorkerDied("its event channel was written to by something other than the grader")
        if event["event"] == "ready" and self.worker_pid is None:  # sent before any student code ran
            pid = event.get("pid")
            self.worker_pid = pid if isinstance(pid, int) and pid > 0 else self.process.pid
        return event

    def own_processes(self) -> set[int]:
        """The grader's processes of this worker: the one started, the one that grades, and any between.

        At the namespace levels the process started (or bwrap, which starts it) forks the one
        that grades (isolation.py `_own_processes`); everything else of the worker's uid (or
        session) is what student code started.
        """
        own = {self.process.pid}
        pid = self.worker_pid
        while pid is not None and pid not in own and len(own) < 8:
            own.add(pid)
            pid = parent_of(pid)
        return own

    def clean_up_after_exercise(self) -> bool:
        """Between exercises: end every process the exercise started; False when the worker should be replaced.

        A process an exercise starts does not outlive it, and memory an exercise keeps (a
        module-level hoard) is not left for the next one: above half the memory limit the
        worker is replaced by a fresh one. So is a worker whose exercise left more than
        `LEFT_BEHIND` processes: each stays a zombie of the worker, which never reaps it, and
        counts against RLIMIT_NPROC, so the next exercise could not start a thread.
        """
        own = self.own_processes()
        left = [pid for pid in processes_of(self.uid, self.process.pid) if pid not in own]
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        if len(left) > LEFT_BEHIND:
            return False
        try:
            with open(f"/proc/{self.worker_pid or self.process.pid}/status") as stream:
                rss = next(int(line.split()[1]) << 10 for line in stream if line.startswith("VmRSS:"))
        except (OSError, StopIteration, ValueError):
            return False
        return rss < self.settings.limits.memory_bytes // 2

    def go_on(self) -> None:
        """Let the worker start its next exercise (it waits for this after each `result`).

        Raises:
            WorkerDied: the worker's end is closed.
        """
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(b"\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise WorkerDied(self.reason()) from None

    def wait_serving(self, deadline: float) -> None:
        """Wait until a worker started in `oracle` mode is ready for commands.

        Raises:
            WorkerDied: it ended or said something else first.
        """
        for expected in ("ready", "serving"):
            event = self.next_event(deadline)
            if event["event"] != expected:
                self.kill()
                raise WorkerDied(f"it said {event['event']!r} where the grader expected {expected!r}")

    def send(self, command: tuple) -> None:
        """A length-prefixed pickle to the worker (trusted data, parent to worker only).

        Raises:
            WorkerDied: the worker's end is closed.
            pickle.PicklingError: `command` holds something that cannot cross (a grading spec's bug).
        """
        buffer = io.BytesIO()
        _CommandPickler(buffer).dump(command)
        data = buffer.getvalue()
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(struct.pack("!I", len(data)) + data)
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            raise WorkerDied(self.reason()) from None

    def reason(self) -> str:
        """Why the process ended (waits briefly for it)."""
        try:
            returncode = self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            returncode = self.process.wait()
        if isinstance(self.process, subprocess.Popen) and self.settings.engine and returncode > 128:
            returncode = 128 - returncode  # bwrap ends with 128 + the signal that ended the worker
        return describe_exit(returncode, self.settings.limits, self.watchdog)

    def kill(self) -> None:
        """End the worker and every process it started.

        The worker itself is killed and reaped first: `kill_all` waits until no process of the
        worker is left, zombies included (they count against RLIMIT_NPROC), and the worker
        would stay one until reaped.
        """
        grading = self.worker_pid
        if grading not in (None, self.process.pid) and grading in processes_of(self.uid, self.process.pid):
            # The process that grades first (isolation.py `_own_processes`): its relay reaps it and ends as
            # it did. Killed together, the relay could end first and leave it to this machine's init to
            # reap, and `kill_all` waits for that (a second and more per worker, measured).
            try:
                os.kill(grading, signal.SIGKILL)
                self.process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                pass
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except OSError:
            pass
        self.process.wait()
        kill_all(self.uid, self.process.pid)

    def close(self) -> None:
        """Kill everything, reap, release the pipe and the private folder."""
        self.kill()
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        self.process.wait()
        if self.events >= 0:
            os.close(self.events)
            self.events = -1
        if self.settings.level == "rlimits":
            shutil.rmtree(self.private, ignore_errors=True)
