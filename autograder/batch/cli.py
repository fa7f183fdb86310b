"""The instructor's batch commands: `grade SUBMISSIONS --out DIR` and `merge SHARD_DIR... --out DIR`.

`grade` grades every submission in a folder (autograder/batch/batch.py), resumably, and prints
the summary table; `--shard i/N` grades every N-th submission (for a Slurm job array), and
`merge` joins the shards' folders into one gradebook (autograder/batch/state.py).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterable

from autograder.batch import compiled
from autograder.batch.isolation import (
    LEVELS,
    Limits,
    bwrap_executable,
    claim_uid_block,
    detect_level,
    engine_problem,
    seccomp_available,
)
from autograder.batch.runner import SandboxFailure, Settings, worker_environment
from autograder.batch.submissions import BatchError, find_submissions, read_submission, select_exercises
from autograder.batch.zygote import Zygote
from autograder.course.files import atomic_write
from autograder.course.manifest import Course, load_course
from autograder.grading.backend import compute_on_cpu_here, exclusive_here, expected_platform
from autograder.grading.termination import budget_seconds


def hidden_folders(course: Course, extra: Iterable[Path]) -> tuple[str, ...]:
    """What a worker must not see: every folder of the course except the grader and Python's, plus `extra`."""
    keep = [Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve(), (course.root / "autograder").resolve()]
    hidden = []
    for child in sorted(course.root.iterdir()):
        if not child.is_dir() or child.is_symlink():
            continue
        resolved = child.resolve()
        if any(resolved == k or resolved in k.parents for k in keep):
            continue
        hidden.append(str(resolved))
    hidden.extend(str(Path(p).resolve()) for p in extra)
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "jaxcourse"
    if cache.is_dir():
        hidden.append(str(cache.resolve()))
    return tuple(dict.fromkeys(hidden))


def parse_shard(text: str | None) -> tuple[int, int]:
    """`i/N` as (i, N), 1 <= i <= N.

    Raises:
        BatchError: malformed.
    """
    if not text:
        return 1, 1
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise BatchError(f"--shard {text!r}: write it as i/N, e.g. --shard 2/8") from None
    if not 1 <= index <= count:
        raise BatchError(f"--shard {text!r}: i must be between 1 and N")
    return index, count


def default_memory_gib() -> float:
    """The address-space limit per worker: 4 GiB on a CPU; 64 on an accelerator, whose runtime maps tens of GiB at start.

    Judged from the workers' platform (grading/backend.py), without starting JAX here.

    Measured on an H200 (JAX 0.11.2, CUDA 13, 16 cores): under 4 GiB JAX could not even start
    (XLA's CPU client failed to create a thread, `mmap error: 12`); under 64 GiB it computed.
    """
    return 4.0 if expected_platform() == "cpu" else 64.0


# Threads an accelerator's runtime starts in a worker, beyond what JAX on a CPU starts: the process watchdog (and, at
# the `root` level, RLIMIT_NPROC) must not take them for a fork bomb and kill every worker as it opens the device.
# Measured: a process on a lent TPU v5e (13 CPUs) had 182 threads after one jit; `Limits.processes` was 64 + 8 x 13.
ACCELERATOR_THREADS = 1024


def default_limits() -> Limits:
    """Time limits for the workers' platform: `Limits`' own on a CPU, `ACCELERATOR_SCALE` times them on a GPU or TPU,
    and room for the threads an accelerator's runtime starts (`ACCELERATOR_THREADS`).

    A check's own budget is scaled the same way (grading/termination.py): compilations and first calls take
    longer there (on a TPU v5e, kernels.bias_gelu's timed check alone takes about 40 s), and an exercise the
    in-process paths finish must not be cut short in the batch. Judged without starting JAX here.
    """
    limits = Limits()
    platform = expected_platform()
    scale = budget_seconds(1.0, platform)
    return dataclasses.replace(limits, exercise_seconds=limits.exercise_seconds * scale,
                               submission_seconds=limits.submission_seconds * scale,
                               cpu_seconds=int(limits.cpu_seconds * scale),
                               processes=limits.processes + (0 if platform == "cpu" else ACCELERATOR_THREADS))


