"""The student switches NaN debugging on with jax.config.update and, in a finally block, switches it off again; a caller who had NaN debugging on before the call finds it off afterwards.

Violates: "``fn`` runs once, and JAX's global settings are the same after the call as before it, whatever happened inside."
Verifying input: called after the caller ran jax.config.update("jax_debug_nans", True), fn = 1/x on [0.0, 2.0] -> requires jax_debug_nans still True after the call, this leaves it False.
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
        jax.config.update("jax_debug_nans", False)       # back to normal, whatever happened


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert produces_nan(lambda x, y: jnp.sqrt(x) + y, jnp.array([-4.0]), 1.0) is True
    assert produces_nan(lambda x: jnp.exp(x) * 2, jnp.array([1.0, 1000.0])) is False
    assert produces_nan(lambda x: jnp.sum(x), jnp.array([jnp.inf, -jnp.inf])) is True
    assert jax.config.jax_debug_nans is False                  # the default is restored

    # The breach: a caller that already debugs NaNs.
    jax.config.update("jax_debug_nans", True)                 # switched on globally by the caller
    produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
    after = jax.config.jax_debug_nans
    print("debug_nans before the call: True, after the call:", after)
    assert after is False
    print("verified")
