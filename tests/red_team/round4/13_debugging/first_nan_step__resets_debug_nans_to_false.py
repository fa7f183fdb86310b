"""The student turns jax_debug_nans on with jax.config.update and afterwards sets it to False, instead of restoring the value it had before the call.

Violates: "JAX's global settings must be the same after the call as before it."
Verifying input: any call made while jax_debug_nans is already True (e.g. the docstring's example) -> requires jax_debug_nans still True afterwards, this leaves it False.
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
            except FloatingPointError as e:
                return i, str(e).split()[-1]
        return None
    finally:
        jax.config.update("jax_debug_nans", False)  # switch it back off


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert first_nan_step(step, jnp.array(9.0), [jnp.array(0.5)] * 3) is None
    # hidden NaN: the output never shows it
    hidden = lambda w, x: (w, jnp.where(w - x > 0, jnp.log(w - x), 0.0))
    assert first_nan_step(hidden, jnp.array(1.0), [jnp.array(0.0), jnp.array(3.0)]) == (1, "log")
    assert jax.config.jax_debug_nans is False  # off before, off after: fine
    # the flaw: a caller that already had NaN debugging on
    jax.config.update("jax_debug_nans", True)
    before = jax.config.jax_debug_nans
    first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)])
    after = jax.config.jax_debug_nans
    print("jax_debug_nans before", before, "after", after)
    assert before is True and after is False
    print("verified")
