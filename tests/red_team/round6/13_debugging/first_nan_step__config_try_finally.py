"""Correct, unusual style: saves ``jax.config.jax_debug_nans``, sets it with ``jax.config.update`` and restores the saved value in ``finally`` (instead of the ``jax.debug_nans`` context manager); the operation's name is taken with ``rsplit``.

Verifying input: compared with the docstring's example (1, 'log'), the notebook's hidden-NaN step (jitted and not), NaN at step 0, no NaN (None), a sqrt NaN, and the global setting before/after the call starting from both False and True.

Relabelled flawed after grading: inside a caller's ``with jax.debug_nans(False):`` block ``jax.config.jax_debug_nans`` reads the block's value, so the saved value is the block's and the update is overridden by the block: a NaN is missed there. The docstring now says the answer must not depend on the setting at entry.
"""
EXERCISE = "debugging.first_nan_step"
VERDICT = "fail"
KIND = "beyond"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def first_nan_step(step: Callable[[Any, Any], tuple[Any, Any]], params: Any, batches: list[Any]) -> tuple[int, str] | None:
    saved = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        for index, batch in enumerate(batches):
            try:
                params, _ = step(params, batch)
            except FloatingPointError as problem:
                return index, str(problem).rsplit(maxsplit=1)[-1]
        return None
    finally:
        jax.config.update("jax_debug_nans", saved)


if __name__ == "__main__":
    import contextlib
    import io

    def hidden(w, batch):
        def loss(w):
            prediction = batch @ w
            return -jnp.mean(jnp.where(prediction > 0, jnp.log(prediction), 0.0))
        value, grad = jax.value_and_grad(loss)(w)
        return w - 0.1 * grad, value

    simple = lambda w, x: (w - x, jnp.log(w - x))
    root = lambda w, x: (w - x, jnp.sqrt(w - x).sum())
    w0 = jnp.array([1.0, 0.5])
    good, bad = jnp.array([[1.0, 0.5], [0.5, 1.0]]), jnp.array([[1.0, -3.0], [1.0, 1.0]])
    cases = [
        ((simple, jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]), (1, "log")),
        ((jax.jit(simple), jnp.array(2.0), [jnp.array(0.5), jnp.array(2.0)]), (1, "log")),
        ((hidden, w0, [good, bad]), (1, "log")),
        ((jax.jit(hidden), w0, [good, good, bad]), None),  # jitted: only NaNs in the outputs are seen
        ((jax.jit(root), jnp.array(1.0), [jnp.array(0.25), jnp.array(0.5), jnp.array(2.0)]), (2, "sqrt")),
        ((hidden, w0, [bad, good]), (0, "log")),
        ((hidden, w0, [good, good]), None),
        ((root, jnp.array(1.0), [jnp.array(0.25), jnp.array(2.0)]), (1, "sqrt")),
        ((simple, jnp.array(2.0), []), None),
    ]
    for start in (False, True):
        jax.config.update("jax_debug_nans", start)
        for args, want in cases:
            with contextlib.redirect_stdout(io.StringIO()):
                got = first_nan_step(*args)
            assert got == want, (got, want)
            assert jax.config.jax_debug_nans is start
    jax.config.update("jax_debug_nans", False)
    print("verified")
