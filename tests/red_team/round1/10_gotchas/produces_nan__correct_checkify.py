"""Correct: uses ``checkify`` with ``nan_checks`` (a functional NaN check on every primitive), so no global setting is touched at all.

Violates: nothing (correct solution).
Verifying input: masked log, 1/0, sqrt(-1), inf - inf, 0 * inf, a NaN-free function -> matches a debug_nans reference; fn called once; config unchanged.

Relabelled flawed after grading: called inside a caller's ``with jax.debug_nans(True):`` block, ``fn`` raises FloatingPointError through it instead of an answer. The docstring now says the answer is the same whatever NaN checking was on entry.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "beyond"

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def produces_nan(fn, *args) -> bool:
    err, _ = checkify.checkify(fn, errors=checkify.nan_checks)(*args)
    return err.get() is not None


def _pnc_reference(fn, *args):
    with jax.debug_nans(True):
        try:
            fn(*args)
        except FloatingPointError:
            return True
    return False


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    assert produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) is False
    cases = [
        (masked_log, (jnp.array([1.0, 2.0]),)),
        (jnp.sqrt, (jnp.array([-1.0, 4.0]),)),
        (lambda x: x - x, (jnp.array([jnp.inf, 1.0]),)),
        (lambda x, y: x * y, (jnp.array([0.0]), jnp.array([jnp.inf]))),
        (lambda x: jnp.exp(x), (jnp.array([1000.0]),)),
        (lambda x: jnp.sum(jnp.tanh(x) ** 2), (jnp.linspace(-3, 3, 7),)),
    ]
    for fn, args in cases:
        got = produces_nan(fn, *args)
        assert isinstance(got, bool) and got == _pnc_reference(fn, *args), fn
    calls = []

    def counting(x):
        calls.append(1)
        return jnp.log(x)

    assert produces_nan(counting, jnp.array([-1.0])) is True and len(calls) == 1
    assert jax.config.jax_debug_nans is False
    print("verified")
