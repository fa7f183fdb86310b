"""How the grader configures JAX before any student code runs.

Grading compiles many small functions, and on a CPU each compilation costs tens of
milliseconds. JAX's persistent compilation cache keeps compiled programs on disk, so a
second run (a student re-grading after an edit) compiles only what changed. The cache lives
outside the course folder, in `$JAXCOURSE_XLA_CACHE` or `~/.cache/jaxcourse/xla`, and is
safe to delete at any time; `JAXCOURSE_XLA_CACHE=off` turns it off.
"""

from __future__ import annotations

import os
from pathlib import Path

import jax


def compilation_cache_folder() -> Path | None:
    """Where compiled programs are cached, or None when caching is off."""
    setting = os.environ.get("JAXCOURSE_XLA_CACHE", "")
    if setting.lower() in {"off", "0", "false", "no"}:
        return None
    if setting:
        return Path(setting)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "jaxcourse" / "xla"


def enable_compilation_cache() -> Path | None:
    """Turn on JAX's persistent compilation cache for every compiled program; returns its folder."""
    folder = compilation_cache_folder()
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None  # a read-only home: grade without the cache
    jax.config.update("jax_compilation_cache_dir", str(folder))
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
    return folder


_RENEW_CONTEXT_AFTER = 256


def share_lowering_context() -> bool:
    """Lower programs in one shared MLIR context instead of a new one each (grading processes only).

    JAX builds a fresh MLIR context, loading every dialect, for each program it lowers: about
    6 ms on this course's machines, and grading lowers hundreds of small programs. A shared
    context gives the same programs (contexts only own types and attributes); it is renewed
    every 256 programs so it cannot grow without bound. `JAXCOURSE_SHARED_CONTEXT=off` turns
    this off, and nothing changes on a JAX that no longer has `make_ir_context`.

    Returns:
        Whether the shared context is in use.
    """
    if os.environ.get("JAXCOURSE_SHARED_CONTEXT", "").lower() in {"off", "0", "false", "no"}:
        return False
    try:
        from jax._src.interpreters import mlir
    except ImportError:
        return False
    make = getattr(mlir, "make_ir_context", None)
    if make is None or getattr(make, "_jaxcourse_shared", False):
        return make is not None
    state = {"context": None, "uses": 0}

    def shared_ir_context():  # type: ignore[no-untyped-def]
        if state["context"] is None or state["uses"] >= _RENEW_CONTEXT_AFTER:
            state["context"], state["uses"] = make(), 0
        state["uses"] += 1
        return state["context"]

    shared_ir_context._jaxcourse_shared = True  # type: ignore[attr-defined]
    mlir.make_ir_context = shared_ir_context
    return True
