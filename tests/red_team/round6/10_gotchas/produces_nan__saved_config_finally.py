"""Correct: reads the current jax_debug_nans value, switches it on with jax.config.update, and restores the saved value in a finally block (instead of the jax.debug_nans context manager).

Verifying input: the docstring examples; masked log, 0/0 inside a discarded branch, inf-only, integer-only and pytree-returning fns; fn called exactly once; the setting restored after a NaN, after no NaN, after fn raised another error, and when it was already True before the call.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    saved = jax.config.jax_debug_nans
    jax.config.update("jax_debug_nans", True)
    try:
        jax.block_until_ready(fn(*args))
    except FloatingPointError:
        return True
    finally:
        jax.config.update("jax_debug_nans", saved)
    return False


if __name__ == "__main__":
    import numpy as np

    calls = [0]
    def counted(f):
        def g(*a):
            calls[0] += 1
            return f(*a)
        return g

    cases = [
        (lambda x: jnp.where(x > 0, jnp.log(x), 0.0), (jnp.array([-1.0, 2.0]),), True),
        (lambda x: 1.0 / x, (jnp.array([0.0, 2.0]),), False),
        (lambda x: jnp.sum(x * 0.0) + jnp.where(x > 5, 0.0 / x, 1.0), (jnp.array([0.0, 1.0]),), True),
        (lambda x: jnp.exp(x) - 1.0, (jnp.array([1000.0]),), False),          # inf only
        (lambda x: (x // 2, {"a": x * 3}), (jnp.array([1, 2, 3]),), False),
        (lambda x, y: {"s": jnp.sqrt(x), "t": [y + 1]}, (jnp.array([-4.0]), jnp.ones(2)), True),
        (lambda x: jnp.sqrt(x), (jnp.array([4.0, 9.0]),), False),
    ]
    for before in (False, True):
        for fn, args, want in cases:
            jax.config.update("jax_debug_nans", before)
            calls[0] = 0
            got = produces_nan(counted(fn), *args)
            assert got is want and calls[0] == 1, (got, want, calls[0])
            assert jax.config.jax_debug_nans is before
    jax.config.update("jax_debug_nans", False)
    def broken(x):
        raise ValueError("not a NaN")
    try:
        produces_nan(broken, jnp.ones(1))
    except ValueError:
        pass
    assert jax.config.jax_debug_nans is False
    print("verified")
