"""The child side of autograder/checks/devices.py: a student's functions run on eight CPU devices.

A grading process has one device (one CPU, or the first accelerator), and there "the first of
`jax.devices()`" and "the device this array lives on" are the same answer. This program
starts JAX with eight CPU devices (`jax_num_cpu_devices`, and `JAX_PLATFORMS=cpu`, so an
accelerator is never touched), imports the student's module from its file, calls the
functions it is asked to, and describes what they returned. It is started by the grading
process (`python -I -m autograder.checks.several_devices FD`), inherits its sandbox and limits, and
holds nothing of the grader's but this file.

Protocol (the parent: checks/devices.py). One JSON line on stdin,
`{"module": PATH, "calls": [[function, args, kwargs], ...]}`, values encoded by `encode`; the
replies are JSON lines on file descriptor FD (never stdout, where student code prints):

- `{"event": "ready", "devices": N}`: JAX runs, before any student code;
- `{"event": "import_failed", "message": TEXT}`: the module did not import (nothing follows);
- per call, in order: `{"event": "returned", "value": V}` or `{"event": "raised", "message": TEXT}`;
- `{"event": "done"}`.

Encoding (`encode` / `decode`, both directions): `{"t": "array", "npy": B64}` a NumPy array
(`.npy`, never pickled), `"generic"` a NumPy scalar, `{"t": "jax", "npy": B64, "devices":
[ids], "platform": P, "committed": B}` a JAX array (to the child: `device` = the id to commit
it to), `{"t": "device", "id": I}`, `"float"` (repr, for NaN), `"scalar"` (None, bool, int,
str), `"list"`/`"tuple"` (`items`), `"dict"` (`items`: [key, value] pairs), and, from the
child only, `{"t": "other", "type": NAME}` for anything else.
"""

from __future__ import annotations

import base64
import io
import json
import os
import sys
import traceback
from dataclasses import dataclass, field
from typing import Any

DEVICE_COUNT = 8


@dataclass(frozen=True)
class Placed:
    """A JAX array for the child to make, committed to its device `device` (an input)."""

    value: Any  # a NumPy array
    device: int

    def __repr__(self) -> str:
        return f"jax.device_put({self.value!r}, cpu:{self.device})"


@dataclass(frozen=True)
class Device:
    """The child's CPU device `id` (an input)."""

    id: int

    def __repr__(self) -> str:
        return f"cpu:{self.id}"


@dataclass(frozen=True)
class OnDevices:
    """A JAX array the student's function returned, as the grader sees it (an output)."""

    value: Any  # its values, a NumPy array
    devices: tuple[int, ...]
    platform: str
    committed: bool
    names: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", tuple(f"{self.platform}:{index}" for index in self.devices))

    def __repr__(self) -> str:
        return f"<a JAX array on {', '.join(self.names)}>"


@dataclass(frozen=True)
class Unreadable:
    """An output the grader cannot describe (a key, an object), by its type's name."""

    type: str


def _npy(array: Any) -> str:
    import numpy as np

    buffer = io.BytesIO()
    np.save(buffer, np.asarray(array), allow_pickle=False)
    return base64.b64encode(buffer.getvalue()).decode()


def _from_npy(text: str) -> Any:
    import numpy as np

    return np.load(io.BytesIO(base64.b64decode(text)), allow_pickle=False)


def encode(value: Any) -> Any:
    """The JSON form of `value` (see the module docstring); anything unknown becomes `other`."""
    import numpy as np

    jax = sys.modules.get("jax")
    if isinstance(value, Placed):
        return {"t": "jax", "npy": _npy(value.value), "device": value.device}
    if isinstance(value, Device):
        return {"t": "device", "id": value.id}
    try:
        if jax is not None and isinstance(value, jax.Array):
            devices = sorted(value.devices(), key=lambda device: device.id)
            return {"t": "jax", "npy": _npy(value), "devices": [device.id for device in devices],
                    "platform": devices[0].platform, "committed": bool(value.committed)}
        if isinstance(value, np.ndarray) and value.dtype != object:
            return {"t": "array", "npy": _npy(value)}
        if isinstance(value, np.generic):
            return {"t": "generic", "npy": _npy(value)}
    except Exception:  # a deleted buffer, a key array: the grader cannot read it
        return {"t": "other", "type": type(value).__name__}
    if isinstance(value, float):
        return {"t": "float", "v": repr(value)}
    if value is None or isinstance(value, (bool, int, str)):
        return {"t": "scalar", "v": value}
    if isinstance(value, (tuple, list)) and type(value) in (tuple, list):
        return {"t": type(value).__name__, "items": [encode(item) for item in value]}
    if isinstance(value, dict) and type(value) is dict:
        return {"t": "dict", "items": [[encode(key), encode(item)] for key, item in value.items()]}
    return {"t": "other", "type": type(value).__name__}


