"""How the grader configures JAX before any student code runs.

Grading compiles many small functions, and on a CPU each compilation costs tens of
milliseconds. JAX's persistent compilation cache keeps compiled programs on disk, so a
second run (a student re-grading after an edit) compiles only what changed. The cache lives
outside the course folder, in `$JAXCOURSE_XLA_CACHE` or `~/.cache/jaxcourse/xla` (a
`jaxcourse-xla-UID` folder in /tmp where the home cannot be written), and is safe to delete at any time; `JAXCOURSE_XLA_CACHE=off` turns it off.
`JAXCOURSE_XLA_CACHE_READONLY=1` reads the cache and never writes it: batch workers read the
programs the trusted parent compiled from the solutions (autograder/batch/compiled.py).
"""

from __future__ import annotations

import inspect
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

import jax


# XLA's options for every program the grader compiles around student code (`checks/calling.jitted`,
# `Case.run_as_written`, ...): each operation's result is rounded to its dtype, as JAX defines float16 and bfloat16
# arithmetic and as a CPU computes it. A TPU or GPU may otherwise keep float32 between the operations of one program
# ("excess precision"), so float16 code that overflows on a CPU comes out right there: measured on a TPU v5e, a
# float16 column sum past 65504 gave finite means under plain `jax.jit` and inf with these options. The same code
# then gets the same grade on every backend. Only a top-level `jax.jit` may carry them.
ROUNDED_AS_WRITTEN = {"xla_allow_excess_precision": False}


def compilation_cache_folder() -> Path | None:
    """Where compiled programs are cached, or None when caching is off."""
    setting = os.environ.get("JAXCOURSE_XLA_CACHE", "")
    if setting.lower() in {"off", "0", "false", "no"}:
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jaxcourse" / "xla"


def _writable_folder(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
    except OSError:
        return False
    return os.access(folder, os.W_OK | os.X_OK)


def enable_compilation_cache() -> Path | None:
    """Turn on JAX's persistent compilation cache for every compiled program; returns its folder."""
    folder = compilation_cache_folder()
    if folder is None:
        return None
    read_only = os.environ.get("JAXCOURSE_XLA_CACHE_READONLY", "") == "1"
    if not read_only and not _writable_folder(folder):
        if os.environ.get("JAXCOURSE_XLA_CACHE"):
            return None  # the folder asked for cannot be written: grade without the cache
        # A home that cannot be written (a lent machine's `nobody`): this user's own folder in /tmp,
        # so that a second run still skips the compilations (on a TPU most of a run's time).
        folder = Path(tempfile.gettempdir()) / f"jaxcourse-xla-{os.getuid()}"
        if not _writable_folder(folder):
            return None
    if not folder.is_dir():
        return None
    jax.config.update("jax_compilation_cache_dir", str(folder))
    # Read-only: no compilation is ever slow enough to be written (JAX would warn on each write).
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 1e12 if read_only else 0.0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
    try:
        # XLA's own caches would live in a subfolder, and that path would enter every program's
        # key: the batch's workers read the cache at another path than the one it was written at.
        jax.config.update("jax_persistent_cache_enable_xla_caches", "none")
    except AttributeError:  # a JAX without the option puts no path in the key
        pass
    return folder


_RENEW_CONTEXT_AFTER = 256


def _context_maker() -> tuple[Any, Callable[[], Any]] | None:
    """JAX's private `mlir` module and its `make_ir_context`, if both are there and it takes no arguments."""
    try:
        from jax._src.interpreters import mlir

        make = mlir.make_ir_context
        inspect.signature(make).bind()  # TypeError when a newer JAX made it take arguments
    except (ImportError, AttributeError, TypeError, ValueError):
        return None
    return mlir, make


def share_lowering_context() -> bool:
    """Lower programs in one shared MLIR context instead of a new one each (grading processes only).

    JAX builds a fresh MLIR context, loading every dialect, for each program it lowers: about
    6 ms on this course's machines, and grading lowers hundreds of small programs. A shared
    context gives the same programs (contexts only own types and attributes); it is renewed
    every 256 programs so it cannot grow without bound. `JAXCOURSE_SHARED_CONTEXT=off` turns
    this off.

    Caveat: `jax._src.interpreters.mlir.make_ir_context` is private. Where a JAX lacks it, or
    it needs arguments, nothing is patched and this returns False; a call that passes
    arguments anyway goes to JAX's own function. Grading is then only slower.

    Returns:
        Whether the shared context is in use.
    """
    if os.environ.get("JAXCOURSE_SHARED_CONTEXT", "").lower() in {"off", "0", "false", "no"}:
        return False
    found = _context_maker()
    if found is None:
        return False
    mlir, make = found
    if getattr(make, "_jaxcourse_shared", False):
        return True
    state = {"context": None, "uses": 0}

    def shared_ir_context(*args: Any, **kwargs: Any) -> Any:
        if args or kwargs:
            return make(*args, **kwargs)
        if state["context"] is None or state["uses"] >= _RENEW_CONTEXT_AFTER:
            state["context"], state["uses"] = make(), 0
        state["uses"] += 1
        return state["context"]

    shared_ir_context._jaxcourse_shared = True  # type: ignore[attr-defined]
    mlir.make_ir_context = shared_ir_context
    return True


# --- memory maps -------------------------------------------------------------------------------

_MAPS = Path("/proc/self/maps")
_MAX_MAP_COUNT = Path("/proc/sys/vm/max_map_count")
_PROBE_EVERY_SECONDS = 1.0
_probe = {"last": float("-inf")}


def memory_map_use() -> tuple[int, int] | None:
    """(memory maps this process holds, the most the kernel allows it), or None where unknown (not Linux)."""
    try:
        with _MAPS.open("rb") as maps:
            held = sum(chunk.count(b"\n") for chunk in iter(lambda: maps.read(1 << 16), b""))
        return held, int(_MAX_MAP_COUNT.read_text())
    except (OSError, ValueError):
        return None


def release_compiled_programs_if_crowded(share: float = 0.5) -> bool:
    """Drop JAX's in-memory compiled programs when this process holds over `share` of its memory maps.

    Every compiled CPU program that stays loaded holds memory maps of its own (its code and data,
    about ten), and JAX keeps each function's programs as long as the function lives. A process
    that grades for long (`jaxcourse watch`, a notebook kernel, the author's suite) loads
    thousands. At the kernel's limit (`vm.max_map_count`, 65530 by default) XLA can no longer
    load a program: it reports "Failed to materialize symbols" and the process dies in the C++
    unwinder (a segmentation fault, not an exception). Dropping the programs
    (`jax.clear_caches()`) unmaps them; a function called again is compiled again, from the
    persistent cache where there is one. Nothing else changes: no verdict depends on it.

    Cheap enough to call after every check: it reads the map count at most once a second.

    Returns:
        Whether the programs were dropped.
    """
    now = time.monotonic()
    if now - _probe["last"] < _PROBE_EVERY_SECONDS:
        return False
    _probe["last"] = now
    use = memory_map_use()
    if use is None or use[0] <= use[1] * share:
        return False
    jax.clear_caches()
    return True
