"""A test fixture that makes JAX's backend exclusive, as a TPU is: one process at a time.

On a TPU machine libtpu admits one process. The first process that starts JAX's TPU backend
takes libtpu's lock and keeps it until it ends; any other process that then starts a backend
fails with `RuntimeError: Unable to initialize backend 'tpu': ABORTED: Internal error when
accessing libtpu multi-process lockfile`. CI has no TPU, so this module gives the CPU backend
the same rule, and tests/test_exclusive_backend.py grades with real processes under it.

How it is loaded. Python imports `sitecustomize` at start-up from the first folder on its path
that has one. Put this folder on `PYTHONPATH`, or copy this file into an interpreter's
site-packages, which is the only way to reach processes started with `python -I` and a scrubbed
environment, such as batch workers. Nothing else is imported at start-up. The module installs an
import hook, and once `jax._src.xla_bridge` has been imported the hook wraps its
`_init_backend`. In JAX 0.10.2 `backends()` calls that function for each platform it starts,
under `_backend_lock` and only while no backend has started. Everything that needs a device
reaches it through `backends()`: `jax.devices()`, `jax.default_backend()`, the first `jit` call,
and so on. The wrapper first takes an exclusive, non-blocking `fcntl.flock` on the lock file and
keeps that lock for the life of the process. If another process holds the lock, the wrapper
raises, and `backends()` reports the failure the way JAX reports libtpu's:

    RuntimeError: Unable to initialize backend 'cpu': ABORTED: Internal error when accessing
    libtpu multi-process lockfile (simulated) (you may need to uninstall the failing plugin
    package, or set JAX_PLATFORMS=cpu to skip this backend.)

The lock file. It is named by `$JAXCOURSE_TEST_BACKEND_LOCK`. Where that is unset, a file named
`exclusive_backend.lock` beside this module is used, for interpreters whose environment is
scrubbed: a test copies both into the site-packages of an interpreter it makes. Where neither
exists, this module changes nothing (this folder holds no lock file).

Exempt: a process whose JAX platforms are exactly `cpu`, because `JAX_PLATFORMS=cpu` is in its
environment (JAX reads it into its `jax_platforms` setting) or because that setting was made
`"cpu"` before the first backend started. On a TPU machine such a process never opens the TPU:
`backends()` starts only the platforms that setting names. That is how a helper process stays
off the chip, for example the grader's eight-CPU-device child (autograder/engine/on_devices.py
starts it with `JAX_PLATFORMS=cpu`).
"""

from __future__ import annotations

import fcntl
import functools
import importlib.abc
import os
import sys

VARIABLE = "JAXCOURSE_TEST_BACKEND_LOCK"
BESIDE = "exclusive_backend.lock"
MESSAGE = "ABORTED: Internal error when accessing libtpu multi-process lockfile (simulated)"
TARGET = "jax._src.xla_bridge"

_held: int | None = None  # the lock file's descriptor, once this process holds the lock


def lock_path() -> str | None:
    """The lock file this process competes for, or None (then backends start as usual)."""
    named = os.environ.get(VARIABLE, "").strip()
    if named:
        return named
    beside = os.path.join(os.path.dirname(os.path.abspath(__file__)), BESIDE)
    return beside if os.path.isfile(beside) else None


def _exempt(xla_bridge) -> bool:  # type: ignore[no-untyped-def]
    """True when JAX may start only the CPU here (`JAX_PLATFORMS=cpu`)."""
    platforms = xla_bridge.config.jax_platforms.value or ""
    return [name.strip().lower() for name in platforms.split(",")] == ["cpu"]


def _take_lock(xla_bridge) -> None:  # type: ignore[no-untyped-def]
    """Hold the lock from now until this process ends; raise as libtpu does when another process holds it."""
    global _held
    if _held is not None or _exempt(xla_bridge):
        return
    path = lock_path()
    if path is None:
        return
    try:
        try:
            descriptor = os.open(path, os.O_RDONLY | os.O_CLOEXEC)  # a read-only mount is enough for flock
        except FileNotFoundError:
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as error:
        raise RuntimeError(f"{MESSAGE}: cannot open {path}: {error}") from None
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(descriptor)
        raise RuntimeError(MESSAGE) from None
    _held = descriptor


def _patch(xla_bridge) -> None:  # type: ignore[no-untyped-def]
    """Make `xla_bridge._init_backend` take the lock first (once per module object)."""
    original = xla_bridge._init_backend
    if getattr(original, "_exclusive_backend", False):
        return

    @functools.wraps(original)
    def _init_backend(platform):  # type: ignore[no-untyped-def]
        _take_lock(xla_bridge)
        return original(platform)

    _init_backend._exclusive_backend = True  # type: ignore[attr-defined]
    xla_bridge._init_backend = _init_backend


class _Hook(importlib.abc.MetaPathFinder):
    """Finds `jax._src.xla_bridge` as the other finders would, and patches it once it has run."""

    def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
        if name != TARGET:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(name, path, target)
            if spec is not None:
                break
        else:
            return None
        loader = spec.loader
        if loader is None or not hasattr(loader, "exec_module"):
            return spec
        run = loader.exec_module

        def exec_module(module):  # type: ignore[no-untyped-def]
            run(module)
            _patch(module)

        loader.exec_module = exec_module  # this loader object serves this one import only
        return spec


if TARGET in sys.modules:
    _patch(sys.modules[TARGET])
else:
    sys.meta_path.insert(0, _Hook())
