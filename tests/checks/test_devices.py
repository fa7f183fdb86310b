"""Tests for autograder/checks/devices.py and its child, autograder/checks/several_devices.py (about a second per child)."""

from __future__ import annotations

import dataclasses
import textwrap
import types
from pathlib import Path

import numpy as np
import pytest

from autograder.grading.cases import Call, Case, ExerciseSpec
from autograder.checks import devices
from autograder.checks.devices import Device, OnDevices, Placed, Raised, Unreadable, run_on_devices
from autograder.grading.failures import CheckFailure, NotGraded
from autograder.checks.several_devices import decode, encode

GOOD = """
import jax
import numpy as np

def where(x):
    (device,) = x.devices()
    return f"{device.platform}:{device.id}"

def move(tree, device):
    return jax.device_put(tree, device)

def first(tree, device):
    return jax.device_put(tree, jax.devices()[0])

def broken(x):
    raise ValueError("no such thing")

def opaque(x):
    return object()
"""

CALLS = {
    "where": (Call((Placed(np.ones(2, np.float32), 3),)),),
    "move": (Call(({"a": np.arange(3), "b": Placed(np.zeros(2, np.float32), 6)}, Device(5))),),
    "first": (Call((np.ones(1, np.float32), Device(2))),),
    "broken": (Call((1,)),),
    "opaque": (Call((1,)),),
}


def module_case(folder: Path, source: str, name: str = "student") -> Case:
    """A case whose module is `source`, written to `folder/name.py` (the child imports the file)."""
    path = folder / f"{name}.py"
    path.write_text(textwrap.dedent(source))
    module = types.ModuleType(name)
    module.__file__ = str(path)
    case = Case.standalone(lambda *args: None, ExerciseSpec("toy.where"))
    return dataclasses.replace(case, module=module)


def test_calls_run_on_eight_devices_and_come_back_described(tmp_path: Path) -> None:
    case = module_case(tmp_path, GOOD)
    answers = {name: run_on_devices(case, CALLS, name, "several_devices") for name in CALLS}
    assert answers["where"] == ["cpu:3"]
    (moved,) = answers["move"]
    assert moved["b"].devices == (5,) and moved["b"].committed and moved["b"].names == ("cpu:5",)
    np.testing.assert_array_equal(moved["a"].value, np.arange(3))
    assert answers["first"][0].devices == (0,)
    assert isinstance(answers["broken"][0], Raised) and answers["broken"][0] == "ValueError: no such thing"
    assert answers["opaque"][0] == Unreadable("object")


def test_answers_are_cached_per_file_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    case = module_case(tmp_path, "def where(x):\n    return 'first'\n")
    calls = {"where": (Call((1,)),)}
    started = []
    ask = devices._ask_child
    monkeypatch.setattr(devices, "_ask_child", lambda *args: started.append(1) or ask(*args))
    assert run_on_devices(case, calls, "where", "several_devices") == ["first"]
    assert run_on_devices(case, calls, "where", "several_devices") == ["first"]
    Path(case.module.__file__).write_text("def where(x):\n    return 'edited'\n")
    assert run_on_devices(case, calls, "where", "several_devices") == ["edited"]
    assert len(started) == 2


@pytest.mark.parametrize(
    "source, phrase",
    [
        ("import jax\nassert len(jax.devices()) == 1, 'one device only'\n", "your module did not import: AssertionError: one device only"),
        ("import os\ndef where(x):\n    os._exit(0)\n", "ended before answering"),
        ("import os\nfor fd in range(3, 40):\n    try:\n        os.write(fd, b'[[[[[[\\n')\n    except OSError:\n        pass\n"
         "def where(x):\n    return 'forged'\n", "ended before answering"),
    ],
    ids=["import_fails_on_eight_devices", "exits", "writes_garbage_to_the_channel"],
)
def test_a_child_that_misbehaves_fails_the_check(tmp_path: Path, source: str, phrase: str) -> None:
    with pytest.raises(CheckFailure) as raised:
        run_on_devices(module_case(tmp_path, source), {"where": (Call((1,)),)}, "where", "several_devices")
    assert raised.value.check == "several_devices"
    assert phrase in raised.value.message


