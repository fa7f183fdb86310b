"""Isolation for untrusted grading workers: what the OS allows, strongest first.

A grading worker (autograder/batch/worker.py) calls `enter_sandbox` itself, before it imports
NumPy, JAX or any student code, so the sandbox is set up by trusted code in a process that
is still single-threaded. Three levels, chosen by `detect_level` (or `--isolation`):

- `root` (the grader runs as root, as in CI or a container): new mount and network
  namespaces; the course's solutions/, .git, tests/, the submissions folder, the output
  folder and the batch's work folder are covered by empty read-only mounts (the batch's
  compiled programs, autograder/batch/compiled.py, come back read-only); the worker then
  drops to a uid of its own (one per parallel slot, no passwd entry needed), so
  RLIMIT_NPROC bounds exactly its processes and `kill_uid` reaches every one of them, even
  those that left the session.
- `userns` (unprivileged, where the kernel allows user namespaces): the same namespaces
  and covering mounts inside a user namespace, then a second user namespace so the
  covering mounts are locked (student code cannot unmount them).
- `rlimits` (neither allowed): resource limits, a session of its own and a private copy
  only; the network stays reachable and files readable by the grader's user stay readable.

Every level sets RLIMIT_AS (memory), RLIMIT_CPU, RLIMIT_FSIZE (output and files), RLIMIT_CORE
= 0, no-new-privileges (no setuid programs) and a parent-death signal. The parent adds the
wall clock and a process-count watchdog (`processes_of`, `kill_all`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import resource
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from autograder.interpreter import python_code

LEVELS = ("root", "userns", "rlimits")

CLONE_NEWNS = 0x00020000
CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_REMOUNT = 0x20
MS_BIND = 0x1000
MS_REC = 0x4000
MS_PRIVATE = 1 << 18
MS_RELATIME = 1 << 21
PR_SET_PDEATHSIG = 1
PR_SET_NO_NEW_PRIVS = 38

GiB = 1 << 30
MiB = 1 << 20


class SandboxError(RuntimeError):
    """The sandbox the plan asks for could not be set up (the worker then grades nothing)."""


@dataclass(frozen=True)
class Limits:
    """Resource limits for one worker process (and its children).

    Attributes:
        memory_bytes: RLIMIT_AS. JAX on a CPU maps about 2 GiB of address space when grading.
        cpu_seconds: RLIMIT_CPU, per worker process.
        output_bytes: RLIMIT_FSIZE: the largest file (printed output included) it may write.
        processes: processes and threads of the worker's uid (`root` level: RLIMIT_NPROC;
            other levels: the parent's watchdog counts the worker's session).
        exercise_seconds: wall clock for one exercise (all its checks).
        submission_seconds: wall clock for one submission (all its topics).
    """

    memory_bytes: int = 4 * GiB
    cpu_seconds: int = 600
    output_bytes: int = 8 * MiB
    processes: int = 64 + 8 * (os.cpu_count() or 1)
    exercise_seconds: float = 60.0
    submission_seconds: float = 900.0


@dataclass(frozen=True)
class SandboxPlan:
    """What one worker must do to itself before it runs student code.

    Attributes:
        level: one of LEVELS.
        limits: resource limits.
        hide: folders to cover with empty read-only mounts (namespace levels only).
        private_root: the batch's work folder; the worker's own copy goes in `private_root/slot`.
        slot: the worker's folder name under `private_root`.
        uid: the uid to drop to (`root` level only).
        compiled: a folder of compiled programs (autograder/batch/compiled.py) to mount read-only
            at `private_root/slot/compiled` (namespace levels only), or "".
    """

    level: str
    limits: Limits
    hide: tuple[str, ...] = ()
    private_root: str = ""
    slot: str = "0"
    uid: int | None = None
    compiled: str = ""

    def to_json(self) -> dict:
        """A JSON-able form, for the job message."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "SandboxPlan":
        """The inverse of `to_json`."""
        return cls(**{**data, "limits": Limits(**data["limits"]), "hide": tuple(data["hide"])})


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        error = ctypes.get_errno()
        raise SandboxError(f"{what} failed: {os.strerror(error)}")


def _unshare(flags: int) -> None:
    _check(_libc().unshare(flags), f"unshare({flags:#x})")


def _mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    libc = _libc()
    libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
    result = libc.mount(
        source.encode(), target.encode(), fstype.encode() if fstype else None, flags, data.encode() if data else None
    )
    _check(result, f"mount {fstype or source} on {target}")


def _write(path: str, text: str) -> None:
    with open(path, "w") as stream:
        stream.write(text)


def _enter_user_namespace(uid: int, gid: int) -> None:
    """Become root of a new user namespace, mapped to (uid, gid) outside it."""
    _unshare(CLONE_NEWUSER)
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"0 {uid} 1")
    _write("/proc/self/gid_map", f"0 {gid} 1")


