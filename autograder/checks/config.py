"""JAX's global switches: a student's function may use them, but must leave them as it found them.

`jax_enable_x64`, `jax_debug_nans` and friends change every computation that follows, and
all topics are graded in one process, in any order. So:

- `preserved_config()` snapshots the switches (global and thread-local values) and restores
  them on exit; `grading.run_check` runs every check inside it, so no student code can leave
  the grader's process changed, whatever it does.
- `float32_matmuls()`: while a check runs, matrix products of float32 data are computed in
  float32 (`jax_default_matmul_precision` "highest", restored afterwards). JAX's default on
  NVIDIA GPUs rounds their inputs to TF32 (10 bits of mantissa; bfloat16 passes on TPUs), so
  a correct function that multiplies in another order than the reference (a batched product
  instead of a vmapped one) lands about 1e-4 away from it: on an H200 that failed
  `vmap.predict_batch` and `training.train_step` on the course's own solutions. The
  tolerances are float32's, so the products are too. A CPU computes float32 products in
  float32 either way; an explicit `precision=` in the student's code still decides its own.
- `leaves_config`: the exercise's inputs are run and the switches compared before and
  after each call; a function that switched one on for good (`jax.config.update(...)`
  instead of `with jax.enable_x64(True):`) fails, and the switch is restored. Then the
  first input is run once more per switch with that switch set the other way beforehand
  (x64 on, `jax_disable_jit` on, a transfer guard at `disallow`, ...): a function that
  "restores" a fixed value (`jax.config.update("jax_enable_x64", False)` at the end) instead
  of the value it found fails. In those runs an error from the call is not the student's
  (NaN debugging may rightly raise) and counts for nothing; only the switches are compared.
  Last, the first input runs inside a caller's block of each switch that has a context manager
  (`with jax.debug_nans(False):` and `(True)`, the same for x64 and inf debugging): there the
  switch's thread-local value is the block's, and `jax.config.jax_debug_nans` reads it, so code
  that saves that value and "restores" it with `jax.config.update` writes the block's value into
  the global one. Both the global value and the block's must be as they were after the call.
  `leaves_config` also runs the first input as NumPy arrays (the answer must be the one JAX arrays get) and the
  spec's declared inputs for it (`check_inputs["leaves_config"]`: a function given that raises), after which the
  switches must be as before too: "whatever happened inside" includes an exception.
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any, Callable, Iterator

import jax
import numpy as np

from autograder.checks.comparison import assert_matches
from autograder.grading.cases import Case
from autograder.grading.failures import CheckFailure

# The switches a course exercise might touch; each changes later computations in the process.
GUARDED_SWITCHES = (
    "jax_enable_x64",
    "jax_debug_nans",
    "jax_debug_infs",
    "jax_disable_jit",
    "jax_transfer_guard",
    "jax_transfer_guard_host_to_device",
    "jax_transfer_guard_device_to_host",
    "jax_transfer_guard_device_to_device",
)

# How to switch each one on for a single block instead of for the whole process.
_SCOPED_FORM = {
    "jax_enable_x64": "with jax.enable_x64(True):",
    "jax_debug_nans": "with jax.debug_nans(True):",
    "jax_debug_infs": "with jax.debug_infs(True):",
    "jax_disable_jit": "with jax.disable_jit():",
}


# The context managers of `_SCOPED_FORM`, taken at import, before student code exists in this process.
_CONTEXTS: dict[str, Callable[[bool], Any]] = {
    "jax_enable_x64": jax.enable_x64,
    "jax_debug_nans": jax.debug_nans,
    "jax_debug_infs": jax.debug_infs,
}


def _holder(name: str) -> Any:
    return jax.config._value_holders[name]  # the only way to read global and thread-local values apart


def snapshot() -> dict[str, tuple[Any, Any]]:
    """(global value, thread-local value) of every guarded switch."""
    return {name: snapshot_of(name) for name in GUARDED_SWITCHES}


def restore(saved: dict[str, tuple[Any, Any]]) -> list[str]:
    """Put every switch back as `saved` had it; returns the names that had changed."""
    changed = []
    for name, (global_value, local_value) in saved.items():
        holder = _holder(name)
        if holder.get_global() != global_value:
            jax.config.update(name, global_value)
            changed.append(name)
        if holder.get_local() is not local_value and holder.get_local() != local_value:
            holder.set_local(local_value)
            changed.append(name)
    return changed


def changed_since(saved: dict[str, tuple[Any, Any]]) -> list[str]:
    """The guarded switches that are no longer as `saved` had them (nothing is put back)."""
    return [name for name, values in saved.items() if snapshot_of(name) != values]


def snapshot_of(name: str) -> tuple[Any, Any]:
    """(global value, thread-local value) of one switch."""
    return _holder(name).get_global(), _holder(name).get_local()


def left_changed_message(check: str, name: str) -> str:
    """Why `check` failed: the function left the switch `name` changed (any exercise: every check calls it)."""
    return (f"after the calls `{check}` made, JAX's global switch `{name}` was no longer what it was before them: "
            f"every later computation in the program changes with it. Switch it for your block only "
            f"(`{_scoped(name)}`), or put back the value you found.")


@contextlib.contextmanager
def preserved_config() -> Iterator[None]:
    """Run a block and put JAX's global switches back as they were, however it ends."""
    saved = snapshot()
    try:
        yield
    finally:
        restore(saved)


