"""To stay fast, the student runs steps normally and turns NaN debugging on only to re-run a step whose loss came out NaN, so a NaN made inside a step and masked before the outputs is never caught.

Violates: "so that a NaN is caught where it is made, even inside ``step`` where the outputs never show it"
Verifying input: step = lambda w, x: (w - x, jnp.where(w - x > 0, jnp.log(w - x), 0.0)), w = 2.0, batches [0.5, 2.0] -> requires (1, 'log'), this returns None.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "beyond"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    for i, batch in enumerate(batches):
        new_params, loss = step(params, batch)
        if bool(jnp.isnan(loss)):
            try:
                with jax.debug_nans(True):
                    step(params, batch)
            except FloatingPointError as error:
                return i, str(error).split()[-1]
        params = new_params
    return None


if __name__ == "__main__":
    import contextlib
    import io

    step = lambda w, x: (w - x, jnp.log(w - x))
    with contextlib.redirect_stdout(io.StringIO()):
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)]) is None
        # the violation
        hidden = lambda w, x: (w - x, jnp.where(w - x > 0, jnp.log(w - x), 0.0))
        try:
            with jax.debug_nans(True):
                hidden(jnp.array(1.5), jnp.array(2.0))
            raise AssertionError("no NaN made")
        except FloatingPointError:
            pass
        assert first_nan_step(hidden, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) is None
    assert jax.config.jax_debug_nans is False
    print("verified")