def _blocked_ancestor(path: Path) -> Path | None:
    """The highest folder above `path` that other users cannot enter (e.g. a 0700 home), if any."""
    for ancestor in reversed(path.parents):
        if ancestor != Path("/") and not os.stat(ancestor).st_mode & 0o001:
            return ancestor
    return None


def _expose_python(keep: tuple[str, ...]) -> None:
    """Cover folders other users cannot enter (e.g. /root) but bind back what the worker needs there.

    Python, the virtual environment and the course may live in the grader's home; after the
    worker drops to its own uid it must still read them, and nothing else of that home.
    """
    needed = sorted({str(Path(path).resolve()) for path in keep})
    needed = [path for path in needed if not any(path != other and path.startswith(other + "/") for other in needed)]
    by_cover: dict[Path, list[str]] = {}
    for path in needed:
        blocked = _blocked_ancestor(Path(path))
        if blocked is not None:
            by_cover.setdefault(blocked, []).append(path)
    for cover, paths in by_cover.items():
        handles = {path: os.open(path, os.O_PATH | os.O_DIRECTORY) for path in paths}
        _mount("tmpfs", str(cover), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755")
        for path, handle in handles.items():
            os.makedirs(path, mode=0o755, exist_ok=True)
            _mount(f"/proc/self/fd/{handle}", path, None, MS_BIND | MS_REC)
            os.close(handle)


def python_paths() -> tuple[str, ...]:
    """Folders a worker must read: Python itself, the environment, the course's grader."""
    return (sys.base_prefix, sys.prefix, str(Path(__file__).resolve().parents[2]))


def _cover(plan: SandboxPlan) -> Path:
    """Private mounts: hidden folders covered, a fresh tmpfs for the worker's own copy.

    The folder of compiled programs (`plan.compiled`), usually inside a hidden folder, is opened
    first and mounted read-only in the private folder last.
    """
    compiled = os.open(plan.compiled, os.O_PATH | os.O_DIRECTORY) if plan.compiled else None
    _mount("none", "/", None, MS_REC | MS_PRIVATE)
    if plan.level == "root":
        _expose_python(python_paths())
    for folder in plan.hide:
        if os.path.isdir(folder):
            _mount("tmpfs", folder, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV, "size=4k,mode=0555")
    root = plan.private_root
    size = max(plan.limits.output_bytes * 4, 64 * MiB)
    _mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, f"size={size},mode=0711")
    private = Path(root) / plan.slot
    private.mkdir(mode=0o700)
    if compiled is not None:
        target = private / "compiled"
        target.mkdir(mode=0o755)
        _mount(f"/proc/self/fd/{compiled}", str(target), None, MS_BIND)
        _mount("none", str(target), None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | _kept_flags(target))
        os.close(compiled)
    return private


def _kept_flags(path: Path) -> int:
    """The mount flags of `path` a remount must keep (in a user namespace, dropping one is refused)."""
    found = os.statvfs(path).f_flag
    kept = found & (os.ST_NOEXEC | os.ST_NOATIME | os.ST_NODIRATIME)  # the same bits as MS_NOEXEC, ...
    return kept | (MS_RELATIME if found & os.ST_RELATIME else 0)


def _set_limits(limits: Limits, count_processes: bool) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
    resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu_seconds, limits.cpu_seconds))
    resource.setrlimit(resource.RLIMIT_FSIZE, (limits.output_bytes, limits.output_bytes))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if count_processes:
        resource.setrlimit(resource.RLIMIT_NPROC, (limits.processes, limits.processes))


def _harden() -> None:
    libc = _libc()
    libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
    libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def enter_sandbox(plan: SandboxPlan) -> Path:
    """Isolate the calling process as `plan` says; returns its private, empty folder.

    Must run before any thread is started (no NumPy or JAX imported yet).

    Raises:
        SandboxError: a namespace or mount the level needs was refused.
    """
    if plan.level == "root":
        _unshare(CLONE_NEWNS | CLONE_NEWNET)
        private = _cover(plan)
        assert plan.uid is not None
        os.chown(private, plan.uid, plan.uid)
        os.setgroups([])
        os.setgid(plan.uid)
        os.setuid(plan.uid)
        _set_limits(plan.limits, count_processes=True)
    elif plan.level == "userns":
        uid, gid = os.getuid(), os.getgid()
        _enter_user_namespace(uid, gid)
        _unshare(CLONE_NEWNS | CLONE_NEWNET)
        private = _cover(plan)
        # A second user namespace locks the covering mounts: its root cannot unmount them.
        _unshare(CLONE_NEWUSER | CLONE_NEWNS)
        _write("/proc/self/setgroups", "deny")
        _write("/proc/self/uid_map", "0 0 1")
        _write("/proc/self/gid_map", "0 0 1")
        _set_limits(plan.limits, count_processes=True)
    elif plan.level == "rlimits":
        private = Path(plan.private_root) / plan.slot
        private.mkdir(mode=0o700, exist_ok=True)
        _set_limits(plan.limits, count_processes=False)
    else:
        raise SandboxError(f"unknown isolation level {plan.level!r}; use one of {', '.join(LEVELS)}")
    _harden()
    os.chdir(private)
    return private


