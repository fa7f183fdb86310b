"""Grading on a device that admits one process (a TPU), reproduced on a CPU with real processes.

On a TPU, a second process that starts JAX's backend while another one holds the chip fails with
`RuntimeError: Unable to initialize backend 'tpu': ABORTED: Internal error when accessing libtpu
multi-process lockfile`. The fixture tests/exclusive_backend/sitecustomize.py gives the CPU
backend the same rule in every process that loads it (see its docstring). A process started with
`JAX_PLATFORMS=cpu` is exempt: on a TPU machine that is how a helper process stays off the chip.
Under this fixture the solutions must still earn every point:

- `pytest autograder`, which on two or more cores starts a partner process that grades checks too
  (autograder/pytest_plugin/partner.py);
- the batch, `python -m autograder grade`, whose parent, warm-up workers, zygote, worker, timing
  workers and verification all run beside one another (autograder/batch/). Batch workers start
  with `python -I` and a scrubbed environment, so the fixture reaches them only through the site-packages of
  the interpreter. The batch therefore runs on a copy of this environment, hard-linked (`exclusive_python`),
  with the fixture and its lock file in that copy's site-packages. The batch decides before any worker
  starts how to share the device, and here the device is a CPU. So the batch is told that the device
  admits one process (`DECLARE_EXCLUSIVE`), as an instructor could tell it on a device it does not recognise.
  `pytest autograder` is told nothing: it must find out for itself.

Nothing is mocked: every grader process is real, and each one that computes takes the lock.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Iterator

import pytest

from autograder.course.manifest import load_course
from autograder.pytest_plugin.partner import default_jobs

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "exclusive_backend"
COURSE = load_course()
SIMULATED = "Unable to initialize backend 'cpu': ABORTED: Internal error when accessing libtpu multi-process lockfile (simulated)"
LOCK_VARIABLE = "JAXCOURSE_TEST_BACKEND_LOCK"
# The batch decides before any worker starts whether the device admits one process (on a TPU it
# does). The fixture's device is a CPU, which the batch cannot tell from a shared one, so the batch
# is told, as an instructor could tell it on a device it does not recognise.
DECLARE_EXCLUSIVE = {"JAXCOURSE_EXCLUSIVE_DEVICE": "1"}
# Grading settings from the environment that would change what these tests exercise.
SCRUBBED = ("JAX_PLATFORMS", "JAX_PLATFORM_NAME", "JAXCOURSE_JOBS", LOCK_VARIABLE, "PYTEST_ADDOPTS", "XLA_FLAGS")


def exclusive_environment(lock: Path | None, **extra: str) -> dict[str, str]:
    """This environment with the fixture first on PYTHONPATH and the lock file named (None: unset)."""
    env = {name: value for name, value in os.environ.items() if name not in SCRUBBED}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(FIXTURE), os.environ.get("PYTHONPATH", "")]))
    if lock is not None:
        env[LOCK_VARIABLE] = str(lock)
    env.update(extra)
    return env


def python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)


def pythons(*runs: tuple[str, dict[str, str]]) -> list[subprocess.CompletedProcess]:
    """Several `python -c code` at once (JAX takes a second to import in each); their results in order."""
    started = [subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=env, cwd=ROOT) for code, env in runs]
    done = []
    for process in started:
        out, err = process.communicate(timeout=120)
        done.append(subprocess.CompletedProcess(process.args, process.returncode, out, err))
    return done


def topic_exercises(*folders: str) -> dict[str, int]:
    """Exercise id -> points, for every exercise of these topic folders (course.yml)."""
    topics = {topic.id for topic in COURSE.topics if topic.folder in folders}
    return {exercise.id: exercise.points for exercise in COURSE.exercises if exercise.topic in topics}


def assert_table_full(output: str, folders: tuple[str, ...]) -> None:
    """The score table ends with every topic at full points and every exercise done."""
    for folder in folders:
        expected = topic_exercises(folder)
        total, count = sum(expected.values()), len(expected)
        rows = [line for line in output.splitlines() if line.startswith(folder + " ") and "exercises done" in line]
        assert rows, f"no table row for {folder} in:\n{output[-3000:]}"
        found = re.search(r"(\d+)/(\d+)\s+points\s+(\d+)/(\d+) exercises done", rows[-1])
        assert found and found.groups() == (str(total), str(total), str(count), str(count)), rows[-1]


# --- the fixture itself -------------------------------------------------------------------------
HOLD = "import sys, jax\nprint(jax.devices()[0].platform, flush=True)\nsys.stdin.read()\n"
DEVICES = "import jax\nprint(jax.devices()[0].platform)\n"


def test_the_fixture_admits_one_backend_at_a_time_except_for_jax_platforms_cpu(tmp_path: Path) -> None:
    lock = tmp_path / "backend.lock"
    env = exclusive_environment(lock)
    holder = subprocess.Popen([sys.executable, "-c", HOLD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert holder.stdout is not None and holder.stderr is not None
        if holder.stdout.readline().strip() != "cpu":
            holder.kill()
            pytest.fail(f"the first process could not start JAX: {holder.stderr.read()[-2000:]}")
        assert lock.is_file()  # made by the fixture in the first process that started a backend

        second, exempt, setting, no_lock = pythons(
            (DEVICES, env),
            (DEVICES, exclusive_environment(lock, JAX_PLATFORMS="cpu")),  # the eight-device child's way
            ("import jax\njax.config.update('jax_platforms', 'cpu')\n" + DEVICES, env),  # the same, set in code
            (DEVICES, exclusive_environment(None)),  # no lock named: the fixture does nothing
        )
        assert second.returncode != 0
        assert f"RuntimeError: {SIMULATED}" in second.stderr, second.stderr[-2000:]
        for allowed in (exempt, setting, no_lock):
            assert (allowed.returncode, allowed.stdout.strip()) == (0, "cpu"), allowed.stderr[-2000:]
    finally:
        if holder.stdin is not None:
            holder.stdin.close()
        holder.wait(timeout=60)
    assert holder.returncode == 0
    after = python(DEVICES, env)  # the holder ended: the lock is free again
    assert (after.returncode, after.stdout.strip()) == (0, "cpu"), after.stderr[-2000:]


# --- pytest autograder: the partner process --------------------------------------------------------
PARTNER_TOPICS = ("02_prng", "06_pytrees")


def test_pytest_autograder_with_its_partner_earns_full_marks_on_an_exclusive_device(tmp_path: Path, assert_full_marks) -> None:
    """Two topics, no timed check: on two cores a partner process is started and offered checks
    (plugin.py `Sharing`). A partner that computes beside pytest's process fails every check it takes."""
    lock, results = tmp_path / "backend.lock", tmp_path / "results.json"
    command = [sys.executable, "-m", "pytest", "autograder", "--target", str(ROOT / "solutions"),
               "-k", " or ".join(folder.split("_", 1)[1] for folder in PARTNER_TOPICS), "--results", str(results)]
    if default_jobs() < 2:  # a machine with one core: ask for the partner, as two cores would start it
        command += ["--grading-jobs", "2"]
    done = subprocess.run(command, capture_output=True, text=True, env=exclusive_environment(lock), timeout=600, cwd=ROOT)
    output = done.stdout + done.stderr
    assert lock.is_file(), "the fixture never ran: no process of the run started a backend under it"
    assert results.is_file(), output[-3000:]
    assert_full_marks(json.loads(results.read_text()), topic_exercises(*PARTNER_TOPICS), "pytest autograder")
    assert_table_full(output, PARTNER_TOPICS)
    assert SIMULATED not in output
    assert ("grading: one process (the partner process could not open JAX's backend beside this one, or graded "
            "nothing)") in output, output[-3000:]
    assert done.returncode == 0, output[-3000:]


