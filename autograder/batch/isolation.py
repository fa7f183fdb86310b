"""Isolation for untrusted grading workers: what the OS allows, strongest first.

A grading worker (autograder/batch/worker.py) calls `enter_sandbox` itself, before it imports
NumPy, JAX or any student code, so the sandbox is set up by trusted code in a process that
is still single-threaded. Three levels, chosen by `detect_level` (or `--isolation`):

- `root` (the grader runs as root, as in CI or a container): the worker's own mount, network,
  IPC, UTS and PID namespaces; it then drops to a uid of its own (one per parallel slot, no
  passwd entry needed), so RLIMIT_NPROC bounds exactly its processes and `kill_all` reaches
  every one of them, even those that left the session.
- `userns` (unprivileged, where the kernel allows user namespaces): the same namespaces
  inside a user namespace, then a second user namespace so the mounts are locked (student
  code cannot unmount them).
- `rlimits` (neither allowed): resource limits, a session of its own and a private copy
  only; the network stays reachable and files readable by the grader's user stay readable.

What a worker's filesystem holds (the namespace levels). Where bubblewrap is installed, an
allow-list: the worker (or the zygote it is forked from) starts in a root `sandbox_command`
builds from nothing, with /usr, Python, its environment and the grader's package read-only,
/etc/ld.so.cache alone of /etc, a minimal /dev and an empty /tmp; nothing else of the host
exists there. Each worker then mounts its own fresh /tmp, /dev/shm and private folder (the
batch's compiled programs bound read-only inside it) and a /proc of its own PID namespace,
in which it is pid 1 and sees its own processes only (`_own_processes`): nothing written
there outlives it, and no two workers share a file, a shared-memory segment, an abstract
socket or a loopback. Without bubblewrap (the first line of the log says so) the worker's
mounts cover the host's tree instead: the folders the batch hides (solutions/, tests/, the
submissions, the gradebook, ...) under empty mounts, everything else the grader's user can
read left readable.

Why bubblewrap, and why both it and our own mounts. bubblewrap (Debian's `bubblewrap`,
Flatpak's sandbox, audited and packaged everywhere) builds the root: what exists is a short
list of its options, not a list of what to hide. nsjail does the same but is not packaged in
Debian 12 and brings its own configuration language; firejail is a setuid program with a
history of escapes through its own options; a pivot_root of our own would be the hand-written
mount code this module moves away from. bubblewrap only starts a new program, though, and
workers are forked from a zygote that has already imported JAX (a worker starts in
hundredths of a second instead of about one second of CPU): so the zygote itself starts in
the allow-list root, and each fork makes the few per-worker mounts above itself. At `root`
bubblewrap keeps its capabilities (no user namespace) for those mounts and the drop to the
worker's uid; at `userns` it runs in a user namespace of the grader's uid, as unprivileged
bubblewrap does.

Every level sets RLIMIT_AS (memory), RLIMIT_CPU, RLIMIT_FSIZE (output and files), RLIMIT_CORE
= 0, no-new-privileges (no setuid programs) and a parent-death signal; the namespace levels
load a system-call filter last (`DENIED_SYSCALLS`, through libseccomp). A plan may bind the
worker to CPUs (`SandboxPlan.cpus`, first of all, so every thread inherits it: the speed-up's
workers, autograder/batch/timed.py). The parent adds the wall clock and a process-count
watchdog (`processes_of`, `kill_all`).

Caveats: as pid 1 of its namespace the worker ignores signals it has no handler for that are
sent from inside it (student code cannot SIGTERM it), and reaching RLIMIT_CPU kills it with
SIGKILL rather than SIGXCPU (soft and hard limits are equal). The zygote and bubblewrap's
monitor run as the grader's user; the zygote runs no student code.
"""

from __future__ import annotations

import ctypes
import functools
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

from autograder.interpreter import library_paths, python_code

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


def _outermost(paths: Sequence[str]) -> list[str]:
    """`paths` resolved, without those inside another of them."""
    found = sorted({str(Path(path).resolve()) for path in paths})
    return [path for path in found if not any(path != other and path.startswith(other.rstrip("/") + "/") for other in found)]


