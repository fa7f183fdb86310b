"""Correct: a small inner function runs fn inside `with jax.debug_nans(True)` and converts the FloatingPointError into a returned flag, so the context manager (not jax.config.update) scopes the switch and restores it on every path.

Verifying input: the docstring examples; masked log, 0/0 in a discarded branch, inf-only, integer-only and pytree-returning fns; fn called exactly once; the setting unchanged afterwards when it was False or True globally, and when called inside a caller's `with jax.debug_nans(True)` or `with jax.debug_nans(False)` block (NaNs still found there); fn raising another error propagates and leaves the setting unchanged.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "pass"
KIND = "style"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args):
    def run_checked():
        with jax.debug_nans(True):
            try:
                jax.block_until_ready(fn(*args))
            except FloatingPointError:
                return True
            return False

    return bool(run_checked())


if __name__ == "__main__":
    import contextlib

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
        (lambda x: jnp.exp(x) - 1.0, (jnp.array([1000.0]),), False),
        (lambda x: (x // 2, {"a": x * 3}), (jnp.array([1, 2, 3]),), False),
        (lambda x, y: {"s": jnp.sqrt(x), "t": [y + 1]}, (jnp.array([-4.0]), jnp.ones(2)), True),
        (lambda x: jnp.sqrt(x), (jnp.array([4.0, 9.0]),), False),
    ]
    settings = [
        (False, contextlib.nullcontext), (True, contextlib.nullcontext),
        (False, lambda: jax.debug_nans(True)), (False, lambda: jax.debug_nans(False)), (True, lambda: jax.debug_nans(False)),
    ]
    for global_value, block in settings:
        jax.config.update("jax_debug_nans", global_value)
        for fn, args, want in cases:
            with block():
                inside = jax.config.jax_debug_nans
                calls[0] = 0
                got = produces_nan(counted(fn), *args)
                assert got is want and calls[0] == 1, (global_value, got, want, calls[0])
                assert jax.config.jax_debug_nans is inside
            assert jax.config.jax_debug_nans is global_value
    jax.config.update("jax_debug_nans", False)
    def broken(x):
        raise ValueError("not a NaN")
    try:
        produces_nan(broken, jnp.ones(1))
        raise SystemExit("error swallowed")
    except ValueError:
        pass
    assert jax.config.jax_debug_nans is False
    print("verified")
