"""Correct: the debug_nans context manager around one call, waiting for every leaf of the result.

Violates: nothing.
Verifying input: masked log, division by zero (inf only), NaN in the output, NaN in a discarded intermediate, with debug_nans on/off before -> right answers, one call, settings unchanged.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "pass"
KIND = "style"

import contextlib

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    with contextlib.ExitStack() as stack:
        stack.enter_context(jax.debug_nans(True))
        try:
            jax.tree.map(lambda leaf: getattr(leaf, "block_until_ready", lambda: leaf)(), fn(*args))
        except FloatingPointError:
            return True
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    for before in (False, True):
        jax.config.update("jax_debug_nans", before)
        calls = []

        def counted(x):
            calls.append(1)
            return masked_log(x)

        assert produces_nan(counted, jnp.array([-1.0, 2.0])) is True and len(calls) == 1
        assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
        assert produces_nan(lambda x: {"a": x, "b": (jnp.sqrt(-x), 3)}, jnp.ones(2)) is True
        assert produces_nan(lambda x: (jnp.sqrt(x - 5.0) * 0.0).sum() * 0 + 1.0, jnp.ones(2)) is True
        assert produces_nan(lambda x, y: x * y, jnp.ones(2), jnp.full(2, jnp.inf)) is False
        assert jax.config.jax_debug_nans is before
    jax.config.update("jax_debug_nans", False)
    print("verified")
