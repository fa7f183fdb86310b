"""The student switches NaN debugging on with ``jax.config.update`` and, in ``finally``, sets it to False rather than to what it was, so a caller that had it on globally finds it off.

Violates: "JAX's global settings must be the same after the call as before it"
Verifying input: after jax.config.update("jax_debug_nans", True) by the caller, first_nan_step(step, ...) must leave jax_debug_nans True; this leaves it False.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "admitted"

import jax
import jax.numpy as jnp


def first_nan_step(step, params, batches):
    jax.config.update("jax_debug_nans", True)
    try:
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
                jax.block_until_ready((params, loss))
            except FloatingPointError as e:
                return i, str(e).split()[-1].strip(".")
        return None
    finally:
        jax.config.update("jax_debug_nans", False)


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(1.0)]) is None
    hidden = lambda w, x: (w * x, jnp.where(w > 0, 1.0, jnp.sqrt(w)).sum())
    assert first_nan_step(hidden, jnp.array([1.0, 2.0]), [jnp.array(1.0), jnp.array(-1.0), jnp.array(1.0)]) == (2, "sqrt")
    assert jax.config.jax_debug_nans is False
    jax.config.update("jax_debug_nans", True)
    first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)])
    assert jax.config.jax_debug_nans is False  # contract: still True
    jax.config.update("jax_debug_nans", False)
    print("verified")
