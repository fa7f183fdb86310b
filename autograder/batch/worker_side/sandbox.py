"""What a worker does to itself before any student code runs: its namespaces, mounts, uid, limits and filter.

This module runs on the worker side (see autograder/batch/worker_side/__init__.py): the worker
(worker.py) calls `enter_sandbox` with the `SandboxPlan` the parent sent, while it is still
single-threaded and before it imports NumPy, JAX or a submission. The levels, what a worker's
filesystem holds and why are described in autograder/batch/isolation.py, the parent's half
(choosing the level, bubblewrap's command line, the uids, the watchdog).

Caveats: as pid 1 of its namespace the worker ignores signals it has no handler for that are
sent from inside it (student code cannot SIGTERM it), and reaching RLIMIT_CPU kills it with
SIGKILL rather than SIGXCPU (soft and hard limits are equal).
"""

from __future__ import annotations

import ctypes
import functools
import os
import resource
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

from autograder.interpreter import library_paths

LEVELS = ("root", "userns", "rlimits")

CLONE_NEWNS = 0x00020000
CLONE_NEWCGROUP = 0x02000000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000
WORKER_NAMESPACES = CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWPID
MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
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
        engine: "bwrap" when the worker starts in the allow-list root `sandbox_command` builds
            (nothing to hide then), "" when it starts in the host's tree (covering mounts).
        seccomp: load `DENIED_SYSCALLS`' filter last (namespace levels).
        cpus: the CPUs the worker and everything it starts run on (autograder/batch/timed.py
            binds both workers of a speed-up to one); (): wherever the parent may run.
    """

    level: str
    limits: Limits
    hide: tuple[str, ...] = ()
    private_root: str = ""
    slot: str = "0"
    uid: int | None = None
    compiled: str = ""
    engine: str = ""
    seccomp: bool = False
    cpus: tuple[int, ...] = ()

    def to_json(self) -> dict:
        """A JSON-able form, for the job message."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "SandboxPlan":
        """The inverse of `to_json`."""
        return cls(**{**data, "limits": Limits(**data["limits"]), "hide": tuple(data["hide"]),
                      "cpus": tuple(data.get("cpus", ()))})


@functools.cache
def _libc() -> ctypes.CDLL:
    """The C library this Python runs on (no `find_library`: it starts a process, and the first one
    started in a new PID namespace becomes its pid 1: the worker's fork then fails)."""
    return ctypes.CDLL(None, use_errno=True)


def _check(result: int, what: str) -> None:
    if result != 0:
        error = ctypes.get_errno()
        raise SandboxError(f"{what} failed: {os.strerror(error)}")


def unshare(flags: int) -> None:
    _check(_libc().unshare(flags), f"unshare({flags:#x})")


def mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    libc = _libc()
    libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
    result = libc.mount(
        source.encode(), target.encode(), fstype.encode() if fstype else None, flags, data.encode() if data else None
    )
    _check(result, f"mount {fstype or source} on {target}")


def _write(path: str, text: str) -> None:
    with open(path, "w") as stream:
        stream.write(text)


def enter_user_namespace(uid: int, gid: int) -> None:
    """Become root of a new user namespace, mapped to (uid, gid) outside it."""
    unshare(CLONE_NEWUSER)
    _write("/proc/self/setgroups", "deny")
    _write("/proc/self/uid_map", f"0 {uid} 1")
    _write("/proc/self/gid_map", f"0 {gid} 1")


def _blocked_ancestor(path: Path) -> Path | None:
    """The highest folder above `path` that other users cannot enter (e.g. a 0700 home), if any."""
    for ancestor in reversed(path.parents):
        if ancestor != Path("/") and not os.stat(ancestor).st_mode & 0o001:
            return ancestor
    return None


def outermost(paths: Sequence[str]) -> list[str]:
    """`paths` resolved, without those inside another of them."""
    found = sorted({str(Path(path).resolve()) for path in paths})
    return [path for path in found if not any(path != other and path.startswith(other.rstrip("/") + "/") for other in found)]


