"""Tests for autograder/test_11_devices.py where it depends on the backend (its verdicts: tests/variants/11_devices)."""

from __future__ import annotations

import pytest

from autograder import test_11_devices as devices


def test_the_slow_function_keeps_its_cpu_size() -> None:
    assert devices._slow_size("cpu") == 600
    assert devices._slow_input(600).shape == (600, 600)


def test_on_an_accelerator_the_slow_function_grows_until_it_is_slow(monkeypatch: pytest.MonkeyPatch) -> None:
    measured = devices._slow_size.__wrapped__
    monkeypatch.setattr(devices, "SLOW_SECONDS", 1e-6)
    assert measured("gpu") == 600, "600 already takes longer than asked"
    monkeypatch.setattr(devices, "SLOW_SECONDS", 10.0)
    monkeypatch.setattr(devices, "LARGEST_SLOW_SIZE", 1024)
    assert measured("gpu") == 1024, "it grows, but never past the largest size"
    assert devices._slow_input(1024).devices() == {devices.DEVICE}
