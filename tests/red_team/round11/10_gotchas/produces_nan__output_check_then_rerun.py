"""A "fast path" first: ``fn(*args)`` is run once with NaN checking as it is, and if the output
already holds a NaN the answer is True at once. Only when the output looks clean is ``fn`` run a
second time, under ``jax.debug_nans(True)``, to catch NaNs that the output hides. The answers
are right (both docstring examples pass), and settings are restored, but ``fn`` runs twice for
every function whose output has no NaN, the docstring's own ``masked_log`` included.

Violates: "``fn`` runs once"
Verifying input: calls = []; fn = lambda x: (calls.append(1), jnp.where(x > 0, jnp.log(x), 0.0))[1]; produces_nan(fn, jnp.array([-1.0, 2.0])) must call fn once; this calls it twice (len(calls) == 2).
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "functions_calls"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def produces_nan(fn: Callable[..., Any], *args: Any) -> bool:
    out = fn(*args)
    leaves = [leaf for leaf in jax.tree.leaves(out) if jnp.issubdtype(jnp.result_type(leaf), jnp.inexact)]
    if any(bool(jnp.isnan(leaf).any()) for leaf in leaves):
        return True
    with jax.debug_nans(True):
        try:
            jax.block_until_ready(fn(*args))
        except FloatingPointError:
            return True
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert not jax.config.jax_debug_nans
    calls = []
    counted = lambda x: (calls.append(1), jnp.where(x > 0, jnp.log(x), 0.0))[1]
    assert produces_nan(counted, jnp.array([-1.0, 2.0])) is True
    assert len(calls) == 2
    print("flaw shown: fn ran", len(calls), "times")