def _cover_keeping(cover: str, paths: Sequence[str], data: str) -> None:
    """A fresh tmpfs on `cover` (mount options `data`), with `paths` below it bound back as they were."""
    handles = {path: os.open(path, os.O_PATH | os.O_DIRECTORY) for path in paths}
    _mount("tmpfs", cover, "tmpfs", MS_NOSUID | MS_NODEV, data)
    for path, handle in handles.items():
        os.makedirs(path, mode=0o755, exist_ok=True)
        _mount(f"/proc/self/fd/{handle}", path, None, MS_BIND | MS_REC)
        os.close(handle)


def _expose_python(keep: Sequence[str]) -> None:
    """Cover folders other users cannot enter (e.g. /root) but bind back what the worker needs there.

    Python, the virtual environment and the course may live in the grader's home; after the
    worker drops to its own uid it must still read them, and nothing else of that home.
    """
    by_cover: dict[Path, list[str]] = {}
    for path in _outermost(keep):
        blocked = _blocked_ancestor(Path(path))
        if blocked is not None:
            by_cover.setdefault(blocked, []).append(path)
    for cover, paths in by_cover.items():
        _cover_keeping(str(cover), paths, "size=64k,mode=0755")


def python_paths() -> tuple[str, ...]:
    """Folders a worker must read: Python itself, the environment, the course's grader, and the folders
    its libraries were found in outside them (JAX on `PYTHONPATH`, say: `interpreter.library_paths`)."""
    return (sys.base_prefix, sys.prefix, str(Path(__file__).resolve().parents[2]), *library_folders())