def make_settings(course: Course, arguments: argparse.Namespace, out: Path, work_root: str) -> Settings:
    """Isolation level and limits from the command line (`default_limits` where it gives none)."""
    level = arguments.isolation if arguments.isolation != "auto" else detect_level()
    defaults = default_limits()
    limits = dataclasses.replace(
        defaults,
        memory_bytes=int((arguments.memory_gib or default_memory_gib()) * (1 << 30)),
        exercise_seconds=arguments.exercise_timeout or defaults.exercise_seconds,
        submission_seconds=arguments.submission_timeout or defaults.submission_seconds,
    )
    extra = [Path(arguments.submissions), out, Path(work_root)]
    cache = compiled_base(arguments)
    if cache is not None:
        extra.append(cache)  # workers see it only through their read-only mount
    hide = hidden_folders(course, extra)
    engine = "bwrap" if level != "rlimits" and bwrap_executable() else ""
    seccomp = level != "rlimits" and seccomp_available()
    exclusive = exclusive_here()
    if level == "root":
        slots = max(2, getattr(arguments, "jobs", 1))
        settings = Settings(level, limits, hide, work_root, claim_uid_block(slots), engine=engine, seccomp=seccomp,
                            exclusive=exclusive)
    else:
        settings = Settings(level, limits, hide, work_root, engine=engine, seccomp=seccomp, exclusive=exclusive)
    problem = engine_problem(settings.command()) if engine else ""
    return dataclasses.replace(settings, engine="", engine_problem=problem) if problem else settings


def describe_sandbox(settings: Settings) -> str:
    """The sandbox in words, for the first line of the log: the level, its engine, the filter, and what is missing."""
    if settings.level == "rlimits":
        return "rlimits (no namespaces here: files the grader's user can read stay readable, the network reachable)"
    missing = (f"bubblewrap could not start here ({settings.engine_problem})" if settings.engine_problem else
               "bubblewrap is not installed (./install.sh installs it)")
    root = ("allow-list root (bubblewrap)" if settings.engine else
            f"covering mounts: {missing}, so the host's files outside the hidden folders stay readable")
    syscalls = "system-call filter" if settings.seccomp else "no system-call filter (pyseccomp or libseccomp missing)"
    return f"{settings.level}, {root}, {syscalls}"


def start_zygote(settings: Settings) -> Zygote | None:
    """The batch's zygote (autograder/batch/zygote.py) in the workers' sandbox root, or None where it cannot start."""
    try:
        return Zygote(worker_environment("/"), settings.command())
    except OSError:
        return None


def compiled_base(arguments: argparse.Namespace) -> Path | None:
    """The `--xla-cache` folder (autograder/batch/compiled.py), or None when off or not offered."""
    setting = getattr(arguments, "xla_cache", "off")
    if setting == "off":
        return None
    return Path(setting).resolve() if setting else compiled.default_base()


def with_compiled(course: Course, arguments: argparse.Namespace, settings: Settings, exercises: list[str]) -> Settings:
    """`settings` with the batch's compiled programs (warmed from the solutions first if need be)."""
    base = compiled_base(arguments)
    if base is None or settings.level == "rlimits":
        return settings
    started = time.monotonic()
    found = compiled.prepare(course, exercises, settings, base, max(1, arguments.jobs))
    print(f"compiled programs: {Path(found.compiled).parent} (ready in {time.monotonic() - started:.1f} s)", file=sys.stderr)
    return found


