"""Grading where JAX is found only through PYTHONPATH, as on a TPU machine lent for a few minutes.

There jax, jaxlib and numpy are not in the interpreter's site-packages: `PYTHONPATH` names
where they are (benchmarks/accelerator_check.py runs the grader from its source tree that way).
The grader starts some children with `python -I` (autograder/interpreter.py), which ignores
`PYTHONPATH`. These include the eight-CPU-device child (autograder/engine/on_devices.py), the
batch's zygote and workers (autograder/batch/), and the sandbox's probes. A child must still import
JAX from where its parent did, and the batch's sandbox, which binds only what it is told, must bind
those folders.

The Python here is a bare venv of the same base interpreter (`python -m venv --without-pip`),
with nothing installed, started with `PYTHONPATH=<this environment's site-packages>:<the course>`:
`import jax` works in it, `python -I -c "import jax"` does not (asserted first).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from autograder.batch.isolation import bwrap_executable, detect_level, engine_problem, grader_paths, sandbox_command
from autograder.course.manifest import load_course

ROOT = Path(__file__).resolve().parents[1]
COURSE = load_course()
SITE = Path(sysconfig.get_paths()["purelib"])  # this environment's site-packages, where JAX is
# Settings that would change what these tests exercise (JAX_PLATFORMS=cpu would still be honest, but is not the default).
SCRUBBED = ("PYTHONPATH", "PYTHONHOME", "PYTHONSAFEPATH", "JAX_PLATFORMS", "JAXCOURSE_JOBS", "PYTEST_ADDOPTS", "XLA_FLAGS")


@dataclass(frozen=True)
class BarePython:
    """A Python that finds JAX only through PYTHONPATH, and the environment that gives it that PYTHONPATH."""

    executable: Path
    env: dict[str, str] = field(repr=False)  # never printed in a failure: it is this machine's environment

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter((self.executable, self.env))


@pytest.fixture(scope="session")
def bare_python(tmp_path_factory: pytest.TempPathFactory) -> BarePython:
    """A bare venv of this base interpreter; JAX and the course on its PYTHONPATH only."""
    assert importlib.util.find_spec("jax").origin.startswith(str(SITE)), "JAX is not in this environment's site-packages"
    venv = tmp_path_factory.mktemp("bare-python") / "venv"
    interpreter = Path(sys.base_prefix) / "bin" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    subprocess.run([str(interpreter), "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    venv.parent.chmod(0o755)
    executable = venv / "bin" / "python"
    env = {name: value for name, value in os.environ.items() if name not in SCRUBBED}
    env["PYTHONPATH"] = os.pathsep.join([str(SITE), str(ROOT)])
    found = subprocess.run([str(executable), "-c", "import jax, autograder; print(jax.__file__)"],
                           capture_output=True, text=True, env=env, timeout=120, cwd="/")
    assert found.returncode == 0 and found.stdout.strip().startswith(str(SITE)), found.stderr[-2000:]
    isolated = subprocess.run([str(executable), "-I", "-c", "import jax"], capture_output=True, text=True, env=env,
                              timeout=120, cwd="/")
    assert isolated.returncode != 0 and "ModuleNotFoundError: No module named 'jax'" in isolated.stderr, isolated.stderr
    return BarePython(executable, env)


def plugin_arguments(executable: Path, env: dict[str, str]) -> list[str]:
    """`-p autograder.pytest_plugin.plugin` unless that Python already finds the plugin's entry point
    (benchmarks/accelerator_check.py `_plugin_arguments`, asked of that Python)."""
    code = ("import importlib.metadata as m\nprint(any(e.value == 'autograder.pytest_plugin.plugin' "
            "for e in m.entry_points(group='pytest11')))")
    done = subprocess.run([str(executable), "-c", code], capture_output=True, text=True, env=env, timeout=120, cwd="/")
    assert done.returncode == 0, done.stderr
    return [] if done.stdout.strip() == "True" else ["-p", "autograder.pytest_plugin.plugin"]


def expected(*ids: str) -> dict[str, int]:
    return {exercise_id: COURSE.exercise(exercise_id).points for exercise_id in ids}


def test_pytest_autograder_grades_sharding_in_its_eight_device_child(bare_python, tmp_path: Path, assert_full_marks) -> None:
    """15_sharding grades every check in a child with eight CPU devices, started with `python -I`."""
    executable, env = bare_python
    results = tmp_path / "results.json"
    command = [str(executable), "-m", "pytest", *plugin_arguments(executable, env), "autograder",
               "--target", str(ROOT / "solutions"), "-k", "sharding", "--results", str(results)]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    output = done.stdout + done.stderr
    assert results.is_file(), output[-3000:]
    topic = next(topic for topic in COURSE.topics if topic.folder == "15_sharding")
    ids = [exercise.id for exercise in COURSE.exercises if exercise.topic == topic.id]
    assert_full_marks(json.loads(results.read_text()), expected(*ids), "pytest autograder -k sharding")
    row = [line for line in output.splitlines() if line.startswith("15_sharding ") and "exercises done" in line]
    total = sum(expected(*ids).values())
    assert row and re.search(rf"{total}/{total}\s+points\s+{len(ids)}/{len(ids)} exercises done", row[-1]), output[-3000:]
    assert "could not start" not in output and "not graded" not in output.lower(), output[-3000:]
    assert done.returncode == 0, output[-3000:]


def expected_sandbox() -> tuple[str, bool]:
    """The isolation level `--isolation auto` picks here, and whether its root is bubblewrap's (asked of this Python)."""
    level = detect_level()
    if level == "rlimits" or bwrap_executable() is None:
        return level, False
    return level, not engine_problem(sandbox_command(level, [sys.base_prefix, sys.prefix, *grader_paths()]))


