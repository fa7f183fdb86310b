"""The student catches each ``FloatingPointError``, records it and carries on with the next batch, so the result is the *last* step that made a NaN, not the first.

Violates: "Stop at the first one."
Verifying input: step = lambda w, x: (w - x, jnp.log(w - x)), params 2.0, batches [0.5, 2.0, 3.0] (NaN at steps 1 and 2) -> requires (1, 'log'), this returns (2, 'log').
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "algorithm"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    found = None
    with jax.debug_nans(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
            except FloatingPointError as error:
                found = (i, str(error).split()[-1])
    return found


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    got = first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0), jnp.array(3.0)])
    print("required: (1, 'log')  got:", got)
    assert got == (2, "log")
    assert jax.config.jax_debug_nans is False
    print("verified")