@contextlib.contextmanager
def float32_matmuls() -> Iterator[None]:
    """Run a block with float32 matrix products computed in float32 on every backend (see the module docstring).

    Set globally, not for this thread, so checks that call the student's function in a thread of
    their own (`in_fresh_thread`) compute the same way; the value found is put back on exit.
    """
    holder = _holder(_MATMUL_PRECISION)
    found = holder.get_global()
    if found != _GRADED_PRECISION:
        jax.config.update(_MATMUL_PRECISION, _GRADED_PRECISION)
    try:
        yield
    finally:
        if holder.get_global() != found:
            jax.config.update(_MATMUL_PRECISION, found)


_MATMUL_PRECISION, _GRADED_PRECISION = "jax_default_matmul_precision", "highest"


def in_fresh_thread(function: Callable[[], Any]) -> Any:
    """`function()` run in a new thread, its result returned or its exception raised here.

    JAX keeps a thread-local copy of its switches beside the jit caches' keys. After a
    `with jax.debug_nans(True):` block has run in a thread (an earlier exercise, or the grader's
    own probes), JAX 0.10 no longer checks already-compiled operations in that thread when the
    switch is then turned on with `jax.config.update` (clearing the caches does not help). A new
    thread starts with none of that, so a check of code that switches NaN debugging either way
    sees what the code does, not what ran before it in the process.
    """
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["result"] = function()
        except BaseException as error:  # noqa: BLE001 - handed back to the calling thread
            outcome["error"] = error

    thread = threading.Thread(target=run, name="grader-fresh-thread")
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("result")


def _flipped(value: Any) -> Any:
    """The switch's value the other way: a bool negated, a transfer guard `disallow` (or `allow` if it was)."""
    if isinstance(value, bool):
        return not value
    return "allow" if value == "disallow" else "disallow"


def _scoped(name: str) -> str:
    return _SCOPED_FORM.get(name, f"`jax.config.update({name!r}, ...)` inside a try/finally that restores it")


def check_leaves_config(case: Case) -> None:
    """After each call, `jax_enable_x64`, `jax_debug_nans` and the other switches are as before,
    also when the call starts with one of them set the other way, and inside a caller's
    `with jax.debug_nans(False):` or `(True)` block (x64 and inf debugging alike)."""
    calls = case.samples("leaves_config")
    for call in calls:
        saved = snapshot()
        try:
            jax.block_until_ready(case.call(call, "leaves_config", as_jax=False))
        finally:
            changed = restore(saved)
        if changed:
            name = changed[0]
            raise case.fail(
                "leaves_config",
                f"changed a global JAX switch: after {case.describe(call)}, `{name}` is no longer what it was. Every "
                f"later computation in the program would change too. Switch it on for your block only: `{_scoped(name)}`.",
            )
    _check_numpy_answer(case, calls[0])
    for call in case.spec.check_inputs.get("leaves_config", ()):
        _check_restored_on_error(case, call)
    for name in GUARDED_SWITCHES:
        _check_preset(case, calls[0], name)
    for name in _CONTEXTS:
        for value in (False, True):
            _check_in_callers_block(case, calls[0], name, value)