def test_a_child_that_hangs_is_stopped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(devices, "SECONDS", 4.0)
    case = module_case(tmp_path, "import time\ndef where(x):\n    time.sleep(60)\n")
    with pytest.raises(CheckFailure, match="did not finish within 4 s"):
        run_on_devices(case, {"where": (Call((1,)),)}, "where", "several_devices")


def test_not_graded_when_the_grader_cannot_start_eight_devices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(devices, "_ask_child", lambda job, count: [{"event": "error", "message": "no memory"}])
    with pytest.raises(NotGraded, match="could not start on 8 CPU devices .*no memory"):
        run_on_devices(module_case(tmp_path, "x = 1\n", "fresh"), {"where": (Call((1,)),)}, "where", "several_devices")
    with pytest.raises(NotGraded, match="no file"):
        run_on_devices(Case.standalone(len, ExerciseSpec("toy.where")), {"where": (Call((1,)),)}, "where", "several_devices")


@pytest.mark.parametrize(
    "replies",
    [
        [{"event": "ready"}, {"event": "returned", "value": {"t": "jax", "npy": "????"}}],
        [{"event": "ready"}, {"event": "returned", "value": {"t": "dict", "items": [[{"t": "list", "items": []}, {"t": "scalar", "v": 1}]]}}],
        [{"event": "ready"}, {"event": "returned", "value": {"t": "pickle", "v": "..."}}],
        [{"event": "ready"}, {"event": "too_much"}],
    ],
    ids=["bad_npy", "unhashable_key", "unknown_kind", "too_much"],
)
def test_forged_or_broken_replies_fail_without_crashing_the_grader(replies: list[dict]) -> None:
    answers, failure = devices._answers(replies, 1)
    assert answers == [] and failure is not None and "8 CPU devices" in failure.message


def test_encoding_round_trips_what_the_child_is_sent() -> None:
    value = {"a": [np.arange(3), (1, 2.5, None, "s", np.float32(2))], "d": Device(4)}
    back = decode(json_round_trip(encode(value)))
    np.testing.assert_array_equal(back["a"][0], np.arange(3))
    assert back["a"][1] == (1, 2.5, None, "s", np.float32(2)) and back["d"] == Device(4)
    placed = decode(json_round_trip({"t": "jax", "npy": encode(np.ones(2))["npy"], "devices": [1], "platform": "cpu", "committed": True}))
    assert isinstance(placed, OnDevices) and placed.names == ("cpu:1",)


def json_round_trip(data: object) -> object:
    import json

    return json.loads(json.dumps(data))


def test_the_child_gets_the_environment_the_grader_started_with(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XLA_FLAGS", "--no_such_flag_from_student_code")  # set later, as a module could at import
    monkeypatch.setenv("JAX_PLATFORMS", "nonsense")
    case = module_case(tmp_path, "import jax\ndef where(x):\n    return len(jax.devices())\n", "environment")
    assert run_on_devices(case, {"where": (Call((1,)),)}, "where", "several_devices") == [8]


def test_a_function_that_ends_the_child_costs_only_its_own_check(tmp_path: Path) -> None:
    source = "import os\ndef leave(x):\n    os._exit(0)\ndef where(x):\n    return 'still here'\n"
    case = module_case(tmp_path, source, "leaves")
    calls = {"leave": (Call((1,)),), "where": (Call((1,)), Call((2,)))}
    assert run_on_devices(case, calls, "where", "several_devices") == ["still here", "still here"]
    with pytest.raises(CheckFailure, match="ended before answering"):
        run_on_devices(case, calls, "leave", "several_devices")
