"""Correct, unusual style: the batches are consumed from an ``enumerate`` iterator in a
``while`` loop, inside one ``with jax.debug_nans(True):`` block (a context manager: it overrides
a caller's own block and puts back whatever was in force, also when the loop is left early).
The first ``FloatingPointError`` ends the loop at once; the operation's name is the last word of
its message.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "pass"
KIND = "correct"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    todo = enumerate(batches)
    with jax.debug_nans(True):
        while (item := next(todo, None)) is not None:
            index, batch = item
            try:
                params, loss = step(params, batch)
                jax.block_until_ready((params, loss))
            except FloatingPointError as err:
                return index, str(err).split()[-1]
    return None


if __name__ == "__main__":
    step = lambda w, x: (w - x, jnp.log(w - x))
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5)]) is None
    assert first_nan_step(step, jnp.array(2.0), []) is None
    for outer in (True, False):
        with jax.debug_nans(outer):
            assert first_nan_step(step, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
            assert bool(jax.config.jax_debug_nans) == outer
    assert not jax.config.jax_debug_nans
    calls = []

    def counted(w, x):
        calls.append(1)
        return step(w, x)

    assert first_nan_step(counted, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0), jnp.array(0.1)]) == (1, "log")
    assert len(calls) == 2
    # a hidden NaN inside the step (the output is finite)
    hidden = lambda w, x: (w - x, jnp.where(w - x > 0, jnp.sqrt(w - x), 0.0))
    assert first_nan_step(hidden, jnp.array(1.0), [jnp.array(0.5), jnp.array(0.25), jnp.array(1.0)]) == (2, "sqrt")
    # a jitted step: only NaNs in its outputs are seen, and they are named
    assert first_nan_step(jax.jit(step), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]) == (1, "log")
    print("ok")