def test_the_batch_grades_at_the_strongest_level_with_jax_on_pythonpath(bare_python, tmp_path: Path, assert_full_marks) -> None:
    """`python -m autograder grade` with its defaults (`--isolation auto`, `--jobs 2`, a warm-up into a
    fresh `--xla-cache`): the warm-up's workers, the zygote, the workers and a worker's own eight-device
    child all start with `python -I`, and at `root`/`userns` in a root that binds only what it is told."""
    executable, env = bare_python
    only = ["arrays.set_diagonal", "sharding.shard_rows"]
    submissions = tmp_path / "submissions"
    for relative in ("01_arrays/arrays.py", "15_sharding/sharding.py"):
        (submissions / "ana" / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "solutions" / relative, submissions / "ana" / relative)
    out = tmp_path / "out"
    command = [str(executable), "-m", "autograder", "grade", str(submissions), "--out", str(out), "--only", *only,
               "--xla-cache", str(tmp_path / "compiled")]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)
    log = done.stdout + done.stderr
    assert done.returncode == 0, log[-3000:]
    level, bubblewrap = expected_sandbox()
    assert f"isolation: {level}" in log, log[:2000]  # not a weaker level because a probe could not import the grader
    if bubblewrap:
        assert "allow-list root (bubblewrap)" in log, log[:2000]
    assert_full_marks(json.loads((out / "results" / "ana.json").read_text()), expected(*only), "batch")
    feedback = (out / "feedback" / "ana.txt").read_text()
    assert "No module named" not in feedback and "not graded" not in feedback.lower(), feedback[-3000:]


ZYGOTE = r"""
import argparse, json, shutil, sys, tempfile
from pathlib import Path
from autograder.batch import cli
from autograder.batch.runner import worker_environment
from autograder.course.manifest import load_course

parser = argparse.ArgumentParser()
cli.add_commands(parser.add_subparsers())
arguments = parser.parse_args(["grade", sys.argv[1], "--out", sys.argv[2], "--xla-cache", "off"])
work_root = tempfile.mkdtemp(prefix="jaxcourse-zygote-test-")
Path(work_root).chmod(0o711)
settings = cli.make_settings(load_course(), arguments, Path(sys.argv[2]), work_root)
zygote = cli.start_zygote(settings)
try:
    spawned = zygote is not None and zygote.spawn(worker_environment(work_root), deadline_seconds=120)[0]
    print(json.dumps({"level": settings.level, "engine": settings.engine, "spawned": spawned}))
except OSError as error:
    print(json.dumps({"level": settings.level, "engine": settings.engine, "spawned": None, "error": str(error)}))
finally:
    if zygote is not None:
        zygote.close()
    shutil.rmtree(work_root, ignore_errors=True)
"""


def test_the_batch_zygote_imports_jax_in_the_sandbox(bare_python, tmp_path: Path) -> None:
    """The zygote (`python -I`, in the workers' sandbox) imports JAX and the grader before it forks a worker.

    The batch test above cannot tell: where the zygote dies, workers quietly start as processes of
    their own (runner.py `WorkerProcess._start`), slower but with the same grades. A zygote answers
    a `spawn` only after `_preload` (zygote.py `serve`)."""
    executable, env = bare_python
    (tmp_path / "submissions").mkdir()
    done = subprocess.run([str(executable), "-c", ZYGOTE, str(tmp_path / "submissions"), str(tmp_path / "out")],
                          capture_output=True, text=True, env=env, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    reply = json.loads(done.stdout.strip().splitlines()[-1])
    level, bubblewrap = expected_sandbox()
    assert reply["level"] == level and (reply["engine"] == "bwrap") == bubblewrap, reply
    assert isinstance(reply["spawned"], int) and reply["spawned"] > 0, reply
