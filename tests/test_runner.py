"""Tests for autograder/batch/runner.py and events.py: the environment a sandboxed worker starts with, and how
`grade_checks` reads a worker's events (here from scripted workers; workers are started for real
in tests/test_batch_hostile.py and tests/test_batch_resume.py).
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any

import pytest

from autograder.batch import events
from autograder.batch.isolation import Limits
from autograder.batch.runner import GPU_DEFAULTS, PASSED_ON, Settings, WorkerDied, WorkerTimeout, worker_environment
from autograder.course.manifest import load_course
from autograder.engine.registry import batch_phase_checks, spec_for
from autograder.grading.outcome import CheckResult, Outcome

SECRETS = {"GITHUB_TOKEN": "ghp_secret", "HTTPS_PROXY": "http://proxy:3128", "PYTHONPATH": "/home/me/lib"}


@pytest.fixture
def grader_environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """The grader's own environment with secrets in it and no accelerator setting."""
    for name in (*PASSED_ON, *GPU_DEFAULTS):
        monkeypatch.delenv(name, raising=False)
    for name, value in SECRETS.items():
        monkeypatch.setenv(name, value)
    return monkeypatch


def test_a_worker_gets_no_secrets_and_a_private_home(grader_environment: pytest.MonkeyPatch) -> None:
    env = worker_environment("/work/slot0")
    assert not set(SECRETS) & set(env)
    assert (env["HOME"], env["TMPDIR"], env["JAXCOURSE_XLA_CACHE"]) == ("/work/slot0", "/work/slot0", "off")
    assert not set(PASSED_ON) & set(env)


def test_a_worker_keeps_the_tpu_runtimes_settings(grader_environment: pytest.MonkeyPatch) -> None:
    """Without TPU_WORKER_HOSTNAMES and the rest, libtpu asks the metadata server a worker cannot reach, and waits."""
    grader_environment.setenv("TPU_WORKER_HOSTNAMES", "localhost")
    grader_environment.setenv("LIBTPU_INIT_ARGS", "--xla_tpu_use_enhanced_launch_barrier=true")
    grader_environment.setenv("MY_TPU_TOKEN", "secret")
    env = worker_environment("/work/slot0")
    assert (env["TPU_WORKER_HOSTNAMES"], env["LIBTPU_INIT_ARGS"]) == ("localhost", "--xla_tpu_use_enhanced_launch_barrier=true")
    assert "MY_TPU_TOKEN" not in env and not set(SECRETS) & set(env)


def test_workers_share_a_gpu_by_default(grader_environment: pytest.MonkeyPatch) -> None:
    env = worker_environment("/work/slot0")
    assert env["XLA_PYTHON_CLIENT_PREALLOCATE"] == "false"  # memory taken as needed, not 75% of the GPU at start
    assert env["XLA_PYTHON_CLIENT_MEM_FRACTION"] == "0.35"  # and at most this share of it
    assert (env["TF_CPP_MIN_LOG_LEVEL"], env["CUDA_CACHE_DISABLE"]) == ("2", "1")


@pytest.mark.parametrize(
    "name, value",
    [
        ("JAX_PLATFORMS", "cuda"),
        ("CUDA_VISIBLE_DEVICES", "1"),
        ("NVIDIA_VISIBLE_DEVICES", "GPU-5f1c"),
        ("LD_LIBRARY_PATH", "/usr/local/cuda/lib64"),
        ("XLA_PYTHON_CLIENT_PREALLOCATE", "true"),
        ("XLA_PYTHON_CLIENT_MEM_FRACTION", "0.2"),
        ("TF_CPP_MIN_LOG_LEVEL", "0"),
    ],
    ids=["platforms", "cuda-devices", "nvidia-devices", "library-path", "preallocate", "memory-fraction", "log-level"],
)
def test_the_instructors_accelerator_settings_are_passed_on(grader_environment: pytest.MonkeyPatch, name: str, value: str) -> None:
    grader_environment.setenv(name, value)
    assert worker_environment("/work/slot0")[name] == value


# --- grade_checks, one event at a time ------------------------------------------------------

COURSE = load_course()
FIRST, SECOND = "arrays.set_diagonal", "arrays.add_at"
PASSED = {"check": "values", "outcome": "passed", "message": ""}
FORGED = "its event channel was written to by something other than the grader"


