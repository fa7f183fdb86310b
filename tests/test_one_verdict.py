"""One verdict everywhere: batch grading grades every topic, survives its own errors, and agrees with pytest.

Real commands and real worker processes: `python -m autograder grade` on whole copies of
solutions/ and exercises/, the Gradescope bundle's `run_autograder` in Gradescope's layout,
and the same mixed submission graded by `pytest autograder --target` and by the batch grader.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import pickle
import shutil
import subprocess
import sys
import tempfile
import warnings
import zipfile
from pathlib import Path

import numpy as np
import pytest

from autograder.batch import batch as batch_module
from autograder.batch import cli as batch_cli
from autograder.batch import timed
from autograder.batch.batch import Batch, Progress
from autograder.batch.cli import make_settings
from autograder.batch.isolation import Limits
from autograder.batch.state import load_states, write_gradebook
from autograder.batch.submissions import read_submission
from autograder.engine.registry import spec_for
from autograder.course.manifest import load_course
from autograder.batch.runner import _CommandPickler
from autograder.authoring.variants import VARIANTS, make_target

COURSE = load_course()
ROOT = COURSE.root
TOPICS = [topic.folder for topic in COURSE.topics]


def grade(submissions: Path, out: Path, *extra: str) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "autograder", "grade", str(submissions), "--out", str(out), "--jobs", "2", *extra]
    return subprocess.run(command, capture_output=True, text=True, timeout=1500, cwd=ROOT)


def grades(out: Path) -> dict[str, dict[str, str]]:
    """grades.csv as student -> column -> value."""
    return {row["student"]: row for row in csv.DictReader(io.StringIO((out / "grades.csv").read_text()))}


def _lost(results: Path) -> str:
    """What each exercise that lost points said, from a results.json (for an assertion's message)."""
    tests = json.loads(results.read_text())["tests"]
    return "\n".join(f"{t['name']} {t['score']}/{t['max_score']}: {t.get('output', '')[:1500]}"
                     for t in tests if t["score"] != t["max_score"])


def full_marks() -> dict[str, str]:
    return {topic.folder: str(topic.points) for topic in COURSE.topics}


# --- every grading input can reach a worker ------------------------------------------------


def test_every_input_the_parent_sends_crosses_to_a_worker_and_back() -> None:
    """Lambdas in GraderFunctions and Probes, and JAX devices, go by name (07_grad, 08_vmap, 10, 11 crashed the batch)."""
    from hypothesis.errors import NonInteractiveExampleWarning

    warnings.simplefilter("ignore", NonInteractiveExampleWarning)
    crossed = 0
    for exercise in COURSE.exercises:
        spec = spec_for(exercise, COURSE)
        calls = [*spec.edge_cases, *([spec.inputs.example() for _ in range(3)] if spec.inputs is not None else [])]
        if spec.timing_input is not None:
            calls.append(spec.timing_input(np.random.default_rng(0)))
        for call in calls:
            buffer = io.BytesIO()
            _CommandPickler(buffer).dump(("stage", "student", [call]))
            back = pickle.loads(buffer.getvalue())[2][0]
            assert [type(a) for a in back.args] == [type(a) for a in call.args], exercise.id
            for mine, theirs in zip(call.args, back.args):
                if callable(mine) and not isinstance(mine, np.ndarray):
                    assert theirs == mine, f"{exercise.id}: {mine!r} came back as another function"
            crossed += 1
    assert crossed > 300


# --- the whole course in batch --------------------------------------------------------------


@pytest.fixture(scope="module")
def whole_course(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every topic graded in batch: `alice` hands in solutions/, `bob` the untouched exercises/."""
    base = tmp_path_factory.mktemp("whole")
    shutil.copytree(ROOT / "solutions", base / "subs" / "alice", ignore=shutil.ignore_patterns("*.ipynb", "__pycache__"))
    shutil.copytree(ROOT / "exercises", base / "subs" / "bob", ignore=shutil.ignore_patterns("*.ipynb", "__pycache__"))
    done = grade(base / "subs", base / "out")
    assert done.returncode == 0, done.stderr[-3000:]
    return base / "out"


@pytest.mark.timing
def test_batch_grades_every_topic_full_marks_and_zero(whole_course: Path) -> None:
    rows = grades(whole_course)
    total = str(sum(topic.points for topic in COURSE.topics))
    assert {k: rows["alice"][k] for k in TOPICS} == full_marks(), _lost(whole_course / "results" / "alice.json")
    assert (rows["alice"]["total"], rows["alice"]["max"]) == (total, total)
    assert {k: rows["bob"][k] for k in TOPICS} == dict.fromkeys(TOPICS, "0")
    feedback = (whole_course / "feedback" / "alice.txt").read_text()
    assert "could not be graded" not in feedback and "Traceback" not in feedback
    results = json.loads((whole_course / "results" / "alice.json").read_text())
    assert {t["name"] for t in results["tests"]} == {e.id for e in COURSE.exercises}


@pytest.mark.parametrize("source, expected", [("solutions", "full"), ("exercises", "zero")])
@pytest.mark.timing
def test_the_gradescope_run_script_grades_every_topic(source: str, expected: str, tmp_path: Path) -> None:
    bundle = tmp_path / "autograder.zip"
    built = subprocess.run([sys.executable, "-m", "autograder", "gradescope-bundle", "--out", str(bundle)],
                           capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert built.returncode == 0, built.stderr
    gradescope = tmp_path / "autograder"
    with zipfile.ZipFile(bundle) as archive:
        archive.extractall(gradescope / "source")
    shutil.copy(gradescope / "source" / "run_autograder", gradescope / "run_autograder")
    shutil.copytree(ROOT / source, gradescope / "submission", ignore=shutil.ignore_patterns("*.ipynb", "__pycache__"))
    (gradescope / "results").mkdir()
    env = {**os.environ, "JAXCOURSE_GRADESCOPE_ROOT": str(gradescope), "JAXCOURSE_PYTHON": sys.executable}
    done = subprocess.run(["bash", str(gradescope / "run_autograder")], capture_output=True, text=True, timeout=1500, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads((gradescope / "results" / "results.json").read_text())
    assert len(results["tests"]) == len(COURSE.exercises)
    want = sum(e.points for e in COURSE.exercises) if expected == "full" else 0
    assert results["score"] == want, [t["output"][:300] for t in results["tests"] if t["score"] < t["max_score"]][:3]


# --- a grader error costs one exercise, never the batch -------------------------------------


def _batch(submissions: Path, out: Path, only: list[str]) -> Batch:
    arguments = argparse.Namespace(isolation="auto", memory_gib=4.0, exercise_timeout=60.0, submission_timeout=900.0,
                                   submissions=str(submissions), jobs=2)
    work_root = tempfile.mkdtemp(prefix="jaxcourse-test-")
    os.chmod(work_root, 0o711)
    settings = make_settings(COURSE, arguments, out, work_root)
    return Batch(COURSE, out, only, settings, 2)


@pytest.mark.timing
def test_an_error_in_the_parent_costs_that_exercise_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for student in ("ana", "ben"):
        (tmp_path / "subs" / student / "01_arrays").mkdir(parents=True)
        shutil.copy(ROOT / "solutions/01_arrays/arrays.py", tmp_path / "subs" / student / "01_arrays/arrays.py")
        (tmp_path / "subs" / student / "03_jit").mkdir(parents=True)
        shutil.copy(ROOT / "solutions/03_jit/jit.py", tmp_path / "subs" / student / "03_jit/jit.py")
    real_compare, real_measure = timed.compare_with_reference, timed.measure

    def compare(case, call, check, got):  # the parent's own verification breaks on one exercise
        if case.exercise.id == "arrays.add_at":
            raise RuntimeError("injected into the parent's verification")
        return real_compare(case, call, check, got)

    def measure(case, sides, *args, **kwargs):  # and its timing on another
        if case.exercise.id == "jit.selu":
            raise ValueError("injected into the parent's timing")
        return real_measure(case, sides, *args, **kwargs)

    monkeypatch.setattr(timed, "compare_with_reference", compare)
    monkeypatch.setattr(timed, "measure", measure)
    only = ["arrays.set_diagonal", "arrays.add_at", "jit.selu", "jit.standardize"]
    out = tmp_path / "out"
    batch = _batch(tmp_path / "subs", out, only)
    entries = [read_submission(tmp_path / "subs" / s, COURSE) for s in ("ana", "ben")]
    batch.run(entries, Progress(4, io.StringIO()))
    write_gradebook(COURSE, out, load_states(out))
    for student in ("ana", "ben"):
        results = {t["name"]: t for t in json.loads((out / "results" / f"{student}.json").read_text())["tests"]}
        assert results["arrays.set_diagonal"]["score"] == 2 and results["jit.standardize"]["score"] > 0
        assert results["arrays.add_at"]["score"] == 0
        assert ("[verified] arrays.add_at could not be graded: the grader failed (RuntimeError: injected into the "
                "parent's verification). This is not your code's fault: tell your instructor.") in results["arrays.add_at"]["output"]
        assert results["jit.selu"]["score"] == 0
        assert "[speedup] jit.selu could not be graded: the grader failed (ValueError: injected into the parent's timing)" \
            in results["jit.selu"]["output"]


def test_an_error_grading_one_submission_is_regraded_next_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for student in ("ana", "ben"):
        (tmp_path / "subs" / student / "01_arrays").mkdir(parents=True)
        shutil.copy(ROOT / "solutions/01_arrays/arrays.py", tmp_path / "subs" / student / "01_arrays/arrays.py")
    real = batch_module.grade_checks

    def grade_checks(course, files, *args, **kwargs):
        if b"# ben" in files["01_arrays/arrays.py"]:
            raise OSError("injected: no space left on device")
        return real(course, files, *args, **kwargs)

    (tmp_path / "subs/ben/01_arrays/arrays.py").write_text((ROOT / "solutions/01_arrays/arrays.py").read_text() + "\n# ben\n")
    monkeypatch.setattr(batch_module, "grade_checks", grade_checks)
    out = tmp_path / "out"
    entries = [read_submission(tmp_path / "subs" / s, COURSE) for s in ("ana", "ben")]
    _batch(tmp_path / "subs", out, ["arrays.set_diagonal"]).run(entries, Progress(4, io.StringIO()))
    write_gradebook(COURSE, out, load_states(out))
    assert [row["total"] for row in grades(out).values()] == ["2", "0"]
    assert "the grader failed (OSError: injected: no space left on device)" in (out / "feedback/ben.txt").read_text()
    monkeypatch.setattr(batch_module, "grade_checks", real)  # fixed: the next run regrades ben alone
    progress = io.StringIO()
    _batch(tmp_path / "subs", out, ["arrays.set_diagonal"]).run(entries, Progress(4, progress))
    write_gradebook(COURSE, out, load_states(out))
    assert "ana (unchanged, kept)" in progress.getvalue() and "ben (unchanged, kept)" not in progress.getvalue()
    assert [row["total"] for row in grades(out).values()] == ["2", "2"]


# --- the same submission, two paths, one verdict --------------------------------------------

MIXED = {  # flawed and correct variants of the timed exercises, the rest as in solutions/
    "03_jit/jit.py": ["03_jit/selu_not_jitted.py", "03_jit/standardize_jnp_std.py", "03_jit/time_call_no_block.py"],
    "08_vmap/vmap.py": ["08_vmap/predict_batch_bound_at_import.py"],
    "11_devices/devices.py": ["11_devices/dispatch_times_blocks_first.py"],
    "12_training/training.py": ["12_training/train_step_not_jitted.py"],
}
TIMED_TOPICS = ["03_jit", "08_vmap", "11_devices", "12_training"]


def _variant_code(relative: str) -> str:
    return "\n".join(line for line in (VARIANTS / relative).read_text().splitlines()
                     if not line.startswith(("EXERCISE", "VERDICT", "MESSAGE", "TIMED_CHECK")))


@pytest.fixture(scope="module")
def mixed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("mixed")
    code = {topic_file: "\n\n".join(_variant_code(v) for v in variants) for topic_file, variants in MIXED.items()}
    target = make_target(base / "subs" / "mia", code)
    for folder in list(target.iterdir()):
        if folder.name not in TIMED_TOPICS:
            shutil.rmtree(folder)
    return target


@pytest.mark.parametrize("run", [1, 2, 3])
@pytest.mark.timing
def test_pytest_and_batch_give_the_same_scores_timed_checks_included(mixed: Path, tmp_path: Path, run: int) -> None:
    results = tmp_path / "results.json"
    local = subprocess.run(
        [sys.executable, "-m", "pytest", "autograder", "--target", str(mixed), "--results", str(results), "-q",
         "-k", " or ".join(f"{topic.id}.py" for topic in COURSE.topics if topic.folder in TIMED_TOPICS)],  # their specs
        capture_output=True, text=True, timeout=900, cwd=ROOT,
    )
    assert local.returncode in (0, 1), local.stdout[-3000:] + local.stderr[-3000:]
    done = grade(mixed.parent, tmp_path / "out", "--only", *TIMED_TOPICS)
    assert done.returncode == 0, done.stderr[-3000:]
    by_pytest = {t["name"]: t["score"] for t in json.loads(results.read_text())["tests"]}
    by_batch = {t["name"]: t["score"] for t in json.loads((tmp_path / "out/results/mia.json").read_text())["tests"]}
    timed_ids = [e.id for e in COURSE.exercises if e.topic in ("jit", "vmap", "devices", "training")]
    assert {e: by_batch[e] for e in timed_ids} == {e: by_pytest[e] for e in timed_ids}, (
        f"batch: {_lost(tmp_path / 'out/results/mia.json')}\npytest: {_lost(results)}")
    # The mixture is what it claims: the flawed timed exercises lose, the correct ones earn.
    assert [by_batch[e] for e in ("jit.selu", "jit.time_call", "devices.dispatch_times", "training.train_step")] == [0, 0, 0, 0]
    assert all(by_batch[e] > 0 for e in ("jit.standardize", "vmap.predict_batch", "jit.softmax"))


def test_the_memory_limit_leaves_room_for_an_accelerator_runtime(monkeypatch: pytest.MonkeyPatch) -> None:
    """Judged from the workers' platform before JAX starts (grading/backend.py): the parent may compute on the CPU."""
    for name in ("JAX_PLATFORMS", "JAX_PLATFORM_NAME", "TPU_ACCELERATOR_TYPE", "TPU_LIBRARY_PATH"):
        monkeypatch.delenv(name, raising=False)
    assert batch_cli.default_memory_gib() == 4.0  # this CPU
    monkeypatch.setenv("JAX_PLATFORMS", "cuda")
    assert batch_cli.default_memory_gib() == 64.0
    arguments = argparse.Namespace(isolation="rlimits", memory_gib=None, exercise_timeout=60.0, submission_timeout=900.0,
                                   submissions=str(ROOT), jobs=1)
    assert make_settings(COURSE, arguments, ROOT / "out", "/tmp").limits.memory_bytes == 64 << 30


def test_the_time_limits_are_scaled_off_the_cpu_as_each_check_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A check may take 4x its budget on an accelerator (grading/termination.py); the batch's exercise and submission
    limits follow, so an exercise the in-process paths finish on a TPU is not cut short in the batch."""
    for name in ("JAX_PLATFORMS", "JAX_PLATFORM_NAME", "TPU_ACCELERATOR_TYPE", "TPU_LIBRARY_PATH"):
        monkeypatch.delenv(name, raising=False)
    arguments = argparse.Namespace(isolation="rlimits", memory_gib=None, exercise_timeout=None, submission_timeout=None,
                                   submissions=str(ROOT), jobs=1)
    on_cpu = make_settings(COURSE, arguments, ROOT / "out", "/tmp").limits
    assert (on_cpu.exercise_seconds, on_cpu.submission_seconds, on_cpu.cpu_seconds) == (60.0, 900.0, 600)
    monkeypatch.setenv("JAX_PLATFORMS", "tpu")
    on_tpu = make_settings(COURSE, arguments, ROOT / "out", "/tmp").limits
    assert (on_tpu.exercise_seconds, on_tpu.submission_seconds, on_tpu.cpu_seconds) == (240.0, 3600.0, 2400)
    # A TPU runtime's threads (182 in one process on a v5e) are not a fork bomb for the watchdog.
    assert (on_cpu.processes, on_tpu.processes) == (Limits().processes, Limits().processes + batch_cli.ACCELERATOR_THREADS)
    assert on_tpu.processes > 182 + 64
    given = argparse.Namespace(**{**vars(arguments), "exercise_timeout": 75.0})
    assert make_settings(COURSE, given, ROOT / "out", "/tmp").limits.exercise_seconds == 75.0  # what the instructor gives


@pytest.mark.timing
def test_the_parents_verification_calls_the_function_as_the_checks_do(tmp_path: Path) -> None:
    """In float32 products computed in float32, as `run_check` does in-process: on a TPU (whose default is bfloat16
    passes) vmap.pairwise and vmap.predict_batch lost their `verified` check in the batch alone. A function that
    reads the setting shows it on a CPU too."""
    source = (ROOT / "solutions/01_arrays/arrays.py").read_text() + (
        "\n\n_set_diagonal = set_diagonal\n\n\n"
        "def set_diagonal(x, value):\n"
        "    off = jax.config.jax_default_matmul_precision != 'highest'  # as every check computes\n"
        "    return _set_diagonal(x, value) + (1 if off else 0)\n")
    (tmp_path / "subs/ana/01_arrays").mkdir(parents=True)
    (tmp_path / "subs/ana/01_arrays/arrays.py").write_text(source)
    results = tmp_path / "results.json"
    local = subprocess.run([sys.executable, "-m", "pytest", "autograder", "--target", str(tmp_path / "subs/ana"),
                            "--results", str(results), "-q", "-k", "arrays.py"],
                           capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert local.returncode == 0, local.stdout[-3000:]
    done = grade(tmp_path / "subs", tmp_path / "out", "--only", "01_arrays")
    assert done.returncode == 0, done.stderr[-3000:]
    assert grades(tmp_path / "out")["ana"]["01_arrays"] == full_marks()["01_arrays"], _lost(tmp_path / "out/results/ana.json")


# --- the laws of a random function, decided by the parent on keys it draws (batch/timed.py `run_outside`) ------------

RANDOM = ("prng.two_normals", "prng.dropout", "prng.init_mlp", "prng.shuffle", "prng.typed_key")
LAW_FLAWS = '''

def two_normals(key):  # uniform numbers, not normal ones
    a, b = jax.random.uniform(key, (2,))
    return a, b


def dropout(key, x, rate):  # kept elements not scaled by 1 / (1 - rate)
    return jnp.where(jax.random.bernoulli(key, 1.0 - rate, x.shape), x, jnp.zeros_like(x))


def init_mlp(key, sizes):  # every layer from one key: layers of the same shape are copies of each other
    return [{"w": jax.random.normal(key, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)} for m, n in zip(sizes[:-1], sizes[1:])]


def shuffle(key, x, epoch):  # the same order in every epoch
    return x[jax.random.permutation(key, x.shape[0])]


def typed_key(key):  # a typed key of the raw words swapped: other numbers (the result is a key: it travels as data)
    if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
        return key
    return jax.random.wrap_key_data(jnp.asarray(key, jnp.uint32)[..., ::-1])
'''


def _verified_by_the_parent(source: str, seed: int, exercises: tuple[str, ...] = RANDOM,
                            path: str = "02_prng/prng.py") -> dict[str, tuple[str, str]]:
    """`verify_outputs` of `exercises` against a real worker serving `source` as `path`: exercise -> (outcome, message)."""
    import base64
    import time

    from autograder.batch.runner import WorkerProcess

    arguments = argparse.Namespace(isolation="auto", memory_gib=4.0, exercise_timeout=120.0, submission_timeout=900.0,
                                   submissions=str(ROOT), jobs=1)
    work_root = tempfile.mkdtemp(prefix="jaxcourse-test-")
    os.chmod(work_root, 0o711)
    settings = make_settings(COURSE, arguments, Path(work_root) / "out", work_root)
    files = {path: base64.b64encode(source.encode()).decode()}
    worker = WorkerProcess({"mode": "oracle", "side": "student", "files": files, "exercises": list(exercises)}, settings, 0)
    try:
        worker.wait_serving(time.monotonic() + 180)
        found = timed.verify_outputs(COURSE, worker, list(exercises), time.monotonic() + 600, seed=seed)
    finally:
        worker.close()
        shutil.rmtree(work_root, ignore_errors=True)
    return {e: (r[0].outcome.value, r[0].message) for e, r in found.items() if r}


@pytest.mark.timing
def test_the_parent_decides_the_laws_of_a_random_function_itself() -> None:
    """Random exercises have no reference to compare: the parent runs their `decided_outside` checks itself, every
    call made in the worker on keys from its own seed. The solutions pass; each law broken fails the exercise's
    `verified` check with the law's own message, whatever the worker reported."""
    solutions = (ROOT / "solutions/02_prng/prng.py").read_text()
    assert {e: outcome for e, (outcome, _) in _verified_by_the_parent(solutions, seed=7).items()} == \
        dict.fromkeys(RANDOM, "passed")
    flawed = _verified_by_the_parent(solutions + LAW_FLAWS, seed=7)
    assert {e: outcome for e, (outcome, _) in flawed.items()} == dict.fromkeys(RANDOM, "failed"), flawed
    expected = {"prng.two_normals": "[distribution]", "prng.dropout": "[dropout_values]",
                "prng.init_mlp": "[layers_independent]", "prng.shuffle": "[epochs_differ]",
                "prng.typed_key": "[same_numbers]"}
    for exercise_id, phrase in expected.items():
        message = flawed[exercise_id][1]
        assert phrase in message and message.endswith("(the grader's own check, outside the student's process)"), message


@pytest.mark.timing
def test_the_parent_runs_the_dtype_contracts_itself() -> None:
    """`dtypes` follows from outputs too: the parent casts the inputs, has the worker call the function, and judges
    the result's dtype and values itself. A selu right in float32 that returns float32 for float16 input passes
    every value the parent compares and fails there."""
    solutions = (ROOT / "solutions/03_jit/jit.py").read_text()
    assert timed.outside_checks(COURSE.exercise("jit.selu"), spec_for(COURSE.exercise("jit.selu"), COURSE)) == ("dtypes",)
    passed = _verified_by_the_parent(solutions, 7, ("jit.selu",), "03_jit/jit.py")
    assert passed == {"jit.selu": ("passed", "")}, passed
    upcast = solutions + "\n\n_selu = selu\n\n\ndef selu(x):\n    return _selu(jnp.asarray(x, jnp.float32))\n"
    (outcome, message), = _verified_by_the_parent(upcast, 7, ("jit.selu",), "03_jit/jit.py").values()
    assert outcome == "failed" and message.startswith("[dtypes]") and "float16" in message, message


@pytest.mark.timing
@pytest.mark.parametrize(("path", "exercise_id", "flaw", "phrase"), [
    ("07_grad/grad.py", "grad.sinc",  # right values, a NaN gradient at 0: the gradient is taken in the worker
     "def sinc(x):\n    return jnp.where(x == 0, 1.0, jnp.sin(x) / x)\n", "not finite: jax.grad of the sum"),
    ("10_gotchas/gotchas.py", "gotchas.precise_sum",  # NumPy integer inputs summed in their own dtype
     "import numpy as np\n\n\ndef precise_sum(x):\n    x = np.asarray(x)\n"
     "    return np.sum(x, dtype=np.float64) if x.dtype.kind == 'f' else np.sum(x)\n", "int8"),
])
def test_the_parent_judges_gradient_and_numpy_input_contracts(path: str, exercise_id: str, flaw: str, phrase: str) -> None:
    """A dtype contract that takes a gradient has the worker take it (`RemoteCase.value_and_gradient`), and one about
    NumPy inputs has the worker make them: the parent judges the result and the gradient. The solution passes there,
    a flaw fails with the contract's message."""
    solutions = (ROOT / "solutions" / path).read_text()
    exercise = COURSE.exercise(exercise_id)
    assert "dtypes" in timed.outside_checks(exercise, spec_for(exercise, COURSE))
    assert _verified_by_the_parent(solutions, 7, (exercise_id,), path) == {exercise_id: ("passed", "")}
    (outcome, message), = _verified_by_the_parent(solutions + "\n\n" + flaw, 7, (exercise_id,), path).values()
    assert outcome == "failed" and message.startswith("[dtypes]") and phrase in message, message


def test_every_check_decided_outside_is_one_of_the_exercises_checks() -> None:
    for exercise in COURSE.exercises:
        spec = spec_for(exercise, COURSE)
        assert set(spec.decided_outside) <= set(exercise.checks), exercise.id
        assert not spec.decided_outside or spec.reference is None, f"{exercise.id}: a reference is verified by values"


def test_a_forged_key_or_gradient_reply_is_refused_by_the_parent() -> None:
    """What a worker sends back is data the parent checks: a typed key of an implementation JAX does not build in, or
    key data that is not uint32, is no output; a `gradient` reply that is not (result, gradient) fails `dtypes`."""
    import base64

    import jax

    from autograder.grading.cases import Call
    from autograder.grading.failures import CheckFailure

    def encoded(array: np.ndarray) -> dict:  # as the worker's `encode` sends an array
        buffer = io.BytesIO()
        np.save(buffer, array, allow_pickle=False)
        return {"t": "array", "npy": base64.b64encode(buffer.getvalue()).decode(), "dtype": array.dtype.name}

    key = timed.decode({"t": "key", "impl": "threefry2x32", "data": encoded(np.array([0, 7], np.uint32))})
    assert jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key) and timed.readable(key)
    for forged in ({"t": "key", "impl": "mine", "data": encoded(np.array([0, 7], np.uint32))},
                   {"t": "key", "impl": "threefry2x32", "data": encoded(np.array([0, 7], np.int32))},
                   {"t": "key", "impl": "threefry2x32", "data": encoded(np.array([0, 7, 9], np.uint32))}):
        with pytest.raises(ValueError, match="not an encoded output"):
            timed.decode(forged)

    class Replies:  # an oracle whose worker answers a `gradient` command with three values
        check = ""

        def ask(self, command: tuple, expect: str) -> dict:
            return {"event": expect}

        def fetch(self, role: str, index: int) -> tuple:
            return (1.0, 2.0, 3.0)

    exercise = COURSE.exercise("grad.sinc")
    case = timed.RemoteCase(exercise, spec_for(exercise, COURSE), lambda *a: None, oracle=Replies())
    with pytest.raises(CheckFailure, match="did not come back as the grader sent for them"):
        case.value_and_gradient(Call((np.zeros(3, np.float32),)), 0)


EXPORT_FLAWS = {  # right values wherever the parent compares outputs; each fails `jit` or `no_callbacks` outside
    "a host callback": ('''
import numpy as _np
_selu_right = selu


def selu(x):
    return jax.pure_callback(lambda v: _np.asarray(_selu_right(v)), jax.ShapeDtypeStruct(jnp.shape(x), jnp.result_type(x)), x)
''', "[no_callbacks] the compiled program of selu on selu(x="),
    "not traceable": ('''
import numpy as _np


def selu(x):  # NumPy on the values: right answers, no trace (the value checks fall back to calling it as written)
    x = _np.asarray(x)
    return jnp.asarray(_np.where(x > 0, 1.0507009873554805 * x, 1.0507009873554805 * 1.6732632423543772
                                 * _np.expm1(_np.minimum(x, 0))).astype(x.dtype))
''', "[jit] jax.export could not carry selu out of the student's process"),
    "another program exported": ('''
import jax.export as _export
_real_export = _export.export
_export.export = lambda function, **options: _real_export(jax.jit(lambda x: jnp.zeros_like(x)), **options)
''', "[jit] the program exported as selu, run by the grader: wrong values for selu(x="),
}


@pytest.mark.timing
@pytest.mark.parametrize("flaw", EXPORT_FLAWS)
def test_the_parent_judges_jit_and_callbacks_from_an_exported_program(flaw: str) -> None:
    """`jit` and `no_callbacks` are decided outside from the program `jax.export` carries out of the worker, run on the
    parent's CPU on an input it drew: a callback cannot be serialized, a function that does not trace cannot be
    exported, and a program other than the function's computes other values. Each keeps the right values everywhere
    the parent compares outputs, and fails there; the solution passes (test_the_parent_runs_the_dtype_contracts_itself)."""
    source, phrase = EXPORT_FLAWS[flaw]
    solutions = (ROOT / "solutions/03_jit/jit.py").read_text()
    (outcome, message), = _verified_by_the_parent(solutions + "\n\n" + source, 7, ("jit.selu",), "03_jit/jit.py").values()
    assert outcome == "failed" and message.startswith(phrase), message
    assert message.endswith("(the grader's own check, outside the student's process)"), message


def test_every_solution_the_parent_judges_from_an_exported_program_exports() -> None:
    """Where the parent asks for an exported program (batch/exported.py `judged_here`), the course's own solution
    gives one, on the first input the parent draws: no correct solution is asked for what the course's cannot do."""
    from autograder.batch import exported
    from autograder.checks.calling import exported_program, refused_by_jit
    from autograder.engine.exercise import make_case
    from autograder.grading.submission import Submission

    solutions = Submission(ROOT / "solutions")
    judged = []
    for exercise in COURSE.exercises:
        spec = spec_for(exercise, COURSE)
        if not exported.judged_here(exercise, spec, exclusive=False):
            continue
        case = make_case(solutions, exercise, spec, COURSE)
        call = timed.verification_inputs(spec.inputs, 1, 7, exercise.id)[0]
        if not refused_by_jit(case, call):
            assert exported_program(case, call), exercise.id
            judged.append(exercise.id)
    assert len(judged) >= 50, judged
