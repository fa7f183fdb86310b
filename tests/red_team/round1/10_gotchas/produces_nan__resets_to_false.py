"""Switches ``jax_debug_nans`` on with ``jax.config.update`` and afterwards sets it to False instead of restoring the previous value.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside".
Verifying input: after ``jax.config.update("jax_debug_nans", True)`` call produces_nan(jnp.sin, jnp.ones(2)) -> the docstring requires jax_debug_nans still True after the call, this leaves it False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args) -> bool:
    jax.config.update("jax_debug_nans", True)
    try:
        fn(*args)
        return False
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", False)


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert jax.config.jax_debug_nans is False
    jax.config.update("jax_debug_nans", True)
    produces_nan(jnp.sin, jnp.ones(2))
    after = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", False)
    assert after is False, after  # was True before the call
    print("verified")
