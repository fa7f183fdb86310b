"""NaN debugging is switched on with ``jax.config.update("jax_debug_nans", True)`` and switched
back to the value found on entry after the loop, but only on the normal path: the ``return``
inside the ``except FloatingPointError`` leaves before the restoring line runs. A run without
NaN leaves the settings as they were; a run that finds one (the docstring's example) returns the
right ``(1, 'log')`` and leaves NaN checking switched on for the rest of the program.

Violates: "JAX's global settings must be the same after the call as before it"
Verifying input: first_nan_step(lambda w, x: (w - x, jnp.log(w - x)), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) with jax_debug_nans off on entry: must return (1, 'log') and leave jax.config.jax_debug_nans False; this leaves it True.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "switches"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    previous = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    for i, batch in enumerate(batches):
        try:
            params, loss = step(params, batch)
            jax.block_until_ready((params, loss))
        except FloatingPointError as err:
            return i, str(err).split()[-1]
    jax.config.update("jax_debug_nans", previous)
    return None


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(0.25)]) is None
    assert not jax.config.jax_debug_nans
    result = first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)])
    assert result == (1, "log")
    left_on = bool(jax.config.jax_debug_nans)
    jax.config.update("jax_debug_nans", False)
    assert left_on
    print("flaw shown: NaN checking left on after the call")
