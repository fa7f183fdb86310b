"""autograder/grading/backend.py: the backend JAX will use, judged before it starts, and whether it admits two processes."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from autograder.grading import backend

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def no_hardware(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("JAX_PLATFORMS", "JAX_PLATFORM_NAME", "TPU_ACCELERATOR_TYPE", "TPU_LIBRARY_PATH"):
        monkeypatch.delenv(name, raising=False)


@pytest.mark.parametrize(
    ("setting", "expected"),
    [("cpu", "cpu"), ("tpu,cpu", "tpu"), ("cuda", "gpu"), ("rocm", "gpu"), (" CPU ", "cpu"), ("", "cpu")],
    ids=["cpu", "tpu-then-cpu", "cuda", "rocm", "spaces-and-case", "unset"],
)
def test_jax_platforms_decides_first(no_hardware: None, monkeypatch: pytest.MonkeyPatch, setting: str, expected: str) -> None:
    monkeypatch.setenv("JAX_PLATFORMS", setting)
    assert backend.expected_platform() == expected


def test_a_tpu_vm_is_recognised_by_its_runtime_and_hardware(no_hardware: None, monkeypatch: pytest.MonkeyPatch,
                                                            tmp_path: Path) -> None:
    assert backend.expected_platform() == "cpu"  # this machine: no libtpu, no TPU
    monkeypatch.setenv("TPU_ACCELERATOR_TYPE", "v5litepod-1")
    assert backend.expected_platform() == "cpu", "a TPU variable without the runtime is no TPU JAX can use"
    monkeypatch.setenv("TPU_LIBRARY_PATH", str(tmp_path / "libtpu.so"))
    assert backend.expected_platform() == "tpu"
    monkeypatch.setenv("JAX_PLATFORMS", "cpu")
    assert backend.expected_platform() == "cpu", "JAX_PLATFORMS=cpu keeps a process off the TPU"


def test_only_the_cpu_admits_a_second_process() -> None:
    assert not backend.is_exclusive("cpu")
    assert backend.is_exclusive("tpu") and backend.is_exclusive("gpu")


def test_held_elsewhere_reads_libtpus_refusal_and_nothing_else() -> None:
    refusal = RuntimeError("Unable to initialize backend 'tpu': ABORTED: Internal error when accessing libtpu "
                           "multi-process lockfile. Run \"$ sudo rm /tmp/libtpu_lockfile\".")
    assert backend.held_elsewhere(refusal)
    assert not backend.held_elsewhere(RuntimeError("Unable to initialize backend 'cuda': no CUDA-capable device"))
    assert not backend.held_elsewhere(ValueError("lockfile"))


def _run(code: str, **env: str) -> subprocess.CompletedProcess:
    import os

    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=120,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT), **env})


def test_a_process_that_starts_workers_computes_on_the_cpu_and_remembers_the_device() -> None:
    done = _run("""
        from autograder.grading import backend
        assert backend.compute_on_cpu_here()
        import jax
        print(jax.default_backend(), backend.graded_platform())
        assert not backend.compute_on_cpu_here(), "too late once the backend started"
    """, JAX_PLATFORMS="tpu")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["cpu", "tpu"]


def test_start_backend_gives_up_at_once_on_a_failure_that_is_not_a_held_device() -> None:
    done = _run("""
        import time
        from autograder.grading import backend
        started = time.monotonic()
        try:
            backend.start_backend(wait_seconds=30)
        except RuntimeError as error:
            print(round(time.monotonic() - started), str(error)[:60])
    """, JAX_PLATFORMS="nonsense")
    assert done.returncode == 0, done.stderr
    seconds, message = done.stdout.split(" ", 1)
    assert int(seconds) < 5, "an unknown backend is not a device held elsewhere: no waiting"
    assert message.startswith("Unable to initialize backend 'nonsense'")