def names(exercise_id: str) -> list[str]:
    """The untimed checks the parent expects a worker to report for the exercise (its own list)."""
    exercise = COURSE.exercise(exercise_id)
    return batch_phase_checks(exercise, spec_for(exercise, COURSE), "untimed")


def passing(exercise_id: str) -> list[dict[str, Any]]:
    return [{"check": name, "outcome": "passed", "message": ""} for name in names(exercise_id)]


def passed(exercise_id: str) -> list[CheckResult]:
    return [CheckResult(name, Outcome.PASSED) for name in names(exercise_id)]


class ScriptedWorker:
    """A worker that sends scripted events; an exception in the script is raised where it stands."""

    scripts: list[list[Any]] = []
    started: list[list[str]] = []

    def __init__(self, job: dict[str, Any], settings: Settings, slot: int) -> None:
        self.events = list(ScriptedWorker.scripts.pop(0))
        ScriptedWorker.started.append(list(job["exercises"]))

    def next_event(self, deadline: float) -> dict[str, Any]:
        if not self.events:
            raise WorkerDied("it ended")
        event = self.events.pop(0)
        if isinstance(event, BaseException):
            raise event
        return event

    def clean_up_after_exercise(self) -> bool:
        return True

    def go_on(self) -> None:
        pass

    def kill(self) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch):
    """grade_checks(scripts) on FIRST and SECOND, each script played by one fresh worker."""
    monkeypatch.setattr(events, "WorkerProcess", ScriptedWorker)
    ScriptedWorker.started = []

    def grade(*scripts: list[Any]) -> dict[str, list[CheckResult]]:
        ScriptedWorker.scripts = list(scripts)
        settings = Settings("rlimits", Limits(exercise_seconds=5.0), (), "/tmp")
        return events.grade_checks(COURSE, {}, [FIRST, SECOND], settings, 0, "untimed", time.monotonic() + 60)

    return grade


def ready() -> list[dict[str, Any]]:
    return [{"event": "ready"}, {"event": "import", "topic": "arrays"}]


def graded(exercise_id: str, *checks: Any) -> list[dict[str, Any]]:
    return [{"event": "start", "exercise": exercise_id}, {"event": "result", "exercise": exercise_id, "checks": list(checks)}]


def test_each_exercise_gets_the_results_its_worker_sent(scripted) -> None:
    failed = {"check": "edge_cases", "outcome": "failed", "message": "[edge_cases] wrong shape"}
    second = [failed if check["check"] == "edge_cases" else check for check in passing(SECOND)]
    found = scripted([*ready(), *graded(FIRST, *passing(FIRST)), *graded(SECOND, *second), {"event": "done"}])
    assert found == {FIRST: passed(FIRST),
                     SECOND: [CheckResult.from_json(check) for check in second]}
    assert CheckResult("edge_cases", Outcome.FAILED, "[edge_cases] wrong shape") in found[SECOND]
    assert ScriptedWorker.started == [[FIRST, SECOND]]


