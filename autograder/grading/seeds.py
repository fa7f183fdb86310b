"""Seeds for everything a check draws: the same file gets the same verdict on every run, in every path.

A verdict must not change when nothing changed: a student who sees a check pass at home and
fail in the gradebook, with the same file, stops trusting the grader. So nothing a check draws
is fresh. Each check runs inside `checking(exercise_id, check)` (`engine/exercise.py`'s
`run_check`, which every path goes through: `pytest autograder`, `jaxcourse`, a notebook cell,
a batch worker, the eight-device child), and what it draws comes from a stream keyed by the
grader's version, the exercise and the check:

- Hypothesis's generated inputs (`hypothesis_seed`, used by checks/correctness.py) replace
  `derandomize=False`; Hypothesis's example database stays off.
- The keys and seeds of statistical checks (`next_seed`, used by checks/statistics.py and the
  specs of random exercises): the n-th seed a check asks for is the same on every run.

Method: SHA-256 of "version:exercise:check" seeds a NumPy generator per check; the version is
the `jaxcourse` package's (pyproject.toml), so a new release of the grader draws new inputs,
and the same release draws the same ones everywhere.

Hypothesis (since 6.13x) also draws, now and then, constants it finds in the source of the
"local" modules loaded in the process: the grader's own, and the student's file. Which modules
are loaded differs between paths, and a student's constants would steer their own inputs, so
`seed_alone` switches that off (a private hook of Hypothesis's; where it is missing, nothing is
patched, and tests/checks/test_seeds.py's other-process test says so).

Caveats: outside a check (a test calling a spec's helper directly) `next_seed` draws from a
stream keyed "outside a check", still the same on every run. The batch's `verified` check
(batch/timed.py) draws from its own secret seed on top of this, so student code cannot learn
its inputs: it may fail a function that local grading passed, never the reverse for a correct
one. Timed checks draw their inputs afresh (the clock is noisy anyway; their verdicts are kept
apart by margins, checks/timing.py).
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import tomllib
from importlib import metadata
from pathlib import Path
from typing import Any, Iterator

import numpy as np

_OUTSIDE = ("outside", "a check")
_STREAM: contextvars.ContextVar[np.random.Generator | None] = contextvars.ContextVar("jaxcourse_seeds", default=None)


def grader_version() -> str:
    """The `jaxcourse` package's version: installed metadata, else pyproject.toml (a tree run from source)."""
    try:
        return metadata.version("jaxcourse")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        return tomllib.loads(pyproject.read_text())["project"]["version"]


VERSION = grader_version()


_SALT: contextvars.ContextVar[str] = contextvars.ContextVar("jaxcourse_draw_salt", default="")


def _digest(exercise_id: str, check: str) -> int:
    salt = _SALT.get()
    text = f"{VERSION}{'+' + salt if salt else ''}:{exercise_id}:{check}".encode()
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "big")


def hypothesis_seed(exercise_id: str, check: str) -> int:
    """The seed of Hypothesis's generated inputs for this exercise and check (call `seed_alone` first)."""
    return _digest(exercise_id, check)


def seed_alone() -> None:
    """Make Hypothesis's draws depend on the seed alone, not on the modules this process has loaded."""
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:  # pragma: no cover - a Hypothesis laid out otherwise
        return
    if getattr(providers, "_get_local_constants", None) is not _no_local_constants and hasattr(providers, "Constants"):
        providers._get_local_constants = _no_local_constants
        providers.CONSTANTS_CACHE.cache.clear()


def _no_local_constants() -> Any:
    from hypothesis.internal.conjecture import providers

    return providers.Constants()


@contextlib.contextmanager
def other_draws(salt: str) -> Iterator[None]:
    """Inside, every check draws as a different release of the grader would (calibrations sample several; the batch
    parent's own checks draw from its secret seed). The salt is the calling thread's alone (a context variable): the
    batch's parent verifies several submissions at once, in threads."""
    token = _SALT.set(salt)
    try:
        yield
    finally:
        _SALT.reset(token)


@contextlib.contextmanager
def checking(exercise_id: str, check: str) -> Iterator[None]:
    """Draws made inside the block (`next_seed`) come from this exercise's and check's own stream."""
    token = _STREAM.set(np.random.default_rng(_digest(exercise_id, check)))
    try:
        yield
    finally:
        _STREAM.reset(token)


def next_seed() -> int:
    """The next seed of the running check's stream (the same sequence on every run of that check)."""
    stream = _STREAM.get()
    if stream is None:
        stream = np.random.default_rng(_digest(*_OUTSIDE))
        _STREAM.set(stream)
    return int(stream.integers(2**31))
