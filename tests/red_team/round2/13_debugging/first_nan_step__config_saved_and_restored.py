"""Correct: NaN debugging switched on with ``jax.config.update`` after saving the old value, restored in ``finally``, with each step's outputs waited on.

Correct: every step runs with NaN checks on, the first FloatingPointError ends the loop with its batch index (a Python int) and the error's last word; the setting is put back to whatever it was before (True or False), on every path.

Relabelled flawed after grading: inside a caller's ``with jax.debug_nans(False):`` block the update is overridden by the block and the saved value is the block's, not the global one. The docstring now says the answer must not depend on the setting at entry.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "beyond"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    before = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        i = 0
        while i < len(batches):
            try:
                params, loss = jax.block_until_ready(step(params, batches[i]))
            except FloatingPointError as error:
                words = str(error).split()
                return int(i), words[-1]
            i += 1
        return None
    finally:
        jax.config.update("jax_debug_nans", before)


if __name__ == "__main__":
    import contextlib
    import io

    step = lambda w, x: (w - x, jnp.log(w - x))
    hidden = lambda w, x: (w - x, jnp.where(w - x > 0, jnp.log(w - x), 0.0))
    with contextlib.redirect_stdout(io.StringIO()):
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0), jnp.array(5.0)]) == (1, "log")
        assert first_nan_step(hidden, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(1.5)]) is None  # -inf, no NaN
        assert first_nan_step(step, jnp.array(2.0), []) is None
        r = first_nan_step(lambda p, b: ({"w": p["w"] * b}, jnp.sqrt(p["w"] * b).sum()), {"w": jnp.ones(3)}, [jnp.array(2.0), jnp.array(-1.0)])
        assert r == (1, "sqrt") and type(r[0]) is int, r
    assert jax.config.jax_debug_nans is False
    jax.config.update("jax_debug_nans", True)
    with contextlib.redirect_stdout(io.StringIO()):
        first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)])
    assert jax.config.jax_debug_nans is True
    jax.config.update("jax_debug_nans", False)
    print("verified")
