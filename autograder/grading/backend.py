"""Which backend JAX will compute on here, judged before JAX starts, and whether it admits a second process.

A TPU admits one process: a second one that starts JAX's backend while the first holds the
chip fails (`Unable to initialize backend 'tpu': ... libtpu multi-process lockfile`), it does
not fall back to the CPU. A GPU's memory is preallocated by the first process and may not
admit a second. So grading uses one process per exclusive device, and helper processes that
must not touch it (the eight-CPU-device child) start with `JAX_PLATFORMS=cpu`.

`pytest autograder` must decide whether to start its partner process before it imports JAX
(the two start side by side), so `expected_platform` reads only what JAX itself reads to
choose: `JAX_PLATFORMS`, the installed TPU runtime (`libtpu`) or CUDA/ROCm plugins, and the
device files or TPU variables that show the hardware is there. It is a guess that errs towards
"exclusive"; the partner process still checks the backend it actually gets before grading
(`partner_process.py`), and the score table's header names the backend each run used.

Caveat: measured on a TPU v5e (one chip, `/dev/vfio`, `TPU_ACCELERATOR_TYPE` set, libtpu on
`PYTHONPATH`); the GPU rules follow JAX's plugin names and NVIDIA's device files, not measured.
"""

from __future__ import annotations

import glob
import importlib.util
import os
import time

#: The backends one process holds alone.
EXCLUSIVE = frozenset({"tpu", "gpu"})

_GPU_PLUGINS = ("jax_cuda12_plugin", "jax_cuda13_plugin", "jax_rocm60_plugin", "jax_rocm7_plugin", "jax_plugins")


def _installed(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def _requested(setting: str) -> str | None:
    """The platform `JAX_PLATFORMS` (comma-separated, first choice first) asks for, if it names one."""
    first = setting.split(",")[0].strip().lower()
    if not first:
        return None
    if first in ("cuda", "rocm", "gpu"):
        return "gpu"
    return first  # cpu, tpu, or a plugin's own name


def tpu_present() -> bool:
    """A TPU runtime is installed and a TPU is attached (its device files, or a TPU VM's variables)."""
    runtime = _installed("libtpu") or bool(os.environ.get("TPU_LIBRARY_PATH"))
    hardware = bool(glob.glob("/dev/accel*") or glob.glob("/dev/vfio/[0-9]*") or os.environ.get("TPU_ACCELERATOR_TYPE"))
    return runtime and hardware


def gpu_present() -> bool:
    """A CUDA or ROCm plugin for JAX is installed and a GPU's device files exist."""
    plugin = any(_installed(name) for name in _GPU_PLUGINS)
    hardware = bool(glob.glob("/dev/nvidia[0-9]*") or glob.glob("/dev/kfd"))
    return plugin and hardware


def expected_platform() -> str:
    """`cpu`, `tpu`, `gpu` (or a plugin's name): where JAX will compute in a process started with this environment."""
    requested = _requested(os.environ.get("JAX_PLATFORMS", "") or os.environ.get("JAX_PLATFORM_NAME", ""))
    if requested is not None:
        return requested
    if tpu_present():
        return "tpu"
    if gpu_present():
        return "gpu"
    return "cpu"


def is_exclusive(platform: str) -> bool:
    """True when a second process may not be able to compute on `platform` beside the first: anything but a CPU,
    or any platform where `JAXCOURSE_EXCLUSIVE_DEVICE=1` declares it so (a GPU shared with other users, say)."""
    return platform != "cpu" or os.environ.get("JAXCOURSE_EXCLUSIVE_DEVICE", "") == "1"


def why_one_process(platform: str) -> str:
    """Why grading keeps to one process on `platform` (an exclusive one), for the score table's header."""
    if platform == "cpu":
        return "JAXCOURSE_EXCLUSIVE_DEVICE=1: the device admits one process"
    return f"JAX computes on {platform} here, which one process holds alone"


def exclusive_here() -> bool:
    """Whether the device JAX will compute on here admits one process (`is_exclusive(expected_platform())`)."""
    return is_exclusive(expected_platform())


def compute_on_cpu_here() -> bool:
    """Let this process's JAX compute on the CPU only, leaving the accelerator to the processes it starts.

    For a process that starts the workers that grade on the device (the batch's parent): its own
    arithmetic (references, verification) runs on the CPU. Its children are unaffected: the
    setting is JAX's, not the environment's. False when this process's backend had already started.
    """
    import jax
    from jax._src import xla_bridge

    global _DEVICE_PLATFORM
    if xla_bridge.backends_are_initialized():
        return False
    _DEVICE_PLATFORM = expected_platform()
    jax.config.update("jax_platforms", "cpu")
    return True


_DEVICE_PLATFORM: str | None = None  # set by `compute_on_cpu_here`: where the student's code computes


def graded_platform() -> str:
    """Where the student's code computes: this process's backend, or the device's that `compute_on_cpu_here` left to the workers."""
    if _DEVICE_PLATFORM is not None:
        return _DEVICE_PLATFORM
    import jax

    return jax.default_backend()


def held_elsewhere(error: BaseException) -> bool:
    """True when `error` is JAX refusing a device that another process holds (libtpu's lock file)."""
    text = str(error)
    return "Unable to initialize backend" in text and ("lockfile" in text or "ABORTED" in text or "in use" in text)


def start_backend(wait_seconds: float = 20.0) -> str:
    """Start JAX's backend and name its platform, waiting up to `wait_seconds` while another process holds the device.

    A TPU that one process has just released can refuse the next for a moment; a grading
    worker that starts right after the previous one ended waits for it instead of failing.

    Raises:
        RuntimeError: JAX's own, when the device is still held after `wait_seconds` (or any other failure).
    """
    import jax

    deadline = time.monotonic() + wait_seconds
    while True:
        try:
            return jax.default_backend()
        except RuntimeError as error:
            if not held_elsewhere(error) or time.monotonic() > deadline:
                raise
            time.sleep(0.5)