def library_folders() -> tuple[str, ...]:
    """What a worker reads of the import-path folders outside Python's own and the course's (`PYTHONPATH`, say).

    Not those folders whole: a home on `PYTHONPATH` would show every file in it to every worker.
    In each folder that `interpreter.library_paths` names, only what Python can import or needs
    beside it: packages, modules, extension modules, their compiled libraries (`NAME.libs`) and
    distributions' metadata (`*.dist-info`, `*.egg-info`); never a hidden file, a document or a
    folder without Python code.
    """
    home = str(Path(__file__).resolve().parents[2])
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
    _mount("none", "/", None, MS_REC | MS_PRIVATE)
    if not plan.engine:
        if plan.level == "root":
            _expose_python(python_paths())
        for folder in plan.hide:
            if os.path.isdir(folder):
                _mount("tmpfs", folder, "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV, "size=4k,mode=0555")
    size = max(plan.limits.output_bytes * 4, 64 * MiB)
    for shared in ("/tmp", "/dev/shm"):
        if os.path.isdir(shared):
            below = [path for path in _outermost(python_paths()) if path.startswith(shared + "/")]
            _cover_keeping(shared, below, f"size={size},mode=1777")
    # /dev read-only, and no terminals: at `userns` every worker of a batch is the same uid, and a
    # file or a pty made in a /dev they share would pass bytes from one to another.
    if os.path.isdir("/dev/pts"):
        _mount("tmpfs", "/dev/pts", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=0555")
    _mount("none", "/dev", None, MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID | _kept_flags(Path("/dev")))
    root = plan.private_root
    os.makedirs(root, mode=0o711, exist_ok=True)
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
    _mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC)
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
        _unshare(WORKER_NAMESPACES)
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
        _enter_user_namespace(uid, gid)
        _unshare(WORKER_NAMESPACES)
        private = _cover(plan)
        pid = _own_processes(None)
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


# --- the allow-list root -------------------------------------------------------------------------

TOP_FOLDERS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")  # links into /usr on a merged-/usr system


def bwrap_executable() -> str | None:
    """Bubblewrap's `bwrap`, if installed (Debian: `apt-get install bubblewrap`; ./install.sh does)."""
    return shutil.which("bwrap", path="/usr/bin:/bin:/usr/local/bin")


def sandbox_command(level: str, read_only: Sequence[str], folders: Sequence[str] = ()) -> tuple[str, ...]:
    """bwrap's command line that starts a worker (or the zygote) in a root built from nothing.

    What exists for it: /usr (and the links or folders /bin, /lib, ... point into it), each
    of `read_only` (Python, the environment, the grader) read-only, a minimal /dev (null,
    zero, full, random, urandom, tty, shm, pts), /proc, an empty /tmp, and each of `folders`
    (the batch's work folder, where the worker mounts its private copy) empty. On a machine
    with accelerators, their device files (`accelerator_devices`) and /sys read-only (not
    measured on a GPU yet: the machines lent for that have no bubblewrap). Of /etc only
    ld.so.cache; no home, nothing else of the host; the root and /tmp are read-only. Every folder made on the way
    to a bound path is 0755 (bwrap makes them 0700, which a worker's uid could not cross).

    `root`: no user namespace, capabilities kept, so that each worker can still make its own
    namespaces and mounts and drop to its uid (`enter_sandbox`) before student code runs.
    `userns`: inside a user namespace of the grader's uid, as bwrap runs unprivileged.
    Network, IPC, UTS and cgroup namespaces are new here already; the PID namespace is each
    worker's own (`_own_processes`), so the zygote's forks keep pids the grader can see.

    Returns:
        The command's words, or () where bwrap is missing or the level has no namespaces.
    """
    bwrap = bwrap_executable()
    if bwrap is None or level not in ("root", "userns"):
        return ()
    words = [bwrap, "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try", "--die-with-parent"]
    words += ["--cap-add", "ALL"] if level == "root" else ["--unshare-user"]
    words += ["--tmpfs", "/tmp", "--ro-bind", "/usr", "/usr"]
    made = {"/", "/tmp", "/usr"}

    def folder(path: str, mode: str = "0755") -> None:
        for ancestor in [*reversed(Path(path).parents), Path(path)]:
            if str(ancestor) not in made:
                made.add(str(ancestor))
                words.extend(["--perms", mode if ancestor == Path(path) else "0755", "--dir", str(ancestor)])

    for name in TOP_FOLDERS:
        host = Path("/") / name
        if host.is_symlink():
            words += ["--symlink", os.readlink(host), str(host)]
        elif host.is_dir():
            words += ["--ro-bind", str(host), str(host)]
            made.add(str(host))
    for path in _outermost(read_only):
        if any(path == m or path.startswith(m.rstrip("/") + "/") for m in ("/usr", *(f"/{n}" for n in TOP_FOLDERS))):
            continue  # already there
        folder(str(Path(path).parent))
        words += ["--ro-bind", path, path]
        made.add(path)
    if os.path.isfile("/etc/ld.so.cache"):  # where libraries are (ctypes finds libseccomp through it); nothing else of /etc
        folder("/etc")
        words += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    words += ["--dev", "/dev", "--proc", "/proc"]
    accelerators = accelerator_devices()
    for device in accelerators:
        words += ["--dev-bind", device, device]
    if accelerators and os.path.isdir("/sys"):
        words += ["--ro-bind", "/sys", "/sys"]  # CUDA's driver reads the devices' PCI topology there
    for path in folders:
        folder(str(Path(path).resolve()), "0711")
    # /tmp read-only too: a course cloned below /tmp is bound there, and each worker covers /tmp with its own anyway.
    words += ["--remount-ro", "/tmp", "--remount-ro", "/", "--chdir", "/"]
    return tuple(words)


def engine_problem(command: Sequence[str]) -> str:
    """Why Python cannot start in `command`'s sandbox here ("" when it can): bubblewrap installed but refused.

    A container without the capabilities bubblewrap needs, or a kernel that refuses it a
    namespace, would otherwise fail every worker; the batch falls back to the covering mounts instead.
    """
    try:
        done = subprocess.run([*command, sys.executable, "-I", "-c", "pass"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        return str(error)
    return "" if done.returncode == 0 else (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[-1]


def accelerator_devices() -> list[str]:
    """The accelerators' device files a worker needs to compute on them: NVIDIA's, and TPUs' (accel, vfio)."""
    import glob

    return sorted(glob.glob("/dev/nvidia*") + glob.glob("/dev/accel*") + glob.glob("/dev/vfio"))


def grader_paths() -> tuple[str, ...]:
    """What of the course a worker reads: the grader's package and course.yml (nothing else of its folder)."""
    home = Path(__file__).resolve().parents[2]
    return (str(home / "autograder"), str(home / "course.yml"))


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


def parent_of(pid: int) -> int | None:
    """The parent's pid of `pid`, or None where it has ended."""
    try:
        with open(f"/proc/{pid}/status") as stream:
            return int(next(line for line in stream if line.startswith("PPid:")).split()[1])
    except (OSError, StopIteration, ValueError):
        return None


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
