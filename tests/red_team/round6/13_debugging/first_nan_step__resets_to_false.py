"""The student restores NaN debugging in a ``finally`` to a hard-coded ``False`` rather than to the value it had, so a caller who had it on finds it switched off.

Violates: "JAX's global settings must be the same after the call as before it."
Verifying input: with jax.config.update("jax_debug_nans", True) before the call, first_nan_step(step, 2.0, [0.5]) -> requires jax_debug_nans True afterwards, this leaves it False.
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
            except FloatingPointError as error:
                return i, str(error).split()[-1]
        return None
    finally:
        jax.config.update("jax_debug_nans", False)


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    # from the default state it behaves
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert jax.config.jax_debug_nans is False
    jax.config.update("jax_debug_nans", True)
    result = first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)])
    after = jax.config.jax_debug_nans
    print("result:", result, " before: True  after:", after)
    assert result is None and after is False
    print("verified")