def _cover_keeping(cover: str, paths: Sequence[str], data: str) -> None:
    """A fresh tmpfs on `cover` (mount options `data`), with `paths` below it bound back as they were."""
    handles = {path: os.open(path, os.O_PATH | os.O_DIRECTORY) for path in paths}
    mount("tmpfs", cover, "tmpfs", MS_NOSUID | MS_NODEV, data)
    for path, handle in handles.items():
        os.makedirs(path, mode=0o755, exist_ok=True)
        mount(f"/proc/self/fd/{handle}", path, None, MS_BIND | MS_REC)
        os.close(handle)


def _expose_python(keep: Sequence[str]) -> None:
    """Cover folders other users cannot enter (e.g. /root) but bind back what the worker needs there.

    Python, the virtual environment and the course may live in the grader's home; after the
    worker drops to its own uid it must still read them, and nothing else of that home.
    """
    by_cover: dict[Path, list[str]] = {}
    for path in outermost(keep):
        blocked = _blocked_ancestor(Path(path))
        if blocked is not None:
            by_cover.setdefault(blocked, []).append(path)
    for cover, paths in by_cover.items():
        _cover_keeping(str(cover), paths, "size=64k,mode=0755")


def python_paths() -> tuple[str, ...]:
    """Folders a worker must read: Python itself, the environment, the course's grader, and the folders
    its libraries were found in outside them (JAX on `PYTHONPATH`, say: `interpreter.library_paths`)."""
    return (sys.base_prefix, sys.prefix, str(Path(__file__).resolve().parents[3]), *library_folders())


def library_folders() -> tuple[str, ...]:
    """What a worker reads of the import-path folders outside Python's own and the course's (`PYTHONPATH`, say).

    Not those folders whole: a home on `PYTHONPATH` would show every file in it to every worker.
    In each folder that `interpreter.library_paths` names, only what Python can import or needs
    beside it: packages, modules, extension modules, their compiled libraries (`NAME.libs`) and
    distributions' metadata (`*.dist-info`, `*.egg-info`); never a hidden file, a document or a
    folder without Python code.
    """
    home = str(Path(__file__).resolve().parents[3])
    own = tuple(str(Path(p).resolve()) for p in (sys.prefix, sys.base_prefix))
    roots = [p for p in library_paths() if p != home and not any(p == o or p.startswith(o + os.sep) for o in own)]
    return _importable_parts(tuple(roots))


@functools.lru_cache(maxsize=8)
def _importable_parts(roots: tuple[str, ...]) -> tuple[str, ...]:
    """`library_folders`' listing of `roots` (once per batch: a worker starts with the same command each time)."""
    found: list[str] = []
    for root in roots:
        try:
            entries = sorted(os.listdir(root))
        except OSError:
            continue
        found.extend(os.path.join(root, entry) for entry in entries if _importable(Path(root, entry)))
    return tuple(found)


_BESIDE_CODE = (".dist-info", ".egg-info", ".libs")


def _importable(path: Path) -> bool:
    """A module, an extension module, a package (also a namespace one), or what a package needs beside it."""
    if path.name.startswith(".") or path.name == "__pycache__":
        return False
    if path.is_file():
        return path.suffix in (".py", ".so", ".pth")
    if not path.is_dir():
        return False
    if path.name.endswith(_BESIDE_CODE):
        return True
    if not path.name.isidentifier():
        return False
    try:
        children = list(path.iterdir())
    except OSError:
        return False
    return any(child.suffix in (".py", ".so") or (child.is_dir() and (child / "__init__.py").exists()) for child in children)


