"""Every batch is run, NaN or not: each step is tried under ``jax.debug_nans(True)``, a failing
step is recorded (its parameters are kept, so the loop can go on) and the first record is
reported at the end. The answer and the settings are right, but ``step`` keeps being called on
the batches after the first NaN, so a step with side effects (a logger, a checkpoint) runs where
the loop should have stopped, and a long run is not cut short.

Violates: "Stop at the first one."
Verifying input: step counting its calls, step = lambda w, x: (w - x, jnp.log(w - x)), params 2.0, batches [0.5, 2.0, 0.1, 0.1]; must return (1, 'log') after 2 calls of step; this calls it 4 times.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "functions_calls"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    failures = []
    with jax.debug_nans(True):
        for i, batch in enumerate(batches):
            try:
                new_params, loss = step(params, batch)
                jax.block_until_ready((new_params, loss))
                params = new_params
            except FloatingPointError as err:
                failures.append((i, str(err).split()[-1]))
    return failures[0] if failures else None


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert not jax.config.jax_debug_nans
    calls = []

    def counted(w, x):
        calls.append(1)
        return step(w, x)

    batches = [jnp.array(0.5), jnp.array(2.0), jnp.array(0.1), jnp.array(0.1)]
    assert first_nan_step(counted, jnp.array(2.0), batches) == (1, "log")
    assert len(calls) == 4
    print("flaw shown: step called", len(calls), "times, the NaN was in call 2")
