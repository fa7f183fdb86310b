"""The student switches on ``jax.debug_infs`` together with ``jax.debug_nans`` to be thorough, so a step that only makes an infinity (``log(0) = -inf``) is reported as the NaN step.

Violates: "report the first step in which an operation made a NaN" / "``None`` if no step made a NaN"
Verifying input: step = lambda w, x: (w - x, jnp.log(w - x)), w = 2.0, batches [0.5, 1.5] (step 1 computes log(0) = -inf, no NaN) -> requires None, this returns (1, 'log').
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "values"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    with jax.debug_nans(True), jax.debug_infs(True):
        for i, batch in enumerate(batches):
            try:
                params, loss = step(params, batch)
            except FloatingPointError as error:
                return i, str(error).split()[-1]
    return None


if __name__ == "__main__":
    import contextlib
    import io

    step = lambda w, x: (w - x, jnp.log(w - x))
    with contextlib.redirect_stdout(io.StringIO()):
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)]) is None
        # the violation: log(0) is -inf, not NaN
        w, loss = step(jnp.array(1.5), jnp.array(1.5))
        assert bool(jnp.isneginf(loss)) and not bool(jnp.isnan(loss))
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(1.5)]) == (1, "log")
    assert not jax.config.jax_debug_nans and not jax.config.jax_debug_infs
    print("verified")
