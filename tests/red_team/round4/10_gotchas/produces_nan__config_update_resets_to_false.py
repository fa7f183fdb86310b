"""The student switches NaN checking on with `jax.config.update("jax_debug_nans", True)` and, in a `finally`, switches it back off with `update(..., False)`, so a program that had NaN debugging on before the call finds it off afterwards.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside."
Verifying input: jax.config.update("jax_debug_nans", True) before the call, then produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) -> requires jax.config.jax_debug_nans still True afterwards, this leaves it False.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "purity"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
        return False
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", False)


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert produces_nan(lambda x: jnp.sqrt(x) * 2, jnp.array([4.0, 1.0])) is False
    assert produces_nan(lambda x, y: jnp.sum(x - y), jnp.array([jnp.inf]), jnp.array([jnp.inf])) is True
    assert produces_nan(lambda x: jnp.sum(jnp.log(x)), jnp.array([-1.0])) is True
    assert jax.config.jax_debug_nans is False          # default state restored

    # the flaw: the global setting was on before, and is off afterwards
    jax.config.update("jax_debug_nans", True)
    before = jax.config.jax_debug_nans
    produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
    after = jax.config.jax_debug_nans
    print("jax_debug_nans before:", before, " after:", after)
    assert before is True and after is False
    print("verified")
