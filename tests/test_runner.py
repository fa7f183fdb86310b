"""Tests for autograder/batch/runner.py: the environment a sandboxed worker starts with.

(Workers are started for real in tests/test_batch_hostile.py and tests/test_batch_resume.py.)
"""

from __future__ import annotations

import pytest

from autograder.batch.runner import GPU_DEFAULTS, PASSED_ON, worker_environment

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
