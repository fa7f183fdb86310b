"""PRNG discipline: keys come in as arguments, and each key is used once.

- `no_key_reuse`: under `jax.debug_key_reuse(True)`, scoped to the check (the setting is
  restored however the call ends), the function is traced under `jax.jit` on every input (the
  checker analyses the traced program, so a key used twice in one call is caught without
  compiling) and run twice on the first (a key kept between calls is caught consumed);
  functions that need not be jittable run as written and under `jax.jit` on every input. The
  context manager is the one `jax` had when the grader was imported, so student code that
  replaces `jax.debug_key_reuse` or switches the flag off globally does not switch the check
  off. Keys are typed keys from `jax.random.key`, made fresh for every call, because legacy
  `PRNGKey` arrays are not tracked.
- `own_key`: no key is made inside the function: the jaxpr has no `random_seed` (from
  `jax.random.key` / `PRNGKey`) and no `random_wrap` (from `wrap_key_data`).
- `uses_key`: a different key gives different numbers (the key is not ignored).

Caveat: the checker tracks keys, not numbers. `jax.random.fold_in` consumes nothing, so
`fold_in(key, 1)` written twice, or `fold_in(key, t % 4)` inside `lax.scan`, draws the same
numbers twice unseen. The grading specs of random exercises back this check with tests of
independence between layers, rows, columns and steps (`autograder.checks.statistics`).
"""

from __future__ import annotations

import jax
import numpy as np

from autograder.checks.calling import jitted, static_call, values_of
from autograder.checks.comparison import as_numpy
from autograder.checks.structure import primitives_in, trace
from autograder.grading.cases import Call, Case, Key
from autograder.grading.failures import CheckFailure, FailureKind

KEY_MAKING_PRIMITIVES = ("random_seed", "random_wrap")

# Taken at import, before student code exists in this process (it may patch `jax`).
_debug_key_reuse = jax.debug_key_reuse


def check_no_key_reuse(case: Case) -> None:
    """No key is consumed twice, within a call or between calls (`jax.debug_key_reuse(True)`)."""
    calls = case.samples("no_key_reuse")
    compiled = jitted(case)
    with _debug_key_reuse(True):
        try:
            if "jit" in case.exercise.checks:
                for call in calls:  # the checker reads the traced program: nothing is compiled
                    case.call(static_call(case, call), "no_key_reuse", function=compiled.trace)
                for _ in range(2):  # run for real twice: a key kept between calls (a global) is consumed twice
                    jax.block_until_ready(case.call(static_call(case, calls[0]), "no_key_reuse", function=compiled))
            else:
                for call in calls:
                    jax.block_until_ready(case.call(call, "no_key_reuse"))
                    jax.block_until_ready(case.call(static_call(case, call), "no_key_reuse", function=compiled))
        except CheckFailure as failure:
            if failure.kind in (FailureKind.KEY_REUSED, FailureKind.NOT_IMPLEMENTED):
                raise
            raise case.fail("no_key_reuse", f"could not run with key-reuse checking on: {failure.message}") from None


def check_own_key(case: Case) -> None:
    """The function makes no key of its own; all randomness comes from the key argument."""
    for call in case.samples("own_key")[:1]:
        found = primitives_in(trace(case, call, "own_key"))
        made = [name for name in KEY_MAKING_PRIMITIVES if found[name]]
        if made:
            raise case.fail(
                "own_key",
                f"made its own key: tracing {case.describe(call)} found `{made[0]}`, which comes from "
                "`jax.random.key(...)`/`PRNGKey(...)` inside the function. Every call would then draw the same "
                "numbers whatever key it is given. Use the `key` argument (split or fold_in it as needed).",
            )


def _other_key(value: object) -> object:
    if isinstance(value, Key):
        return Key(value.seed + 1_000_003)
    if isinstance(value, (list, tuple)):
        return type(value)(_other_key(item) for item in value)
    if isinstance(value, dict):
        return {name: _other_key(item) for name, item in value.items()}
    return value


def check_uses_key(case: Case) -> None:
    """Two different keys give different outputs: the randomness comes from the key."""
    call = case.samples("uses_key")[0]
    other = Call(_other_key(call.args), _other_key(call.kwargs))
    first = jax.tree.leaves(values_of(case, call, "uses_key"))
    second = jax.tree.leaves(values_of(case, other, "uses_key"))
    same = len(first) == len(second) and all(
        np.shape(a) == np.shape(b) and np.array_equal(as_numpy(a), as_numpy(b)) for a, b in zip(first, second)
    )
    if same:
        raise case.fail(
            "uses_key",
            f"ignores its key: {case.describe(call)} and {case.describe(other)} returned the same result. "
            "Draw every random number from the key argument (`jax.random.normal(key, ...)`).",
        )