def grade_command(arguments: argparse.Namespace) -> int:
    """`grade SUBMISSIONS --out DIR`: the batch, resumable; prints the summary table."""
    course = load_course()
    try:
        index, count = parse_shard(arguments.shard)
        exercises = select_exercises(course, arguments.only)
        paths = find_submissions(Path(arguments.submissions))
    except BatchError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    paths = [p for position, p in enumerate(paths) if position % count == index - 1]
    platform = expected_platform()
    if exclusive_here():
        # One process holds a TPU (a GPU's memory may not admit two): the workers take turns on it,
        # and this process, which runs no student code, computes its references on the CPU.
        compute_on_cpu_here()
        if arguments.jobs > 1:
            print(f"{platform}: one process at a time holds the device, so submissions are graded one at a time "
                  f"(--jobs 1, not {arguments.jobs})", file=sys.stderr)
            arguments.jobs = 1
    out = Path(arguments.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    work_root = tempfile.mkdtemp(prefix="jaxcourse-grade-")
    os.chmod(work_root, 0o711)
    zygote = None
    try:
        from autograder.batch.batch import Batch, Progress

        settings = with_compiled(course, arguments, make_settings(course, arguments, out, work_root), exercises)
        zygote = start_zygote(settings)  # in the sandbox's root, which holds the compiled programs
        settings = dataclasses.replace(settings, zygote=zygote)
        entries = [read_submission(p, course) for p in paths]
        uids = f" (worker uids {settings.uid_base}-{settings.uid_base + max(2, arguments.jobs) - 1})" if settings.level == "root" else ""
        print(f"grading {len(entries)} submissions, {len(exercises)} exercises, isolation: {describe_sandbox(settings)}"
              f"{uids}, --jobs {arguments.jobs}", file=sys.stderr)
        batch = Batch(course, out, exercises, settings, max(1, arguments.jobs))
        batch.run(entries, Progress(2 * len(entries)))
    except SandboxFailure as error:
        print(f"error: the grading sandbox could not start: {error}\nTry --isolation rlimits.", file=sys.stderr)
        return 2
    finally:
        if zygote is not None:
            zygote.close()
        shutil.rmtree(work_root, ignore_errors=True)
    from autograder.batch.state import load_states, write_gradebook

    names = {e.student for e in entries}
    states = [s for s in load_states(out) if s["student"] in names]
    for line in write_gradebook(course, out, states):
        print(line)
    print(f"gradebook: {out / 'grades.csv'}; class report: {out / 'report.html'}")
    return 0


def merge_command(arguments: argparse.Namespace) -> int:
    """`merge SHARD_DIR... --out DIR`: one gradebook from the shards' folders."""
    from autograder.batch.state import STATE, load_states, state_text, write_gradebook

    course = load_course()
    out = Path(arguments.out).resolve()
    states: dict[str, dict[str, Any]] = {}
    for folder in arguments.shards:
        for state in load_states(Path(folder)):
            if state["student"] in states and states[state["student"]]["hash"] != state["hash"]:
                print(f"error: {state['student']} was graded differently in two shards; regrade it.", file=sys.stderr)
                return 2
            states[state["student"]] = state
    if not states:
        print(f"error: no graded submission in {', '.join(arguments.shards)}: did every shard's job finish "
              "(its folder holds .state/)?", file=sys.stderr)
        return 2
    for state in states.values():
        atomic_write(out / STATE / f"{state['student']}.json", state_text(state))
    for line in write_gradebook(course, out, list(states.values())):
        print(line)
    return 0


def add_grading_options(parser: argparse.ArgumentParser) -> None:
    """Options shared by `grade` and the Gradescope runner."""
    parser.add_argument("--only", nargs="+", metavar="NAME", help="grade only these topics or exercises (e.g. 01_arrays jit.selu)")
    parser.add_argument("--isolation", choices=("auto", *LEVELS), default="auto",
                        help="sandbox: auto picks the strongest this machine allows (root > userns > rlimits)")
    parser.add_argument("--memory-gib", type=float, default=None,
                        help="address-space limit per worker (default 4; 64 on a GPU or TPU, whose runtime maps far more)")
    parser.add_argument("--exercise-timeout", type=float, default=None,
                        help="seconds per exercise (default 60; 4x that on a GPU or TPU, as each check's own budget)")
    parser.add_argument("--submission-timeout", type=float, default=None,
                        help="seconds per submission (default 900; 4x that on a GPU or TPU)")


def add_commands(commands: Any, adapt: Callable[[Callable[[argparse.Namespace], int]], Any] = lambda command: command) -> None:
    """Register `grade` and `merge` on a CLI's subcommands (`adapt` wraps each command for that CLI)."""
    grade = commands.add_parser(
        "grade", help="grade a folder of student submissions (isolated, parallel, resumable)",
        description="Grade every submission (a folder or .zip per student, laid out like exercises/) in its own "
                    "sandboxed process; write grades.csv, results/, feedback/, summary.txt and tampering.csv to --out. A re-run "
                    "keeps what is graded and unchanged.",
    )
    grade.add_argument("submissions", help="folder with one subfolder or .zip per student, laid out like exercises/")
    grade.add_argument("--out", required=True, help="output folder: grades.csv, results/, feedback/, summary.txt, tampering.csv")
    grade.add_argument("--jobs", type=int, default=2, help="submissions graded in parallel (default 2)")
    grade.add_argument("--shard", help="grade only shard i of N (i/N), e.g. $SLURM_ARRAY_TASK_ID/8")
    grade.add_argument("--xla-cache", default="", metavar="DIR",
                       help="where the programs compiled from the solutions are kept and read by every worker, "
                            "read-only (default ~/.cache/jaxcourse/batch; 'off': every worker compiles everything)")
    add_grading_options(grade)
    grade.set_defaults(run=adapt(grade_command))
    merge = commands.add_parser("merge", help="join the output folders of `grade --shard` runs into one gradebook")
    merge.add_argument("shards", nargs="+", help="the shards' output folders")
    merge.add_argument("--out", required=True, help="folder for the merged gradebook")
    merge.set_defaults(run=adapt(merge_command))