def test_a_device_declared_exclusive_is_graded_in_one_process_from_the_start(tmp_path: Path, assert_full_marks) -> None:
    """`JAXCOURSE_EXCLUSIVE_DEVICE=1` (or a TPU, judged before JAX starts): no partner is started at all."""
    lock, results = tmp_path / "backend.lock", tmp_path / "results.json"
    command = [sys.executable, "-m", "pytest", "autograder", "--target", str(ROOT / "solutions"), "-v",
               "-k", " or ".join(folder.split("_", 1)[1] for folder in PARTNER_TOPICS), "--results", str(results),
               "--grading-jobs", "2"]
    done = subprocess.run(command, capture_output=True, text=True, timeout=600, cwd=ROOT,
                          env={**exclusive_environment(lock), **DECLARE_EXCLUSIVE})
    output = done.stdout + done.stderr
    assert_full_marks(json.loads(results.read_text()), topic_exercises(*PARTNER_TOPICS), "pytest autograder")
    assert "grading: one process (JAXCOURSE_EXCLUSIVE_DEVICE=1: the device admits one process)" in output, output[-3000:]
    assert "graded in two processes" not in output
    assert done.returncode == 0, output[-3000:]


def test_a_device_another_program_holds_ends_the_run_with_one_message(tmp_path: Path) -> None:
    """A notebook's kernel holds the TPU while the student runs `pytest autograder`: one message saying so,
    after a few seconds' wait, instead of a wall of failed checks."""
    lock = tmp_path / "backend.lock"
    env = exclusive_environment(lock)
    holder = subprocess.Popen([sys.executable, "-c", HOLD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "cpu"
        done = subprocess.run([sys.executable, "-m", "pytest", "autograder", "--target", str(ROOT / "solutions"), "-k",
                               "prng"], capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    finally:
        holder.communicate("", timeout=60)
    output = done.stdout + done.stderr
    assert done.returncode == 4, output[-3000:]
    assert "JAX could not open the accelerator: another process holds it (Unable to initialize backend 'cpu'" in output
    assert "Only one program at a time can use a TPU: close the other one (a notebook's kernel" in output
    assert "JAX course: grades" not in output


# --- the batch ------------------------------------------------------------------------------------
def _link_tree(source: Path, target: Path) -> None:
    """`target` as a copy of `source` made of hard links (a second or so for a whole environment)."""
    shutil.copytree(source, target, symlinks=True, copy_function=os.link)


@pytest.fixture(scope="module")
def exclusive_python(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A Python whose every process, `python -I` with a scrubbed environment included, runs under the fixture.

    A venv of the same base interpreter whose site-packages is this environment's, hard-linked
    (the batch's sandbox binds that venv, `sys.prefix`, read-only), plus the fixture as its
    `sitecustomize` and, beside it, the lock file every process of that Python competes for.
    """
    site = Path(sysconfig.get_paths()["purelib"])
    base = tmp_path_factory.mktemp("exclusive-python")
    made = None
    if os.stat(base).st_dev != os.stat(site).st_dev:  # hard links need one filesystem: beside the environment
        base = made = Path(tempfile.mkdtemp(prefix=".exclusive-python-", dir=sys.prefix))
    try:
        venv = base / "venv"
        interpreter = Path(sys.base_prefix) / "bin" / f"python{sys.version_info.major}.{sys.version_info.minor}"
        subprocess.run([str(interpreter), "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
        linked = venv / site.relative_to(sys.prefix)
        shutil.rmtree(linked)
        _link_tree(site, linked)
        (linked / "sitecustomize.py").unlink(missing_ok=True)  # a link to this environment's own, if it has one
        shutil.copy(FIXTURE / "sitecustomize.py", linked / "sitecustomize.py")
        lock = linked / "exclusive_backend.lock"
        lock.touch()
        lock.chmod(0o644)  # the workers' uids open it read-only
        for folder in (base, venv):
            folder.chmod(0o755)
        executable = venv / "bin" / "python"
        check = subprocess.run([str(executable), "-I", "-c", "import sitecustomize, jax; print(sitecustomize.lock_path())"],
                               capture_output=True, text=True, env={"PATH": os.environ.get("PATH", "/usr/bin:/bin")}, timeout=120)
        assert check.stdout.strip() == str(lock), check.stderr[-2000:]  # `-I`, no PYTHONPATH: the fixture is loaded
        yield executable
    finally:
        if made is not None:
            shutil.rmtree(made, ignore_errors=True)


def grade_batch(executable: Path, tmp_path: Path, student_files: dict[str, Path], only: list[str]) -> tuple[dict, str]:
    """`python -m autograder grade` of one submission (the given solution files) under `executable`; (results, log)."""
    submissions = tmp_path / "submissions"
    for relative, source in student_files.items():
        target = submissions / "ana" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, target)
    out = tmp_path / "out"
    env = {name: value for name, value in os.environ.items() if name not in SCRUBBED and name != "PYTHONPATH"}
    env.update(DECLARE_EXCLUSIVE)
    command = [str(executable), "-m", "autograder", "grade", str(submissions), "--out", str(out), "--only", *only,
               "--xla-cache", str(tmp_path / "compiled")]  # the default --jobs and --isolation; a fresh warm-up
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-3000:]
    feedback = (out / "feedback" / "ana.txt").read_text()
    return json.loads((out / "results" / "ana.json").read_text()), log + "\n" + feedback


def test_the_batch_earns_full_marks_on_an_exclusive_device(exclusive_python: Path, tmp_path: Path, assert_full_marks) -> None:
    """Two untimed exercises of two topics: the parent, the warm-up on the solutions (a worker per
    topic, `--jobs` at a time), the zygote's worker and the parent's verification all meet the lock."""
    only = ["arrays.set_diagonal", "pytrees.count_params"]
    files = {relative: ROOT / "solutions" / relative for relative in ("01_arrays/arrays.py", "06_pytrees/pytrees.py")}
    results, log = grade_batch(exclusive_python, tmp_path, files, only)
    assert_full_marks(results, {e: COURSE.exercise(e).points for e in only}, "batch")
    assert SIMULATED not in log and "multi-process lockfile" not in log, log[-3000:]
    assert "cpu: one process at a time holds the device, so submissions are graded one at a time (--jobs 1, not 2)" in log


@pytest.mark.timing
def test_the_batch_times_a_speedup_on_an_exclusive_device(exclusive_python: Path, tmp_path: Path, assert_full_marks) -> None:
    """A `speedup` exercise: the batch times the student's function in one worker against the
    baseline's in another (autograder/batch/timed.py); on a device one process holds, both cannot compute."""
    only = ["jit.selu"]
    results, log = grade_batch(exclusive_python, tmp_path, {"03_jit/jit.py": ROOT / "solutions/03_jit/jit.py"}, only)
    assert_full_marks(results, {e: COURSE.exercise(e).points for e in only}, "batch")
    assert SIMULATED not in log and "multi-process lockfile" not in log, log[-3000:]
