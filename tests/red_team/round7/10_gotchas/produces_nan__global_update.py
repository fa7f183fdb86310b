"""The student switches NaN checking on with ``jax.config.update`` (and restores the old global value), but a caller's ``with jax.debug_nans(False):`` block overrides the global setting, so no NaN is ever caught there.

Violates: "The answer is the same whether NaN checking was on or off when it was called (a caller may be inside its own ``with jax.debug_nans(...):`` block)."
Verifying input: inside ``with jax.debug_nans(False):``, produces_nan(jnp.sqrt, jnp.array([-4.0])) must be True; this returns False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp
import numpy as np


def produces_nan(fn, *args):
    old = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
        return False
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", old)


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    before = jax.config.jax_debug_nans
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert produces_nan(lambda x: x * 2, jnp.array([1.0])) is False
    assert jax.config.jax_debug_nans == before
    with jax.debug_nans(True):
        assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
        assert jax.config.jax_debug_nans is True
    with jax.debug_nans(False):
        assert produces_nan(lambda x: jnp.sqrt(x), jnp.array([-4.0])) is False  # contract: True
    print("verified")