@pytest.mark.parametrize(
    "change",
    [lambda checks: checks[1:], lambda checks: [*checks, {"check": "values", "outcome": "passed", "message": ""}],
     lambda checks: [{**checks[0], "check": checks[0]["check"] + "\u200b"}, *checks[1:]], lambda checks: checks[::-1]],
    ids=["one-missing", "one-added", "one-renamed-invisibly", "reordered"],
)
def test_a_result_whose_checks_are_not_the_parents_list_fails_as_forged(scripted, change: Any) -> None:
    found = scripted([*ready(), *graded(FIRST, *change(passing(FIRST)))],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: {FORGED}.")]
    assert found[SECOND] == passed(SECOND)


def test_an_exercise_skipped_although_it_has_checks_fails_as_forged(scripted) -> None:
    found = scripted([*ready(), {"event": "skipped", "exercise": FIRST}],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: {FORGED}.")]
    assert found[SECOND] == passed(SECOND)


@pytest.mark.parametrize(
    "checks", [[["values", "passed", ""]], [{"check": "values", "outcome": "won"}], "passed"],
    ids=["old-list-form", "unknown-outcome", "not-a-list"],
)
def test_a_malformed_result_fails_its_exercise_as_forged(scripted, checks: Any) -> None:
    found = scripted([*ready(), {"event": "start", "exercise": FIRST}, {"event": "result", "exercise": FIRST, "checks": checks}],
                     [{"event": "ready"}, {"event": "import", "topic": "arrays"}, *graded(SECOND, *passing(SECOND)),
                      {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: {FORGED}.")]
    assert found[SECOND] == passed(SECOND)
    assert ScriptedWorker.started == [[FIRST, SECOND], [SECOND]]


def test_an_event_out_of_order_voids_what_the_last_exercise_reported(scripted) -> None:
    found = scripted([*ready(), *graded(FIRST, *passing(FIRST)), {"event": "result", "exercise": FIRST, "checks": [PASSED]}],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: {FORGED}.")]
    assert found[SECOND] == passed(SECOND)


def test_a_reach_told_while_an_exercise_runs_is_kept_whatever_its_result_says(scripted) -> None:
    """The worker's audit hook tells the parent at once (grading/tampering.py); a forged passing result after it
    cannot take the line back, and the exercise that did not reach keeps its marks."""
    told = {"event": "tampering", "why": "line 3 of arrays.py (gc.get_objects), searches every object in the interpreter"}
    found = scripted([*ready(), {"event": "start", "exercise": FIRST}, told,
                      {"event": "result", "exercise": FIRST, "checks": passing(FIRST)}, *graded(SECOND, *passing(SECOND)),
                      {"event": "done"}])
    assert found[FIRST][:-1] == passed(FIRST)
    assert found[FIRST][-1].check == "tampering at run time" and found[FIRST][-1].outcome is Outcome.FAILED
    assert found[FIRST][-1].message.startswith("[tampering at run time] tampering: while it ran, this code reached the grader's own "
                                               "machinery (line 3 of arrays.py (gc.get_objects), searches every object")
    assert found[SECOND] == passed(SECOND)


@pytest.mark.parametrize("event", [{"event": "tampering", "why": "x"}, {"event": "tampering", "why": ["x"]}],
                         ids=["between-exercises", "malformed"])
def test_a_tampering_line_out_of_place_is_forged(scripted, event: dict[str, Any]) -> None:
    before = [*ready(), *graded(FIRST, *passing(FIRST))] if event["why"] == "x" else [*ready(), {"event": "start", "exercise": FIRST}]
    found = scripted([*before, event], [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: {FORGED}.")]
    assert found[SECOND] == passed(SECOND)


def test_a_worker_that_dies_mid_exercise_costs_that_exercise_and_a_fresh_one_goes_on(scripted) -> None:
    found = scripted([*ready(), {"event": "start", "exercise": FIRST}, WorkerDied("the process crashed")],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found == {FIRST: [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: the process crashed.")],
                     SECOND: passed(SECOND)}


def test_a_worker_that_dies_between_exercises_voids_the_last_one(scripted) -> None:
    found = scripted([*ready(), *graded(FIRST, *passing(FIRST)), WorkerDied("it ended")],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: it ended.")]
    assert ScriptedWorker.started == [[FIRST, SECOND], [SECOND]]


def test_a_worker_that_dies_importing_fails_the_whole_topic(scripted) -> None:
    found = scripted([*ready(), WorkerDied("the process aborted")])
    message = "[import] importing 01_arrays/arrays.py failed: the process aborted. The whole topic scores 0."
    assert found == {FIRST: [CheckResult("import", Outcome.FAILED, message)],
                     SECOND: [CheckResult("import", Outcome.FAILED, message)]}


def test_a_hang_fails_the_exercise_with_the_time_limit(scripted) -> None:
    found = scripted([*ready(), {"event": "start", "exercise": FIRST}, WorkerTimeout()],
                     [*ready(), *graded(SECOND, *passing(SECOND)), {"event": "done"}])
    assert found[FIRST] == [CheckResult("limits", Outcome.FAILED, f"[limits] {FIRST}: it did not finish within 5 s "
                                        "(an endless loop, a long sleep, or far too slow); make it finish quickly.")]
    assert found[SECOND] == passed(SECOND)


def test_a_real_worker_waits_for_the_go_ahead_before_its_next_exercise(tmp_path) -> None:
    """After each `result` the worker starts nothing until the parent has cleaned up and said go on.

    The parent ends every process of the worker's uid that the exercise left; a worker that
    went straight on could have its next exercise's eight-device child killed as it starts.
    """
    import base64
    import select

    from autograder.batch.runner import WorkerProcess

    first, second = "arrays.set_diagonal", "arrays.add_at"
    source = (COURSE.root / "solutions" / "01_arrays" / "arrays.py").read_bytes()
    job = {"mode": "grade", "files": {"01_arrays/arrays.py": base64.b64encode(source).decode()},
           "exercises": [first, second], "checks": "untimed", "serve": False}
    worker = WorkerProcess(job, Settings("rlimits", Limits(), (), str(tmp_path)), 0)
    try:
        deadline = time.monotonic() + 120
        seen = [worker.next_event(deadline)["event"]]
        while seen[-1] != "result":
            seen.append(worker.next_event(deadline)["event"])
        assert seen == ["ready", "import", "start", "result"]
        waiting, _, _ = select.select([worker.events], [], [], 2.0)
        assert not waiting and b"\n" not in worker.buffer, "the worker went on before the parent said so"
        assert worker.clean_up_after_exercise()
        worker.go_on()
        event = worker.next_event(deadline)
        assert (event["event"], event.get("exercise")) == ("start", second)
        assert worker.next_event(deadline)["event"] == "result"
        worker.go_on()
        assert worker.next_event(deadline)["event"] == "done"
    finally:
        worker.close()


def test_the_logs_first_line_names_the_sandbox_and_what_it_lacks() -> None:
    from dataclasses import replace

    from autograder.batch.cli import describe_sandbox

    full = Settings("root", Limits(), (), "/tmp/jaxcourse-x", engine="bwrap", seccomp=True)
    assert describe_sandbox(full) == "root, allow-list root (bubblewrap), system-call filter"
    assert ("covering mounts: bubblewrap is not installed (./install.sh installs it), so the host's files outside "
            "the hidden folders stay readable") in describe_sandbox(replace(full, engine=""))
    refused = replace(full, engine="", engine_problem="bwrap: No permissions to create new namespace")
    assert "bubblewrap could not start here (bwrap: No permissions to create new namespace)" in describe_sandbox(refused)
    assert describe_sandbox(replace(full, seccomp=False)).endswith("no system-call filter (pyseccomp or libseccomp missing)")
    assert describe_sandbox(replace(full, level="rlimits")).startswith("rlimits (no namespaces here: files the grader's")


def test_a_bubblewrap_that_cannot_start_falls_back_to_covering_mounts(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    import argparse

    from autograder.batch import cli, isolation

    arguments = argparse.Namespace(isolation="rlimits", memory_gib=1.0, exercise_timeout=60.0, submission_timeout=900.0,
                                   submissions=str(tmp_path), jobs=1, xla_cache="off")
    assert cli.make_settings(load_course(), arguments, tmp_path / "out", str(tmp_path)).engine == ""  # no namespaces
    arguments.isolation = "userns"
    works = cli.make_settings(load_course(), arguments, tmp_path / "out", str(tmp_path))
    if isolation.bwrap_executable() is None:
        pytest.skip("bubblewrap is not installed here")
    assert works.engine == "bwrap" and works.engine_problem == "", works.engine_problem
    monkeypatch.setattr(isolation, "bwrap_executable", lambda: "/bin/false")  # installed, but every start fails
    broken = cli.make_settings(load_course(), arguments, tmp_path / "out", str(tmp_path))
    assert broken.engine == "" and broken.engine_problem == "exit code 1"
    assert broken.command() == () and broken.plan(0).engine == ""


def test_a_speedups_workers_run_on_one_cpu_every_thread_of_them(tmp_path) -> None:
    """Both workers of a speed-up on the same single CPU (autograder/batch/timed.py); other workers where the grader runs."""
    import argparse
    import os

    from autograder.batch.cli import make_settings
    from autograder.batch.runner import WorkerProcess
    from autograder.batch.timed import speedup_settings

    allowed = os.sched_getaffinity(0)
    if len(allowed) < 2:
        pytest.skip("one CPU here: nothing to bind to")
    arguments = argparse.Namespace(isolation="auto", memory_gib=None, exercise_timeout=600.0, submission_timeout=900.0,
                                   submissions=str(tmp_path), jobs=2)
    settings = make_settings(COURSE, arguments, tmp_path / "out", str(tmp_path))
    job = {"mode": "oracle", "side": "baseline", "files": {}, "exercises": ["jit.selu"]}

    def cpus_of_every_thread(worker_settings: Settings, slot: int) -> set[frozenset[int]]:
        worker = WorkerProcess(job, worker_settings, slot)
        try:
            worker.wait_serving(time.monotonic() + 180)
            pid = worker.worker_pid
            return {frozenset(os.sched_getaffinity(int(thread))) for thread in os.listdir(f"/proc/{pid}/task")}
        finally:
            worker.close()

    bound = speedup_settings(settings)
    assert cpus_of_every_thread(bound, 0) == cpus_of_every_thread(bound, 1) == {frozenset({max(allowed)})}
    assert cpus_of_every_thread(settings, 0) == {frozenset(allowed)}


# --- outputs a worker sends back (worker.encode, timed.decode) ----------------------------------------


@pytest.mark.parametrize("dtype", ["float32", "int8", "bool", "bfloat16", "float16", "float8_e4m3fn"])
def test_every_array_dtype_travels_back_with_its_own_dtype(dtype: str) -> None:
    """bfloat16 and float8 are NumPy extension dtypes: `.npy` keeps only their bytes, the name travels beside."""
    import jax.numpy as jnp
    import numpy as np

    from autograder.batch.worker_side import worker
    from autograder.batch.timed import decode

    worker._GRADER.update(jax=__import__("jax"), np=np)
    sent = np.asarray(jnp.array([[1.5, -3.0], [0.0, 2.0]]).astype(dtype))
    got = decode(worker.encode((sent, {"n": 3})))
    assert got[0].dtype == sent.dtype and np.array_equal(got[0].astype(np.float32), sent.astype(np.float32))
    assert got[1] == {"n": 3}


def test_a_raw_array_with_a_name_of_another_size_is_refused() -> None:
    import base64
    import io

    import numpy as np

    from autograder.batch.timed import decode

    buffer = io.BytesIO()
    np.save(buffer, np.zeros(2, np.dtype("V2")), allow_pickle=False)
    with pytest.raises(ValueError, match="not an encoded output"):
        decode({"t": "array", "npy": base64.b64encode(buffer.getvalue()).decode(), "dtype": "float32"})


def test_the_parent_tells_what_can_travel_from_what_cannot() -> None:
    import numpy as np

    from autograder.batch.timed import readable

    assert readable({"w": np.ones(2), "steps": [1, 2.5, None], "name": "x"})
    assert not readable({"w": np.ones(2), "model": object()})
    assert not readable(np.array([object()]))


@pytest.mark.parametrize(("cpus", "slots", "expected"), [
    (range(13), 1, [tuple(range(13))]),  # a TPU machine's one worker: every CPU (one CPU: 560 s for half the course)
    (range(2), 2, [(0,), (1,)]),  # two students on two CPUs: one each
    (range(13), 2, [tuple(range(6)), tuple(range(6, 12))]),
    (range(2), 4, [(0,), (1,), (0,), (1,)]),  # more slots than CPUs: they take turns
    ([5], 2, [(), ()]),  # one CPU: nothing to bind
])
def test_each_slot_runs_on_its_share_of_the_cpus(monkeypatch: pytest.MonkeyPatch, cpus: Any, slots: int,
                                                 expected: list[tuple[int, ...]]) -> None:
    from autograder.batch import runner

    monkeypatch.setattr(runner.os, "sched_getaffinity", lambda pid: set(cpus))
    assert [runner.slot_cpus(slot, slots) for slot in range(slots)] == expected


def test_a_speedup_on_an_exclusive_device_is_not_bound_to_one_cpu() -> None:
    """Elsewhere the speed-up's two workers share one CPU (timed.py); on a TPU every side runs in the one worker."""
    from autograder.batch.timed import speedup_settings

    shared = Settings("rlimits", Limits(), (), "/tmp")
    assert len(speedup_settings(shared).cpus) == 1
    assert speedup_settings(dataclasses.replace(shared, exclusive=True)).cpus == ()