def _cover(plan: SandboxPlan) -> Path:
    """Private mounts: a fresh /tmp and /dev/shm, a fresh tmpfs for the worker's own copy.

    In the host's tree (no engine) the folders `plan.hide` names are covered first. The
    folder of compiled programs (`plan.compiled`), usually inside a hidden folder, is opened
    first and mounted read-only in the private folder last. Python, its packages and the
    grader, where they live below /tmp (a course cloned there), are bound back into the new /tmp.
    """
    compiled = os.open(plan.compiled, os.O_PATH | os.O_DIRECTORY) if plan.compiled else None
    mount("none", "/", None, MS_REC | MS_PRIVATE)
    if not plan.engine:
        if plan.level == "root":
            _expose_python(python_paths())
        for folder in plan.hide:
            if os.path.isdir(folder):
                mount("tmpfs", folder, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV, "size=4k,mode=0555")
    size = max(plan.limits.output_bytes * 4, 64 * MiB)
    for shared in ("/tmp", "/dev/shm"):
        if os.path.isdir(shared):
            below = [path for path in outermost(python_paths()) if path.startswith(shared + "/")]
            _cover_keeping(shared, below, f"size={size},mode=1777")
    # /dev read-only, and no terminals: at `userns` every worker of a batch is the same uid, and a
    # file or a pty made in a /dev they share would pass bytes from one to another.
    if os.path.isdir("/dev/pts"):
        mount("tmpfs", "/dev/pts", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=0555")
    mount("none", "/dev", None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | _kept_flags(Path("/dev")))
    root = plan.private_root
    os.makedirs(root, mode=0o711, exist_ok=True)
    mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, f"size={size},mode=0711")
    private = Path(root) / plan.slot
    private.mkdir(mode=0o700)
    if compiled is not None:
        target = private / "compiled"
        target.mkdir(mode=0o755)
        mount(f"/proc/self/fd/{compiled}", str(target), None, MS_BIND)
        mount("none", str(target), None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV | _kept_flags(target))
        os.close(compiled)
    return private


def _own_processes(uid: int | None) -> int:
    """Become pid 1 of the PID namespace the caller unshared, with a /proc that shows it alone.

    The caller forks: the child goes on as the worker (it returns from here), the parent
    stays behind as its relay (`_relay`), the process the grader started, which ends as the
    worker ends. Returns the worker's pid as the grader sees it (read from the host's /proc
    before the worker's own covers it), for the grader to tell it from what student code starts.
    """
    child = os.fork()
    if child:
        _relay(child, uid)
    host_pid = int(os.readlink("/proc/self"))
    mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
    return host_pid


def _relay(child: int, uid: int | None) -> None:
    """Wait for the worker, then end the way it ended (its exit code or its signal). Never returns.

    As pid 1 of its namespace the worker takes every process student code leaves behind with
    it when it ends: the kernel kills them all.
    """
    code = 70
    try:
        os.closerange(0, 1 << 16)  # the worker's pipes: its end is seen when the worker's end closes
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        if uid is not None:  # counted, and killed, with the worker's processes
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
        while True:
            try:
                _, status = os.waitpid(child, 0)
                break
            except InterruptedError:
                continue
        code = os.waitstatus_to_exitcode(status)
        if code < 0:
            if -code not in (signal.SIGKILL, signal.SIGSTOP):
                signal.signal(-code, signal.SIG_DFL)
            os.kill(os.getpid(), -code)
    finally:
        os._exit(code if code >= 0 else 128 - code)


def _kept_flags(path: Path) -> int:
    """The mount flags of `path` a remount must keep (in a user namespace, dropping one is refused)."""
    found = os.statvfs(path).f_flag
    kept = found & (os.ST_NOSUID | os.ST_NODEV | os.ST_NOEXEC | os.ST_NOATIME | os.ST_NODIRATIME)  # = MS_NOSUID, ...
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


