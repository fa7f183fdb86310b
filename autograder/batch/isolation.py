"""Isolation for untrusted grading workers: what the OS allows, strongest first; the parent's half.

A grading worker (autograder/batch/worker_side/worker.py) enters its sandbox itself
(worker_side/sandbox.py `enter_sandbox`), before it imports NumPy, JAX or any student code, so
the sandbox is set up by trusted code in a process that is still single-threaded. This module is
what the parent decides and does around it: the level, bubblewrap's root, the uids, the
watchdog. Three levels, chosen by `detect_level` (or `--isolation`):

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
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Sequence

from autograder.batch.worker_side.sandbox import (  # the plan a worker enters, and the primitives the probe tries
    CLONE_NEWNET,
    CLONE_NEWNS,
    CLONE_NEWUSER,
    LEVELS,
    MS_PRIVATE,
    MS_REC,
    Limits,
    SandboxError,
    SandboxPlan,
    enter_user_namespace,
    library_folders,
    mount,
    outermost,
    python_paths,
    seccomp_available,
    unshare,
)
from autograder.interpreter import python_code


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
    for path in outermost(read_only):
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
            unshare(CLONE_NEWNS | CLONE_NEWNET)
        elif level == "userns":
            enter_user_namespace(os.getuid(), os.getgid())
            unshare(CLONE_NEWNS | CLONE_NEWNET)
            mount("none", "/", None, MS_REC | MS_PRIVATE)
            unshare(CLONE_NEWUSER | CLONE_NEWNS)
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
