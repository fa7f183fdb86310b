"""Correct, unusual style: the exception is kept as a value. ``fn`` runs exactly once inside
``with jax.debug_nans(True):`` (a context manager, so it wins over a caller's own block and is
undone however the block ends); a ``FloatingPointError`` is stored, any other exception
propagates, and the answer is whether one was stored. Infinities do not trip NaN checking.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "pass"
KIND = "correct"

from typing import Any, Callable

import jax
import jax.numpy as jnp


def produces_nan(fn: Callable[..., Any], *args: Any) -> bool:
    caught = []
    with jax.debug_nans(True):
        try:
            jax.block_until_ready(fn(*args))
        except FloatingPointError as err:
            caught.append(err)
    return bool(caught)


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    x = jnp.array([-1.0, 2.0])
    assert produces_nan(masked_log, x) is True
    assert produces_nan(lambda v: 1.0 / v, jnp.array([0.0, 2.0])) is False
    for outer in (True, False):
        with jax.debug_nans(outer):
            assert produces_nan(masked_log, x) is True
            assert produces_nan(lambda v: v * 2.0, x) is False
            assert bool(jax.config.jax_debug_nans) == outer
    assert not jax.config.jax_debug_nans
    calls = []
    counted = lambda v: (calls.append(1), jnp.where(v > 0, jnp.log(v), 0.0))[1]
    assert produces_nan(counted, x) is True and len(calls) == 1
    try:
        produces_nan(lambda v: (_ for _ in ()).throw(ValueError("boom")), x)
        raise AssertionError("ValueError was swallowed")
    except ValueError:
        pass
    assert not jax.config.jax_debug_nans
    print("ok")