def enter_sandbox(plan: SandboxPlan) -> tuple[Path, int]:
    """Isolate the calling process as `plan` says; returns its private, empty folder and its pid.

    Must run before any thread is started (no NumPy or JAX imported yet). At the namespace
    levels the caller forks on the way (`_own_processes`): what returns is the child, pid 1
    of its own PID namespace; the pid returned is that child's as the grader sees it.

    Raises:
        SandboxError: a namespace or mount the level needs was refused.
    """
    pid = os.getpid()
    filtered = plan.seccomp and plan.level != "rlimits"
    if plan.cpus:  # inherited by every thread and process started from here on
        os.sched_setaffinity(0, plan.cpus)
    _libc()
    if filtered:
        import pyseccomp  # noqa: F401  (it looks for libseccomp with a process of its own: before the PID namespace)
    if plan.level == "root":
        unshare(WORKER_NAMESPACES)
        private = _cover(plan)
        assert plan.uid is not None
        pid = _own_processes(plan.uid)
        os.chown(private, plan.uid, plan.uid)
        os.setgroups([])
        os.setgid(plan.uid)
        os.setuid(plan.uid)
        _set_limits(plan.limits, count_processes=True)
    elif plan.level == "userns":
        uid, gid = os.getuid(), os.getgid()
        enter_user_namespace(uid, gid)
        unshare(WORKER_NAMESPACES)
        private = _cover(plan)
        pid = _own_processes(None)
        # A second user namespace locks the covering mounts: its root cannot unmount them.
        unshare(CLONE_NEWUSER | CLONE_NEWNS)
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
    if filtered:
        deny_syscalls()
    os.chdir(private)
    return private, pid


# --- the system-call filter ---------------------------------------------------------------------

# Refused (EPERM) to a worker and everything it starts, once its sandbox is set up. Nothing a
# grading worker does needs them: reaching into other processes (ptrace, process_vm_*), changing
# what the sandbox is made of (mount, umount2, pivot_root, chroot, unshare, setns, and clone with
# a namespace flag; clone3, whose flags a filter cannot read, answers ENOSYS so that glibc falls
# back to clone), the kernel's keyrings (keyctl, add_key, request_key), loading code into the
# kernel or reading it (bpf, perf_event_open, *_module, kexec_*), io_uring (system calls a
# filter cannot see), userfaultfd (the usual tool of kernel exploits), open_by_handle_at and
# name_to_handle_at (opening files by handle, past the mounts), and the machine's own switches
# (reboot, swapon/swapoff, acct, quotactl, settimeofday, clock_settime, sethostname), and moving
# itself to other CPUs (sched_setaffinity: a timed worker is bound to the CPU its baseline runs on).
DENIED_SYSCALLS = (
    "ptrace", "process_vm_readv", "process_vm_writev",
    "mount", "umount2", "pivot_root", "chroot", "unshare", "setns", "fsopen", "fsmount", "move_mount", "open_tree",
    "keyctl", "add_key", "request_key",
    "bpf", "perf_event_open", "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
    "io_uring_setup", "io_uring_enter", "io_uring_register", "userfaultfd",
    "open_by_handle_at", "name_to_handle_at",
    "reboot", "swapon", "swapoff", "acct", "quotactl", "settimeofday", "clock_settime", "sethostname", "setdomainname",
    "sched_setaffinity",
)
NAMESPACE_FLAGS = (CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET)


def seccomp_available() -> bool:
    """Whether libseccomp (Debian's libseccomp2) and its Python binding (pyseccomp) load here."""
    try:
        import pyseccomp

        pyseccomp.SyscallFilter(pyseccomp.ALLOW)
    except Exception:  # missing package or library: the batch says so on its first line
        return False
    return True


def deny_syscalls() -> None:
    """Load the filter of `DENIED_SYSCALLS` into this process (no-new-privileges must be set)."""
    import errno

    import pyseccomp

    allowed = pyseccomp.SyscallFilter(pyseccomp.ALLOW)
    for name in DENIED_SYSCALLS:
        allowed.add_rule(pyseccomp.ERRNO(errno.EPERM), name)
    for flag in NAMESPACE_FLAGS:  # one rule a flag: a filter compares masked values for equality only
        allowed.add_rule(pyseccomp.ERRNO(errno.EPERM), "clone", pyseccomp.Arg(0, pyseccomp.MASKED_EQ, flag, flag))
    allowed.add_rule(pyseccomp.ERRNO(errno.ENOSYS), "clone3")
    allowed.load()
