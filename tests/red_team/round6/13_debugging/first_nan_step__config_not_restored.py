"""The student switches NaN debugging on with ``jax.config.update("jax_debug_nans", True)`` and never switches it back, so every later computation of the program keeps raising on NaNs.

Violates: "JAX's global settings must be the same after the call as before it."
Verifying input: jax.config.jax_debug_nans is False; first_nan_step(step, 2.0, [0.5, 2.0]) with step = lambda w, x: (w - x, jnp.log(w - x)) -> requires jax.config.jax_debug_nans False afterwards, this leaves it True (and a later jnp.log(-1.0) raises FloatingPointError).
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "purity"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    jax.config.update("jax_debug_nans", True)
    for i, batch in enumerate(batches):
        try:
            params, loss = step(params, batch)
        except FloatingPointError as error:
            return i, str(error).split()[-1]
    return None


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    before = jax.config.jax_debug_nans
    result = first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)])
    after = jax.config.jax_debug_nans
    print("result:", result, " debug_nans before:", before, " after:", after)
    assert result == (1, "log")
    assert before is False and after is True
    try:
        jnp.log(jnp.array(-1.0))
        raise AssertionError("no error")
    except FloatingPointError:
        print("a later, unrelated computation now raises")
    jax.config.update("jax_debug_nans", False)
    print("verified")
