"""Tests for autograder/specs/devices.py where it depends on the backend (its verdicts: tests/variants/11_devices)."""

from __future__ import annotations

import pytest

from autograder.specs import devices as devices


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


# --- several devices (autograder/checks/devices.py): placement and to_device --------------------

CORRECT = '''
import jax
import numpy as np

def placement(tree):
    return jax.tree.map(lambda leaf: f"{leaf.device.platform}:{leaf.device.id}" if isinstance(leaf, jax.Array) else "host", tree)

def to_device(tree, device):
    return jax.tree.map(lambda leaf: jax.device_put(leaf, device) if isinstance(leaf, (np.ndarray, jax.Array)) else leaf, tree)
'''

WHOLE_TREE = '''
import jax

def to_device(tree, device):
    return jax.device_put(tree, device)
'''

FIRST_DEVICE = '''
import jax

def placement(tree):
    first = jax.devices()[0]
    return jax.tree.map(lambda leaf: f"{first.platform}:{first.id}" if isinstance(leaf, jax.Array) else "host", tree)

def to_device(tree, device):
    return jax.device_put(tree, jax.devices()[0])
'''

NOT_WRITTEN = '''
def placement(tree):
    raise NotImplementedError

def to_device(tree, device):
    raise ValueError("only one device here")
'''


def several_devices_case(tmp_path, source: str, exercise: str):
    """The course's case for `exercise` with `source` as the student's module file (the child imports it)."""
    import dataclasses
    import types

    from autograder.grading.cases import Case
    from autograder.grading.registry import spec_for
    from autograder.course.manifest import load_course

    path = tmp_path / "devices.py"
    path.write_text(source)
    module = types.ModuleType("devices")
    module.__file__ = str(path)
    course = load_course()
    entry = course.exercise(exercise)
    return dataclasses.replace(Case(entry, spec_for(entry, course), lambda *args: None), module=module)


def test_several_devices_passes_code_that_asks_the_array_and_uses_the_device_given(tmp_path) -> None:
    devices.check_placement_several_devices(several_devices_case(tmp_path, CORRECT, "devices.placement"))
    devices.check_to_device_several_devices(several_devices_case(tmp_path, CORRECT, "devices.to_device"))


@pytest.mark.parametrize(
    "source, exercise, phrase",
    [
        (FIRST_DEVICE, "devices.placement", "placement names 'cpu:0' for a leaf that lives on cpu:3 (leaf ['w'], eight CPU "
                                            "devices): ask the array where it lives."),
        (FIRST_DEVICE, "devices.to_device", "to_device(tree, device=cpu:5) left leaf ['b'] on cpu:0 (eight CPU devices): "
                                            "move it to the device you are given"),
        (WHOLE_TREE, "devices.to_device", "to_device(tree, device=cpu:5) turned the setting ['step'] = 7 into <a JAX "
                                          "array on cpu:5>"),
        (NOT_WRITTEN, "devices.placement", "not implemented yet"),
        (NOT_WRITTEN, "devices.to_device", "raised ValueError: only one device here"),
    ],
    ids=["placement-first-device", "to-device-first-device", "to-device-moves-settings", "not-implemented",
         "raises-on-eight-devices"],
)
def test_several_devices_fails_code_that_assumes_one_device(tmp_path, source: str, exercise: str, phrase: str) -> None:
    from autograder.grading.failures import CheckFailure

    check = devices.check_placement_several_devices if exercise == "devices.placement" else devices.check_to_device_several_devices
    with pytest.raises(CheckFailure) as raised:
        check(several_devices_case(tmp_path, source, exercise))
    assert raised.value.check == "several_devices"
    assert phrase in raised.value.message


SPY_IN_THE_CHILD = '''

import os as _os
import resource as _resource


def placement(tree):  # reports, in its answer, what the eight-device process may do
    if len(jax.devices()) == 1:
        return jax.tree.map(lambda leaf: f"{leaf.device.platform}:{leaf.device.id}" if isinstance(leaf, jax.Array) else "host", tree)
    memory = _resource.getrlimit(_resource.RLIMIT_AS)[0]
    return jax.tree.map(lambda leaf: f"uid={_os.getuid()} memory={memory}", tree)


_solution_to_device = to_device


def to_device(tree, device):
    if len(jax.devices()) > 1:
        _os._exit(0)
    return _solution_to_device(tree, device)
'''


def test_the_batch_sandbox_runs_the_eight_device_child_under_its_own_limits(tmp_path) -> None:
    """Batch grading: the child starts inside the worker's sandbox, with its limits; misbehaving there costs only its checks."""
    import subprocess
    import sys

    from autograder.course.manifest import load_course

    course = load_course()
    source = (course.root / "solutions" / "11_devices" / "devices.py").read_text()
    (tmp_path / "subs" / "spy" / "11_devices").mkdir(parents=True)
    (tmp_path / "subs" / "spy" / "11_devices" / "devices.py").write_text(source + SPY_IN_THE_CHILD)
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "autograder", "grade", str(tmp_path / "subs"), "--out", str(out), "--only",
         "devices.placement", "devices.to_device", "--jobs", "1", "--memory-gib", "3"],
        capture_output=True, text=True, timeout=600, cwd=course.root,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    feedback = next((out / "feedback").glob("spy*")).read_text()
    assert "[several_devices] placement names 'uid=" in feedback and f"memory={3 << 30}'" in feedback, feedback
    if "isolation: root" in done.stdout:
        assert "'uid=0 " not in feedback, "the child runs as the worker's own uid, not root"
    assert "[several_devices] on 8 CPU devices (a second process), your code ended before answering" in feedback
    assert "spy,0,0,4" in (out / "grades.csv").read_text()