def decode(data: Any, devices: list | None = None) -> Any:
    """The inverse of `encode`. In the child (`devices`: its devices) `jax` and `device` entries become
    JAX arrays committed to `devices[id]` and `devices[id]`; in the parent, `OnDevices` and `Device`.

    Raises:
        ValueError: `data` is not a well-formed encoding.
    """
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise ValueError("not an encoded value")
    kind = data["t"]
    if kind == "array":
        return _from_npy(data["npy"])
    if kind == "generic":
        return _from_npy(data["npy"])[()]
    if kind == "jax" and devices is not None:
        return sys.modules["jax"].device_put(_from_npy(data["npy"]), devices[int(data["device"])])
    if kind == "jax":
        devices = tuple(int(index) for index in data["devices"])
        if not devices:
            raise ValueError("a JAX array on no device")
        return OnDevices(_from_npy(data["npy"]), devices, str(data["platform"]), bool(data["committed"]))
    if kind == "device":
        return Device(int(data["id"])) if devices is None else devices[int(data["id"])]
    if kind == "float":
        return float(data["v"])
    if kind == "scalar" and (data["v"] is None or isinstance(data["v"], (bool, int, str))):
        return data["v"]
    if kind in ("list", "tuple"):
        items = [decode(item, devices) for item in data["items"]]
        return items if kind == "list" else tuple(items)
    if kind == "dict":
        return {decode(key, devices): decode(item, devices) for key, item in data["items"]}
    if kind == "other":
        return Unreadable(str(data["type"])[:100])
    raise ValueError(f"unknown kind {kind!r}")


def _start_jax() -> Any:
    """JAX on eight CPU devices, whatever the machine has."""
    os.environ["JAX_PLATFORMS"] = "cpu"
    import jax

    jax.config.update("jax_num_cpu_devices", DEVICE_COUNT)
    jax.devices()
    return jax


def _import(path: str) -> Any:
    import importlib.util

    spec = importlib.util.spec_from_file_location("_jaxcourse_several_devices_target", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _die_with_parent() -> None:
    """Ask Linux to end this process when the grader that started it ends (elsewhere: nothing)."""
    try:
        import ctypes
        import signal

        ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def main(argv: list[str]) -> int:
    """Run one job (see the module docstring)."""
    _die_with_parent()
    replies = os.fdopen(int(argv[0]), "w", buffering=1)

    def send(event: str, **fields: Any) -> None:
        replies.write(json.dumps({"event": event, **fields}) + "\n")

    job = json.loads(sys.stdin.readline())
    sys.stdin.close()
    try:
        jax = _start_jax()
        devices = jax.devices()
        calls = [(name, decode(args, devices), decode(kwargs, devices)) for name, args, kwargs in job["calls"]]
    except Exception:  # the grader's own set-up: no student code has run
        send("error", message=traceback.format_exc()[-2000:])
        return 3
    send("ready", devices=len(jax.devices()))
    try:
        module = _import(job["module"])
    except BaseException as error:  # anything at import, SystemExit included
        send("import_failed", message=f"{type(error).__name__}: {error}"[:2000])
        return 0
    for name, args, kwargs in calls:
        try:
            out = getattr(module, name)(*args, **kwargs)
            send("returned", value=encode(out))
        except BaseException as error:  # student code may raise anything
            send("raised", message=f"{type(error).__name__}: {error}"[:2000])
    send("done")
    replies.flush()
    os._exit(0)  # skip interpreter teardown: student atexit handlers do not run


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
