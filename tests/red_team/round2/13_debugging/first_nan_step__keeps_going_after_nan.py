"""The student records the step when NaN debugging raises but does not stop, so with more batches after it the *last* failing step is returned instead of the first.

Violates: "Stop at the first one." / "``i`` the index of that batch"
Verifying input: step = lambda w, x: (w - x, jnp.log(w - x)), w = 2.0, batches [0.5, 2.0, 5.0] -> requires (1, 'log'), this returns (2, 'log').
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "horizons"

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
    import contextlib
    import io

    step = lambda w, x: (w - x, jnp.log(w - x))
    with contextlib.redirect_stdout(io.StringIO()):
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
        assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)]) is None
        # the violation
        got = first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0), jnp.array(5.0)])
    assert got == (2, "log"), got
    print("verified")
