"""The student switches NaN checking on with jax.config.update and switches it off in a finally block; a global update is overridden by a caller's own debug_nans context, and the caller's global setting is not restored.

Violates: "The answer is the same whether NaN checking was on or off when it was called (a caller may be inside its own ``with jax.debug_nans(...):`` block)." and "JAX's global settings are the same after the call as before it"
Verifying input: inside `with jax.debug_nans(False):`, produces_nan(lambda x: jnp.where(x > 0, jnp.log(x), 0.0), jnp.array([-1.0, 2.0])) must be True; this returns False. (Also: after jax.config.update("jax_debug_nans", True), a call leaves the setting False.)
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "admitted"

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

    with jax.debug_nans(False):
        answer = produces_nan(masked_log, jnp.array([-1.0, 2.0]))
    assert answer is False, answer

    jax.config.update("jax_debug_nans", True)
    produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
    after = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", False)
    assert after is False
    print("ok: flaw shows")
