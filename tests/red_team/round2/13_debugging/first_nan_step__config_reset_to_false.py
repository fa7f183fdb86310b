"""The student turns NaN debugging on with ``jax.config.update`` and in ``finally`` sets it back to ``False``, instead of to what it was, so a caller who had it on finds it switched off.

Violates: "JAX's global settings must be the same after the call as before it."
Verifying input: jax.config.update("jax_debug_nans", True) before the call, any step/batches -> requires jax_debug_nans still True after, this leaves it False.
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
    import contextlib
    import io

    step = lambda w, x: (w - x, jnp.log(w - x))
    with contextlib.redirect_stdout(io.StringIO()):
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)]) is None
    assert jax.config.jax_debug_nans is False  # the usual case: off before, off after
    # the violation
    jax.config.update("jax_debug_nans", True)
    with contextlib.redirect_stdout(io.StringIO()):
        first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)])
    after = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", False)
    assert after is False
    print("verified")
