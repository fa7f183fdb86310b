"""When ``debug_nans`` raises nothing it returns ``jnp.isnan(out).any()`` as a belt-and-braces check: a JAX array, not a Python bool.

Violates: "A Python bool: True when some operation produced a NaN".
Verifying input: produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0])) -> the docstring requires the Python bool False, this returns a 0-d JAX bool array.
"""
EXERCISE = "gotchas.produces_nan"
VERDICT = "fail"
KIND = "returns"

import jax
import jax.numpy as jnp


def produces_nan(fn, *args) -> bool:
    with jax.debug_nans(True):
        try:
            out = fn(*args)
        except FloatingPointError:
            return True
    return jnp.isnan(jnp.asarray(out)).any()


if __name__ == "__main__":
    masked_log = lambda x: jnp.where(x > 0, jnp.log(x), 0.0)
    assert produces_nan(masked_log, jnp.array([-1.0, 2.0])) is True
    out = produces_nan(lambda x: 1.0 / x, jnp.array([0.0, 2.0]))
    assert not out
    assert not isinstance(out, bool), type(out)
    assert isinstance(out, jax.Array)
    print("verified")
