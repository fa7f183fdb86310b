"""NaN checking is switched on with ``jax.config.update("jax_debug_nans", True)`` and the value
read on entry is put back in a ``finally``, so the setting is restored even after an exception.
But ``config.update`` changes only the *global* value: inside a caller's
``with jax.debug_nans(False):`` block the context manager's thread-local value wins, checking
stays off, and the function answers False for a function that does make a NaN. Inside a
caller's ``with jax.debug_nans(True):`` block the value read on entry is the block's True, and the
``finally`` writes it into the global setting, so NaN checking stays on after the caller's block
has ended. Outside such blocks (the docstring's examples) it is right.

Violates: "The answer is the same whether NaN checking was on or off when it was called (a caller may be inside its own ``with jax.debug_nans(...):`` block)."
Verifying input: with jax.debug_nans(False): produces_nan(lambda x: jnp.where(x > 0, jnp.log(x), 0.0), jnp.array([-1.0, 2.0])) must be True (as it is outside the block); this returns False. (Also: after `with jax.debug_nans(True): produces_nan(lambda x: x * 2, jnp.ones(2))`, jax.config.jax_debug_nans must be False again; this leaves it True.)
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "switches"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def produces_nan(fn: Callable[..., Any], *args: Any) -> bool:
    previous = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", previous)
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    x = jnp.array([-1.0, 2.0])
    assert produces_nan(masked_log, x) is True
    assert produces_nan(lambda v: 1.0 / v, jnp.array([0.0, 2.0])) is False
    assert not jax.config.jax_debug_nans
    with jax.debug_nans(True):
        assert produces_nan(masked_log, x) is True
    leaked = bool(jax.config.jax_debug_nans)
    jax.config.update("jax_debug_nans", False)
    assert leaked
    with jax.debug_nans(False):
        inside = produces_nan(masked_log, x)
    assert inside is False
    print("flaw shown: inside jax.debug_nans(False) the answer is", inside, "; global switch leaked on:", leaked)
