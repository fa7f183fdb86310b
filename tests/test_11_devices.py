"""Tests for autograder/specs/devices.py where it depends on the backend (its verdicts: tests/variants/11_devices)."""

from __future__ import annotations

import pytest


# --- several devices: placement and to_device, graded in the eight-device child (engine/on_devices.py) ----------

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

UNCOMMITTED = '''
import jax
import jax.numpy as jnp
import numpy as np

def to_device(tree, device):
    return jax.tree.map(lambda leaf: jnp.asarray(leaf) if isinstance(leaf, (np.ndarray, jax.Array)) else leaf, tree)
'''

NOT_WRITTEN = '''
def placement(tree):
    raise NotImplementedError

def to_device(tree, device):
    raise ValueError("only one device here")
'''


def several_devices(tmp_path, source: str, exercise: str):
    """Check `several_devices` of `exercise` on `source`, graded as a one-device grading process grades it."""
    from autograder.course.manifest import load_course
    from autograder.grading.submission import Submission
    from autograder.engine.exercise import grade_exercise, make_case
    from autograder.engine.registry import spec_for

    course = load_course()
    entry = course.exercise(exercise)
    topic = course.topic(entry.topic)
    (tmp_path / topic.folder).mkdir(parents=True, exist_ok=True)
    (tmp_path / topic.module_file).write_text(source)
    case = make_case(Submission(tmp_path), entry, spec_for(entry, course), course)
    assert case.elsewhere is not None and case.elsewhere.count == 8, "this process has one device: the check goes elsewhere"
    return grade_exercise(exercise, Submission(tmp_path), course, only=("several_devices",)).checks[0]


def test_several_devices_passes_code_that_asks_the_array_and_uses_the_device_given(tmp_path) -> None:
    for exercise in ("devices.placement", "devices.to_device"):
        result = several_devices(tmp_path, CORRECT, exercise)
        assert result.outcome.value == "passed", result.message


@pytest.mark.parametrize(
    "source, exercise, phrase",
    [
        (FIRST_DEVICE, "devices.placement", "on eight CPU devices: the leaf at ['w'] should be 'cpu:3', got 'cpu:0'. "
                                            "Here the arrays live on different devices (cpu:3): ask each array where it "
                                            "lives, not which device comes first."),
        (FIRST_DEVICE, "devices.to_device", "on eight CPU devices, its arrays on cpu:3, ['b'] is on cpu:0, not on cpu:5. "
                                            "Move every array to the device you are given, wherever it lives now."),
        (UNCOMMITTED, "devices.to_device", "[several_devices] wrong device: for to_device("),
        (WHOLE_TREE, "devices.to_device", "settings changed: for to_device("),
        (NOT_WRITTEN, "devices.placement", "not implemented yet"),
        (NOT_WRITTEN, "devices.to_device", "ValueError: only one device here"),
    ],
    ids=["placement-first-device", "to-device-first-device", "to-device-default-device", "to-device-moves-settings",
         "not-implemented", "raises-on-eight-devices"],
)
def test_several_devices_fails_code_that_assumes_one_device(tmp_path, source: str, exercise: str, phrase: str) -> None:
    result = several_devices(tmp_path, source, exercise)
    assert result.outcome.value == "failed"
    assert result.message.startswith("[several_devices]"), result.message
    assert phrase in result.message, result.message


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
    assert "[several_devices] wrong values for placement(" in feedback and "got 'uid=" in feedback, feedback
    assert f"memory={3 << 30}'" in feedback, feedback
    if "isolation: root" in done.stdout:
        assert "'uid=0 " not in feedback, "the child runs as the worker's own uid, not root"
    assert "[several_devices] on 8 CPU devices (a second process), your code ended before answering" in feedback
    assert "spy,0,0,4" in (out / "grades.csv").read_text()
