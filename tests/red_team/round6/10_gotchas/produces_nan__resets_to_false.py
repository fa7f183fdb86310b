"""Switches jax_debug_nans on with jax.config.update and, in a finally block, switches it off, instead of restoring whatever it was before the call.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside."
Verifying input: with jax_debug_nans already True, produces_nan(lambda x: x + 1, jnp.ones(2)) -> requires the setting to stay True, this leaves it False.
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
    assert jax.config.jax_debug_nans is False            # restored when it was off

    jax.config.update("jax_debug_nans", True)              # a user debugging their whole program
    produces_nan(lambda x: x + 1, jnp.ones(2))
    after = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", False)
    print("before the call: True, after:", after)
    assert after is False
    print("verified")