_PROBE = "import sys; from autograder.batch.isolation import probe_level; sys.exit(probe_level(sys.argv[1]))"


def probe_level(level: str) -> int:
    """In a throw-away process: 0 when the namespaces `level` needs are allowed here."""
    try:
        if level == "root":
            if os.geteuid() != 0:
                return 1
            _unshare(CLONE_NEWNS | CLONE_NEWNET)
        elif level == "userns":
            _enter_user_namespace(os.getuid(), os.getgid())
            _unshare(CLONE_NEWNS | CLONE_NEWNET)
            _mount("none", "/", None, MS_REC | MS_PRIVATE)
            _unshare(CLONE_NEWUSER | CLONE_NEWNS)
        return 0
    except (SandboxError, OSError):
        return 1


def detect_level() -> str:
    """The strongest level this machine allows (each probed in a child process)."""
    for level in LEVELS[:-1]:
        done = subprocess.run(python_code(_PROBE, level), capture_output=True, timeout=60)
        if done.returncode == 0:
            return level
    return "rlimits"


UID_FIRST = 61000
UID_BLOCK = 64
_claimed: list[int] = []  # lock files held for this process's lifetime


def claim_uid_block(slots: int, lock_folder: str = "/tmp") -> int:
    """The first uid of a block of `slots` uids no other grading batch on this machine uses.

    Two batches on one machine must not share worker uids (each kills every process of its
    uids). A block is claimed by an exclusive lock on `lock_folder/jaxcourse-uids-<first>.lock`,
    held until this process ends; a block with live processes is skipped.

    Raises:
        SandboxError: no free block (more than 60 batches at once).
    """
    import fcntl

    size = max(UID_BLOCK, slots)
    for first in range(UID_FIRST, UID_FIRST + 60 * size, size):
        handle = os.open(f"{lock_folder}/jaxcourse-uids-{first}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(handle)
            continue
        used = {owner for _, owner, _ in _processes()}
        if any(first + slot in used for slot in range(slots)):
            os.close(handle)
            continue
        _claimed.append(handle)
        return first
    raise SandboxError("no free block of worker uids: too many grading batches run at once on this machine")


def _processes() -> list[tuple[int, int, int]]:
    """(pid, uid, session id) of every process on the machine, zombies included (they count
    against RLIMIT_NPROC until reaped)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stream:
                stat = stream.read()
            with open(f"/proc/{entry}/status") as stream:
                uid_line = next(line for line in stream if line.startswith("Uid:"))
            uid = int(uid_line.split()[1])  # the real uid (/proc/PID's owner is root for non-dumpable processes)
        except (OSError, StopIteration, ValueError):
            continue
        fields = stat[stat.rfind(")") + 2 :].split()
        found.append((int(entry), uid, int(fields[3])))
    return found


def processes_of(uid: int | None, session: int | None) -> list[int]:
    """Pids that belong to a worker: every process of `uid` (root level), else of `session`."""
    if uid is not None:
        return [pid for pid, owner, _ in _processes() if owner == uid]
    return [pid for pid, _, sid in _processes() if sid == session]


def uid_processes(first: int, last: int) -> list[int]:
    """Pids of every process running under a uid in [first, last] (a finished batch leaves none under its own)."""
    return [pid for pid, owner, _ in _processes() if first <= owner <= last]


def batch_uids(log: str) -> tuple[int, int]:
    """The worker uids a grading run reported on its first line (`worker uids 61000-61001`).

    Raises:
        ValueError: the log names none (the run was not at the `root` level).
    """
    import re

    found = re.search(r"worker uids (\d+)-(\d+)", log)
    if found is None:
        raise ValueError("the grading run named no worker uids")
    return int(found.group(1)), int(found.group(2))


def threads_of(uid: int | None, session: int | None) -> int:
    """How many processes and threads a worker has (what RLIMIT_NPROC counts)."""
    total = 0
    for pid in processes_of(uid, session):
        try:
            total += len(os.listdir(f"/proc/{pid}/task"))
        except OSError:
            continue
    return total


def kill_all(uid: int | None, session: int | None, rounds: int = 250) -> None:
    """SIGKILL every process of a worker (by uid, else by session), until none is left (at most 5 s).

    Killed processes whose parent has ended stay zombies until init reaps them, and count
    against the uid's RLIMIT_NPROC meanwhile: the next worker of that uid must not start first.
    """
    for _ in range(rounds):
        pids = [pid for pid in processes_of(uid, session) if pid != os.getpid()]
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.02)
