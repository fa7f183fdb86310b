"""The student switched NaN debugging on with ``jax.config.update`` and afterwards switched it *off*, instead of putting back what it was: a caller who had ``jax_debug_nans`` on finds it off after the call.

Violates: "JAX's global settings must be the same after the call as before it."
Verifying input: jax_debug_nans set to True by the caller, then first_nan_step(step, 2.0, [0.5, 2.0]) -> requires jax_debug_nans still True afterwards, this leaves it False.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "purity"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    jax.config.update("jax_debug_nans", True)
    try:
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
                jax.block_until_ready((params, loss))
            except FloatingPointError as error:
                return i, str(error).split()[-1]
        return None
    finally:
        jax.config.update("jax_debug_nans", False)


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    hidden = lambda w, x: (w - x, jnp.where(x > 1.0, jnp.sqrt(x - 1.0), 0.0))  # NaN never in the outputs
    assert first_nan_step(hidden, jnp.array(3.0), [jnp.array(2.0), jnp.array(0.5)]) == (1, "sqrt")
    assert first_nan_step(step, jnp.array(5.0), [jnp.array(1.0), jnp.array(1.0)]) is None
    assert jax.config.jax_debug_nans is False  # default setting comes back fine

    jax.config.update("jax_debug_nans", True)  # the caller debugs NaNs everywhere
    first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)])
    after = jax.config.jax_debug_nans
    print("jax_debug_nans before: True, after:", after)
    assert after is False
    print("verified")
