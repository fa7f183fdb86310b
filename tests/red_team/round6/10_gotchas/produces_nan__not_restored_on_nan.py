"""Turns jax_debug_nans on globally and switches it off only on the no-NaN path: when a NaN is found it returns early and leaves NaN checking on for the rest of the program.

Violates: "JAX's global settings are the same after the call as before it, whatever happened inside."
Verifying input: produces_nan(masked_log, jnp.array([-1., 2.])) with debug_nans off before -> requires it off after, this leaves jax_debug_nans True (a later jnp.log(-1.) raises).
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
    except FloatingPointError:
        return True
    jax.config.update("jax_debug_nans", False)
    return False


if __name__ == "__main__":
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    assert jax.config.jax_debug_nans is False
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    after = jax.config.jax_debug_nans
    print("debug_nans after a NaN was found:", after)
    assert after is True
    try:
        jnp.log(jnp.float32(-1.0))        # an unrelated later computation now raises
        raise SystemExit("no error")
    except FloatingPointError:
        pass
    jax.config.update("jax_debug_nans", False)
    print("verified")