def _check_numpy_answer(case: Case, call: Any) -> None:
    """The first input given as NumPy arrays gets the answer it gets as JAX arrays (each call in a fresh thread, so
    that neither sees what NaN debugging left in the other's). Not where a JAX array would not hold the NumPy one's
    values (64-bit data with x64 off: `precise_sum` is about exactly that)."""
    leaves = [leaf for leaf in jax.tree.leaves((call.args, call.kwargs)) if isinstance(leaf, np.ndarray)]
    if not leaves or any(leaf.dtype.itemsize == 8 for leaf in leaves):
        return
    given_jax = in_fresh_thread(lambda: case.call(call, "leaves_config"))
    given_numpy = in_fresh_thread(lambda: case.call(call, "leaves_config", as_jax=False))
    try:
        assert_matches(given_numpy, given_jax, check="leaves_config", call_text=case.describe(call), rtol=0, atol=0)
    except CheckFailure as failure:
        raise case.fail("leaves_config", f"another answer for NumPy arrays: {case.describe(call)} given NumPy arrays "
                                         f"instead of JAX arrays ({failure.message}). A caller may give either: "
                                         "compute with `jnp`, which takes both.") from None


def _check_restored_on_error(case: Case, call: Any) -> None:
    """A declared input whose function raises: the call ends in an exception (any), and the switches are as before.

    The contract says "the same after the call as before it, whatever happened inside": a switch turned on with
    `jax.config.update` and turned off after the run, with no `try`/`finally`, stays on when the run raises.
    """
    saved = snapshot()
    try:
        with contextlib.suppress(Exception):  # the function given raises on purpose: only the switches are judged
            jax.block_until_ready(case.call(call, "leaves_config", as_jax=False))
    finally:
        changed = restore(saved)
    if changed:
        raise case.fail(
            "leaves_config",
            f"left a global JAX switch changed when the function it was given raised: after {case.describe(call)}, "
            f"`{changed[0]}` is no longer what it was. Put it back whatever happens inside: `{_scoped(changed[0])}` "
            "(or `try`/`finally`).",
        )


def _check_preset(case: Case, call: Any, name: str) -> None:
    """One call with switch `name` set the other way first: it must still be so afterwards."""
    saved = snapshot()
    preset = _flipped(saved[name][0])
    try:
        jax.config.update(name, preset)
        with contextlib.suppress(Exception):  # NaN debugging, a guard or no jit may rightly make the call fail
            jax.block_until_ready(case.call(call, "leaves_config", as_jax=False))
        after = _holder(name).get_global(), _holder(name).get_local()
    finally:
        restore(saved)
    if after[0] != preset or after[1] not in (None, preset, saved[name][1]):
        raise case.fail(
            "leaves_config",
            f"did not put back the global JAX switch it found: called with `{name}` already set to {preset!r}, "
            f"{case.describe(call)} left it at {after[1] if after[0] == preset else after[0]!r}. Restoring a fixed "
            f"value breaks the program that had switched it on. Switch it for your block only: `{_scoped(name)}`.",
        )


# Where a caller may call a function: plainly (None), or inside a `with <switch>(False):` or `(True):` block.
CALLERS_BLOCKS: tuple[bool | None, ...] = (None, False, True)


def callers_block(name: str, value: bool) -> str:
    """The block a caller may call a function in, as source text: `with jax.debug_nans(False):`."""
    return f"`{_SCOPED_FORM[name].removesuffix('(True):')}({value}):`"


def in_callers_block(name: str, value: bool | None, function: Callable[[], Any]) -> Any:
    """`function()` inside a caller's `with <switch>(value):` block for switch `name` (plainly when `value` is None).

    Inside such a block the switch's thread-local value is the block's and outranks the global one,
    so a function that switches it with `jax.config.update` changes nothing there.
    """
    if value is None:
        return function()
    with _CONTEXTS[name](value):
        return function()


def _check_in_callers_block(case: Case, call: Any, name: str, value: bool) -> None:
    """One call inside a caller's `with <switch>(value):` block: the switch's global value and the
    block's (thread-local) one must both be as they were when the call returns."""
    saved = snapshot()
    try:
        with _CONTEXTS[name](value):
            before = _holder(name).get_global(), _holder(name).get_local()
            with contextlib.suppress(Exception):  # NaN debugging may rightly make the call fail
                jax.block_until_ready(case.call(call, "leaves_config", as_jax=False))
            after = _holder(name).get_global(), _holder(name).get_local()
    finally:
        restore(saved)
    if after == before:
        return
    where, was, now = ("globally", before[0], after[0]) if after[0] != before[0] else ("in the block", before[1], after[1])
    raise case.fail(
        "leaves_config",
        f"did not put back the global JAX switch it found: called inside a caller's {callers_block(name, value)} block, "
        f"{case.describe(call)} left `{name}` at {now!r} {where} (it was {was!r}). Inside such a block "
        f"`jax.config.{name}` reads the block's value, not the global one, so saving it and restoring it with "
        f"`jax.config.update` writes the wrong value back. Switch it for your block only: `{_scoped(name)}`.",
    )
